import { describe, expect, it } from "vitest";
import { isCurrent, judgeFreshness, marksFor, type PurgeState, type Marks } from "~/platform/cache-freshness";
import { documentReadTags, formatTagStamps, parseTagStamps, writeTags } from "~/platform/cache-tags";

const POLICY = { freshSeconds: 60, staleSeconds: 3600, staleIfErrorSeconds: 86400 };
const T = 1_800_000_000_000;
const marks = (tagMarks: Record<string, number> = {}, purgedAt = 0): Marks => ({ version: "1", purgedAt, tagMarks: new Map(Object.entries(tagMarks)) });

describe("the freshness rule with tag marks", () => {
  it("a purge of a tag an entry does not carry leaves it fresh", () => {
    const page = { storedAt: T, version: "1", tags: { "p:Website/Data": T, "p:ServiceCategories": T } };
    expect(judgeFreshness(page, marks({ "p:Services": T + 5_000 }), POLICY, T + 10_000)).toBe("fresh");
  });

  it("a purge of one of its tags after it was read makes it expired at once", () => {
    const page = { storedAt: T, version: "1", tags: { "p:Website/Data": T, "p:Services": T } };
    expect(judgeFreshness(page, marks({ "p:Services": T + 5_000 }), POLICY, T + 10_000)).toBe("expired");
  });

  it("judges each tag by the read that carried it: a page re-rendered after a purge of Services is current though its Website read is older", () => {
    const page = { storedAt: T, version: "1", tags: { "p:Website/Data": T, "p:Services": T + 6_000 } };
    expect(isCurrent(page, marks({ "p:Services": T + 5_000 }))).toBe(true);
    expect(isCurrent(page, marks({ "p:Services": T + 5_000, "p:Website/Data": T + 1 }))).toBe(false);
  });

  it("a purge of everything still expires every entry, tagged or not", () => {
    expect(isCurrent({ storedAt: T, version: "1", tags: { "p:Services": T } }, marks({}, T + 1))).toBe(false);
    expect(isCurrent({ storedAt: T, version: "1" }, marks({}, T + 1))).toBe(false);
    expect(isCurrent({ storedAt: T, version: "1" }, marks({}, T))).toBe(true);
  });

  it("a tag mark that could not be read (Infinity) counts as purged now", () => {
    expect(isCurrent({ storedAt: T, version: "1", tags: { "p:Services": T } }, marks({ "p:Services": Number.POSITIVE_INFINITY }))).toBe(false);
  });

  it("another content version is expired whatever the marks", () => {
    expect(isCurrent({ storedAt: T, version: "0", tags: {} }, marks())).toBe(false);
  });

  it("reads the marks of only the tags the entry carries", async () => {
    const asked: string[][] = [];
    const purges: PurgeState = { version: "1", purgedAt: 0, tagMarks: async (tags) => (asked.push([...tags]), new Map(tags.map((tag) => [tag, 7]))) };
    expect((await marksFor(purges, ["p:Services"])).tagMarks.get("p:Services")).toBe(7);
    await marksFor(purges, []);
    expect(asked).toEqual([["p:Services"]]);
  });
});

describe("cache tags", () => {
  it("a write purges its document and its collection, in its project", () => {
    expect(writeTags("demo-a", "Services/bridal-styling")).toEqual(["demo-a:Services", "demo-a:Services/bridal-styling"]);
    expect(writeTags("demo-a", "Website/Data")).toEqual(["demo-a:Website", "demo-a:Website/Data"]);
  });

  it("keeps separators out of tags and reads the stamps back", () => {
    const [, tag] = writeTags("demo-a", "Services/a,b=c d");
    expect(tag).toBe("demo-a:Services/a%2Cb%3Dc%20d");
    const stamps = { [tag!]: T, "demo-a:Website/Data": T - 1 };
    expect(parseTagStamps(formatTagStamps(stamps))).toEqual(stamps);
    expect(parseTagStamps(null)).toEqual({});
  });

  it("tags a document with a very long id by its collection, in reads and writes alike (KV keys hold 512 bytes)", () => {
    const long = `Services/${"x".repeat(300)}`;
    expect(documentReadTags(long)).toEqual(["Services"]);
    expect(writeTags("demo-a", long)).toEqual(["demo-a:Services"]);
  });
});
