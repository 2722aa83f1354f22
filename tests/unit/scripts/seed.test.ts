import sharp from "sharp";
import * as v from "valibot";
import { describe, expect, it } from "vitest";
import { getSubSeason } from "~/data/seasons";
import { AUTUMN_SUB_SEASONS_NL } from "~/data/seasons/nl/autumn";
import { SPRING_SUB_SEASONS_NL } from "~/data/seasons/nl/spring";
import { SUMMER_SUB_SEASONS_NL } from "~/data/seasons/nl/summer";
import { WINTER_SUB_SEASONS_NL } from "~/data/seasons/nl/winter";
import {
  Article,
  COLOR_ANALYSIS_SERVICE_IDS,
  CustomPalettes,
  Service,
  ServiceCategory,
  Photo,
  Testimonial,
  TestimonialCategory,
  WebsiteData,
} from "~/schemas";
import {
  customPalettes,
  journalArticles,
  seedDocuments,
  serviceCategories,
  services,
  testimonials,
  websiteData,
} from "../../../scripts/seed/index";
import { articleCoverDesign, coverDesigns, coverPhotoId, coverSvgOf } from "../../../scripts/seed/covers/index";
import { demoCovers, mediaObjects, photoDocuments } from "../../../scripts/seed/media";
import { AvailabilitySettings } from "~/schemas/availability";
import { SITE_CONTRAST_PAIRS, colorAt } from "~/color/site-contrast-pairs";
import { AA_NORMAL_TEXT, contrastRatio } from "../support/contrast";

const CATEGORY_SLUGS = ["color-analysis-styling", "personal-styling", "wardrobe-audit", "complete-makeover"] as const;
const SUB_SEASON_SLUGS = [
  "light-spring", "warm-spring", "bright-spring", "true-spring",
  "light-summer", "cool-summer", "soft-summer", "true-summer",
  "soft-autumn", "warm-autumn", "deep-autumn", "true-autumn",
  "cool-winter", "bright-winter", "deep-winter", "true-winter",
] as const;
const FAQ_CATEGORIES = [
  "Colour analysis",
  "Booking & gifts",
  "Online & digital sessions",
  "Styling & wardrobe",
  "Policies",
] as const;

/** Parses with the schema and fails with readable issues (path + message) if invalid. */
function expectValid<S extends v.GenericSchema>(schema: S, input: unknown, label: string): v.InferOutput<S> {
  const result = v.safeParse(schema, input);
  if (!result.success) {
    const issues = result.issues
      .map((issue) => `  ${v.getDotPath(issue) ?? "(root)"}: ${issue.message}`)
      .join("\n");
    expect.fail(`${label} does not match its schema:\n${issues}`);
  }
  return result.output;
}

function expectContrast(fg: string, bg: string, min: number, label: string) {
  const ratio = contrastRatio(fg, bg);
  expect(ratio, `${label}: ${fg} on ${bg} is ${ratio.toFixed(2)}:1, needs ${min}:1`).toBeGreaterThanOrEqual(min);
}

function schemaFor(path: string): v.GenericSchema {
  if (path === "Website/Data") return WebsiteData;
  if (path === "Website/CustomPalettes") return CustomPalettes;
  if (path === "Availability/Settings") return AvailabilitySettings;
  if (path.startsWith("ServiceCategories/")) return ServiceCategory;
  if (path.startsWith("Services/")) return Service;
  if (path.startsWith("Testimonials/")) return Testimonial;
  if (path.startsWith("Articles/")) return Article;
  throw new Error(`No schema for ${path}`);
}

const isIsoString = (value: string) => new Date(value).toISOString() === value;

describe("seed documents", () => {
  it("every document parses with its schema", () => {
    for (const doc of seedDocuments) expectValid(schemaFor(doc.path), doc.data, doc.path);
  });

  it("lists every document exactly once, with well-formed paths", () => {
    const paths = seedDocuments.map((d) => d.path);
    expect(new Set(paths).size).toBe(paths.length);
    expect(paths.length).toBe(3 + serviceCategories.length + services.length + testimonials.length + journalArticles.length);
    expect(paths).toContain("Website/Data");
    expect(paths).toContain("Website/CustomPalettes");
    expect(paths).toContain("Availability/Settings");
    for (const path of paths) expect(path).toMatch(/^(Website|Availability|ServiceCategories|Services|Testimonials|Articles)\/[A-Za-z0-9-]+$/);
  });

  it("parsing does not change the data (no trimming or coercion needed)", () => {
    for (const doc of seedDocuments) expect(v.parse(schemaFor(doc.path), doc.data)).toEqual(doc.data);
  });
});

