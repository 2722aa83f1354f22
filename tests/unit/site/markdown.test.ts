import { describe, expect, it } from "vitest";
import { BODY_PHOTO_SIZES, readingMinutes, renderMarkdown, type PhotoLookup } from "~/site/markdown";
import { tokenize } from "../../support/html-audit";

// The journal's Markdown as readers see it: what the studio's authors write becomes the HTML the
// article page shows (rendered once, on save).

const PHOTO = "bbbbbbbbbbbbbbbbbbbb";
const photoOf: PhotoLookup = (id) => (id === PHOTO ? { photo: id, width: 1200, height: 800 } : undefined);
const render = (source: string) => renderMarkdown(source, photoOf);
const attributesOf = (html: string, element: string) => tokenize(html).tags.filter(({ name, closing }) => name === element && !closing).map(({ attributes }) => Object.fromEntries(attributes));

describe("the journal's Markdown", () => {
  it("gives each heading an id from its words, a repeated one -2, -3, and one of only symbols 'section'", () => {
    const { html } = render("## Soft Autumn\n\n## Soft Autumn\n\n### Café & crème!\n\n## Soft autumn\n\n## ???");
    expect(attributesOf(html, "h2").map(({ id }) => id)).toEqual(["soft-autumn", "soft-autumn-2", "soft-autumn-3", "section"]);
    expect(html).toContain(`<h3 id="cafe-creme">Café &amp; crème!</h3>`);
  });

  it("never gives a heading an id the page around it uses (the skip link's main, the editor's fields and sections)", () => {
    const { html } = render("## Main\n\n## Upload\n\n## Field title\n\n## Season spring\n\n## Revisions\n\n## Main street");
    expect(attributesOf(html, "h2").map(({ id }) => id)).toEqual(["main-section", "upload-section", "field-title-section", "season-spring-section", "revisions-section", "main-street"]);
  });

  it("renders lists, numbered lists from their first number, quotes, tables, strikethrough and code", () => {
    const { html, problems } = render("- camel\n- oatmeal\n\n3. third\n4. fourth\n\n> Wear it near your face.\n\n| Colour | Season |\n|:--|--:|\n| Sage | Soft Autumn |\n\n~~black~~ `#5e4a3a`\n\n```css\ncolor: sage;\n```");
    expect(problems).toEqual([]);
    expect(html).toContain("<ul>\n<li>camel</li>\n<li>oatmeal</li>\n</ul>");
    expect(html).toContain(`<ol start="3">\n<li>third</li>\n<li>fourth</li>\n</ol>`);
    expect(html).toContain("<blockquote>\n<p>Wear it near your face.</p>\n</blockquote>");
    // Alignment is left to the stylesheet: no style attributes in stored HTML.
    expect(html).toContain("<th>Colour</th>\n<th>Season</th>");
    expect(html).toContain("<td>Sage</td>\n<td>Soft Autumn</td>");
    expect(html).toContain("<del>black</del> <code>#5e4a3a</code>");
    expect(html).toContain("<pre><code>color: sage;\n</code></pre>");
  });

  it("prints raw HTML as text", () => {
    expect(render(`A <b onclick="x">bold</b> claim`).html).toBe(`<p>A &lt;b onclick=“x”&gt;bold&lt;/b&gt; claim</p>\n`);
  });

  it("keeps links to http(s), mailto, fragments and the site's own pages, with their titles", () => {
    const { html, problems } = render(`[a](https://example.com/x "The title") [b](/seasons/autumn) [c](mailto:hello@plumandlinen.example) [d](#neutrals) <https://example.com/auto>`);
    expect(problems).toEqual([]);
    expect(attributesOf(html, "a")).toEqual([
      { href: "https://example.com/x", title: "The title" },
      { href: "/seasons/autumn" },
      { href: "mailto:hello@plumandlinen.example" },
      { href: "#neutrals" },
      { href: "https://example.com/auto" },
    ]);
  });

  it("leaves any other link as its text, and tells the author", () => {
    const { html, problems } = render("See [the guide](javascript:alert(1)), [this](//evil.example/x) and [that](ftp://example.com/f).");
    expect(html).toBe("<p>See the guide, this and that.</p>\n");
    expect(problems).toHaveLength(3);
    expect(problems[0]).toBe(`The link "the guide" was left as text: a link may go to an https://, http:// or mailto: address, or to a page of this site (starting with /).`);
  });

  it("draws a library photo as a <picture> in AVIF, WebP and JPEG, with its size, lazily", () => {
    const { html, photos, problems } = render(`![A camel coat on a rail](/media/${PHOTO})`);
    expect(problems).toEqual([]);
    expect(photos).toEqual([PHOTO]);
    expect(attributesOf(html, "source")).toEqual([
      { type: "image/avif", srcset: `/media/${PHOTO}/400.avif 400w, /media/${PHOTO}/800.avif 800w, /media/${PHOTO}/1200.avif 1200w`, sizes: BODY_PHOTO_SIZES },
      { type: "image/webp", srcset: `/media/${PHOTO}/400.webp 400w, /media/${PHOTO}/800.webp 800w, /media/${PHOTO}/1200.webp 1200w`, sizes: BODY_PHOTO_SIZES },
    ]);
    expect(attributesOf(html, "img")).toEqual([
      {
        src: `/media/${PHOTO}/800.jpg`,
        srcset: `/media/${PHOTO}/400.jpg 400w, /media/${PHOTO}/800.jpg 800w, /media/${PHOTO}/1200.jpg 1200w`,
        sizes: BODY_PHOTO_SIZES,
        width: "1200",
        height: "800",
        alt: "A camel coat on a rail",
        loading: "lazy",
        decoding: "async",
      },
    ]);
  });

  it("lists each photo once, and gives a photo without words an empty alt (decorative)", () => {
    const { html, photos } = render(`![](/media/${PHOTO})\n\n![Again](/media/${PHOTO})`);
    expect(photos).toEqual([PHOTO]);
    expect(attributesOf(html, "img").map(({ alt }) => alt)).toEqual(["", "Again"]);
  });

  it("drops an image from elsewhere, or an unknown photo, and reports it", () => {
    const { html, photos, problems } = render("![Stock photo](https://images.example/coat.jpg)\n\n![Gone](/media/cccccccccccccccccccc)\n\n![Data](data:image/png;base64,AAAA)");
    expect(tokenize(html).tags.filter(({ name }) => name === "img" || name === "picture")).toEqual([]);
    expect(photos).toEqual([]);
    expect(problems).toEqual([
      `The image "Stock photo" is not a photo of the library: upload it, then use ![What it shows](/media/{id}).`,
      `The image "Gone" is not a photo of the library: upload it, then use ![What it shows](/media/{id}).`,
      `The image "Data" is not a photo of the library: upload it, then use ![What it shows](/media/{id}).`,
    ]);
  });

  it("counts the words a reader sees, not the Markdown around them", () => {
    expect(render("## Two words\n\n- one **two**\n\n[three four](/faqs) five — `six`\n\n![Not counted](/media/" + PHOTO + ")").words).toBe(8);
    expect(render("*** --- ___").words).toBe(0);
    expect(render(Array.from({ length: 401 }, () => "word").join(" ")).words).toBe(401);
  });

  it("reads at 200 words a minute, rounded up, at least one", () => {
    expect(readingMinutes(0)).toBe(1);
    expect(readingMinutes(200)).toBe(1);
    expect(readingMinutes(201)).toBe(2);
    expect(readingMinutes(1000)).toBe(5);
  });
});
