import { describe, expect, it } from "vitest";
import { absoluteBodyHtml, coverSocialImage } from "~/site/article-seo";
import { renderAtomFeed, tagUri } from "~/site/atom-feed";
import { renderMarkdown } from "~/site/markdown";

const SITE = "https://www.plumandlinen.example";
const PHOTO = "abcdefghij0123456789";

describe("the feed's absolute addresses", () => {
  it("makes every site-relative href, src and srcset candidate absolute, and leaves the others", () => {
    const { html } = renderMarkdown(`[palette](/seasons/sub-season/soft-autumn), [mail](mailto:a@b.example), [out](https://example.org/x), [here](#top)\n\n![Swatches](/media/${PHOTO})`, () => ({ photo: PHOTO, width: 1600, height: 1000 }));
    const out = absoluteBodyHtml(html, SITE);
    expect(out).toContain(`href="${SITE}/seasons/sub-season/soft-autumn"`);
    expect(out).toContain('href="mailto:a@b.example"');
    expect(out).toContain('href="https://example.org/x"');
    expect(out).toContain('href="#top"');
    expect(out).toContain(`src="${SITE}/media/${PHOTO}/800.jpg"`);
    expect(out).toContain(`srcset="${SITE}/media/${PHOTO}/400.avif 400w, ${SITE}/media/${PHOTO}/800.avif 800w, ${SITE}/media/${PHOTO}/1200.avif 1200w"`);
    expect(out).not.toMatch(/(href|src|srcset)="\//);
    expect(out).not.toMatch(/, \/media/);
  });

  it("leaves text that only looks like an attribute alone", () => {
    const { html } = renderMarkdown('Write `href="/x"` in HTML.', () => undefined);
    expect(absoluteBodyHtml(html, SITE)).toBe(html);
  });
});

describe("the cover as the shared picture", () => {
  it("is its 1,200 px JPEG, or its widest when smaller; a decorative cover takes the title as its alt", () => {
    expect(coverSocialImage(SITE, { photo: PHOTO, alt: "Knits", decorative: false, width: 3000, height: 2000 }, "T", "en")).toEqual({ url: `${SITE}/media/${PHOTO}/1200.jpg`, type: "image/jpeg", width: 1200, height: 800, alt: "Knits" });
    expect(coverSocialImage(SITE, { photo: PHOTO, alt: "", decorative: true, width: 900, height: 600 }, "The title", "en")).toMatchObject({ url: `${SITE}/media/${PHOTO}/800.jpg`, width: 800, height: 533, alt: "The title" });
  });

  it("is described in the article's language, or in English where the cover has no Dutch", () => {
    const cover = { photo: PHOTO, alt: "Knits", nl: { alt: "Breiwerk" }, decorative: false, width: 3000, height: 2000 };
    expect(coverSocialImage(SITE, cover, "T", "nl").alt).toBe("Breiwerk");
    expect(coverSocialImage(SITE, { ...cover, nl: undefined }, "T", "nl").alt).toBe("Knits");
  });
});

describe("the Atom feed", () => {
  it("escapes titles and HTML content, and is updated when its newest entry was", () => {
    const xml = renderAtomFeed({
      id: `${SITE}/journal`,
      title: "Plum & Linen: the journal",
      subtitle: "S",
      selfUrl: `${SITE}/journal/feed.xml`,
      htmlUrl: `${SITE}/journal`,
      author: "Plum & Linen",
      iconUrl: `${SITE}/favicon.svg`,
      entries: [
        { id: tagUri(SITE, "2026-01-20T08:00:00.000Z", "journal/a"), title: "Rust <&> rose", url: `${SITE}/journal/a`, published: "2026-01-20T08:00:00.000Z", updated: "2026-02-01T08:00:00.000Z", author: "M", category: "Prints & Patterns", summary: "s", contentHtml: "<p>Hi &amp; bye</p>" },
        { id: "tag:b", title: "B", url: `${SITE}/journal/b`, published: "2026-01-10T08:00:00.000Z", updated: "2026-01-10T08:00:00.000Z", author: "M", category: "Hair", summary: "s", contentHtml: "<p>B</p>" },
      ],
    });
    expect(xml).toContain('<title type="text">Plum &amp; Linen: the journal</title>');
    expect(xml).toContain("<id>tag:www.plumandlinen.example,2026-01-20:journal/a</id>");
    expect(xml).toContain('<title type="text">Rust &lt;&amp;&gt; rose</title>');
    expect(xml).toContain('<content type="html">&lt;p&gt;Hi &amp;amp; bye&lt;/p&gt;</content>');
    expect(xml).toContain('<category term="Prints &amp; Patterns"/>');
    expect(xml).toMatch(/^ {2}<updated>2026-02-01T08:00:00.000Z<\/updated>$/m);
  });
});
