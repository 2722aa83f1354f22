import { SELF } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { serviceCategories } from "../../scripts/seed/service-categories";
import { services } from "../../scripts/seed/services";

const COLOR_ANALYSIS_IDS = ["in-person-color-analysis", "online-color-analysis", "digital-color-analysis"];

const active = services.filter((service) => service.data.status === "active");
const inactive = services.filter((service) => service.data.status !== "active");

/** Text as React writes it into HTML. */
function html(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;").replace(/'/g, "&#x27;");
}

const euros = (amount: number) => `€${amount}`;

function duration(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  const h = hours ? `${hours} hour${hours === 1 ? "" : "s"}` : "";
  const m = rest ? `${rest} minute${rest === 1 ? "" : "s"}` : "";
  return [h, m].filter(Boolean).join(" ");
}

async function get(path: string, init?: RequestInit) {
  const response = await SELF.fetch(`https://example.com${path}`, init);
  return { response, body: await response.text() };
}

type JsonLd = {
  "@type"?: string;
  "@id"?: string;
  name?: string;
  provider?: { "@id"?: string };
  offers?: Record<string, unknown>;
  itemListElement?: Array<{ name: string }>;
};

function jsonLd(body: string): JsonLd[] {
  return [...body.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].map(
    (match) => JSON.parse(match[1]!) as JsonLd,
  );
}

/** Every visible form control has a `<label for>` naming it. */
function expectLabelledControls(body: string) {
  const form = body.match(/<form[\s\S]*?<\/form>/)?.[0] ?? "";
  const controls = [...form.matchAll(/<(input|select|textarea)\b[^>]*>/g)]
    .map((match) => match[0])
    .filter((tag) => !/type="(hidden|submit)"/.test(tag));
  expect(controls.length).toBeGreaterThan(0);
  for (const tag of controls) {
    const id = tag.match(/\sid="([^"]+)"/)?.[1];
    expect(id, tag).toBeTruthy();
    expect(form, `label for ${id}`).toContain(`for="${id}"`);
  }
}

/** The values of the checked radio buttons named `name`. */
function checked(body: string, name: string): string[] {
  return [...body.matchAll(/<input\b[^>]*>/g)]
    .map((match) => match[0])
    .filter((tag) => tag.includes(`name="${name}"`) && /\schecked=""/.test(tag))
    .map((tag) => tag.match(/\svalue="([^"]*)"/)?.[1] ?? "");
}

const main = (body: string) => body.match(/<main[\s\S]*<\/main>/)?.[0] ?? "";

const h1Count = (body: string) => body.match(/<h1[\s>]/g)?.length ?? 0;

function expectPageNotFound(response: Response, body: string) {
  expect(response.status).toBe(404);
  expect(body).toContain("Page Not Found");
  expect(body).toContain("Oops! Looks like we&#x27;ve lost our color palette!");
}

// The emulator is a JVM: its first queries can outlast the worker's 2 s Firestore deadline on a
// busy machine and answer 503. Warm it up once so the tests below are about the pages.
beforeAll(async () => {
  for (let attempt = 0; attempt < 10; attempt++) {
    const statuses = await Promise.all(
      ["/services/color-analysis-styling", "/services/color-analysis-styling/in-person-color-analysis"].map(
        async (path) => (await SELF.fetch(`https://example.com${path}`)).status,
      ),
    );
    if (statuses.every((status) => status !== 503)) return;
  }
}, 60_000);

describe("service category pages", () => {
  for (const category of serviceCategories) {
    const expected = active
      .filter((service) => service.data.categorySlug === category.id)
      .sort((a, b) => a.data.position - b.data.position);

    it(`/services/${category.id} lists its ${expected.length} active services in position order`, async () => {
      const { response, body } = await get(`/services/${category.id}`);
      expect(response.status).toBe(200);
      expect(h1Count(body)).toBe(1);
      expect(body).toMatch(new RegExp(`<h1>${html(category.data.headline)}</h1>`));
      expect(body).toContain(html(category.data.subHeadline));
      expect(body).toContain(html(category.data.targetAudience));
      for (const paragraph of category.data.descriptionLong) expect(body).toContain(html(paragraph));

      const positions = expected.map((service) => body.indexOf(`href="/services/${category.id}/${service.id}"`));
      for (const position of positions) expect(position).toBeGreaterThan(-1);
      expect([...positions].sort((a, b) => a - b)).toEqual(positions);
      for (const service of expected) {
        expect(body).toContain(`>${html(service.data.name)}</a>`);
        expect(body).toContain(euros(service.data.price.amount));
      }
    });
  }

  it("leaves out draft and archived services", async () => {
    expect(inactive.length).toBeGreaterThan(0);
    for (const service of inactive) {
      const { body } = await get(`/services/${service.data.categorySlug}`);
      expect(body).not.toContain(html(service.data.name));
      expect(body).not.toContain(`/services/${service.data.categorySlug}/${service.id}`);
    }
  });

  it("gives the category page its own title, canonical URL and breadcrumb JSON-LD", async () => {
    const { body } = await get("/services/wardrobe-audit");
    expect(body).toMatch(/<title>Wardrobe Audit: Fall back in love with the clothes you already own \| Plum &amp; Linen<\/title>/);
    expect(body).toMatch(/<link rel="canonical" href="[^"]*\/services\/wardrobe-audit"/);
    const crumbs = jsonLd(body).find((data) => data["@type"] === "BreadcrumbList");
    expect(crumbs?.itemListElement).toHaveLength(2);
  });
});

