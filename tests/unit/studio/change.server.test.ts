import { describe, expect, it } from "vitest";
import { encodeFields, FirestoreError, type FirestoreDocument } from "~/firestore/codec";
import type { AppContext } from "~/firestore/app-context.server";
import type { CommitWrite, FirestoreClient } from "~/firestore/client.server";
import type { Env } from "~/platform/env.server";
import { ANY_VERSION, commitChange, type DocumentChange } from "~/studio/change.server";

// The studio's one write, on its own: a Firestore that keeps documents in memory and records
// every call, a save limiter that says yes or no, and a KV namespace that keeps the purge marks.
// The worker tests run the same path against the emulator.

const PROJECT = "demo-change";
const EDITOR = { email: "Editor@PlumAndLinen.example" };

type Stored = { data: Record<string, unknown>; updateTime: string };

function fakeStudio(documents: Record<string, Record<string, unknown>> = {}, options: { allowed?: boolean; beforeCommit?: (store: Map<string, Stored>) => void } = {}) {
  let version = 0;
  const nextTime = () => `2026-11-27T10:00:00.${String(++version).padStart(6, "0")}Z`;
  const store = new Map<string, Stored>(Object.entries(documents).map(([path, data]) => [path, { data, updateTime: nextTime() }]));
  const calls: string[] = [];
  const commits: CommitWrite[][] = [];
  const asDocument = (path: string): FirestoreDocument | null => {
    const stored = store.get(path);
    return stored ? { name: `projects/${PROJECT}/databases/(default)/documents/${path}`, fields: encodeFields(stored.data), updateTime: stored.updateTime } : null;
  };
  const firestore: Pick<FirestoreClient, "getDocument" | "getDocuments" | "commit"> = {
    async getDocument(path) {
      calls.push(`read ${path}`);
      return asDocument(path);
    },
    async getDocuments(paths) {
      calls.push(`read ${paths.join(", ")}`);
      return paths.map(asDocument);
    },
    async commit(writes) {
      calls.push(`commit ${writes.length}`);
      commits.push([...writes]);
      options.beforeCommit?.(store);
      for (const write of writes) {
        const stored = store.get(write.path);
        const { exists, updateTime } = write.options ?? {};
        if ((exists === false && stored) || (updateTime !== undefined && stored?.updateTime !== updateTime)) throw new FirestoreError({ kind: "conflict", path: write.path, status: 409 });
        if (exists === true && !stored) throw new FirestoreError({ kind: "not-found", path: write.path, status: 404 });
      }
      for (const write of writes) {
        if (write.delete) store.delete(write.path);
        else store.set(write.path, { data: { ...(write.options?.fields ? store.get(write.path)?.data : {}), ...write.data }, updateTime: nextTime() });
      }
    },
  };
  const marks = new Map<string, string>();
  const env = {
    STUDIO_SAVE_RATE_LIMITER: {
      async limit() {
        calls.push("save limit");
        return { success: options.allowed ?? true };
      },
    },
    CONTENT_META: {
      async put(key: string, value: string) {
        marks.set(key, value);
      },
      async get(key: string) {
        return marks.get(key) ?? null;
      },
    },
  } as unknown as Env;
  const app = { firestore, config: { firestore: { projectId: PROJECT } }, log: () => {} } as unknown as AppContext;
  const versionOf = (path: string) => store.get(path)?.updateTime ?? "";
  return { app, env, store, calls, commits, marks, versionOf };
}

const save = (studio: ReturnType<typeof fakeStudio>, changes: DocumentChange[], extra: { audit?: string | null; limit?: boolean } = {}) =>
  commitChange(studio.app, { env: studio.env, actor: EDITOR, audit: extra.audit === undefined ? "Saved: FAQ" : extra.audit, limit: extra.limit ?? true, changes });

const purged = (studio: ReturnType<typeof fakeStudio>) => [...studio.marks.keys()].sort();

