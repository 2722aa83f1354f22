import type { Page } from "@playwright/test";
import { expect, test, visit } from "./support/site";

type Marked = Window & { __samePage?: boolean };

/** Marks the current document, so a later check can tell a client-side navigation from a page load. */
async function markDocument(page: Page) {
  await page.evaluate(() => {
    (window as Marked).__samePage = true;
  });
}

const isSameDocument = (page: Page) => page.evaluate(() => (window as Marked).__samePage === true);

/** The client behaviours put `js-reveal` on <html> once React has taken over. */
async function waitForClientBehaviours(page: Page) {
  await expect(page.locator("html")).toHaveClass(/\bjs-reveal\b/);
}

/** Follows the footer's FAQs link by keyboard, so nothing fixed over the footer (the cookie banner) gets in the way. */
async function followFooterLinkToFaqs(page: Page) {
  await page.getByRole("contentinfo").getByRole("link", { name: "FAQs", exact: true }).press("Enter");
  await expect(page).toHaveURL(/\/faqs$/);
  await expect(page.getByRole("heading", { level: 1, name: "Frequently asked questions" })).toBeVisible();
}

test("/build-info.json answers the deployed build's version and is never cached", async ({
  page,
  request,
  javaScriptOn,
}) => {
  const response = await request.get(`/build-info.json?t=${Date.now()}`);
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toContain("application/json");
  expect(response.headers()["cache-control"]).toBe("no-store");
  const { version } = (await response.json()) as { version: unknown };
  expect(version).toEqual(expect.stringMatching(/^[0-9a-f]+$/i));

  // It is the version the pages are built from, which each page carries in its React Router manifest.
  // The served HTML: after hydration React empties the inline script. The hydration module's code
  // sits in a string there (app/worker/deferred-scripts.server.ts), its quotes escaped.
  const html = (await (await visit(page, "/"))?.text()) ?? "";
  expect(/__reactRouterManifest\s*=\s*\{.*?\\?"version\\?":\s*\\?"([^"\\]+)/s.exec(html)?.[1]).toBe(version);
  if (javaScriptOn) {
    expect(await page.evaluate(() => (window as { __reactRouterManifest?: { version?: string } }).__reactRouterManifest?.version)).toBe(
      version,
    );
  }
});

test("content marked for scroll-reveal is fully visible without JavaScript and with reduced motion", async ({
  page,
  javaScriptOn,
}) => {
  await page.emulateMedia({ reducedMotion: "reduce" });
  await visit(page, "/");
  const revealed = page.locator("[data-reveal]");
  expect(await revealed.count(), "the home page's sections are marked data-reveal").toBeGreaterThan(0);
  if (javaScriptOn) {
    // Give the client behaviours every chance to run before checking they left the page alone.
    await page.waitForFunction(() => "__reactRouterDataRouter" in window);
    await page.waitForLoadState("networkidle");
  }
  // Reduced motion: the script leaves the page alone; without JavaScript it never runs.
  await expect(page.locator("html")).not.toHaveClass(/\bjs-reveal\b/);
  for (const element of await revealed.all()) {
    await expect(element).toHaveCSS("opacity", "1");
    await expect(element).toHaveCSS("transform", "none");
  }
});

test("content below the fold rises into view as it is scrolled to", async ({ page, javaScriptOn }) => {
  await visit(page, "/");
  const last = page.locator("[data-reveal]").last();
  await expect(last).toBeAttached();
  if (!javaScriptOn) {
    // Nothing hides it in the first place.
    await expect(last).toHaveCSS("opacity", "1");
    return;
  }
  await waitForClientBehaviours(page);
  const belowTheFold = await last.evaluate((element) => element.getBoundingClientRect().top >= window.innerHeight);
  if (belowTheFold) await expect(last).toHaveCSS("opacity", "0");
  await last.scrollIntoViewIfNeeded();
  await expect(last).toHaveAttribute("data-reveal-shown", "");
  await expect(last).toHaveCSS("opacity", "1");
});

test("a new page starts at the top, even when the previous one was scrolled", async ({ page }) => {
  await visit(page, "/");
  await page.keyboard.press("End");
  // Until the End key's smooth scroll has arrived: a scroll still gliding on the compositor when the
  // link is followed can carry on past the new page's reset to the top.
  await expect
    .poll(() => page.evaluate(() => Math.ceil(window.scrollY + window.innerHeight) >= document.documentElement.scrollHeight - 1))
    .toBe(true);
  await followFooterLinkToFaqs(page);
  // At once, not after a smooth glide up from where the last page was left.
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
});

test("a hash link scrolls its target into view below the sticky header", async ({ page }) => {
  await visit(page, "/faqs");
  const topics = page.getByRole("navigation", { name: "FAQ topics" }).getByRole("link");
  const link = topics.nth(Math.min(1, (await topics.count()) - 1));
  const hash = (await link.getAttribute("href"))!;
  await link.click();
  await expect(page).toHaveURL(new RegExp(`${hash}$`));
  const target = page.locator(hash);
  const headerBottom = await page.locator(".site-header").evaluate((header) => header.getBoundingClientRect().bottom);
  // Smooth scrolling may still be under way: wait until the target has settled.
  await expect
    .poll(async () => {
      const top = await target.evaluate((element) => Math.round(element.getBoundingClientRect().top));
      await page.waitForTimeout(100);
      return top === (await target.evaluate((element) => Math.round(element.getBoundingClientRect().top))) ? top : NaN;
    })
    .toBeGreaterThanOrEqual(Math.floor(headerBottom));
  const viewportHeight = page.viewportSize()!.height;
  expect(await target.evaluate((element) => element.getBoundingClientRect().top)).toBeLessThan(viewportHeight / 2);
});

test("without a newer build, navigation stays in the page", async ({ page, javaScriptOn }) => {
  await visit(page, "/");
  await markDocument(page);
  if (javaScriptOn) await waitForClientBehaviours(page);
  await followFooterLinkToFaqs(page);
  // With JavaScript React Router navigates in the page; without, every navigation is a page load.
  expect(await isSameDocument(page)).toBe(javaScriptOn);
});

test("after the periodic check finds a newer build, the next navigation loads it as a new page", async ({
  page,
  javaScriptOn,
}) => {
  await page.clock.install();
  await page.route(/\/build-info\.json\?t=\d+$/, (route) =>
    route.fulfill({ json: { version: "a-newer-build" }, headers: { "Cache-Control": "no-store" } }),
  );
  await visit(page, "/");
  await markDocument(page);
  if (javaScriptOn) {
    await waitForClientBehaviours(page);
    const checked = page.waitForRequest(/\/build-info\.json\?t=\d+$/);
    await page.clock.fastForward("05:00");
    await checked;
  }
  await followFooterLinkToFaqs(page);
  expect(await isSameDocument(page)).toBe(false);
});
