import { SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { PAGE_ROUTES } from "../../scripts/lib/routes.mjs";
import { twinPath } from "~/site/locale";

// The site's two addresses for each page (docs/decisions/034-two-languages.md): English where it
// was, Dutch under /nl with Dutch path words, each naming the other.

async function get(path: string) {
  const response = await SELF.fetch(`https://example.com${path}`, { redirect: "manual" });
  return { status: response.status, headers: response.headers, body: await response.text() };
}

/** Each `<link rel="alternate" hreflang>`'s language and path (the origin is the site's configured one). */
const alternatesOf = (body: string) =>
  Object.fromEntries([...body.matchAll(/<link rel="alternate" hrefLang="([\w-]+)" href="([^"]+)"/g)].map((match) => [match[1]!, new URL(match[2]!).pathname]));

describe("the site in two languages", () => {
  it("answers every page's Dutch twin under /nl with lang=nl, and each twin names the other and x-default", async () => {
    for (const path of PAGE_ROUTES) {
      const dutch = twinPath(path, "nl");
      const [english, nl] = await Promise.all([get(path), get(dutch)]);
      expect([path, english.status], path).toEqual([path, 200]);
      expect([dutch, nl.status], dutch).toEqual([dutch, 200]);
      expect(english.body, path).toContain('<html lang="en"');
      expect(nl.body, dutch).toContain('<html lang="nl"');
      if (path.startsWith("/journal/")) continue; // an article is written in one language
      const names = { en: path, nl: dutch, "x-default": path };
      expect(alternatesOf(english.body), path).toEqual(names);
      expect(alternatesOf(nl.body), dutch).toEqual(names);
      expect(nl.body, dutch).toMatch(new RegExp(`<link rel="canonical" href="https://[^/"]+${dutch}"/>`));
    }
  }, 60_000);

  it("links every page to its twin with a plain link, in the other language's own name", async () => {
    const { body } = await get("/colors-app?color=%23c8a2c8");
    expect(body).toContain('<a href="/nl/kleurenapp?color=%23c8a2c8" lang="nl" hrefLang="nl" class="language-switch" aria-label="Nederlands">NL</a>');
    // On a phone the switch is the menu's first item, in full.
    const menu = body.slice(body.indexOf('<details class="mobile-menu"'), body.indexOf("</details>"));
    expect(menu).toContain('<a href="/nl/kleurenapp?color=%23c8a2c8" lang="nl" hrefLang="nl">Nederlands</a>');
    const dutch = await get("/nl/seizoenen/subseizoen/soft-autumn");
    expect(dutch.body).toContain('<a href="/seasons/sub-season/soft-autumn" lang="en" hrefLang="en" class="language-switch" aria-label="English">EN</a>');
    // The menu on a Dutch page leads to Dutch pages.
    expect(dutch.body).toContain('href="/nl/seizoenen"');
    const header = dutch.body.slice(dutch.body.indexOf("<header"), dutch.body.indexOf("</header>"));
    expect(header).not.toContain('href="/seasons"');
    expect(header).toContain('href="/nl/afspraak-maken"');
  });

  it("answers an unknown Dutch address with a 404 in Dutch, and a Dutch private link like the English one", async () => {
    const missing = await get("/nl/bestaat/niet");
    expect(missing.status).toBe(404);
    expect(missing.body).toContain('<html lang="nl"');
    const link = await get("/nl/afspraken/not-a-token");
    const english = await get("/bookings/not-a-token");
    expect(link.status).toBe(english.status);
    expect(link.headers.get("Cache-Control")).toBe(english.headers.get("Cache-Control"));
    expect(link.headers.get("Referrer-Policy")).toBe(english.headers.get("Referrer-Policy"));
  });
});
