import { describe, expect, it } from "vitest";
import { websiteData } from "../../scripts/seed/website-data";
import { cacheRequest } from "~/firestore/edge-cache.server";
import { pageCacheUrl } from "~/worker/page-cache.server";
import { sha256Source } from "~/worker/sealed-page.server";
import { clearFault, firestoreCalls, injectFault } from "./support/faults";
import { callWorker, seededProject } from "./support";

const HERO = websiteData.sectionHero.title;
const cache = (caches as unknown as { default: Cache }).default;
const pageOutcome = (response: Response) => /page;desc="([^"]+)"/.exec(response.headers.get("Server-Timing") ?? "")?.[1];
const nonceAttributes = (html: string) => [...html.matchAll(/\snonce="([^"]*)"/g)].map((match) => match[1]);
/** The sources a CSP directive lists, e.g. every `'sha256-…'` of `script-src`. */
const cspSources = (response: Response, directive: string) =>
  (new RegExp(`(?:^|; )${directive} ([^;]*)`).exec(response.headers.get("Content-Security-Policy") ?? "")?.[1] ?? "").split(" ");
/** The build's version, which a kept page's key holds: the page's React Router manifest names it (in a script's string, quotes escaped). */
const buildVersion = (html: string) => /\\?"version\\?": ?\\?"([0-9a-f]+)/.exec(html)?.[1] ?? "";

/** The hashes of a page's inline scripts that run (not JSON-LD) and of its inline styles, as a browser would compute them. */
async function inlineHashes(html: string) {
  const texts = (pattern: RegExp) => [...html.matchAll(pattern)].map((match) => match[1]!);
  const scripts = texts(/<script(?![^>]*\ssrc=)(?![^>]*type="application\/ld\+json")[^>]*>([\s\S]*?)<\/script>/g);
  const styles = texts(/<style[^>]*>([\s\S]*?)<\/style>/g);
  return { scripts: new Set(await Promise.all(scripts.map(sha256Source))), styles: new Set(await Promise.all(styles.map(sha256Source))) };
}

/** What the Cache API holds for a page: the stored bytes a hit must send unchanged. */
async function storedPage(projectId: string, path: string, html: string, variant: { consent?: "none" | "accepted" | "rejected"; saveData?: boolean; build?: string } = {}) {
  const key = { project: projectId, build: variant.build ?? buildVersion(html), consent: variant.consent ?? "none", saveData: variant.saveData ?? false, url: new URL(`https://example.com${path}`) };
  return (await cache.match(new Request(pageCacheUrl(key))))?.text();
}

/** Sends the contact form as a browser does from the page (which carries no id of its own). */
function sendMessage(projectId: string, fields: Record<string, string>, ip: string) {
  return callWorker(
    "/contact",
    { FIRESTORE_PROJECT_ID: projectId },
    {
      method: "POST",
      body: new URLSearchParams({ page: "/contact", ...fields }),
      headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: "https://example.com", Host: "example.com", "CF-Connecting-IP": ip },
    },
  );
}

async function fetchPage(path: string, projectId: string, init?: RequestInit, env: Record<string, string> = {}) {
  const response = await callWorker(path, { FIRESTORE_PROJECT_ID: projectId, ...env }, init);
  return { response, html: await response.text(), outcome: pageOutcome(response) };
}

/** The same signed cookie the site sets: made by choosing on the consent form. */
async function consentCookie(choice: "accepted" | "rejected", projectId: string) {
  const response = await callWorker(
    "/consent",
    { FIRESTORE_PROJECT_ID: projectId },
    {
      method: "POST",
      body: new URLSearchParams({ choice, redirectTo: "/" }),
      headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: "https://example.com", Host: "example.com" },
      redirect: "manual",
    },
  );
  return (response.headers.get("Set-Cookie") ?? "").split(";")[0] ?? "";
}

