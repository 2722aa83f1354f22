import { SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { websiteData } from "../../scripts/seed/website-data";
import { callWorker, seededProject } from "./support";

describe("layout", () => {
  it("puts the business's layout colours into the server-rendered HTML", async () => {
    const html = await (await SELF.fetch("https://example.com/")).text();
    const { layoutColors } = websiteData;
    expect(html).toContain(`--color-bg:${layoutColors.bg_color.hex}`);
    expect(html).toContain(`--color-text:${layoutColors.text_color.hex}`);
    expect(html).toContain(`--color-title:${layoutColors.title_color.hex}`);
    expect(html).toContain(`--color-subtitle:${layoutColors.sub_title_color.hex}`);
    expect(html).toContain(`--color-accent:${layoutColors.accent_color.hex}`);
  });

  it("renders the navbar and footer from content", async () => {
    const html = await (await SELF.fetch("https://example.com/")).text();
    expect(html).toContain(websiteData.navbar.brandName.replace("&", "&amp;"));
    for (const link of websiteData.footer.legal) expect(html).toContain(`href="${link.href}"`);
  });

  it("ends every page with one copyright line: this year on the studio's clock, the registered name, the statement", async () => {
    const html = await (await SELF.fetch("https://example.com/")).text();
    const year = new Intl.DateTimeFormat("en-GB", { timeZone: "Europe/Amsterdam", year: "numeric" }).format(new Date());
    const legal = /<div class="site-footer__legal">[\s\S]*?<p>([^<]*)<\/p>/.exec(html)?.[1];
    expect(legal).toBe(`© ${year} Plum &amp; Linen Studio B.V. All rights reserved.`);
    expect(html.match(/©/g)).toHaveLength(1);
  });

  it("self-hosts the three font families", async () => {
    const html = await (await SELF.fetch("https://example.com/")).text();
    for (const family of ["Montserrat", "Bodoni Moda", "Italianno"]) {
      expect(html).toMatch(new RegExp(`font-family:"${family}"[^}]*src:url\\(/build/_assets/[^)]+\\.woff2\\)`));
    }
    expect(html).not.toMatch(/fonts\.(googleapis|gstatic)\.com/);
  });
});

describe("headers", () => {
  // A page rendered for one response (here past the page cache; the studio's, the 404s, an answer)
  // allows its inline elements by that response's nonce; a kept page by their hashes (page-cache.test.ts).
  const RENDERED = { headers: { "X-Page-Cache": "bypass" } };

  it("sends a CSP whose nonce is on every inline script and style of a page rendered for this response", async () => {
    const response = await SELF.fetch("https://example.com/", RENDERED);
    const csp = response.headers.get("Content-Security-Policy") ?? "";
    const nonce = csp.match(/'nonce-([^']+)'/)?.[1];
    expect(nonce).toBeTruthy();
    expect(csp).toContain("frame-ancestors 'none'");
    const html = await response.text();
    const executable = [...html.matchAll(/<script(?![^>]*application\/ld\+json)[^>]*>/g)].map((m) => m[0]);
    expect(executable.length).toBeGreaterThan(0);
    for (const tag of executable) expect(tag).toContain(`nonce="${nonce}"`);
    for (const [tag] of html.matchAll(/<style[^>]*>/g)) expect(tag).toContain(`nonce="${nonce}"`);
  });

  it("uses a new nonce for every response it renders", async () => {
    const nonces = await Promise.all(
      [1, 2].map(async () => {
        const response = await SELF.fetch("https://example.com/", RENDERED);
        await response.text();
        return response.headers.get("Content-Security-Policy");
      }),
    );
    expect(nonces[0]).not.toBe(nonces[1]);
  });

  it("sends the usual security headers", async () => {
    const response = await SELF.fetch("https://example.com/");
    expect(response.headers.get("X-Content-Type-Options")).toBe("nosniff");
    expect(response.headers.get("X-Frame-Options")).toBe("DENY");
    expect(response.headers.get("Referrer-Policy")).toBe("strict-origin-when-cross-origin");
    expect(response.headers.get("Strict-Transport-Security")).toContain("max-age=");
  });

  it("reports the page cache's outcome, and for a render the read cache's and Firestore's time, in Server-Timing", async () => {
    const page = await SELF.fetch("https://example.com/");
    expect(page.headers.get("Server-Timing")).toMatch(/^page;desc="(hit|stale|miss)"/);
    const rendered = await SELF.fetch("https://example.com/", { headers: { "X-Page-Cache": "bypass" } });
    const timing = rendered.headers.get("Server-Timing") ?? "";
    expect(timing).toMatch(/^page;desc="bypass"/);
    expect(timing).toMatch(/cache;desc="(hit|miss|stale)[^"]*"/);
    expect(timing).toMatch(/firestore;dur=\d+(\.\d+)?/);
  });

  it("puts the security headers on every answer, the early refusals and /healthz included", async () => {
    const early = [
      await callWorker("/healthz"),
      await callWorker("/", {}, { method: "PUT" }),
      await callWorker("/contact", {}, { method: "POST", body: "x".repeat(70_000), headers: { "Content-Type": "application/x-www-form-urlencoded" } }),
      await callWorker("/contact", {}, { method: "POST", body: "a=1", headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: "https://evil.example" } }),
      await callWorker("/contact", {}, { method: "POST", body: "{}", headers: { "Content-Type": "application/json" } }),
    ];
    expect(early.map((response) => response.status)).toEqual([200, 405, 413, 403, 415]);
    for (const response of early) {
      expect(response.headers.get("X-Content-Type-Options")).toBe("nosniff");
      expect(response.headers.get("X-Frame-Options")).toBe("DENY");
      expect(response.headers.get("Strict-Transport-Security")).toContain("max-age=");
      expect(response.headers.get("Referrer-Policy")).toBe("strict-origin-when-cross-origin");
    }
  });

  it("allows scripts by nonce or hash and 'strict-dynamic' only, and has violations reported to /csp-report", async () => {
    const rendered = await SELF.fetch("https://example.com/", RENDERED);
    const scriptSrc = (response: Response) => (response.headers.get("Content-Security-Policy") ?? "").split("; ").find((directive) => directive.startsWith("script-src "));
    expect(scriptSrc(rendered)).toMatch(/^script-src 'nonce-[^']+' 'strict-dynamic' https: 'unsafe-inline'$/);
    const kept = await SELF.fetch("https://example.com/");
    expect(scriptSrc(kept)).toMatch(/^script-src ('sha256-[A-Za-z0-9+/]+=*' )+'strict-dynamic' https: 'unsafe-inline'$/);
    const csp = kept.headers.get("Content-Security-Policy") ?? "";
    const response = kept;
    expect(csp).toContain("report-uri /csp-report");
    expect(csp).toContain("report-to csp-endpoint");
    expect(response.headers.get("Reporting-Endpoints")).toBe('csp-endpoint="/csp-report"');
  });

  it("gives every page a process of its own (an opener policy) except a kept page, the same bytes for every visitor", async () => {
    const opener = (response: Response) => response.headers.get("Cross-Origin-Opener-Policy");
    const keptHome = await SELF.fetch("https://example.com/");
    await keptHome.text();
    const keptDutch = await SELF.fetch("https://example.com/nl/veelgestelde-vragen");
    await keptDutch.text();
    // A photo tool's kept page opens no photo (decision 038): the miss that is kept, then the hit.
    const keptTools = [];
    for (const path of ["/try-the-drapes", "/try-the-drapes", "/nl/kleurenapp?check=soft-autumn"]) {
      const response = await SELF.fetch(`https://example.com${path}`);
      await response.text();
      keptTools.push(response);
    }
    for (const kept of [keptHome, keptDutch, ...keptTools]) {
      expect(kept.headers.get("Content-Security-Policy"), "a kept page's CSP names hashes").toContain("'sha256-");
      expect(opener(kept), kept.url).toBeNull();
    }

    const sameOrigin = [
      // The same address rendered for this one response: its nonce is in the page.
      await SELF.fetch("https://example.com/", RENDERED),
      // A form's answer shows what the visitor typed.
      await callWorker("/contact", {}, {
        method: "POST",
        body: new URLSearchParams({ name: "A", email: "not-an-email", message: "Too short" }),
        headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: "https://example.com", Host: "example.com", "CF-Connecting-IP": "192.0.2.201" },
      }),
      // A photo tool at the address that opens the photo, each time; an address that is a key; a page not found.
      await SELF.fetch("https://example.com/try-the-drapes?open=camera"),
      await SELF.fetch("https://example.com/try-the-drapes?open=camera"),
      await SELF.fetch("https://example.com/nl/kleurenapp?check=soft-autumn&photo=1"),
      await SELF.fetch("https://example.com/my-palette/not-a-real-token"),
      await SELF.fetch("https://example.com/no-such-page"),
    ];
    expect(sameOrigin.map((response) => response.status)).toEqual([200, 400, 200, 200, 200, 404, 404]);
    for (const response of sameOrigin) {
      await response.text();
      expect(opener(response), response.url).toBe("same-origin");
    }
    const studio = await SELF.fetch("https://example.com/studio/sign-in");
    await studio.text();
    expect(opener(studio)).toMatch(/^same-origin(-allow-popups)?$/);
  });

  it("keeps pages out of shared caches: they show the visitor's cookie choice", async () => {
    for (const path of ["/", "/contact", "/no-such-page"]) {
      const response = await SELF.fetch(`https://example.com${path}`);
      expect(response.headers.get("Cache-Control"), path).toBe("private, no-store");
    }
  });

  it("shows Server-Timing in production only to whoever sends the debug token", async () => {
    const production = {
      ENVIRONMENT: "production",
      FIRESTORE_EMULATOR_HOST: undefined,
      FIREBASE_AUTH_EMULATOR_HOST: undefined,
      MOLLIE_API_URL: undefined,
      FIRESTORE_SERVICE_ACCOUNT: JSON.stringify({ client_email: "site@example.iam.gserviceaccount.com", private_key: "unused here" }),
      DEBUG_TOKEN: "worker-test-debug-token-0123",
    };
    const anonymous = await callWorker("/robots.txt", production);
    expect(anonymous.status).toBe(200);
    expect(anonymous.headers.get("Server-Timing")).toBeNull();
    const wrongToken = await callWorker("/robots.txt", production, { headers: { "X-Debug-Token": "worker-test-debug-token-9999" } });
    expect(wrongToken.headers.get("Server-Timing")).toBeNull();
    const debugging = await callWorker("/robots.txt", production, { headers: { "X-Debug-Token": "worker-test-debug-token-0123" } });
    expect(debugging.headers.get("Server-Timing")).toMatch(/total;dur=/);
  });

  it("refuses to run production against the emulator: a themed 500 and a logged configuration error, no page from it", async () => {
    const response = await callWorker("/", { ENVIRONMENT: "production" });
    expect(response.status).toBe(500);
    const html = await response.text();
    expect(html).toContain("Something went wrong");
    expect(html).not.toContain(websiteData.sectionHero.title);
    expect(response.headers.get("X-Content-Type-Options")).toBe("nosniff");
  });

  it("refuses to run production without its rate limiter, instead of letting every form through", async () => {
    const response = await callWorker("/robots.txt", {
      ENVIRONMENT: "production",
      FIRESTORE_EMULATOR_HOST: undefined,
      FIREBASE_AUTH_EMULATOR_HOST: undefined,
      MOLLIE_API_URL: undefined,
      FIRESTORE_SERVICE_ACCOUNT: JSON.stringify({ client_email: "site@example.iam.gserviceaccount.com", private_key: "unused here" }),
      FORM_RATE_LIMITER: undefined,
    });
    expect(response.status).toBe(500);
  });

  it("drops an oversized upload that stops arriving after 2 s and answers 413", async () => {
    const stalled = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new Uint8Array(70 * 1024).fill(120));
      },
    });
    const started = Date.now();
    const response = await callWorker("/contact", {}, {
      method: "POST",
      body: stalled,
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      // @ts-expect-error workerd's RequestInit takes duplex for a streamed body
      duplex: "half",
    });
    expect(response.status).toBe(413);
    expect(Date.now() - started).toBeLessThan(4000);
  });

  it("answers /healthz without touching Firestore", async () => {
    const response = await callWorker("/healthz", { FIRESTORE_EMULATOR_HOST: "127.0.0.1:1" });
    expect(response.status).toBe(200);
  });

  it("refuses methods the site does not use with 405", async () => {
    const response = await SELF.fetch("https://example.com/", { method: "PUT" });
    expect(response.status).toBe(405);
    expect(response.headers.get("Allow")).toContain("GET");
  });
});

