import { describe, expect, it } from "vitest";
import { normalisePath, routePolicies } from "~/worker/route-policy.server";

describe("a path's normal form, before it is matched to a route", () => {
  it.each([
    ["/seasons", "/seasons"],
    ["/seasons/", "/seasons"],
    ["//seasons///sub-season//", "/seasons/sub-season"],
    ["/%73tudio/%61udit", "/studio/audit"],
    ["/se%61sons/%7Ex", "/seasons/~x"],
    ["/seasons%2Fsub-season", "/seasons%2Fsub-season"],
    ["/seasons%2fsub-season", "/seasons%2Fsub-season"],
    ["/caf%c3%a9", "/caf%C3%A9"],
    ["/%2e%2e/studio", "/studio"],
    ["/seasons/%2E/x/..", "/seasons"],
    ["/", "/"],
    ["", "/"],
    ["/%zz", "/%zz"],
  ])("%s -> %s", (path, normal) => {
    expect(normalisePath(path)).toBe(normal);
  });
});

describe("a route's own body limit", () => {
  const bodyLimit = { bytes: 20 * 1024 * 1024, timeoutMs: 120_000, tooLarge: "Too large", fieldsCheckedByRoute: true as const };
  const route = (id: string, parentId: string | undefined, path: string | undefined, module: Record<string, unknown>, index = false) => ({ id, parentId, path, index, module });
  const routes = {
    root: route("root", undefined, "", { default: () => null }),
    "routes/studio": route("routes/studio", "root", "studio", { default: () => null, handle: { bodyLimit } }),
    "routes/studio.media": route("routes/studio.media", "routes/studio", "media", { default: () => null, handle: { bodyLimit } }),
    "routes/studio.inbox": route("routes/studio.inbox", "routes/studio", "inbox", { default: () => null }),
    "routes/$": route("routes/$", "root", "*", { default: () => null }),
  } as unknown as Parameters<typeof routePolicies>[0];
  const policy = routePolicies(routes);

  it("is the matched route's, in any spelling of its path", () => {
    expect(policy("/studio/media").bodyLimit).toEqual(bodyLimit);
    expect(policy("/Studio/%6Dedia/").bodyLimit).toEqual(bodyLimit);
  });

  it("is not inherited from a layout by its other pages, and no page's for a path that matches none", () => {
    expect(policy("/studio/inbox").bodyLimit).toBeNull();
    expect(policy("/studio/nothing-here").bodyLimit).toBeNull();
  });
});

describe("a client navigation's data URL (React Router 8's spellings)", () => {
  const route = (id: string, parentId: string | undefined, path: string | undefined, module: Record<string, unknown>, index = false) => ({ id, parentId, path, index, module });
  const routes = {
    root: route("root", undefined, "", { default: () => null }),
    "routes/_index": route("routes/_index", "root", undefined, { default: () => null }, true),
    "routes/faqs": route("routes/faqs", "root", "faqs", { default: () => null }),
    "routes/studio": route("routes/studio", "root", "studio", { default: () => null }),
    "routes/studio.inbox": route("routes/studio.inbox", "routes/studio", "inbox", { default: () => null }),
    "routes/$": route("routes/$", "root", "*", { default: () => null }),
  } as unknown as Parameters<typeof routePolicies>[0];
  const policy = routePolicies(routes);

  it("is the page's route: the studio's data is the studio's in every spelling, the root's is /_.data", () => {
    for (const path of ["/studio/inbox.data", "/studio/inbox/_.data", "/Studio/%69nbox.data", "/studio/_.data", "/studio.data"]) {
      expect(policy(path).studio, path).toBe(true);
    }
    expect(policy("/_.data").studio).toBe(false);
    expect(policy("/faqs.data").studio).toBe(false);
  });

  it("is never kept by the page cache and never redirected, while its page is", () => {
    expect(policy("/faqs").pageCache).not.toBeNull();
    expect(policy("/").pageCache).not.toBeNull();
    for (const path of ["/_.data", "/faqs.data", "/faqs/_.data", "/FAQS.data"]) {
      expect(policy(path).pageCache, path).toBeNull();
      expect(policy(path).canonicalPath, path).toBeNull();
    }
    expect(policy("/FAQS/").canonicalPath).toBe("/faqs");
  });
});
