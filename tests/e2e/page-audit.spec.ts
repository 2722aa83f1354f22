import type { Page } from "@playwright/test";
import { isFirebase, recordScripts } from "../../scripts/lib/firebase-scripts.mjs";
import { PUBLIC_AUDIT_PAGES, SIGNED_OUT_STUDIO_PAGES } from "./support/audit-pages";
import { axeViolations, isHydrated, overflowsAt, PHONE_WIDTHS, watchContentSecurityPolicy, watchPageErrors } from "./support/page-checks";
import { expect, test, visit } from "./support/site";
import { STUDIO_PAGES } from "./support/studio";

// The page audit: every page opened once per project, and every check that needs only an open page
// run on it, each a soft assertion whose message names what broke, so one failure shows them all.
//   every project: the status, one h1, the Content-Security-Policy blocks nothing; public pages:
//     a skip link, and their content is in the server's HTML (nothing left loading); studio pages:
//     never cached, never indexed
//   JavaScript on: the scripts load without an error and React Router takes over the page; public
//     pages load no byte of Firebase (passwords are checked by the worker), and pass axe
//   phones (320 to 430 px): no page is wider than the screen
//   desktop with JavaScript: the studio's pages pass axe
// axe runs last, with reduced motion (the page as it settles, not mid-animation), after the
// phone widths, which are checked with motion allowed.

test.describe.configure({ timeout: 90_000 });

/**
 * Opens the page with its recorders on. With JavaScript, waits until the network is quiet: the
 * scripts a page inserts after it has loaded, and whatever they fetch, have arrived. Without, the
 * load event is the end: nothing runs that could ask for more.
 */
async function open(page: Page, path: string, status: number, javaScriptOn: boolean) {
  const blocked = await watchContentSecurityPolicy(page);
  const errors = watchPageErrors(page);
  const scripts = recordScripts(page);
  const response = await visit(page, path, status);
  if (javaScriptOn) await page.waitForLoadState("networkidle");
  return { blocked, errors, scripts, response };
}

async function checkScripts(page: Page, errors: string[]) {
  expect.soft({ hydrated: await isHydrated(page), errors }, "the scripts load without an error and React Router takes over the page").toEqual({ hydrated: true, errors: [] });
}

async function checkPhoneWidths(page: Page) {
  expect.soft(await overflowsAt(page, PHONE_WIDTHS), `no wider than the screen at ${PHONE_WIDTHS.join(", ")} px`).toEqual([]);
}

async function checkAxe(page: Page) {
  await page.emulateMedia({ reducedMotion: "reduce" });
  expect.soft(await axeViolations(page), "axe finds no WCAG 2.2 AA violation").toEqual([]);
}

for (const { path, status = 200 } of PUBLIC_AUDIT_PAGES) {
  test(`the page audit of ${path}`, async ({ page, javaScriptOn, isMobile }) => {
    const { blocked, errors, scripts } = await open(page, path, status, javaScriptOn);
    await expect.soft(page.locator("h1"), "exactly one h1").toHaveCount(1);
    await expect.soft(page.getByRole("link", { name: "Skip to content" }), "a skip link to the main content").toHaveAttribute("href", "#main");
    if (status === 200) {
      const main = page.getByRole("main");
      await expect.soft(main.locator('[aria-busy="true"]'), "nothing in the main content is still loading").toHaveCount(0);
      await expect.soft(main.getByText(/^Loading\b/), "no loading placeholder").toHaveCount(0);
      expect.soft((await main.innerText()).length, "the content is in the page on arrival").toBeGreaterThan(400);
    }
    expect.soft(blocked, "the Content-Security-Policy blocks no script or style").toEqual([]);
    if (javaScriptOn) {
      await checkScripts(page, errors);
      expect.soft(scripts.length, "the page loads its scripts").toBeGreaterThan(0);
      expect.soft(scripts.filter(isFirebase).map((script) => script.url), "no byte of Firebase").toEqual([]);
    }
    if (isMobile) await checkPhoneWidths(page);
    if (javaScriptOn) await checkAxe(page);
  });
}

test.describe("the studio, signed in as an admin", () => {
  test.beforeEach(async ({ context, studio }) => studio.signIn(context, "admin"));

  for (const path of STUDIO_PAGES) {
    test(`the page audit of ${path}`, async ({ page, javaScriptOn, isMobile }) => {
      const { blocked, errors, response } = await open(page, path, 200, javaScriptOn);
      expect.soft(response?.headers()["cache-control"], "never kept by a cache").toBe("no-store");
      expect.soft(response?.headers()["x-robots-tag"], "never indexed").toBe("noindex, nofollow");
      await expect.soft(page.locator("h1"), "exactly one h1").toHaveCount(1);
      expect.soft(blocked, "the Content-Security-Policy blocks no script or style").toEqual([]);
      if (javaScriptOn) await checkScripts(page, errors);
      if (isMobile) await checkPhoneWidths(page);
      if (javaScriptOn && !isMobile) await checkAxe(page);
    });
  }
});

test.describe("the studio without a session", () => {
  for (const { path, status = 200 } of SIGNED_OUT_STUDIO_PAGES) {
    test(`the page audit of ${path}`, async ({ page, javaScriptOn, isMobile }) => {
      const { blocked, errors } = await open(page, path, status, javaScriptOn);
      await expect.soft(page.locator("h1"), "exactly one h1").toHaveCount(1);
      expect.soft(await page.content(), 'the page never says it "needs JavaScript"').not.toContain("needs JavaScript");
      if (status === 200) await expect.soft(page.locator('main form[method="post"] button[type="submit"]'), "a plain form that posts").toHaveCount(1);
      expect.soft(blocked, "the Content-Security-Policy blocks no script or style").toEqual([]);
      if (javaScriptOn) await checkScripts(page, errors);
      if (isMobile) await checkPhoneWidths(page);
      if (javaScriptOn && !isMobile) await checkAxe(page);
    });
  }
});
