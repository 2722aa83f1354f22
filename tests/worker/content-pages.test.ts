import { SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { SEASONS, SUB_SEASON_SLUGS } from "~/data/seasons";
import { LEGAL_PAGES } from "~/data/legal-pages";
import { CANCELLATION_REFUND_TABLE, EARLY_START_CONSENT_LABEL, refundTableRows } from "~/data/refund-policy";
import { availability as seedAvailability } from "../../scripts/seed/availability";
import { serviceCategories as seedCategories } from "../../scripts/seed/service-categories";
import { services as seedServices } from "../../scripts/seed/services";
import { testimonials as seedTestimonials } from "../../scripts/seed/testimonials";
import { websiteData } from "../../scripts/seed/website-data";
import { callWorker, seededProject } from "./support";

const ORIGIN = "https://example.com";
/** SITE_URL of wrangler.toml, which the sitemap and canonical URLs are built from. */
const SITE_URL = "https://www.plumandlinen.example";

/** Text as React writes it into HTML. */
const html = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;").replace(/'/g, "&#x27;");

async function page(path: string, status = 200): Promise<string> {
  const response = await SELF.fetch(`${ORIGIN}${path}`, { redirect: "manual" });
  expect(response.status, `status of ${path}`).toBe(status);
  return response.text();
}

/** The refund policy's cancellation table, row by row, as a visitor reads it. */
function refundRows(document: string): Array<{ when: string; outcome: string }> {
  const table = /<caption id="cancel-table-caption">.*?<\/table>/s.exec(document)?.[0] ?? "";
  const text = (cell: string) => cell.replace(/&#x27;/g, "'").replace(/&amp;/g, "&");
  return [...table.matchAll(/<tr><th scope="row">(.*?)<\/th><td>(.*?)<\/td><\/tr>/g)].map((match) => ({ when: text(match[1]!), outcome: text(match[2]!) }));
}

const count = (haystack: string, needle: RegExp) => haystack.match(needle)?.length ?? 0;

function jsonLd(document: string): Array<Record<string, unknown>> {
  return [...document.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].map(
    (match) => JSON.parse(match[1]!) as Record<string, unknown>,
  );
}

const activeNewestFirst = seedTestimonials
  .filter((testimonial) => testimonial.data.status === "active")
  .sort((a, b) => b.data.createdAt.localeCompare(a.data.createdAt));
const notActive = seedTestimonials.filter((testimonial) => testimonial.data.status !== "active");

/** The testimonial ids of a page, in the order shown. */
const testimonialIds = (document: string) =>
  [...document.matchAll(/id="testimonial-([a-z0-9-]+)"/g)].map((match) => match[1]);

/** Follows "Next page" from the first page of a filter; returns the ids of each page. */
async function walkPages(firstPath: string): Promise<string[][]> {
  const pages: string[][] = [];
  let path: string | undefined = firstPath;
  while (path) {
    const document = await page(path);
    pages.push(testimonialIds(document) as string[]);
    const next = /<a [^>]*href="([^"]+)"[^>]*rel="next"|<a [^>]*rel="next"[^>]*href="([^"]+)"/.exec(document);
    path = next ? (next[1] ?? next[2])!.replace(/&amp;/g, "&") : undefined;
    expect(pages.length).toBeLessThan(10);
  }
  return pages;
}

const chunk = <T>(items: readonly T[], size: number) =>
  Array.from({ length: Math.ceil(items.length / size) }, (_, index) => items.slice(index * size, index * size + size));

describe("home page", () => {
  it("shows the hero, the about teaser, the four categories and a call to book", async () => {
    const document = await page("/");
    expect(count(document, /<h1[\s>]/g)).toBe(1);
    expect(document).toContain(html(websiteData.sectionHero.title));
    expect(document).toContain(html(websiteData.sectionAbout.intro));
    for (const { data } of seedCategories) {
      expect(document).toContain(`href="${data.fullSlug}"`);
      expect(document).toContain(html(data.name));
    }
    expect(document).toContain('href="/service-booking"');
    expect(document).toContain('<link rel="canonical" href="https://www.plumandlinen.example/"');
  });

  it("shows the four seasons with every key colour's hex as text", async () => {
    const document = await page("/");
    for (const season of SEASONS) {
      expect(document).toContain(`href="/seasons/${season.slug}"`);
      for (const color of season.keyColors) expect(document).toContain(`>${color.hex.toLowerCase()}</code>`);
    }
  });

  it("shows the three newest active testimonials, newest first", async () => {
    const ids = testimonialIds(await page("/"));
    expect(ids).toEqual(activeNewestFirst.slice(0, 3).map((testimonial) => testimonial.id));
  });

  it("shows a few FAQs as native disclosures", async () => {
    const document = await page("/");
    const details = count(document, /<details[^>]*class="faq"/g);
    expect(details).toBeGreaterThanOrEqual(3);
    expect(details).toBeLessThanOrEqual(4);
    expect(document).toContain(html(websiteData.faq[0]!.question));
  });
});

describe("about page", () => {
  it("tells the story, the approach, what makes the studio different and who founded it", async () => {
    const document = await page("/about");
    const about = websiteData.sectionAbout;
    expect(count(document, /<h1[\s>]/g)).toBe(1);
    expect(document).toContain(`<h1>${html(about.title)}</h1>`);
    for (const paragraph of about.story) expect(document).toContain(html(paragraph));
    for (const step of [...about.approach, ...about.differences]) {
      expect(document).toContain(html(step.title));
      expect(document).toContain(html(step.text));
    }
    expect(document).toContain(html(about.founder.name));
    expect(document).toContain(html(about.founder.bio));
  });
});

describe("testimonials page", () => {
  it("shows the first 9 active testimonials, newest first, with rating text and a readable date", async () => {
    const document = await page("/testimonials");
    expect(count(document, /<h1[\s>]/g)).toBe(1);
    expect(testimonialIds(document)).toEqual(activeNewestFirst.slice(0, 9).map((testimonial) => testimonial.id));
    expect(document).toContain("Showing 1–9 of 35");
    expect(document).toContain("Rated 5 out of 5");
    // Anouk B., 2026-08-19T11:07Z: a local date string, not an ISO timestamp.
    expect(document).toContain('<time class="testimonial__date" dateTime="2026-08-19T11:07:00.000Z">19 August 2026</time>');
  });

  it("pages through all 35 active testimonials, 9 a page, newest first", async () => {
    const pages = await walkPages("/testimonials");
    expect(activeNewestFirst).toHaveLength(35);
    expect(pages.map((ids) => ids.length)).toEqual([9, 9, 9, 8]);
    expect(pages.flat()).toEqual(activeNewestFirst.map((testimonial) => testimonial.id));
  });

  it.each([
    ["color-analysis", [9, 5]],
    ["personal-styling", [7]],
    ["wardrobe-audit", [7]],
    ["complete-makeover", [7]],
  ] as const)("filters by %s with the right counts per page", async (type, perPage) => {
    const expected = activeNewestFirst.filter((testimonial) => testimonial.data.category === type);
    const pages = await walkPages(`/testimonials?type=${type}`);
    expect(pages.map((ids) => ids.length)).toEqual(perPage);
    expect(pages).toEqual(chunk(expected.map((testimonial) => testimonial.id), 9));
  });

  it("marks the chosen filter as current and keeps it in the pagination links", async () => {
    const document = await page("/testimonials?type=color-analysis");
    const current = [...document.matchAll(/<a [^>]*aria-current="page"[^>]*>/g)].map((match) => match[0]);
    expect(current.some((tag) => tag.includes('href="/testimonials?type=color-analysis"'))).toBe(true);
    expect(document).toContain('href="/testimonials?type=color-analysis&amp;page=2"');
    const second = await page("/testimonials?type=color-analysis&page=2");
    expect(second).toContain("Showing 10–14 of 14");
  });

  it("never shows a testimonial that is not active", async () => {
    expect(notActive.length).toBe(5);
    for (const path of ["/", "/testimonials", "/testimonials?page=2", "/testimonials?page=3", "/testimonials?page=4"]) {
      const document = await page(path);
      for (const testimonial of notActive) {
        expect(document).not.toContain(`testimonial-${testimonial.id}"`);
        expect(document).not.toContain(html(testimonial.data.quote));
      }
    }
  });

  it("shows All with a note for an unknown type instead of failing", async () => {
    const document = await page("/testimonials?type=hair-colour");
    expect(document).toContain("We don&#x27;t have a testimonial category by that name");
    expect(testimonialIds(document)).toEqual(activeNewestFirst.slice(0, 9).map((testimonial) => testimonial.id));
  });

  it.each(["/testimonials?page=5", "/testimonials?type=personal-styling&page=2", "/testimonials?page=0", "/testimonials?page=abc", "/testimonials?page=-1"])(
    "answers %s, a page that does not exist, with 404",
    async (path) => {
      const document = await page(path, 404);
      expect(document).toContain("Page Not Found");
    },
  );

  it("gives each filter and page its own canonical URL", async () => {
    const document = await page("/testimonials?type=wardrobe-audit");
    expect(document).toContain(`<link rel="canonical" href="${SITE_URL}/testimonials?type=wardrobe-audit"`);
  });
});

describe("FAQ page", () => {
  it("shows every FAQ as a <details>, grouped by category", async () => {
    const document = await page("/faqs");
    expect(count(document, /<details[^>]*class="faq"/g)).toBe(websiteData.faq.length);
    for (const faq of websiteData.faq) {
      expect(document).toContain(`<summary>${html(faq.question)}</summary>`);
      expect(document).toContain(html(faq.answer));
    }
    for (const category of new Set(websiteData.faq.map((faq) => faq.category))) {
      expect(document).toMatch(new RegExp(`<h2 id="[^"]+">${html(category)}</h2>`));
    }
  });

  it("describes the FAQs as FAQPage JSON-LD", async () => {
    const faqPage = jsonLd(await page("/faqs")).find((data) => data["@type"] === "FAQPage");
    const questions = faqPage?.mainEntity as Array<{ name: string; acceptedAnswer: { text: string } }>;
    expect(questions).toHaveLength(websiteData.faq.length);
    expect(questions[0]).toEqual({
      "@type": "Question",
      name: websiteData.faq[0]!.question,
      acceptedAnswer: { "@type": "Answer", text: websiteData.faq[0]!.answer },
    });
  });
});

describe("contact page", () => {
  it("shows the address, email, phone, WhatsApp link and opening hours from content", async () => {
    const document = await page("/contact");
    const business = websiteData.business;
    expect(document).toContain(html(business.address.street));
    expect(document).toContain(`href="mailto:${business.email}"`);
    expect(document).toContain('href="tel:+31302047718"');
    expect(document).toContain('href="https://wa.me/31641872290"');
    for (const slot of business.openingHours) {
      expect(document).toContain(html(slot.days));
      expect(document).toContain(html(slot.hours));
    }
  });

  it("has a POST form whose fields all have labels", async () => {
    const document = await page("/contact");
    expect(document).toMatch(/<form[^>]*\smethod="post"/);
    for (const [id, name] of [
      ["contact-name", "name"],
      ["contact-email", "email"],
      ["contact-message", "message"],
      ["contact-whatsapp", "whatsapp"],
    ]) {
      expect(document).toContain(`<label for="${id}">`);
      expect(document).toMatch(new RegExp(`<(?:input|textarea)(?=[^>]*\\sid="${id}")[^>]*\\sname="${name}"`));
    }
  });
});

describe("legal pages", () => {
  it.each(LEGAL_PAGES.map((legal) => [legal.path, legal] as const))(
    "%s answers with its title, its date, the side navigation and breadcrumbs",
    async (path, legal) => {
      const document = await page(path);
      expect(count(document, /<h1[\s>]/g)).toBe(1);
      expect(document).toContain(`<h1>${html(legal.title)}</h1>`);
      expect(document).toContain(`<time dateTime="${legal.lastUpdated}">`);
      for (const other of LEGAL_PAGES) expect(document).toContain(`href="${other.path}"`);
      expect(document).toContain('aria-label="Breadcrumb"');
      const breadcrumbs = jsonLd(document).find((data) => data["@type"] === "BreadcrumbList");
      expect(breadcrumbs?.itemListElement).toEqual([
        { "@type": "ListItem", position: 1, name: "Home", item: `${SITE_URL}/` },
        { "@type": "ListItem", position: 2, name: legal.title, item: `${SITE_URL}${path}` },
      ]);
    },
  );

  it.each(LEGAL_PAGES.map((legal) => [legal.path, legal] as const))("%s has its own title, description and canonical URL", async (path, legal) => {
    const document = await page(path);
    expect(document).toMatch(new RegExp(`<title>${html(legal.title)} \\| [^<]+</title>`));
    expect(document).toContain(`<meta name="description" content="${html(legal.description)}"`);
    expect(document).toContain(`<link rel="canonical" href="${SITE_URL}${path}"`);
    expect(count(document, /<title>/g)).toBe(1);
  });

  it("the privacy policy names the cookies, the consent rule for analytics and where form data is stored", async () => {
    const document = await page("/legal/privacy-policy");
    expect(document).toContain("<code>consent</code>");
    expect(document).toContain("<code>_ga</code>");
    expect(document).toContain("<code>_ga_&lt;id&gt;</code>");
    expect(document).toContain("1 year");
    expect(document).toContain("2 years");
    expect(document).toContain("never before you choose and never after you reject it");
    expect(document).toContain("Google Cloud Firestore");
    expect(document).toContain("EU region");
    expect(document).toContain("12 months after our last reply");
  });

  it("the refund policy covers deposits, withdrawal, rescheduling, no-shows, 2-year gift vouchers and refunds through Mollie", async () => {
    const document = await page("/legal/refund-policy");
    for (const text of ["Deposits and paying online", "14-day right of withdrawal", "Rescheduling a session", "no-show", "valid for 2 years", "Mollie", "5 to 10 working days", "Model withdrawal form"]) {
      expect(document).toContain(text);
    }
    expect(document).toContain(html(EARLY_START_CONSENT_LABEL));
  });

  it("the refund policy prints the cancellation table row for row from the module every cancellation applies, at the studio's cut-off", async () => {
    const rows = refundRows(await page("/legal/refund-policy"));
    expect(rows).toEqual(refundTableRows(seedAvailability.cancellationCutoffHours).map(({ when, outcome }) => ({ when, outcome })));
    expect(rows.map((row) => row.when)).toEqual(CANCELLATION_REFUND_TABLE.map((row) => row.when(48)));
    expect(rows[0]).toEqual({ when: "You cancel 48 hours or more before your session starts", outcome: "Everything you paid is refunded in full, whether a deposit or the full price." });
  });

  it("the refund policy's table follows the cut-off the studio sets in its availability", async () => {
    const { projectId, firestore } = await seededProject("refund-cutoff");
    await firestore.writeDocument("Availability/Settings", { ...seedAvailability, cancellationCutoffHours: 24 });
    const response = await callWorker("/legal/refund-policy", { FIRESTORE_PROJECT_ID: projectId });
    expect(response.status).toBe(200);
    const rows = refundRows(await response.text());
    expect(rows).toEqual(refundTableRows(24).map(({ when, outcome }) => ({ when, outcome })));
    expect(rows.map((row) => row.when)).toContain("You cancel less than 24 hours before your session, or do not come");
  });

  it("the shipping policy gives delivery times and costs for the EU and the UK", async () => {
    const document = await page("/legal/shipping-delivery-policy");
    for (const text of ["Netherlands", "Other EU countries", "United Kingdom", "1–2 working days", "€8.95", "Damaged on arrival"]) {
      expect(document).toContain(text);
    }
  });

  it("the terms name the company and Dutch law", async () => {
    const document = await page("/legal/terms-and-conditions");
    expect(document).toContain(html(websiteData.business.legalName));
    expect(document).toContain("governed by Dutch law");
  });

  it("the terms' cancellation and gift voucher sections say what the refund policy says", async () => {
    // As a visitor reads it: without the comments React puts between adjacent text nodes.
    const text = (await page("/legal/terms-and-conditions")).replace(/<!-- -->/g, "").replace(/&#x27;/g, "'");
    const section = (id: string) => new RegExp(`<section aria-labelledby="${id}">[\\s\\S]*?</section>`).exec(text)?.[0] ?? "";
    const cancellations = section("changes-cancellations");
    expect(cancellations).toContain("if you cancel 48 hours or more before your session, everything you paid is refunded in full");
    expect(cancellations).toContain("we keep the deposit and refund anything you paid above it");
    expect(cancellations).toContain("through our payment provider, Mollie");
    expect(cancellations).toContain('href="/legal/refund-policy"');
    expect(cancellations).not.toContain("7 days");
    const vouchers = section("vouchers");
    for (const words of ["bought and paid online", "a code of 12 letters and numbers", "valid for 2 years from the date of purchase", "the remaining balance stays on the voucher", "withdrawn within 14 days of purchase"]) {
      expect(vouchers).toContain(words);
    }
    expect(vouchers).not.toContain("12 months");
  });

  it("/legal leads to the privacy policy", async () => {
    const response = await SELF.fetch(`${ORIGIN}/legal`, { redirect: "manual" });
    expect(response.status).toBe(301);
    expect(response.headers.get("Location")).toBe("/legal/privacy-policy");
  });
});

describe("sitemap.xml", () => {
  /**
   * The pages without a dynamic part the site has today. The sitemap finds its pages in the
   * routes, so a new page lists itself: this is what must be there, not all that may be.
   */
  const STATIC_PAGES = [
    "/",
    "/about",
    "/color-analysis",
    "/seasons",
    "/color/color-palettes",
    "/colors-app",
    "/service-booking",
    "/gift-a-session",
    "/partner-session",
    "/group-session",
    "/testimonials",
    "/faqs",
    "/contact",
    ...LEGAL_PAGES.map((legal) => legal.path),
  ].map((path) => ({ path }));

  async function sitemapXml() {
    const response = await SELF.fetch(`${ORIGIN}/sitemap.xml`);
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toMatch(/^application\/xml/);
    const xml = await response.text();
    // Each page beside its Dutch twin, named with xhtml:link (Google's hreflang in a sitemap).
    expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9" xmlns:xhtml="http:\/\/www.w3.org\/1999\/xhtml">/);
    return xml;
  }

  async function sitemapUrls() {
    return [...(await sitemapXml()).matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]!);
  }

  it("lists every static page, season and sub-season as an absolute URL", async () => {
    const urls = await sitemapUrls();
    for (const { path } of STATIC_PAGES) expect(urls).toContain(`${SITE_URL}${path}`);
    for (const season of SEASONS) expect(urls).toContain(`${SITE_URL}/seasons/${season.slug}`);
    const subSeasons = urls.filter((url) => url.startsWith(`${SITE_URL}/seasons/sub-season/`));
    expect(subSeasons.sort()).toEqual(SUB_SEASON_SLUGS.map((slug) => `${SITE_URL}/seasons/sub-season/${slug}`).sort());
    expect(new Set(urls).size).toBe(urls.length);
  });

  it("lists the four categories and their active services, and no draft or archived service", async () => {
    const urls = await sitemapUrls();
    for (const { data } of seedCategories) expect(urls).toContain(`${SITE_URL}/services/${data.slug}`);
    const active = seedServices.filter((service) => service.data.status === "active");
    for (const service of active) expect(urls).toContain(`${SITE_URL}/services/${service.data.categorySlug}/${service.id}`);
    const inactive = seedServices.filter((service) => service.data.status !== "active");
    expect(inactive.map((service) => service.data.status).sort()).toEqual(["archived", "draft"]);
    for (const service of inactive) expect(urls.some((url) => url.endsWith(`/${service.id}`))).toBe(false);
    // 4 categories and 13 active services: nothing else under /services.
    expect(STATIC_PAGES).toHaveLength(17);
    expect(urls.filter((url) => url.startsWith(`${SITE_URL}/services/`))).toHaveLength(seedCategories.length + active.length);
    expect(urls.filter((url) => url.startsWith(`${SITE_URL}/seasons/`))).toHaveLength(4 + 16);
  });

  it("leaves out the URLs that are no page: resources, actions, layouts, files", async () => {
    const urls = await sitemapUrls();
    for (const path of ["/sitemap.xml", "/robots.txt", "/build-info.json", "/consent", "/legal"]) {
      expect(urls).not.toContain(`${SITE_URL}${path}`);
    }
    expect(urls.filter((url) => url.endsWith(".svg"))).toEqual([]);
  });

  it("dates each policy by its last change and each service by its last update", async () => {
    const entries = new Map(
      [...(await sitemapXml()).matchAll(/<loc>([^<]+)<\/loc>(?:<lastmod>([^<]+)<\/lastmod>)?/g)].map((match) => [
        match[1]!,
        match[2],
      ]),
    );
    for (const legal of LEGAL_PAGES) expect(entries.get(`${SITE_URL}${legal.path}`)).toBe(legal.lastUpdated);
    for (const service of seedServices.filter((candidate) => candidate.data.status === "active")) {
      const url = `${SITE_URL}/services/${service.data.categorySlug}/${service.id}`;
      expect(entries.get(url)).toBe((service.data.updatedAt ?? service.data.createdAt).slice(0, 10));
    }
    expect(entries.get(`${SITE_URL}/about`)).toBeUndefined();
  });
});

describe("robots.txt", () => {
  it("allows every crawler and points at the sitemap", async () => {
    const response = await SELF.fetch(`${ORIGIN}/robots.txt`);
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toMatch(/^text\/plain/);
    const text = await response.text();
    expect(text).toContain("User-agent: *\nAllow: /");
    expect(text).toContain(`Sitemap: ${SITE_URL}/sitemap.xml`);
  });
});
