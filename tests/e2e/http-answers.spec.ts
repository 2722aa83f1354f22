import { expect, inOneRateWindow, ownAddress, test, uniqueAddress } from "./support/site";

// What the local server answers to requests a browser would not make, or whose answer no browser
// changes: statuses, headers and bodies. So it runs once (desktop-js, playwright.config.ts).

test("static assets carry nosniff and HSTS like the pages do, and the page's icon is a PNG", async ({ request }) => {
  const html = await (await request.get("/")).text();
  const script = html.match(/<link rel="modulepreload" href="(\/build\/[^"]+)"/)?.[1];
  expect(script).toBeTruthy();
  // A PNG: Chromium draws an SVG icon on the page's main thread after every load (scripts/lib/favicon.mjs).
  const icons = [...html.matchAll(/<link rel="icon"[^>]*>/g)].map(([tag]) => tag);
  expect(icons).toEqual(['<link rel="icon" href="/favicon.png" type="image/png" sizes="48x48"/>']);
  for (const path of ["/favicon.png", script!]) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
    expect(response.headers()["x-content-type-options"], path).toBe("nosniff");
    expect(response.headers()["strict-transport-security"], path).toContain("max-age=");
  }
  expect((await request.get("/favicon.png")).headers()["content-type"]).toBe("image/png");
});

test("the journal's feed is served as Atom", async ({ request }) => {
  const response = await request.get("/journal/feed.xml");
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toBe("application/atom+xml; charset=utf-8");
  expect(await response.text()).toContain('<feed xmlns="http://www.w3.org/2005/Atom"');
});

test("a scheduled article is not found, and the schedule run before its time leaves it so", async ({ request }) => {
  expect((await request.get("/journal/shopping-with-your-palette")).status()).toBe(404);
  // Miniflare's trigger for the Cron (scripts/lib/local-server.mjs): a time before every scheduled article.
  const run = await request.get(`/cdn-cgi/local/scheduled?time=${Date.parse("2026-01-01T00:00:00Z")}&cron=${encodeURIComponent("*/5 * * * *")}`);
  expect(run.status()).toBe(200);
  expect((await request.get("/journal/shopping-with-your-palette")).status()).toBe(404);
});

test("a palette's SVG download is well-formed, with a labelled chip per colour", async ({ page, request }) => {
  const response = await request.get("/color/color-palettes/wedding-guest-jewel-tones.svg");
  expect(response.status()).toBe(200);
  const svg = await response.text();
  // Read by the browser's own XML parser, on a blank page.
  const parsed = await page.evaluate((text) => {
    const doc = new DOMParser().parseFromString(text, "image/svg+xml");
    return {
      error: doc.querySelector("parsererror")?.textContent ?? null,
      root: doc.documentElement.nodeName,
      chips: doc.querySelectorAll("g > rect").length,
      title: doc.querySelector("title")?.textContent ?? null,
    };
  }, svg);
  expect(parsed).toEqual({ error: null, root: "svg", chips: 7, title: "Wedding guest jewel tones palette" });
});

test.describe("the contact form's plain posts", () => {
  const uniqueEmail = (who: string) => `${who}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.org`;

  test("a wrong plain form post is answered 400 with the field's message", async ({ request }) => {
    const response = await request.post("/contact", {
      form: { submissionId: crypto.randomUUID(), name: "Jo", email: "jo@example.org", message: "short" },
      headers: ownAddress(),
    });
    expect(response.status()).toBe(400);
    expect(await response.text()).toContain("Your message needs at least 10 characters.");
  });

  test("a burst of messages past the rate limit is answered 429", async ({ request }) => {
    const ip = uniqueAddress();
    await inOneRateWindow();
    const statuses: number[] = [];
    for (let i = 0; i < 7; i += 1) {
      const response = await request.post("/contact", {
        form: { submissionId: crypto.randomUUID(), name: "Burst Tester", email: uniqueEmail("burst"), message: `Message number ${i} of a burst.` },
        headers: { "CF-Connecting-IP": ip },
      });
      statuses.push(response.status());
    }
    expect(statuses.slice(0, 5)).toEqual([200, 200, 200, 200, 200]);
    expect(statuses.slice(5)).toEqual([429, 429]);
  });

  test("an oversized body is answered 413", async ({ request }) => {
    const response = await request.post("/contact", {
      form: { name: "Big Sender", email: "big@example.org", message: "x".repeat(100_000) },
      headers: ownAddress(),
    });
    expect(response.status()).toBe(413);
  });

  test("a cross-origin POST is refused", async ({ request }) => {
    const response = await request.post("/contact", {
      form: { name: "Cross Site", email: "cross@example.org", message: "This comes from another site." },
      headers: { Origin: "https://evil.example", ...ownAddress() },
    });
    expect(response.status()).toBe(403);
  });
});