describe("Website/Data", () => {
  const data = expectValid(WebsiteData, websiteData, "Website/Data");

  it("has business details in EUR with https social links", () => {
    expect(data.business.priceCurrency).toBe("EUR");
    expect(data.business.openingHours.length).toBeGreaterThan(0);
    expect(data.business.social.length).toBeGreaterThan(0);
    for (const link of data.business.social) expect(link.href).toMatch(/^https:\/\//);
  });

  it("has the hero calls to action and a complete about section", () => {
    expect(data.sectionHero.primaryCta.href).toBe("/service-booking");
    expect(data.sectionHero.secondaryCta?.href).toBe("/seasons");
    expect(data.sectionAbout.story).toHaveLength(3);
    expect(data.sectionAbout.approach.length).toBeGreaterThanOrEqual(3);
    expect(data.sectionAbout.approach.length).toBeLessThanOrEqual(4);
    expect(data.sectionAbout.differences.length).toBeGreaterThanOrEqual(3);
    expect(data.sectionAbout.differences.length).toBeLessThanOrEqual(4);
  });

  it("has the navbar items and children the site routes expect", () => {
    const items = data.navbar.items;
    expect(items.map((i) => i.href)).toEqual([
      "/",
      "/services/color-analysis-styling",
      "/seasons",
      "/color-analysis",
      "/journal",
      "/testimonials",
      "/faqs",
      "/about",
      "/contact",
    ]);
    const servicesItem = items.find((i) => i.label === "Services");
    expect(servicesItem?.children?.map((c) => c.href)).toEqual(CATEGORY_SLUGS.map((s) => `/services/${s}`));
    const seasonsItem = items.find((i) => i.label === "Seasons");
    expect(seasonsItem?.children?.map((c) => c.href)).toEqual(["/seasons", "/color/color-palettes", "/colors-app"]);
    expect(data.navbar.cta).toEqual({ label: "Book a session", href: "/service-booking" });
  });

  it("has footer links to the booking variants, studio pages and all legal policies", () => {
    const hrefs = data.footer.columns.flatMap((c) => c.links.map((l) => l.href));
    for (const href of ["/gift-a-session", "/partner-session", "/group-session", "/testimonials", "/faqs", "/about", "/contact", "/journal"]) {
      expect(hrefs).toContain(href);
    }
    expect(data.footer.legal.map((l) => l.href)).toEqual([
      "/legal/privacy-policy",
      "/legal/refund-policy",
      "/legal/shipping-delivery-policy",
      "/legal/terms-and-conditions",
    ]);
  });

  it("has exactly the sixteen sub-seasons", () => {
    expect(Object.keys(data.subSeasons).sort()).toEqual([...SUB_SEASON_SLUGS].sort());
  });

  it("uses the site's fonts and a valid skin", () => {
    expect(data.fontSettings).toEqual({ titleFont: "Bodoni", bodyFont: "Montserrat", accentFont: "Italianno", baseFontSizePx: 16 });
    expect(data.skin).toBe("default");
  });

  it("has 16–20 FAQs with unique ids across all five categories", () => {
    expect(data.faq.length).toBeGreaterThanOrEqual(16);
    expect(data.faq.length).toBeLessThanOrEqual(20);
    const ids = data.faq.map((f) => f.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(new Set(data.faq.map((f) => f.category))).toEqual(new Set(FAQ_CATEGORIES));
  });

  it("contains no placeholder copy", () => {
    const text = JSON.stringify(seedDocuments).toLowerCase();
    for (const word of ["lorem", "ipsum", "todo", "tbd", "placeholder", "xxx"]) expect(text).not.toContain(word);
  });
});

describe("WCAG contrast", () => {
  // The pairs the studio's colours form also refuses below their minimum.
  it.each(SITE_CONTRAST_PAIRS.map((pair) => [`${pair.foreground} on ${pair.background}`, pair] as const))("%s", (name, pair) => {
    expectContrast(colorAt(websiteData, pair.foreground)!, colorAt(websiteData, pair.background)!, pair.minimum, `${pair.label} (${name})`);
  });

  it("sub-season text on its background", () => {
    for (const [slug, colors] of Object.entries(websiteData.subSeasons)) {
      expectContrast(colors.text_color.hex, colors.bg_color.hex, AA_NORMAL_TEXT, `sub-season ${slug}`);
    }
  });

  it("darkTheme has a dark page and the light skins a light one", () => {
    expect(contrastRatio(websiteData.skins.darkTheme.page, "#000000")).toBeLessThan(2);
    expect(contrastRatio(websiteData.skins.default.page, "#ffffff")).toBeLessThan(1.2);
    expect(contrastRatio(websiteData.skins.lightTheme.page, "#ffffff")).toBeLessThan(1.2);
  });

  it("the helper matches known WCAG values", () => {
    expect(contrastRatio("#000000", "#ffffff")).toBeCloseTo(21, 5);
    expect(contrastRatio("#777777", "#ffffff")).toBeCloseTo(4.48, 2);
    expect(contrastRatio("#abcdef", "#abcdef")).toBe(1);
  });
});

describe("Website/CustomPalettes", () => {
  const data = expectValid(CustomPalettes, customPalettes, "Website/CustomPalettes");

  it("has 4–6 palettes of 6–10 colours with unique ids", () => {
    expect(data.customPalettes.length).toBeGreaterThanOrEqual(4);
    expect(data.customPalettes.length).toBeLessThanOrEqual(6);
    const ids = data.customPalettes.map((p) => p.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const palette of data.customPalettes) {
      expect(palette.colors.length, palette.id).toBeGreaterThanOrEqual(6);
      expect(palette.colors.length, palette.id).toBeLessThanOrEqual(10);
    }
  });
});

describe("ServiceCategories", () => {
  it("has exactly the four categories, id === slug, with positions 1–4", () => {
    expect(serviceCategories.map((c) => c.id)).toEqual([...CATEGORY_SLUGS]);
    const expected = { "color-analysis-styling": [1, "palette"], "personal-styling": [2, "hanger"], "wardrobe-audit": [3, "wardrobe"], "complete-makeover": [4, "sparkles"] } as const;
    for (const { id, data } of serviceCategories) {
      const parsed = expectValid(ServiceCategory, data, `ServiceCategories/${id}`);
      expect(parsed.slug).toBe(id);
      expect(parsed.fullSlug).toBe(`/services/${id}`);
      expect([parsed.position, parsed.icon]).toEqual(expected[id as keyof typeof expected]);
      expect(parsed.descriptionLong.length).toBeGreaterThanOrEqual(2);
      expect(parsed.descriptionLong.length).toBeLessThanOrEqual(3);
    }
  });
});

describe("Services", () => {
  const byId = new Map(services.map((s) => [s.id, s.data]));

  it("has at least 14 services with unique slug ids", () => {
    expect(services.length).toBeGreaterThanOrEqual(14);
    expect(byId.size).toBe(services.length);
    for (const { id, data } of services) {
      expect(id).toMatch(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);
      expectValid(Service, data, `Services/${id}`);
    }
  });

  it("includes the three colour-analysis services in the right category and format", () => {
    const formats = { "in-person-color-analysis": "in-person", "online-color-analysis": "online", "digital-color-analysis": "digital" };
    for (const id of COLOR_ANALYSIS_SERVICE_IDS) {
      const service = byId.get(id);
      expect(service, id).toBeDefined();
      expect(service?.categorySlug).toBe("color-analysis-styling");
      expect(service?.format).toBe(formats[id]);
      expect(service?.status).toBe("active");
      expect(service?.bookable).toBe(true);
      expect(service?.durationMinutes).toBeGreaterThan(0);
    }
  });

  it("has 3–4 services per category, positions 1..n", () => {
    for (const slug of CATEGORY_SLUGS) {
      const positions = services.filter((s) => s.data.categorySlug === slug).map((s) => s.data.position);
      expect(positions.length, slug).toBeGreaterThanOrEqual(3);
      expect(positions.length, slug).toBeLessThanOrEqual(4);
      expect(positions, slug).toEqual(positions.map((_, i) => i + 1));
    }
    const categorySlugs = new Set<string>(CATEGORY_SLUGS);
    for (const { id, data } of services) expect(categorySlugs.has(data.categorySlug), id).toBe(true);
  });

  it("has a draft and an archived service, the rest active", () => {
    const statuses = services.map((s) => s.data.status);
    expect(statuses).toContain("draft");
    expect(statuses).toContain("archived");
    for (const status of statuses) expect(["active", "draft", "archived"]).toContain(status);
  });

  it("uses canonical ISO timestamps with updatedAt after createdAt", () => {
    for (const { id, data } of services) {
      expect(isIsoString(data.createdAt), id).toBe(true);
      if (data.updatedAt !== undefined) {
        expect(isIsoString(data.updatedAt), id).toBe(true);
        expect(Date.parse(data.updatedAt), id).toBeGreaterThan(Date.parse(data.createdAt));
      }
    }
  });

  it("prices everything in EUR", () => {
    for (const { id, data } of services) expect(data.price.currency, id).toBe("EUR");
  });
});

describe("Testimonials", () => {
  it("has at least 36 valid testimonials with unique ids", () => {
    expect(testimonials.length).toBeGreaterThanOrEqual(36);
    const ids = testimonials.map((t) => t.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const { id, data } of testimonials) {
      expect(id).toMatch(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);
      expectValid(Testimonial, data, `Testimonials/${id}`);
    }
  });

  it("covers all four categories, colour analysis the most, at least 6 of each other", () => {
    const counts = new Map<string, number>();
    for (const { data } of testimonials) counts.set(data.category, (counts.get(data.category) ?? 0) + 1);
    for (const category of TestimonialCategory.options) {
      expect(counts.get(category) ?? 0, category).toBeGreaterThanOrEqual(6);
      if (category !== "color-analysis") {
        expect(counts.get("color-analysis")!, category).toBeGreaterThan(counts.get(category)!);
      }
    }
  });

  it("has some that are not active and ratings of mostly 5", () => {
    const nonActive = testimonials.filter((t) => t.data.status !== "active");
    expect(nonActive.length).toBeGreaterThanOrEqual(4);
    const fives = testimonials.filter((t) => t.data.rating === 5).length;
    expect(fives).toBeGreaterThan(testimonials.length / 2);
    expect(testimonials.some((t) => t.data.rating === 4)).toBe(true);
  });

  it("has distinct canonical timestamps spread over 2024–2026", () => {
    const stamps = testimonials.map((t) => t.data.createdAt);
    expect(new Set(stamps).size).toBe(stamps.length);
    for (const stamp of stamps) expect(isIsoString(stamp), stamp).toBe(true);
    expect(new Set(stamps.map((s) => s.slice(0, 4)))).toEqual(new Set(["2024", "2025", "2026"]));
  });

  it("points serviceId at existing services of the matching category, created before the review", () => {
    const testimonialToCategory: Record<string, string> = {
      "color-analysis": "color-analysis-styling",
      "personal-styling": "personal-styling",
      "wardrobe-audit": "wardrobe-audit",
      "complete-makeover": "complete-makeover",
    };
    const byId = new Map(services.map((s) => [s.id, s.data]));
    for (const { id, data } of testimonials) {
      if (data.serviceId === undefined) continue;
      const service = byId.get(data.serviceId);
      expect(service, `${id} → ${data.serviceId}`).toBeDefined();
      expect(service?.categorySlug, id).toBe(testimonialToCategory[data.category]);
      expect(Date.parse(data.createdAt), id).toBeGreaterThan(Date.parse(service!.createdAt));
    }
  });
});

describe("the demo covers", () => {
  const articles = seedDocuments.filter((doc) => doc.path.startsWith("Articles/")).map((doc) => ({ path: doc.path, data: v.parse(Article, doc.data) }));

  it("every article and tip has a 1600×1000 cover with alt text, listed first among the photos it uses", () => {
    expect(articles).toHaveLength(journalArticles.length);
    for (const { path, data } of articles) {
      expect(data.cover, path).toBeDefined();
      expect(data.cover!.decorative, path).toBe(false);
      expect(data.cover!.alt.length, path).toBeGreaterThan(30);
      expect(data.cover!.nl?.alt?.length ?? 0, path).toBeGreaterThan(30);
      expect([data.cover!.width, data.cover!.height], path).toEqual([1600, 1000]);
      expect(data.photos[0], path).toBe(data.cover!.photo);
    }
  });

  it("each entry and each season has a cover of its own, with a stable id", () => {
    const ids = coverDesigns.map((design) => design.id);
    expect(new Set(ids).size).toBe(journalArticles.length + 4);
    for (const id of ids) expect(id).toMatch(/^[a-z0-9]{20}$/);
    // Derived from what the cover is for, so seeding twice writes the same Photos/{id}.
    expect(coverPhotoId("article/what-colours-suit-a-soft-autumn")).toBe(coverPhotoId("article/what-colours-suit-a-soft-autumn"));
    expect(articles.find(({ path }) => path === "Articles/what-colours-suit-a-soft-autumn")!.data.cover!.photo).toBe(coverPhotoId("article/what-colours-suit-a-soft-autumn"));
  });

  it("the alt text names the sub-season and colours of its own palette", () => {
    for (const seed of journalArticles.filter(({ data }) => data.kind === "tip")) {
      const subSeason = getSubSeason(seed.data.subSeasons![0]!)!;
      const { alt } = articleCoverDesign(seed);
      expect(alt, seed.id).toContain(`${subSeason.name}'s`);
      const named = [...subSeason.palette, ...subSeason.neutrals].filter((colour) => alt.includes(colour.name.toLowerCase()));
      expect(named.length, `${seed.id}: ${alt}`).toBeGreaterThanOrEqual(3);
    }
  });

  it("the Dutch alt text says the same in Dutch: the sub-season by its name and the colours by their Dutch names", () => {
    const subSeasonsNl = [...SPRING_SUB_SEASONS_NL, ...SUMMER_SUB_SEASONS_NL, ...AUTUMN_SUB_SEASONS_NL, ...WINTER_SUB_SEASONS_NL];
    const dutchNames = new Set(subSeasonsNl.flatMap((subSeason) => [...subSeason.palette, ...subSeason.neutrals].map((colour) => colour.name.toLowerCase())));
    for (const seed of journalArticles.filter(({ data }) => data.kind === "tip")) {
      const subSeason = getSubSeason(seed.data.subSeasons![0]!)!;
      const { nlAlt } = articleCoverDesign(seed);
      expect(nlAlt, seed.id).toContain(`in de kleuren van ${subSeason.name}: `);
      const named = nlAlt.split(": ")[1]!.split(/, | en /);
      expect(named, `${seed.id}: ${nlAlt}`).toHaveLength(3);
      for (const name of named) expect(dutchNames.has(name), `${seed.id}: ${name}`).toBe(true);
    }
  });

  it("the journal's grid is not one layout repeated: each topic has its own composition", () => {
    const compositions = (topic: string) => new Set(journalArticles.filter(({ data }) => data.topic === topic).map((seed) => articleCoverDesign(seed).art.composition));
    expect(compositions("Makeup")).toEqual(new Set(["makeup"]));
    expect(compositions("Hair")).toEqual(new Set(["hair"]));
    expect(compositions("Accessories")).toEqual(new Set(["jewellery"]));
    expect(compositions("Prints & Patterns")).toEqual(new Set(["prints"]));
    expect(compositions("Wardrobe").size).toBeGreaterThanOrEqual(2);
    expect(new Set(coverDesigns.map((design) => design.art.composition)).size).toBe(8);
  });

  it("Website/Data gives each of the four seasons its photo", () => {
    expect(Object.keys(websiteData.seasonPhotos ?? {}).sort()).toEqual(["autumn", "spring", "summer", "winter"]);
    for (const [slug, ref] of Object.entries(websiteData.seasonPhotos ?? {})) {
      expect(ref.alt, slug).toMatch(new RegExp(`^Draped lengths of fabric in ${slug[0]!.toUpperCase()}${slug.slice(1)}'s `));
      expect(ref.nl?.alt, slug).toMatch(/^Gedrapeerde lappen stof in de kleuren van de (lente|zomer|herfst|winter): /);
      expect(coverDesigns.some((design) => design.id === ref.photo), slug).toBe(true);
    }
  });

  it("the same design draws the same picture", () => {
    const design = coverDesigns[0]!;
    expect(coverSvgOf(design)).toBe(coverSvgOf(articleCoverDesign(journalArticles[0]!)));
  });

  // Draws every cover the first time (about 18 s on two cores), then reads .cache/demo-covers.
  it("every cover's Photos document is valid and matches its JPEG: 1600×1000, its size in bytes, under 250 KB", { timeout: 240_000 }, async () => {
    const covers = await demoCovers();
    const documents = photoDocuments(covers);
    expect(documents).toHaveLength(coverDesigns.length);
    const refs = new Map([...articles.map(({ data }) => data.cover!), ...Object.values(websiteData.seasonPhotos ?? {})].map((ref) => [ref.photo, ref]));
    for (const [index, { path, data }] of documents.entries()) {
      const photo = expectValid(Photo, data, path);
      const jpeg = covers[index]!.jpeg;
      const { width, height, format } = await sharp(jpeg).metadata();
      expect({ format, width, height }, path).toEqual({ format: "jpeg", width: photo.width, height: photo.height });
      expect(photo.bytes, path).toBe(jpeg.length);
      expect(photo.bytes, path).toBeLessThan(250 * 1024);
      const ref = refs.get(path.slice("Photos/".length));
      expect(ref, `${path} is used`).toBeDefined();
      expect({ width: ref!.width, height: ref!.height, alt: ref!.alt, nl: ref!.nl }, path).toEqual({ width: photo.width, height: photo.height, alt: photo.alt, nl: photo.nl });
      expect(mediaObjects([covers[index]!])[0]!.key).toBe(`photos/${path.slice("Photos/".length)}`);
    }
  });
});
