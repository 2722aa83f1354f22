import * as v from "valibot";
import { describe, expect, it } from "vitest";
import { StudioEmail, studioUserDocumentId } from "~/schemas/studio-user";

const parse = (value: string) => v.safeParse(StudioEmail, value);

describe("StudioEmail: any address Firebase accepts can be given a role", () => {
  it.each([
    ["o'brien+studio@example.co.uk", "o'brien+studio@example.co.uk"],
    ["a/b@example.com", "a/b@example.com"],
    ["  Ana.Lopez@Example.COM ", "ana.lopez@example.com"],
    ["100%real@example.com", "100%real@example.com"],
    ["user@localhost", "user@localhost"],
    ["\"quoted\"@example.com", "\"quoted\"@example.com"],
    ["josé@exämple.de", "josé@exämple.de"],
    ["__init__@example.com__", "__init__@example.com__"],
  ])("accepts %s", (input, stored) => {
    const result = parse(input);
    expect(result.success).toBe(true);
    expect(result.output).toBe(stored);
  });

  it.each([
    ["", "empty"],
    ["no-at-sign.example.com", "no @"],
    ["@example.com", "no local part"],
    ["ana@", "no domain"],
    ["ana@b@example.com", "two @"],
    ["ana lopez@example.com", "a space"],
    ["ana\t@example.com", "a tab"],
    ["ana\u0000@example.com", "a NUL"],
    ["ana\u0085@example.com", "a C1 control"],
    [`${"a".repeat(250)}@example.com`, "longer than 254"],
  ])("refuses %j (%s)", (input) => {
    expect(parse(input).success).toBe(false);
  });
});

describe("studioUserDocumentId", () => {
  it("keeps every existing id as it is", () => {
    expect(studioUserDocumentId("admin@plumandlinen.example")).toBe("admin@plumandlinen.example");
    expect(studioUserDocumentId("o'brien+studio@example.co.uk")).toBe("o'brien+studio@example.co.uk");
  });

  it("escapes only what Firestore would misread: a slash, the escape character, a reserved __id__", () => {
    expect(studioUserDocumentId("a/b@example.com")).toBe("a%2Fb@example.com");
    expect(studioUserDocumentId("100%real@example.com")).toBe("100%25real@example.com");
    expect(studioUserDocumentId("__init__@example.com__")).toBe("%5F_init__@example.com__");
    expect(studioUserDocumentId("a/b@example.com")).not.toContain("/");
  });

  it("never gives two addresses the same id", () => {
    const addresses = ["a/b@x.y", "a%2Fb@x.y", "a%252Fb@x.y", "__a@b__", "%5F_a@b__", "_a@b__"];
    const ids = addresses.map(studioUserDocumentId);
    expect(new Set(ids).size).toBe(addresses.length);
  });
});
