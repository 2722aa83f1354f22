import { SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { PAGE_ROUTES } from "../../scripts/lib/routes.mjs";
import { twinPath } from "~/site/locale";
import { decodeDocument } from "~/firestore/codec";
import { migrateTwoLanguages } from "../../scripts/migrate/two-languages";
import { demoDutch } from "../../scripts/seed/nl/index";
import { servicesNl } from "../../scripts/seed/nl/services";
import { callWorker, seededProject } from "./support";

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
      // An article is written in one language: its address in the other's journal leads to it.
      if (path.startsWith("/journal/")) {
        expect((await get(dutch)).headers.get("Location"), dutch).toBe(path);
        continue;
      }
      const [english, nl] = await Promise.all([get(path), get(dutch)]);
      expect([path, english.status], path).toEqual([path, 200]);
      expect([dutch, nl.status], dutch).toEqual([dutch, 200]);
      expect(english.body, path).toContain('<html lang="en"');
      expect(nl.body, dutch).toContain('<html lang="nl"');
      const names = { en: path, nl: dutch, "x-default": path };
      expect(alternatesOf(english.body), path).toEqual(names);
      expect(alternatesOf(nl.body), dutch).toEqual(names);
      expect(nl.body, dutch).toMatch(new RegExp(`<link rel="canonical" href="https://[^/"]+${dutch}"/>`));
    }
  }, 60_000);

  it("links every page to its twin with a plain link, in the other language's own name", async () => {
    const { body } = await get("/colors-app?color=%23c8a2c8");
    expect(body).toContain('<a href="/nl/kleurenapp?color=%23c8a2c8" lang="nl" hrefLang="nl" class="language-switch">NL<span class="visually-hidden"> <!-- -->Nederlands</span></a>');
    // On a phone the switch is the menu's first item, in full.
    const menu = body.slice(body.indexOf('<details class="mobile-menu"'), body.indexOf("</details>"));
    expect(menu).toContain('<a href="/nl/kleurenapp?color=%23c8a2c8" lang="nl" hrefLang="nl">Nederlands</a>');
    const dutch = await get("/nl/seizoenen/subseizoen/soft-autumn");
    expect(dutch.body).toContain('<a href="/seasons/sub-season/soft-autumn" lang="en" hrefLang="en" class="language-switch">EN<span class="visually-hidden"> <!-- -->English</span></a>');
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

  it("shows the studio's Dutch text on a Dutch page and its English on the English one", async () => {
    const dutch = servicesNl["online-color-analysis"]!;
    const nl = (await get("/nl/diensten/color-analysis-styling/online-color-analysis")).body;
    expect(nl).toContain(dutch.name);
    expect(nl).toContain(dutch.summary.slice(0, 40));
    const en = (await get("/services/color-analysis-styling/online-color-analysis")).body;
    expect(en).toContain("Online Colour Analysis");
    expect(en).not.toContain(dutch.name);
  });

  it("draws a palette's card to download in the page's language", async () => {
    const dutch = await get("/nl/kleur/kleurpaletten/soft-autumn.svg");
    expect(dutch.status).toBe(200);
    expect(dutch.headers.get("Content-Type")).toMatch(/^image\/svg\+xml/);
    expect(dutch.body).toContain('xml:lang="nl"');
    expect(dutch.body).toContain("Kleurenpalet Soft Autumn");
    expect(dutch.body).toContain(">Saliegroen<");
    const english = await get("/color/color-palettes/soft-autumn.svg");
    expect(english.body).toContain("Soft Autumn palette");
    expect(english.body).toContain(">Sage<");
  });

  it("migrates stored documents once: an article and a testimonial without a language become English, the demo's Dutch goes where there is none, and Dutch the studio wrote stays", async () => {
    const { projectId, firestore } = await seededProject("languages-migration");
    const read = async (path: string) => decodeDocument((await firestore.getDocument(path))!).data;
    // As stored before there were two languages.
    const { nl: _online, ...online } = await read("Services/online-color-analysis");
    await firestore.writeDocument("Services/online-color-analysis", online);
    const inPerson = await read("Services/in-person-color-analysis");
    await firestore.writeDocument("Services/in-person-color-analysis", { ...inPerson, nl: { name: "Kleuranalyse aan de Lange Nieuwstraat" } });
    const { language: _article, ...article } = await read("Articles/what-colours-suit-a-soft-autumn");
    await firestore.writeDocument("Articles/what-colours-suit-a-soft-autumn", article);
    // A meeting point whose name the studio wrote in Dutch, and not yet its directions.
    const settings = await read("Availability/Settings");
    const rules = settings.services as Record<string, Record<string, unknown>>;
    const trip = { ...rules["guided-shopping-trip"], nl: { meetingPoint: "Bij de draaideur van De Bijenkorf" } };
    await firestore.writeDocument("Availability/Settings", { ...settings, services: { ...rules, "guided-shopping-trip": trip } });
    const project = { FIRESTORE_PROJECT_ID: projectId };
    const englishOnly = await (await callWorker("/nl/diensten/color-analysis-styling/online-color-analysis", project)).text();
    expect(englishOnly).toContain("Online Colour Analysis");

    const first = await migrateTwoLanguages(firestore, demoDutch);
    expect(first.skipped).toEqual([]);
    expect(first.updated).toBe(4);
    const rule = ((await read("Availability/Settings")).services as Record<string, Record<string, unknown>>)["guided-shopping-trip"]!;
    expect(rule.nl).toEqual({ meetingPoint: "Bij de draaideur van De Bijenkorf", meetingDirections: demoDutch.availability["guided-shopping-trip"]!.meetingDirections });
    expect((await read("Services/online-color-analysis")).nl).toEqual(demoDutch.services["online-color-analysis"]);
    expect((await read("Articles/what-colours-suit-a-soft-autumn")).language).toBe("en");
    const kept = (await read("Services/in-person-color-analysis")).nl as Record<string, unknown>;
    expect(kept.name).toBe("Kleuranalyse aan de Lange Nieuwstraat");
    expect(kept.summary).toBe(servicesNl["in-person-color-analysis"]!.summary);

    const second = await migrateTwoLanguages(firestore, demoDutch);
    expect(second).toEqual({ checked: first.checked, updated: 0, skipped: [] });
    // The English page is as it was; the Dutch twin, purged by the save, reads the Dutch.
    const english = await (await callWorker("/services/color-analysis-styling/online-color-analysis", project)).text();
    expect(english).toContain("Online Colour Analysis");
  });
});