describe("content changes", () => {
  it("shows a changed hero title once the cache entry is cold (purge)", async () => {
    const { projectId, firestore } = await seededProject("hero");
    const env = { FIRESTORE_PROJECT_ID: projectId };
    const before = await (await callWorker("/", env)).text();
    expect(before).toContain(websiteData.sectionHero.title);

    const doc = await firestore.getDocument("Website/Data");
    expect(doc).not.toBeNull();
    await firestore.writeDocument("Website/Data", { ...websiteData, sectionHero: { ...websiteData.sectionHero, title: "Autumn bookings are open" } });

    const cached = await (await callWorker("/", env)).text();
    expect(cached).toContain(websiteData.sectionHero.title); // still fresh in the edge cache

    const purge = await callWorker("/_purge", env, { method: "POST", headers: { Authorization: "Bearer worker-test-purge-token" } });
    expect(purge.status).toBe(200);
    const after = await (await callWorker("/", env)).text();
    expect(after).toContain("Autumn bookings are open");
  });

  it("refuses a purge without the token", async () => {
    const response = await callWorker("/_purge", {}, { method: "POST", headers: { Authorization: "Bearer guess" } });
    expect(response.status).toBe(401);
  });

  it("still renders the page when a part of Website/Data is malformed", async () => {
    const { projectId, firestore } = await seededProject("broken");
    await firestore.writeDocument("Website/Data", {
      ...websiteData,
      sectionHero: { title: 42 },
      layoutColors: { bg_color: { hex: "not a colour" } },
    });
    const response = await callWorker("/", { FIRESTORE_PROJECT_ID: projectId });
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).not.toContain(websiteData.sectionHero.title);
    expect(html).toContain("--color-bg:#faf6f1"); // the built-in default stands in for the broken colours
    expect(html).toContain(websiteData.navbar.brandName.replace("&", "&amp;"));
  });
});