describe("commitChange (app/studio/change.server.ts)", () => {
  it("asks the save limit, then reads, then commits the change with its audit entry in one commit, then purges the public document's tags", async () => {
    const studio = fakeStudio({ "Website/Data": { faqs: ["old"] } });
    const result = await save(studio, [{ path: "Website/Data", seen: studio.versionOf("Website/Data"), write: { faqs: ["new"] } }]);
    expect(result).toEqual({ status: "saved", published: true });
    expect(studio.calls).toEqual(["save limit", "read Website/Data", "commit 2"]);
    const [write, audit] = studio.commits[0]!;
    expect(write).toMatchObject({ path: "Website/Data", data: { faqs: ["new"] }, options: { fields: ["faqs"] } });
    expect(audit!.path).toMatch(/^StudioAudit\//);
    expect(audit).toMatchObject({ data: { actor: EDITOR.email, document: "Website/Data", action: "Saved: FAQ" } });
    expect(studio.store.get("Website/Data")!.data).toEqual({ faqs: ["new"] });
    // The document's own tag and its collection's, scoped to the project: nothing else.
    expect(purged(studio)).toEqual([`purged-at:${PROJECT}:Website`, `purged-at:${PROJECT}:Website/Data`]);
  });

  it("writes under the version it read, so a save that lands between the read and the commit is a conflict with what is stored now", async () => {
    const studio = fakeStudio(
      { "Services/colour-analysis": { name: "Colour Analysis" } },
      { beforeCommit: (store) => store.set("Services/colour-analysis", { data: { name: "Someone else's name" }, updateTime: "2026-11-27T11:00:00.000000Z" }) },
    );
    const seen = studio.versionOf("Services/colour-analysis");
    const result = await save(studio, [{ path: "Services/colour-analysis", seen, write: { name: "Colour Analysis & Styling" } }]);
    expect(studio.commits[0]![0]!.options).toMatchObject({ updateTime: seen });
    expect(result).toEqual({ status: "conflict", path: "Services/colour-analysis", current: { data: { name: "Someone else's name" }, updateTime: "2026-11-27T11:00:00.000000Z" } });
    expect(purged(studio)).toEqual([]);
  });

  it("refuses a change to a version the person did not see, before writing anything", async () => {
    const studio = fakeStudio({ "Services/colour-analysis": { name: "Colour Analysis" } });
    const result = await save(studio, [{ path: "Services/colour-analysis", seen: "2026-01-01T00:00:00.000000Z", write: { name: "Mine" } }]);
    expect(result).toMatchObject({ status: "conflict", path: "Services/colour-analysis", current: { data: { name: "Colour Analysis" } } });
    expect(studio.calls).not.toContain("commit 2");
    expect(studio.commits).toEqual([]);
  });

  it("answers not-found for a document the person saw that is gone, or one that must exist; a new one (seen as '') is made only if still absent", async () => {
    const studio = fakeStudio();
    expect(await save(studio, [{ path: "Testimonials/gone", seen: "2026-11-01T00:00:00.000000Z", write: { status: "approved" } }])).toEqual({ status: "not-found", path: "Testimonials/gone" });
    expect(await save(studio, [{ path: "Testimonials/made-up", seen: "", write: { status: "approved" }, mustExist: true }])).toEqual({ status: "not-found", path: "Testimonials/made-up" });
    expect(studio.commits).toEqual([]);
    expect(await save(studio, [{ path: "Testimonials/new", seen: "", write: { quote: "Lovely" } }])).toEqual({ status: "saved", published: true });
    expect(studio.commits[0]![0]!.options).toMatchObject({ exists: false });
  });

  it("writes, audits and purges nothing when the change leaves the document as it is", async () => {
    const studio = fakeStudio({ "Website/Data": { faqs: ["same"], title: "Plum & Linen" } });
    const result = await save(studio, [{ path: "Website/Data", seen: studio.versionOf("Website/Data"), write: { faqs: ["same"] } }]);
    expect(result).toEqual({ status: "saved", published: true });
    expect(studio.commits).toEqual([]);
    expect(purged(studio)).toEqual([]);
  });

  it("over the save limit reads and writes nothing; bookkeeping that is no one's click skips the limit", async () => {
    const limited = fakeStudio({ "Website/Data": { faqs: [] } }, { allowed: false });
    expect(await save(limited, [{ path: "Website/Data", seen: limited.versionOf("Website/Data"), write: { faqs: ["x"] } }])).toEqual({ status: "limited" });
    expect(limited.calls).toEqual(["save limit"]);
    limited.calls.length = 0;
    const bookkeeping = await save(limited, [{ path: "StudioSessions/abc", seen: ANY_VERSION, write: { lastSeenAt: 1 } }], { limit: false, audit: null });
    // ANY_VERSION: the session must exist, as it is; it does not here.
    expect(bookkeeping).toEqual({ status: "not-found", path: "StudioSessions/abc" });
    expect(limited.calls).toEqual(["read StudioSessions/abc"]);
  });

  it("purges nothing for a private collection or an unseen draft, and the tags of each public document written", async () => {
    const studio = fakeStudio({ "ContactMessages/m1": { status: "new" }, "Articles/draft": { status: "draft" }, "Testimonials/t1": { status: "pending" }, "Services/s1": { position: 1 } });
    await save(studio, [{ path: "ContactMessages/m1", seen: studio.versionOf("ContactMessages/m1"), write: { status: "done" } }]);
    await save(studio, [{ path: "Articles/draft", seen: studio.versionOf("Articles/draft"), write: { title: "Still a draft" }, unseen: true }]);
    expect(purged(studio)).toEqual([]);
    await save(studio, [
      { path: "Testimonials/t1", seen: studio.versionOf("Testimonials/t1"), write: { status: "approved" } },
      { path: "Services/s1", seen: studio.versionOf("Services/s1"), write: { position: 2 } },
    ]);
    expect(studio.calls.at(-2)).toBe("read Testimonials/t1, Services/s1");
    expect(purged(studio)).toEqual([`purged-at:${PROJECT}:Services`, `purged-at:${PROJECT}:Services/s1`, `purged-at:${PROJECT}:Testimonials`, `purged-at:${PROJECT}:Testimonials/t1`]);
  });

  it("answers invalid, writing nothing, when the document after the change fails its check", async () => {
    const studio = fakeStudio({ "Services/s1": { name: "Colour Analysis", price: 18500 } });
    const check = (_path: string, after: Record<string, unknown>) => (typeof after.price === "number" && after.price < 0 ? ["price: must not be negative"] : []);
    const result = await commitChange(studio.app, { env: studio.env, actor: EDITOR, audit: "Saved: service", limit: true, check, changes: [{ path: "Services/s1", seen: studio.versionOf("Services/s1"), write: { price: -1 } }] });
    expect(result).toEqual({ status: "invalid", path: "Services/s1", problems: ["price: must not be negative"] });
    expect(studio.commits).toEqual([]);
  });
});