describe("service pages", () => {
  for (const service of active) {
    it(`/services/${service.data.categorySlug}/${service.id} shows its price and duration`, async () => {
      const { response, body } = await get(`/services/${service.data.categorySlug}/${service.id}`);
      expect(response.status).toBe(200);
      expect(h1Count(body)).toBe(1);
      expect(body).toContain(`<h1>${html(service.data.name)}</h1>`);
      expect(body).toContain(euros(service.data.price.amount));
      expect(body).toContain(duration(service.data.durationMinutes));
      expect(body).toContain(html(service.data.forWhom));
      for (const item of service.data.deliverables) expect(body).toContain(html(item));
    });
  }

  it("offers the booking flow for a colour analysis, a time for a styling service, and a makeover's free call", async () => {
    const bookable = await get("/services/color-analysis-styling/online-color-analysis");
    expect(bookable.body).toMatch(/href="\/service-booking\?service=online-color-analysis"[^>]*>Book this session</);
    const styling = await get("/services/personal-styling/guided-shopping-trip");
    expect(styling.body).toMatch(/href="\/service-booking\?mode=self&amp;service=guided-shopping-trip"[^>]*>Choose a time</);
    const makeover = await get("/services/complete-makeover/signature-makeover");
    expect(main(makeover.body)).toMatch(/href="\/service-booking\?mode=self&amp;service=signature-makeover"[^>]*>Book your free 20-minute call</);
    expect(main(makeover.body)).not.toContain('href="/contact?service=signature-makeover"');
  });

  it("describes the service in Service and BreadcrumbList JSON-LD", async () => {
    const { body } = await get("/services/color-analysis-styling/in-person-color-analysis");
    const data = jsonLd(body);
    const service = data.find((item) => item["@type"] === "Service");
    expect(service?.name).toBe("In-Person Colour Analysis");
    const provider = service?.provider?.["@id"];
    expect(provider).toMatch(/\/#business$/);
    // the business itself is on the page under that id
    expect(data.some((item) => item["@id"] === provider)).toBe(true);
    expect(service?.offers).toMatchObject({ "@type": "Offer", price: 245, priceCurrency: "EUR" });
    const crumbs = data.find((item) => item["@type"] === "BreadcrumbList");
    expect(crumbs?.itemListElement?.map((crumb) => crumb.name)).toEqual([
      "Home",
      "Colour Analysis & Styling",
      "In-Person Colour Analysis",
    ]);
  });

  it("answers a draft or archived service with 404 'Page Not Found'", async () => {
    for (const service of inactive) {
      const { response, body } = await get(`/services/${service.data.categorySlug}/${service.id}`);
      expectPageNotFound(response, body);
    }
  });

  it("answers a service that does not exist with 404 'Page Not Found'", async () => {
    const { response, body } = await get("/services/personal-styling/no-such-service");
    expectPageNotFound(response, body);
  });

  it("answers a service under another category with 404 'Page Not Found'", async () => {
    const { response, body } = await get("/services/personal-styling/in-person-color-analysis");
    expectPageNotFound(response, body);
  });

  it("answers an unknown or malformed slug with 404 'Page Not Found'", async () => {
    for (const path of [
      "/services/not-a-category",
      "/services/personal_styling",
      "/services/-personal-styling",
      "/services/%20personal-styling",
      `/services/${"a".repeat(81)}`,
      "/services/not-a-category/in-person-color-analysis",
      "/services/color-analysis-styling/in-person--color-analysis",
      "/services/color-analysis-styling/in.person",
    ]) {
      const { response, body } = await get(path);
      expect(response.status, path).toBe(404);
      expect(body, path).toContain("Page Not Found");
    }
  });
});

describe("/color-analysis", () => {
  it("compares the three colour-analysis services, each linking to its page", async () => {
    const { response, body } = await get("/color-analysis");
    expect(response.status).toBe(200);
    expect(h1Count(body)).toBe(1);
    for (const id of COLOR_ANALYSIS_IDS) {
      const service = services.find((candidate) => candidate.id === id)!;
      expect(body).toContain(`href="/services/color-analysis-styling/${id}"`);
      expect(body).toContain(html(service.data.name));
      expect(body).toContain(euros(service.data.price.amount));
      expect(body).toContain(duration(service.data.durationMinutes));
    }
    expect(body).toContain("Accuracy");
    // not the fourth service of the category: it is not a colour analysis
    expect(body).not.toContain("colour-and-makeup-palette-session");
  });

  it("is honest about cameras and gives a photo guide", async () => {
    const { body } = await get("/color-analysis");
    expect(body).toContain("what a camera can and cannot do");
    const topics = ["White balance", "Screens", "Daylight by a window", "A bare face", "Hair back", "A white top", "No filters"];
    for (const topic of topics) expect(body).toContain(topic);
  });
});

describe("booking pages", () => {
  it("/gift-a-session shows its title and a labelled form that buys a voucher", async () => {
    const { response, body } = await get("/gift-a-session");
    expect(response.status).toBe(200);
    expect(h1Count(body)).toBe(1);
    expect(body).toContain("<h1>Gift a colour analysis</h1>");
    expect(body).toContain("<title>Gift a colour analysis | ");
    expect(body).toMatch(/<form[^>]*\smethod="post"/);
    expectLabelledControls(body);
    for (const id of ["gift-amount-custom", "gift-customEuros", "gift-buyerName", "gift-buyerEmail", "gift-recipientName", "gift-recipientEmail", "gift-message", "gift-delivery-email-buyer", "gift-delivery-email-recipient", "gift-delivery-print", "gift-postalAddress", "gift-terms"]) {
      expect(body).toContain(`id="${id}"`);
    }
  });

  const booked = [
    { path: "/partner-session", title: "Partner colour analysis", fields: ["booking-partnerName"] },
    { path: "/group-session", title: "Group colour analysis", fields: ["booking-guestNames", "booking-people"] },
  ];
  for (const mode of booked) {
    it(`${mode.path} shows its title and a labelled form that books a free time`, async () => {
      const { response, body } = await get(mode.path);
      expect(response.status).toBe(200);
      expect(h1Count(body)).toBe(1);
      expect(body).toContain(`<h1>${mode.title}</h1>`);
      expect(body).toContain(`<title>${mode.title} | `);
      expect(body).toMatch(/<form[^>]*\smethod="post"/);
      expectLabelledControls(body);
      for (const id of ["booking-name", "booking-email", "booking-phone", "booking-terms", ...mode.fields]) expect(body).toContain(`id="${id}"`);
      expect(body).toMatch(/<input type="radio"[^>]* name="slot" value="\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:00Z"/);
      expect(body).toContain('name="service" value="in-person-color-analysis"');
    });
  }

  it("offers each mode only the colour-analysis services it applies to", async () => {
    const gift = await get("/gift-a-session");
    for (const id of COLOR_ANALYSIS_IDS) expect(gift.body).toContain(`value="service:${id}"`);
    const group = await get("/group-session");
    expect(group.body).toContain('value="in-person-color-analysis"');
    expect(group.body).not.toContain("digital-color-analysis");
    expect(group.body).toContain('<option value="6">6 people</option>');
    expect(group.body).not.toContain('<option value="7">');
    const couple = await get("/partner-session");
    expect(couple.body).toContain("?service=online-color-analysis");
    expect(couple.body).not.toContain("digital-color-analysis");
  });

  it("preselects the service named in ?service=", async () => {
    const { body } = await get("/partner-session?service=online-color-analysis");
    expect(body).toContain('name="service" value="online-color-analysis"');
    expect(body).toMatch(/<a[^>]*aria-current="page"[^>]*href="[^"]*\?service=online-color-analysis"|<a[^>]*href="[^"]*\?service=online-color-analysis"[^>]*aria-current="page"/);
  });

  it("/service-booking offers the bookable colour analyses and the modes, the service preselected", async () => {
    const { response, body } = await get("/service-booking?service=digital-color-analysis");
    expect(response.status).toBe(200);
    expect(h1Count(body)).toBe(1);
    expect(body).toContain("<h1>Book a colour analysis</h1>");
    expectLabelledControls(body);
    for (const id of COLOR_ANALYSIS_IDS) expect(body).toContain(`value="${id}"`);
    expect(checked(body, "service")).toEqual(["digital-color-analysis"]);
    // gift is the default mode
    expect(checked(body, "mode")).toEqual(["gift"]);
    for (const value of ["couple", "group", "self"]) expect(body).toContain(`value="${value}"`);
  });

  it("/service-booking sends a chosen mode to its page with the service", async () => {
    const { response } = await get("/service-booking?service=online-color-analysis&mode=couple", { redirect: "manual" });
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/partner-session?service=online-color-analysis");
  });

  it("/service-booking shows the free times for 'just for me' of an analysis booked online", async () => {
    const { response, body } = await get("/service-booking?service=online-color-analysis&mode=self");
    expect(response.status).toBe(200);
    expect(body).toContain("<h1>Book Online Colour Analysis</h1>");
    expect(body).toMatch(/<form[^>]*\smethod="post"/);
    expectLabelledControls(body);
    expect(body).toContain('name="flow" value="online"');
    expect(body).toMatch(/name="slot" value="\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:00Z"/);
  });

  it("/service-booking shows the order form for 'just for me' of the analysis with no appointment (digital): no time to choose", async () => {
    const { response, body } = await get("/service-booking?service=digital-color-analysis&mode=self");
    expect(response.status).toBe(200);
    expect(body).toContain("<h1>Order your Digital Colour Analysis</h1>");
    expectLabelledControls(body);
    expect(body).toContain('name="flow" value="analysis"');
    expect(body).not.toContain('name="slot"');
    expect(body).not.toContain("preferredDate");
  });
});
