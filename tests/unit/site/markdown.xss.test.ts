import { describe, expect, it } from "vitest";
import { renderMarkdown, type PhotoLookup } from "~/site/markdown";
import { auditHtml, isSafeUrl, tokenize } from "../../support/html-audit";
import { HTML_VECTORS, MARKDOWN_VECTORS, URL_VECTORS, XSS_DOCUMENTS } from "../../support/xss-vectors";

// The OWASP XSS filter evasion vectors, and Markdown's own, through the journal's renderer: the
// HTML it stores must hold nothing that runs or loads from elsewhere (tests/support/html-audit.ts).

/** The library has one photo, so the vectors that aim at a real photo's <picture> reach it. */
const LIBRARY_ID = "aaaaaaaaaaaaaaaaaaaa";
const photoOf: PhotoLookup = (id) => (id === LIBRARY_ID ? { photo: id, width: 1600, height: 1000 } : undefined);

describe("the Markdown renderer against XSS vectors", () => {
  it("has a corpus worth the name", () => {
    expect(HTML_VECTORS.length).toBeGreaterThan(100);
    expect(URL_VECTORS.length).toBeGreaterThan(50);
    expect(MARKDOWN_VECTORS.length).toBeGreaterThan(60);
    expect(XSS_DOCUMENTS.length).toBeGreaterThan(1900);
  });

  it("renders every vector into HTML with only allowed elements, attributes and URLs", () => {
    const failures: string[] = [];
    for (const source of XSS_DOCUMENTS) {
      const { html } = renderMarkdown(source, photoOf);
      const problems = auditHtml(html);
      if (problems.length > 0) failures.push(`${JSON.stringify(source)}\n  -> ${html}\n  ${problems.join("; ")}`);
    }
    expect(failures.slice(0, 10).join("\n\n")).toBe("");
    expect(failures).toHaveLength(0);
  });

  it("never loads an image from anywhere but the photo library", () => {
    for (const source of XSS_DOCUMENTS) {
      const { tags } = tokenize(renderMarkdown(source, photoOf).html);
      for (const tag of tags.filter(({ name }) => name === "img" || name === "source")) {
        for (const [name, value] of tag.attributes) {
          if (name === "src") expect(value, source).toMatch(/^\/media\/[a-z0-9]{20}\/\d+\.(jpg|webp|avif)$/);
          if (name === "srcset") for (const candidate of value.split(", ")) expect(candidate, source).toMatch(/^\/media\/[a-z0-9]{20}\/\d+\.(jpg|webp|avif) \d+w$/);
        }
      }
    }
  });

  it("keeps a script tag as the text an author typed", () => {
    const { html } = renderMarkdown(`<script>alert('XSS')</script>`, photoOf);
    expect(html).toBe("<p>&lt;script&gt;alert(‘XSS’)&lt;/script&gt;</p>\n");
  });

  it("drops a script link to its text, in every spelling", () => {
    for (const href of ["javascript:alert(1)", "JaVaScRiPt:alert(1)", "&#106;avascript:alert(1)", "vbscript:msgbox(1)", "data:text/html,x", "//evil.example"]) {
      const { html } = renderMarkdown(`[click](${href})`, photoOf);
      expect(tokenize(html).tags.filter(({ name }) => name === "a"), href).toEqual([]);
    }
  });
});

describe("the XSS test's HTML reader", () => {
  // The audit is only as good as its reader: it must see what a browser would.
  it("finds tags, attributes and values however they are written", () => {
    const { tags } = tokenize(`<IMG SRC=x ONERROR='alert(1)'/><a\nhref = "&#106;avascript:x"\ttitle=t>y</a><svg/onload=alert(1)>`);
    expect(tags.map(({ name, closing, attributes }) => ({ name, closing, attributes }))).toEqual([
      { name: "img", closing: false, attributes: [["src", "x"], ["onerror", "alert(1)"]] },
      { name: "a", closing: false, attributes: [["href", "javascript:x"], ["title", "t"]] },
      { name: "a", closing: true, attributes: [] },
      { name: "svg", closing: false, attributes: [["onload", "alert(1)"]] },
    ]);
  });

  it("reports what is not allowed, and nothing in the renderer's ordinary output", () => {
    expect(auditHtml(`<p>ok</p><img src="/media/x" onerror="x"><div style="x"></div><!-- c -->`)).toEqual([
      `not a tag: "<!-- c -->"`,
      `attribute onerror="x" on <img>`,
      "element <div>",
      `attribute style="x" on <div>`,
      "element </div>",
    ]);
    expect(auditHtml(`<h2 id="a">A</h2><p><a href="https://example.com" title="t">x</a> <a href="/faqs">y</a> <a href="mailto:a@b.c">z</a></p><ol start="3"><li>x</li></ol>`)).toEqual([]);
  });

  it("reads URLs as a browser does", () => {
    for (const url of ["https://example.com/", "http://example.com", "mailto:a@example.com", "#top", "/journal/x", "/"]) expect(isSafeUrl(url), url).toBe(true);
    for (const url of ["javascript:alert(1)", " java\tscript:x", "\u0001javascript:x", "//evil.example", "/\\evil.example", "\\\\evil", "data:x", "x.html", "https:evil", "java&colon;x", "https:///x"]) {
      expect(isSafeUrl(url), url).toBe(false);
    }
  });
});
