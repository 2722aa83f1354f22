import { SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { SEASONS, SUB_SEASONS, getSeason, getSubSeason } from "~/data/seasons";
import { websiteData } from "../../scripts/seed/website-data";
import { journalArticles } from "../../scripts/seed/journal/index";
import { linkPattern } from "./support";

/** Text as React escapes it in HTML. */
function escaped(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;").replace(/'/g, "&#x27;");
}

async function get(path: string) {
  const response = await SELF.fetch(`https://example.com${path}`);
  return { status: response.status, html: await response.text() };
}

/** The text of the page's one h1. */
function h1(html: string): string {
  const all = [...html.matchAll(/<h1[^>]*>([\s\S]*?)<\/h1>/g)];
  expect(all, "exactly one h1").toHaveLength(1);
  return all[0]![1]!.replace(/<[^>]+>/g, "");
}

describe("/seasons", () => {
  it("shows the four seasons, each linking to its page and its four sub-seasons", async () => {
    const { status, html } = await get("/seasons");
    expect(status).toBe(200);
    expect(h1(html)).toContain("four colour seasons");
    for (const season of SEASONS) {
      expect(html).toMatch(new RegExp(`<h2[^>]*><a[^>]*href="/seasons/${season.slug}"[^>]*>${season.name}</a></h2>`));
      for (const color of season.keyColors) expect(html).toContain(color.hex);
      for (const slug of season.subSeasonSlugs) expect(html).toContain(`href="/seasons/sub-season/${slug}"`);
    }
    expect(html).toContain("<title>Colour seasons: the four seasons and sixteen sub-seasons |");
  });

  it("has the questionnaire as a GET form with four labelled groups of radio buttons", async () => {
    const { html } = await get("/seasons");
    expect(html).toMatch(/<form(?=[^>]*\smethod="get")[^>]*\saction="\/seasons#find-your-season"/);
    for (const name of ["undertone", "depth", "chroma", "contrast"]) {
      expect(html.match(new RegExp(`<input type="radio"[^>]*name="${name}"`, "g"))).toHaveLength(3);
    }
    expect(html.match(/<legend>/g)).toHaveLength(4);
    expect(html).not.toContain("Most likely:");
  });

  it("answers a known questionnaire query with the likely sub-seasons, framed as likely", async () => {
    const { status, html } = await get("/seasons?undertone=cool&depth=medium&chroma=soft&contrast=low");
    expect(status).toBe(200);
    expect(html).toContain("Most likely: <strong>Soft Summer</strong>.");
    expect(html).toContain("Also worth a look: <strong>True Summer and Cool Summer</strong>.");
    expect(html).toMatch(/<h4><a[^>]*href="\/seasons\/sub-season\/soft-summer"[^>]*>Soft Summer<\/a><\/h4>/);
    expect(html).toMatch(/href="\/services\/color-analysis-styling"[^>]*>Book a colour analysis session<\/a>/);
    // The answers stay selected so they can be adjusted.
    expect(html).toMatch(/<input(?=[^>]*type="radio")(?=[^>]*name="undertone")(?=[^>]*checked="")[^>]*value="cool"/);
    expect(html.match(/checked=""/g)).toHaveLength(4);
  });

  it("names equally likely sub-seasons together", async () => {
    const { html } = await get("/seasons?undertone=neutral&depth=medium&chroma=soft&contrast=low");
    expect(html).toContain("Most likely: <strong>Soft Summer or Soft Autumn</strong>.");
  });

  it("ignores a value that is not an option with a polite message, and still answers", async () => {
    const { status, html } = await get("/seasons?undertone=purple&depth=medium&chroma=soft&contrast=low");
    expect(status).toBe(200);
    expect(html).toContain("We didn&#x27;t recognise “purple” as an answer for undertone, so we left it out.");
    expect(html).toContain("based on 3 of the 4 questions");
    expect(html).toContain("Most likely:");
  });

  it("answers 200 to nonsense and markup in the query, escaping what it echoes", async () => {
    for (const query of ["?undertone=%3Cscript%3Ealert(1)%3C%2Fscript%3E", "?depth=&chroma=%%%", "?contrast[]=x&depth=1"]) {
      const { status, html } = await get(`/seasons${query}`);
      expect(status, query).toBe(200);
      expect(html).not.toContain("<script>alert(1)</script>");
    }
    const { html } = await get("/seasons?undertone=%3Cb%3Ehi%3C%2Fb%3E");
    expect(html).toContain("“&lt;b&gt;hi&lt;/b&gt;”");
    expect(html).toContain("Answer at least two of the four questions");
  });
});

describe("/seasons/{slug}", () => {
  it.each(SEASONS.map((season) => [season.slug, season] as const))("%s answers 200 with its content", async (slug, season) => {
    const { status, html } = await get(`/seasons/${slug}`);
    expect(status).toBe(200);
    expect(h1(html)).toBe(season.name);
    expect(html).toContain(escaped(season.description));
    for (const color of season.keyColors) expect(html).toContain(`<code class="swatch-card__hex">${color.hex}</code>`);
    for (const sub of season.subSeasonSlugs) {
      expect(html).toMatch(new RegExp(`<h3><a[^>]*href="/seasons/sub-season/${sub}"[^>]*>${getSubSeason(sub)!.name}</a></h3>`));
    }
    expect(html).toMatch(new RegExp(`<a[^>]*href="/seasons"[^>]*>Seasons</a>`));
    expect(html).toContain('"@type":"BreadcrumbList"');
    expect(html).toContain(`<link rel="canonical" href="`);
  });
});

describe("/seasons/sub-season/{slug}", () => {
  it.each(SUB_SEASONS.map((sub) => [sub.slug, sub] as const))("%s answers 200 with its palette and tips", async (slug, sub) => {
    const { status, html } = await get(`/seasons/sub-season/${slug}`);
    expect(status).toBe(200);
    expect(h1(html)).toBe(sub.name);
    expect(sub.palette.length).toBeGreaterThanOrEqual(12);
    for (const color of [...sub.palette, ...sub.neutrals, ...sub.avoid]) {
      expect(html).toContain(`<code class="swatch-card__hex">${color.hex}</code>`);
    }
    for (const trait of ["Depth", "Temperature", "Chroma", "Contrast"]) expect(html).toContain(`<dt>${trait}</dt>`);
    expect(html).toContain(`<dd>${sub.characteristics.depth.charAt(0).toUpperCase()}${sub.characteristics.depth.slice(1)}</dd>`);
    for (const metal of sub.metals.recommended) expect(html).toContain(escaped(metal));
    for (const other of sub.confusedWith) expect(html).toContain(`href="/seasons/sub-season/${other.slug}"`);
    // The tips come from the journal, each linking to its own page.
    const tips = journalArticles.filter(({ data }) => data.kind === "tip" && data.subSeasons?.includes(sub.slug));
    expect(tips.length).toBeGreaterThanOrEqual(3);
    for (const { data: tip } of tips) {
      expect(html).toMatch(linkPattern(`/journal/${tip.slug}`, escaped(tip.title)));
      expect(html).toContain(escaped(tip.excerpt));
      expect(html).toContain(`Styling tip · ${escaped(tip.topic)} · ${tip.difficulty}`);
    }
    const season = getSeason(sub.seasonSlug)!;
    expect(html).toMatch(new RegExp(`<a[^>]*href="/seasons/${season.slug}"[^>]*>${season.name}</a>`));
    expect(html).toContain(`<title>${sub.name} colour palette`);
  });

  it("themes the header with the sub-season colours from content", async () => {
    const { html } = await get("/seasons/sub-season/deep-winter");
    const colors = websiteData.subSeasons["deep-winter"]!;
    expect(html).toContain(`--sub-bg:${colors.bg_color.hex.toLowerCase()}`);
    expect(html).toContain(`--sub-text:${colors.text_color.hex.toLowerCase()}`);
  });

  it("gives each of the sixteen pages its own title, description and palette", async () => {
    const pages = await Promise.all(SUB_SEASONS.map((sub) => get(`/seasons/sub-season/${sub.slug}`)));
    const titles = pages.map(({ html }) => html.match(/<title>([^<]*)<\/title>/)?.[1]);
    const descriptions = pages.map(({ html }) => html.match(/<meta name="description" content="([^"]*)"/)?.[1]);
    const palettes = pages.map(({ html }) =>
      [...html.matchAll(/<code class="swatch-card__hex">(#[0-9a-f]{6})<\/code>/g)].map((m) => m[1]).join(","),
    );
    for (const values of [titles, descriptions, palettes]) expect(new Set(values).size).toBe(SUB_SEASONS.length);
  });
});

describe("unknown or malformed slugs", () => {
  it.each([
    "/seasons/not-a-season",
    "/seasons/sub-season/light-spring-x",
    "/seasons/sub-season/spring",
    "/seasons/sub-season",
    "/seasons/sub-season/light-spring/extra",
  ])("%s answers 404 'Page Not Found'", async (path) => {
    const { status, html } = await get(path);
    expect(status).toBe(404);
    expect(html).toMatch(/Page Not Found|Page not found: /);
    expect(html).toContain(">404</h1>");
  });

  it.each([
    ["/seasons/Spring", "/seasons/spring"],
    ["/seasons/sub-season/SPRING", "/seasons/sub-season/spring"],
  ])("%s is another spelling of %s: 301 there", async (path, canonical) => {
    const response = await SELF.fetch(`https://example.com${path}`, { redirect: "manual" });
    expect(response.status).toBe(301);
    expect(response.headers.get("Location")).toBe(canonical);
  });

  it("uses the validation 404 for a bad sub-season slug", async () => {
    for (const path of ["/seasons/sub-season/spring", "/seasons/sub-season/light-spring-x", "/seasons/not-a-season"]) {
      const { html } = await get(path);
      expect(html, path).toContain("Page Not Found");
    }
  });
});