describe("the page cache", () => {
  it("serves a second visit as the very bytes it keeps: no Firestore call, no nonce, its inline elements allowed by hash", async () => {
    const { projectId } = await seededProject("page-hit");
    const first = await fetchPage("/faqs", projectId);
    expect(first.outcome).toBe("miss");
    const callsAfterFirst = await firestoreCalls(projectId);

    const second = await fetchPage("/faqs", projectId);
    expect(second.outcome).toBe("hit");
    expect(await firestoreCalls(projectId)).toBe(callsAfterFirst);
    expect(second.html).toBe(first.html);
    expect(await storedPage(projectId, "/faqs", second.html)).toBe(second.html);
    expect(nonceAttributes(second.html)).toEqual([]);

    const { scripts, styles } = await inlineHashes(second.html);
    expect(scripts.size).toBeGreaterThan(2);
    expect(styles.size).toBeGreaterThan(3);
    for (const response of [first.response, second.response]) {
      const scriptSources = cspSources(response, "script-src");
      expect(new Set(scriptSources.filter((source) => source.startsWith("'sha256-")))).toEqual(scripts);
      expect(scriptSources.some((source) => source.startsWith("'nonce-"))).toBe(false);
      expect(scriptSources).toContain("'strict-dynamic'");
      expect(new Set(cspSources(response, "style-src").filter((source) => source.startsWith("'sha256-")))).toEqual(styles);
    }
    expect(second.response.headers.get("Cache-Control")).toBe("private, no-store");
    expect([...second.response.headers.keys()].filter((name) => name.startsWith("x-"))).toEqual(
      expect.not.arrayContaining(["x-stored-at", "x-content-version", "x-script-hashes", "x-style-hashes", "x-changes-at"]),
    );
  });

  it("sends a kept page gzipped to a client that takes gzip, and plain to one that does not", async () => {
    const { projectId } = await seededProject("page-gzip");
    const plain = await fetchPage("/about", projectId);
    const gzipped = await callWorker("/about", { FIRESTORE_PROJECT_ID: projectId }, { headers: { "Accept-Encoding": "gzip, deflate, br" } });
    expect(pageOutcome(gzipped)).toBe("hit");
    expect(gzipped.headers.get("Content-Encoding")).toBe("gzip");
    const unzipped = await new Response(gzipped.body!.pipeThrough(new DecompressionStream("gzip"))).text();
    expect(unzipped).toBe(plain.html);
    const refused = await callWorker("/about", { FIRESTORE_PROJECT_ID: projectId }, { headers: { "Accept-Encoding": "gzip;q=0, identity" } });
    expect(refused.headers.get("Content-Encoding")).toBeNull();
    expect(await refused.text()).toBe(plain.html);
  });

  it("keeps a form page with no form id in it: each visitor's message is stored under an id of its own, a repeat once", async () => {
    const { projectId, firestore } = await seededProject("page-ids");
    const pages = [];
    for (let visit = 0; visit < 3; visit++) pages.push(await fetchPage("/contact", projectId));
    expect(pages.map((page) => page.outcome)).toEqual(["miss", "hit", "hit"]);
    expect(new Set(pages.map((page) => page.html)).size).toBe(1);
    expect(pages[0]!.html).toContain('name="email"');
    expect(pages[0]!.html).not.toContain('name="submissionId"');

    const anna = { name: "Anna de Wit", email: "anna.dewit@example.org", message: "Could I book a colour analysis for late May?" };
    const joris = { name: "Joris Bakker", email: "joris.bakker@example.org", message: "Do you offer the analysis online as well?" };
    for (const [fields, ip] of [[anna, "192.0.2.71"], [joris, "192.0.2.72"], [anna, "192.0.2.71"]] as const) {
      const sent = await sendMessage(projectId, fields, ip);
      expect(sent.status).toBe(200);
    }
    const stored = await firestore.runQuery({ collection: "ContactMessages" });
    const ids = (email: string) => stored.filter((doc) => JSON.stringify(doc.fields?.email) === JSON.stringify({ stringValue: email })).map((doc) => doc.name.split("/").pop());
    expect(ids(anna.email)).toHaveLength(1);
    expect(ids(joris.email)).toHaveLength(1);
    expect(ids(anna.email)[0]).not.toBe(ids(joris.email)[0]);
  });

  it("keeps a page apart for Save-Data: no scripts, no web fonts, only small photos", async () => {
    const { projectId } = await seededProject("page-save-data");
    const article = "/journal/what-colours-suit-a-soft-autumn";
    const saveData = { headers: { "Save-Data": "on" } };
    const visits = [];
    for (let round = 0; round < 2; round++) {
      visits.push(await fetchPage(article, projectId, saveData), await fetchPage(article, projectId));
    }
    expect(visits.map((visit) => visit.outcome)).toEqual(["miss", "miss", "hit", "hit"]);
    const [light, full] = [visits[2]!, visits[3]!];
    for (const visit of visits) expect(visit.response.headers.get("Vary")).toContain("Save-Data");
    // A Save-Data page has no scripts, so no manifest that names the build: the full page's does.
    expect(await storedPage(projectId, article, light.html, { saveData: true, build: buildVersion(full.html) })).toBe(light.html);
    expect(await storedPage(projectId, article, full.html)).toBe(full.html);

    const runnable = (html: string) => [...html.matchAll(/<script(?![^>]*application\/ld\+json)[^>]*>/g)];
    expect(runnable(full.html).length).toBeGreaterThan(0);
    expect(runnable(light.html)).toEqual([]);
    expect(light.html).not.toContain("modulepreload");
    expect(full.html).toContain('@font-face{font-family:"Montserrat";');
    expect(light.html).not.toContain('@font-face{font-family:"Montserrat";');
    // The metric-matched fallbacks stay: the page keeps its layout without the web fonts.
    expect(light.html).toContain('@font-face{font-family:"Montserrat Fallback";');
    expect(light.html).not.toMatch(/\.woff2/);
    const widths = (html: string) => [...html.matchAll(/ (\d+)w\b/g)].map((match) => Number(match[1]));
    expect(Math.max(...widths(full.html))).toBeGreaterThan(400);
    expect(widths(light.html).length).toBeGreaterThan(0);
    expect(Math.max(...widths(light.html))).toBe(400);
    // The page is the same page: its words, its photo, its consent banner.
    for (const text of ["<h1", 'data-testid="consent-banner"', "/media/"]) expect(light.html).toContain(text);
  });

  it("names the title font and an article's cover in Link headers, as the page itself preloads and draws them", async () => {
    const { projectId } = await seededProject("page-hints");
    const article = await fetchPage("/journal/what-colours-suit-a-soft-autumn", projectId);
    const links = (article.response.headers.get("Link") ?? "").split(/,\s*(?=<)/);
    const font = links.find((link) => /as="font"/.test(link));
    const cover = links.find((link) => /as="image"/.test(link));
    expect(links).toHaveLength(2);
    expect(links.some((link) => /\.js>|as="script"/.test(link))).toBe(false);

    const fontHref = /^<([^>]+)>/.exec(font!)?.[1];
    expect(fontHref).toMatch(/^\/build\/_assets\/[a-z-]+-\d+-normal-[A-Za-z0-9_-]+\.woff2$/);
    expect(article.html).toContain(`<link rel="preload" href="${fontHref}" as="font" type="font/woff2" crossorigin="anonymous"`);
    expect(article.html).toContain(`src:url(${fontHref}) format("woff2")`);
    expect(font).toContain('crossorigin="anonymous"');

    const srcset = /imagesrcset="([^"]+)"/.exec(cover!)?.[1];
    const sizes = /imagesizes="([^"]+)"/.exec(cover!)?.[1];
    const coverSource = /<picture[^>]*>\s*<source type="image\/avif" srcSet="([^"]+)" sizes="([^"]+)"/i.exec(article.html);
    expect(coverSource, "the cover's AVIF source").not.toBeNull();
    expect(srcset).toBe(coverSource![1]);
    expect(sizes).toBe(coverSource![2]);
    expect(cover).toContain('fetchpriority="high"');

    const hit = await fetchPage("/journal/what-colours-suit-a-soft-autumn", projectId);
    expect(hit.outcome).toBe("hit");
    expect(hit.response.headers.get("Link")).toBe(article.response.headers.get("Link"));
    const faqs = await fetchPage("/faqs", projectId);
    expect(faqs.response.headers.get("Link")).toBe(font);
    const light = await fetchPage("/journal/what-colours-suit-a-soft-autumn", projectId, { headers: { "Save-Data": "on" } });
    const lightLinks = (light.response.headers.get("Link") ?? "").split(/,\s*(?=<)/);
    expect(lightLinks).toHaveLength(1);
    expect(lightLinks[0]).toMatch(/as="image"/);
    expect(lightLinks[0]).not.toMatch(/ (800|1200|1600)w/);
  });

  it("keeps one page per consent choice: the banner only for visitors who have not chosen", async () => {
    const { projectId } = await seededProject("page-consent");
    const banner = 'data-testid="consent-banner"';
    const accepted = await consentCookie("accepted", projectId);
    const rejected = await consentCookie("rejected", projectId);
    expect(accepted).toMatch(/^consent=/);
    for (let round = 0; round < 2; round++) {
      const none = await fetchPage("/about", projectId);
      const yes = await fetchPage("/about", projectId, { headers: { Cookie: accepted } });
      const no = await fetchPage("/about", projectId, { headers: { Cookie: rejected } });
      const forged = await fetchPage("/about", projectId, { headers: { Cookie: "consent=accepted" } });
      expect([none, yes, no, forged].map((page) => page.outcome)).toEqual(round === 0 ? ["miss", "miss", "miss", "hit"] : ["hit", "hit", "hit", "hit"]);
      expect(none.html).toContain(banner);
      expect(forged.html).toContain(banner);
      expect(yes.html).not.toContain(banner);
      expect(no.html).not.toContain(banner);
      expect(yes.html).toContain("googletagmanager.com/gtag/js");
      expect(no.html).not.toContain("googletagmanager.com/gtag/js");
    }
  });

  it("shows new content at once after a purge, and keeps the new page", async () => {
    const { projectId, firestore } = await seededProject("page-purge");
    expect((await fetchPage("/", projectId)).html).toContain(HERO);
    const newTitle = "Colour that starts with you, fresh this week";
    await firestore.writeDocument("Website/Data", { ...websiteData, sectionHero: { ...websiteData.sectionHero, title: newTitle } });
    const beforePurge = await fetchPage("/", projectId);
    expect(beforePurge.outcome).toBe("hit");
    expect(beforePurge.html).toContain(HERO);

    const purged = await callWorker("/_purge", {}, { method: "POST", headers: { Authorization: "Bearer worker-test-purge-token", "CF-Connecting-IP": "192.0.2.60" } });
    expect(purged.status).toBe(200);
    const afterPurge = await fetchPage("/", projectId);
    expect(afterPurge.outcome).toBe("miss");
    expect(afterPurge.html).toContain(newTitle);
    const next = await fetchPage("/", projectId);
    expect(next.outcome).toBe("hit");
    expect(next.html).toContain(newTitle);
  });

  it("answers the kept page when Firestore fails after a purge and the reads it was made from are gone too", async () => {
    const { projectId } = await seededProject("page-outage");
    expect((await fetchPage("/testimonials", projectId)).outcome).toBe("miss");
    const purged = await callWorker("/_purge", {}, { method: "POST", headers: { Authorization: "Bearer worker-test-purge-token", "CF-Connecting-IP": "192.0.2.61" } });
    expect(purged.status).toBe(200);
    await injectFault(projectId, { kind: "status", status: 503 });
    try {
      // With the kept reads, the page renders from them (and is not kept: it was made during a failure).
      const fromReads = await fetchPage("/testimonials", projectId, undefined, { FIRESTORE_DEADLINE_MS: "1000" });
      expect(fromReads.response.status).toBe(200);
      expect(fromReads.outcome).toBe("miss");
      // The Cache API drops entries as it likes: without the site's own document, only the kept page is left.
      await cache.delete(cacheRequest(`${projectId}/doc/Website/Data`));
      const kept = await fetchPage("/testimonials", projectId, undefined, { FIRESTORE_DEADLINE_MS: "1000" });
      expect(kept.response.status).toBe(200);
      expect(kept.outcome).toBe("stale-if-error");
      expect(kept.html).toContain("<h1");
      expect(cspSources(kept.response, "script-src")).toEqual(expect.arrayContaining([...(await inlineHashes(kept.html)).scripts]));
      const never = await fetchPage("/color-analysis", projectId, undefined, { FIRESTORE_DEADLINE_MS: "1000" });
      expect(never.response.status).toBe(503);
    } finally {
      await clearFault(projectId);
    }
  });

  it("does not keep a page made while a read failed (the home page without its testimonials)", async () => {
    const { projectId } = await seededProject("page-degraded");
    // Every page reads the site's start content; with it cached, only the testimonials are read for "/".
    expect((await fetchPage("/faqs", projectId)).outcome).toBe("miss");
    await injectFault(projectId, { kind: "status", status: 500, calls: "read" });
    let degraded;
    try {
      degraded = await fetchPage("/", projectId, undefined, { FIRESTORE_DEADLINE_MS: "1000" });
    } finally {
      await clearFault(projectId);
    }
    expect(degraded.response.status).toBe(200);
    expect(degraded.html).toContain(HERO);
    expect(degraded.outcome).toBe("miss");
    const whole = await fetchPage("/", projectId);
    expect(whole.outcome).toBe("miss");
    expect((await fetchPage("/", projectId)).outcome).toBe("hit");
  });

  it("keys a page by its route's own query parameters only: others are ignored, answers are never kept", async () => {
    const { projectId } = await seededProject("page-query");
    expect((await fetchPage("/testimonials?type=online", projectId)).outcome).toBe("miss");
    expect((await fetchPage("/testimonials?utm_source=letter&type=online", projectId)).outcome).toBe("hit");
    expect((await fetchPage("/testimonials?type=online&type=in-person", projectId)).outcome).toBe("hit");
    expect((await fetchPage("/testimonials?type=in-person", projectId)).outcome).toBe("miss");
    expect((await fetchPage("/faqs?utm_source=letter", projectId)).outcome).toBe("miss");
    expect((await fetchPage("/faqs", projectId)).outcome).toBe("hit");

    const answer = await fetchPage("/colors-app?color=%23c8a2c8", projectId);
    expect(answer.outcome).toBe("pass");
    expect((await fetchPage("/colors-app?color=%23c8a2c8", projectId)).outcome).toBe("pass");
    expect((await fetchPage("/seasons?undertone=warm", projectId)).outcome).toBe("pass");
  });

  it("never keeps a 404, a form's answer or a page with a cookie", async () => {
    const { projectId } = await seededProject("page-never");
    for (let visit = 0; visit < 2; visit++) {
      const missing = await fetchPage("/no-such-page", projectId);
      expect(missing.response.status).toBe(404);
      expect(missing.outcome).toBe("miss");
    }
  });

  it("answers a HEAD as the GET, from the same kept page, without a body, never rendering it again", async () => {
    const { projectId } = await seededProject("page-head");
    const head = await callWorker("/faqs", { FIRESTORE_PROJECT_ID: projectId }, { method: "HEAD" });
    expect(head.status).toBe(200);
    expect(pageOutcome(head)).toBe("miss");
    expect(await head.text()).toBe("");
    expect((await fetchPage("/faqs", projectId)).outcome).toBe("hit");
  });

  it("renders past the cache for whoever may see Server-Timing, and only for them", async () => {
    const { projectId } = await seededProject("page-bypass");
    await fetchPage("/about", projectId);
    const bypass = await fetchPage("/about", projectId, { headers: { "X-Page-Cache": "bypass" } });
    expect(bypass.outcome).toBe("bypass");
    const production = {
      ENVIRONMENT: "production",
      FIRESTORE_EMULATOR_HOST: undefined,
      FIREBASE_AUTH_EMULATOR_HOST: undefined,
      MOLLIE_API_URL: undefined,
      FIRESTORE_SERVICE_ACCOUNT: JSON.stringify({ client_email: "site@example.iam.gserviceaccount.com", private_key: "unused here" }),
    };
    for (const asked of ["bypass", "cold"]) {
      const anonymous = await callWorker("/about", { FIRESTORE_PROJECT_ID: projectId, ...production } as never, { headers: { "X-Page-Cache": asked } });
      expect(anonymous.headers.get("Server-Timing"), asked).toBeNull();
      // Served from the page cache: rendered cold with these credentials, Firestore could not be asked and the page would be a 503.
      expect(anonymous.status, asked).toBe(200);
      expect(await anonymous.text(), asked).toContain("<h1");
    }
  });

  it("renders cold (past the page cache and the edge cache of reads) for whoever may see Server-Timing: every read asked of Firestore, each time", async () => {
    const { projectId } = await seededProject("page-cold");
    const calls = async (headers: Record<string, string>) => {
      const before = await firestoreCalls(projectId);
      const page = await fetchPage("/journal", projectId, { headers });
      return { outcome: page.outcome, calls: (await firestoreCalls(projectId)) - before };
    };
    expect((await calls({})).calls).toBeGreaterThan(0);
    // Rendered past the page cache, its reads come from the edge cache: Firestore is not asked.
    expect(await calls({ "X-Page-Cache": "bypass" })).toEqual({ outcome: "bypass", calls: 0 });
    // Cold: every read is asked of Firestore again, each time.
    const cold = await calls({ "X-Page-Cache": "cold" });
    expect(cold.outcome).toBe("cold");
    expect(cold.calls).toBeGreaterThan(0);
    expect((await calls({ "X-Page-Cache": "cold" })).calls).toBe(cold.calls);
  });
});

