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
