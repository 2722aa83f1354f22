import { describe, expect, it } from "vitest";
import { loadedAtAnswerAddress, type PhotoAddress } from "~/site/photo-on-device";

// Decision 038: a photo is opened only in a document loaded at the tool's own path, in either
// language, with one of its answer parameters: the addresses the page cache never keeps, so the
// worker sends them with their own opener policy.

const checker: PhotoAddress = { path: "/colors-app", answers: ["color", "season", "subSeason", "palette", "checkColor", "photo"] };
const drapes: PhotoAddress = { path: "/try-the-drapes", answers: ["open"] };
const loadedAt = (address: PhotoAddress, url: string) => loadedAtAnswerAddress(address, { name: `https://example.com${url}` } as PerformanceEntry);

describe("where a document may open the visitor's photo", () => {
  it("at the tool's answer addresses, in both languages", () => {
    expect(loadedAt(checker, "/colors-app?check=soft-autumn&photo=1")).toBe(true);
    expect(loadedAt(checker, "/nl/kleurenapp?check=soft-autumn&checkColor=%23b5651d")).toBe(true);
    expect(loadedAt(drapes, "/try-the-drapes?open=camera")).toBe(true);
    expect(loadedAt(drapes, "/nl/drapeerdoeken-passen?open=")).toBe(true);
  });

  it("not at the tool's kept addresses", () => {
    expect(loadedAt(checker, "/colors-app")).toBe(false);
    expect(loadedAt(checker, "/colors-app?check=soft-autumn")).toBe(false);
    expect(loadedAt(drapes, "/nl/drapeerdoeken-passen")).toBe(false);
    expect(loadedAt(drapes, "/try-the-drapes?utm_source=newsletter")).toBe(false);
  });

  it("not at another page's address with the same parameter, kept without the policy", () => {
    // The journal keeps ?season= per season; any kept page drops a parameter it does not know.
    expect(loadedAt(checker, "/journal?season=soft-autumn")).toBe(false);
    expect(loadedAt(checker, "/?photo=1")).toBe(false);
    expect(loadedAt(drapes, "/colors-app?open=camera")).toBe(false);
    expect(loadedAt(drapes, "/try-the-drapes/extra?open=camera")).toBe(false);
  });

  it("not in a browser that cannot say where the document was loaded", () => {
    expect(loadedAtAnswerAddress(drapes, undefined)).toBe(false);
  });
});
