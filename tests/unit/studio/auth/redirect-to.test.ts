import { describe, expect, it } from "vitest";
import { safeRedirect } from "~/studio/auth/redirect-to";

const ORIGIN = "https://studio.plumandlinen.example";

describe("redirectTo after signing in: a studio path on this site, or /studio", () => {
  it.each([
    ["/studio", "/studio"],
    ["/studio/inbox", "/studio/inbox"],
    ["/studio/inbox?status=spam&cursor=abc", "/studio/inbox?status=spam&cursor=abc"],
    ["/studio/content/services/virtual-wardrobe-audit", "/studio/content/services/virtual-wardrobe-audit"],
    [`${ORIGIN}/studio/users`, "/studio/users"],
    ["/studio/users/a%2Fb%40example.com", "/studio/users/a%2Fb%40example.com"],
  ])("keeps %s", (value, expected) => {
    expect(safeRedirect(value, ORIGIN)).toBe(expected);
  });

  it.each([
    ["/studio/../..//x", "the issue's example: dot segments and a doubled slash"],
    ["/studio/../x", "a dot-dot segment"],
    ["/studio/./inbox", "a dot segment"],
    ["/studio/%2e%2e/x", "an encoded dot-dot"],
    ["/studio/%2E%2e/%2e%2E/x", "encoded dot-dots in mixed case"],
    ["/studio/.%2e/x", "half-encoded dot-dot"],
    ["/studio//evil.example", "a doubled slash"],
    ["/studio/%2f%2fevil.example", "an encoded doubled slash"],
    ["//evil.example/studio", "a protocol-relative URL"],
    ["/\\evil.example/studio", "a backslash"],
    ["/studio\\..\\x", "backslashes as separators"],
    ["/studio/%5c..%5cx", "encoded backslashes"],
    ["https://evil.example/studio", "another site"],
    ["http://studio.plumandlinen.example/studio", "the same host over http"],
    ["javascript:alert(1)", "a script URL"],
    ["/studiox", "a path that only starts like /studio"],
    ["/Studio/inbox", "another spelling of the studio"],
    ["/", "the public site"],
    ["studio", "a relative path that is not under /studio"],
    ["/studio/\tinbox", "a tab"],
    ["/studio/%zz", "a broken escape"],
    ["", "empty"],
  ])("refuses %j (%s)", (value) => {
    expect(safeRedirect(value, ORIGIN)).toBe("/studio");
  });

  it("refuses what is not a string", () => {
    expect(safeRedirect(null, ORIGIN)).toBe("/studio");
    expect(safeRedirect(undefined, ORIGIN)).toBe("/studio");
    expect(safeRedirect(["/studio/inbox"], ORIGIN)).toBe("/studio");
  });

  it("without an origin, an absolute URL never passes", () => {
    expect(safeRedirect(`${ORIGIN}/studio/inbox`)).toBe("/studio");
    expect(safeRedirect("/studio/inbox")).toBe("/studio/inbox");
  });
});
