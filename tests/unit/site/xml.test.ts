import { describe, expect, it } from "vitest";
import { escapeXml } from "~/site/xml";

describe("escapeXml", () => {
  it("escapes markup and quotes", () => {
    expect(escapeXml(`<a href="x">Tom & Jerry's</a>`)).toBe("&lt;a href=&quot;x&quot;&gt;Tom &amp; Jerry&apos;s&lt;/a&gt;");
  });

  it("drops the control characters XML forbids (pasted from a word processor), keeping tabs and line breaks", () => {
    expect(escapeXml("Soft\u000Bautumn\u0001 \u000C\ttones\r\n\uFFFF")).toBe("Softautumn \ttones\r\n");
  });
});
