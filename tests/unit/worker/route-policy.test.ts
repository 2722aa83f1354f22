import { describe, expect, it } from "vitest";
import { normalisePath } from "~/worker/route-policy.server";

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
