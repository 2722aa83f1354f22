import { describe, expect, it } from "vitest";
import { cursorParts, encodeCursor } from "~/platform/cursor";
import { fromBase64Url, toBase64Url } from "~/platform/digest";

describe("a page's cursor in a link", () => {
  it("reads back what it was made of, with no character a link must escape", () => {
    const cursor = encodeCursor("2026-11-29T10:00:00.000Z", "ContactMessages/Zoë?&");
    expect(cursor).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(cursorParts(cursor)).toEqual({ position: "2026-11-29T10:00:00.000Z", key: "ContactMessages/Zoë?&" });
  });

  it("is null for text that is not base64url, not UTF-8, or has no position", () => {
    expect(cursorParts("not base64!")).toBeNull();
    expect(cursorParts(toBase64Url(new Uint8Array([0xff, 0xfe, 0x7c, 0x61])))).toBeNull();
    expect(cursorParts(toBase64Url(new TextEncoder().encode("|only-a-key")))).toBeNull();
    expect([...fromBase64Url(toBase64Url(new Uint8Array([251, 255, 0])))]).toEqual([251, 255, 0]);
  });
});
