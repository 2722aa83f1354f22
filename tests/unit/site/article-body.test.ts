import { describe, expect, it } from "vitest";
import { parseArticleBody, parseInlines, readingMinutes, wordCount } from "~/site/article-body";

describe("the journal's body markup", () => {
  it("reads subheadings, lists and paragraphs, split by empty lines", () => {
    const body = "Warm colours suit you.\nThey really do.\n\n## Neutrals\n\n- **Camel** coats\n- Oatmeal [knits](/seasons/autumn)\n\nThe end.";
    expect(parseArticleBody(body)).toEqual([
      { kind: "paragraph", inlines: [{ kind: "text", text: "Warm colours suit you. They really do." }] },
      { kind: "heading", text: "Neutrals" },
      {
        kind: "list",
        items: [
          [{ kind: "strong", text: "Camel" }, { kind: "text", text: " coats" }],
          [{ kind: "text", text: "Oatmeal " }, { kind: "link", text: "knits", href: "/seasons/autumn" }],
        ],
      },
      { kind: "paragraph", inlines: [{ kind: "text", text: "The end." }] },
    ]);
  });

  it("keeps a link off the site, a protocol-relative one or a script URL as the text it was written as", () => {
    for (const href of ["https://evil.example/", "//evil.example/x", "javascript:alert(1)", "/\\evil.example"]) {
      const text = `See [this](${href}) now`;
      expect(parseInlines(text).filter((inline) => inline.kind === "link"), href).toEqual([]);
      expect(parseInlines(text).map((inline) => inline.text).join(""), href).toBe(text);
    }
  });

  it("leaves HTML as text: the page escapes it", () => {
    expect(parseArticleBody("<script>alert(1)</script>")).toEqual([{ kind: "paragraph", inlines: [{ kind: "text", text: "<script>alert(1)</script>" }] }]);
  });

  it("counts the words a reader sees, and the minutes to read them at 200 a minute", () => {
    const body = "## Two words\n\n- one **two**\n\n[three four](/faqs) five";
    expect(wordCount(body)).toBe(7);
    expect(readingMinutes(body)).toBe(1);
    expect(readingMinutes(Array.from({ length: 401 }, () => "word").join(" "))).toBe(3);
  });
});