describe("Firestore failures", () => {
  it("answers 503 with Retry-After and the themed page within 5 s when Firestore is down and nothing is cached", async () => {
    const started = Date.now();
    const response = await callWorker("/", {
      FIRESTORE_PROJECT_ID: `demo-down-${crypto.randomUUID().slice(0, 8)}`,
      FIRESTORE_EMULATOR_HOST: "127.0.0.1:1",
    });
    expect(Date.now() - started).toBeLessThan(5000);
    expect(response.status).toBe(503);
    expect(response.headers.get("Retry-After")).toMatch(/^\d+$/);
    const html = await response.text();
    expect(html).toContain(">503</h1>");
    expect(html).toContain("We&#x27;ll be right back");
    expect(html).not.toMatch(/at \w+ \(|Error:/);
  });

  it("serves the last good content when Firestore fails after the entry went stale", async () => {
    const { projectId } = await seededProject("sie");
    const warm = await callWorker("/", { FIRESTORE_PROJECT_ID: projectId });
    expect(warm.status).toBe(200);
    const response = await callWorker("/", {
      FIRESTORE_PROJECT_ID: projectId,
      FIRESTORE_EMULATOR_HOST: "127.0.0.1:1",
      CACHE_FRESH_SECONDS: "0",
      CACHE_STALE_SECONDS: "0",
    });
    expect(response.status).toBe(200);
    expect(response.headers.get("Server-Timing")).toContain("stale-if-error");
    expect(await response.text()).toContain(websiteData.sectionHero.title);
  });
});
