import { describe, expect, it } from "vitest";
import { renderMarkdown, type PhotoLookup } from "~/site/markdown";
import { auditHtml } from "../support/html-audit";
import { XSS_DOCUMENTS } from "../support/xss-vectors";

// The studio renders an article's Markdown when it is saved, inside the worker: the same XSS
// vectors as tests/unit/site/markdown.xss.test.ts, run here in workerd, where it counts.

const LIBRARY_ID = "aaaaaaaaaaaaaaaaaaaa";
const photoOf: PhotoLookup = (id) => (id === LIBRARY_ID ? { photo: id, width: 1600, height: 1000 } : undefined);

describe("the Markdown renderer in workerd", () => {
  it("renders every XSS vector into HTML with only allowed elements, attributes and URLs", () => {
    const failures: string[] = [];
    for (const source of XSS_DOCUMENTS) {
      const { html } = renderMarkdown(source, photoOf);
      const problems = auditHtml(html);
      if (problems.length > 0) failures.push(`${JSON.stringify(source)} -> ${html}: ${problems.join("; ")}`);
    }
    expect(XSS_DOCUMENTS.length).toBeGreaterThan(1900);
    expect(failures.slice(0, 10).join("\n")).toBe("");
  });

  it("renders as in Node: a heading id, a kept link, a refused one, a library photo", () => {
    const { html, problems, photos, words } = renderMarkdown(`## Soft Autumn\n\n[Palette](/seasons/autumn) [x](javascript:alert(1))\n\n![Sage knit](/media/${LIBRARY_ID})`, photoOf);
    expect(html).toContain(`<h2 id="soft-autumn">Soft Autumn</h2>`);
    expect(html).toContain(`<p><a href="/seasons/autumn">Palette</a> x</p>`);
    expect(html).toContain(`width="1600" height="1000" alt="Sage knit" loading="lazy" decoding="async"></picture>`);
    expect(problems).toHaveLength(1);
    expect(photos).toEqual([LIBRARY_ID]);
    expect(words).toBe(4);
  });
});