describe("stylesheets in the page", () => {
  it("arrive inside the HTML, in one style each, allowed by its hash, so no stylesheet request holds up the first paint", async () => {
    const { projectId } = await seededProject("page-styles");
    for (const visit of ["miss", "hit"]) {
      const { html, response, outcome } = await fetchPage("/contact", projectId);
      expect(outcome).toBe(visit);
      const head = html.slice(0, html.indexOf("</head>"));
      expect(head).not.toMatch(/<link[^>]+rel="stylesheet"/);
      const styles = [...head.matchAll(/<style data-href="(\/build\/[^"]+\.css)">([^<]*)<\/style>/g)];
      expect(styles.map((style) => /\/build\/_assets\/([a-z-]+)-/.exec(style[1]!)?.[1])).toEqual(["base", "button", "site-chrome", "client-behaviours", "contact", "forms"]);
      for (const style of styles) {
        expect(cspSources(response, "style-src")).toContain(await sha256Source(style[2]!));
        expect(style[2]!.length).toBeGreaterThan(500);
      }
    }
  });

  it("a studio page carries none of the public site's chrome: its header, footer and buttons are not the studio's", async () => {
    const { projectId } = await seededProject("page-styles-studio");
    const response = await callWorker("/studio/sign-in", { FIRESTORE_PROJECT_ID: projectId });
    const head = (await response.text()).split("</head>")[0]!;
    const sheets = [...head.matchAll(/<style data-href="\/build\/_assets\/([a-z-]+)-[^"]+\.css"/g)].map((match) => match[1]);
    expect(sheets).toEqual(["base", "client-behaviours", "studio"]);
  });

  it("fall back to a stylesheet link when the static assets cannot be read", async () => {
    const { projectId } = await seededProject("page-styles-down");
    const assets = { fetch: () => Promise.reject(new Error("assets unavailable")) } as unknown as Fetcher;
    const response = await callWorker("/legal/refund-policy", { FIRESTORE_PROJECT_ID: projectId, ASSETS: assets });
    const html = await response.text();
    expect(response.status).toBe(200);
    expect(html).toMatch(/<link rel="stylesheet" href="\/build\/_assets\/legal-[^"]+\.css">/);
  });
});

describe("React Router's own requests", () => {
  it("leaves the lazy route manifest alone: its query (the build's version) reaches React Router", async () => {
    const { projectId } = await seededProject("page-manifest");
    const html = (await fetchPage("/faqs", projectId)).html;
    const version = buildVersion(html);
    expect(version).toBeTruthy();
    const manifest = await callWorker(`/__manifest?paths=%2Fconsent&version=${version}`, { FIRESTORE_PROJECT_ID: projectId });
    expect(manifest.status).toBe(200);
    expect(pageOutcome(manifest)).toBeUndefined();
    expect(await manifest.json()).toHaveProperty(["routes/consent"]);
  });
});

describe("odd paths", () => {
  it("answers a path that starts with two slashes as a page of this site, never a 500", async () => {
    const { projectId } = await seededProject("page-slashes");
    for (const [path, canonical] of [["//", "/"], ["//evil.example/faqs", null], ["///about", "/about"]] as const) {
      const { response } = await fetchPage(path, projectId);
      // Another spelling of a page is sent to it (one slash: never `//host`), and no page is there 404.
      expect(response.status, path).toBe(canonical ? 301 : 404);
      expect(response.headers.get("Location"), path).toBe(canonical);
    }
  });
});
