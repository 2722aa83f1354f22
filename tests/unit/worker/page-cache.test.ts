import { describe, expect, it } from "vitest";
import type { RenderRecord } from "~/firestore/app-context.server";
import { isKeepable } from "~/worker/page-cache.server";

// What the page cache may keep of a rendered page: only what every visitor with the same key
// would get. A route that marks its answer private, or sets a cookie, keeps it out.

const record: RenderRecord = { oldestContentAt: 0, degraded: false, submissionIds: [], changesAt: null, tags: {} };
const page = (headers: Record<string, string> = {}, status = 200) =>
  new Response("<!DOCTYPE html><p>Soft Autumn</p>", { status, headers: { "Content-Type": "text/html; charset=utf-8", ...headers } });

describe("which rendered pages the page cache keeps", () => {
  it("keeps a whole, ordinary 200 page", () => {
    expect(isKeepable(page(), record)).toBe(true);
    expect(isKeepable(page({ "Cache-Control": "public, max-age=60" }), record)).toBe(true);
  });

  it.each([
    ["Cache-Control: private", { "Cache-Control": "private" }],
    ["Cache-Control: no-store", { "Cache-Control": "no-store" }],
    ["Cache-Control: max-age=0, Private", { "Cache-Control": "max-age=0, Private" }],
    ["Cache-Control: public, no-store", { "Cache-Control": "public, no-store" }],
    ["a cookie set", { "Set-Cookie": "consent=accepted; Path=/" }],
  ])("keeps nothing marked %s", (_, headers) => {
    expect(isKeepable(page(headers), record)).toBe(false);
  });

  it("keeps no error page, no page made from a failed read, nothing that is not HTML", () => {
    expect(isKeepable(page({}, 404), record)).toBe(false);
    expect(isKeepable(page(), { ...record, degraded: true })).toBe(false);
    expect(isKeepable(new Response("{}", { headers: { "Content-Type": "application/json" } }), record)).toBe(false);
  });
});
