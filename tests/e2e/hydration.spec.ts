import type { Page } from "@playwright/test";
import { PAGE_ROUTES } from "../../scripts/lib/routes.mjs";
import { expect, test, visit } from "./support/site";
import { createStudioUser, STUDIO_PAGES, studioPagePath, studioSessionCookie, writeStudioPagesFixtures } from "./support/studio";

// Every page's scripts run: its route modules load in the browser without an error, and React Router
// takes over the page. A route module whose top level calls a server-only function (a loader
// factory from a `.server` module, empty in the browser bundle) throws when it loads, and the page
// silently stays a JavaScript-off page. Runs in desktop-js (the phone project loads the same bundles).

/** Opens the page and answers whether React Router hydrated it, with the errors its scripts threw. */
async function openAndHydrate(page: Page, path: string) {
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  await visit(page, path);
  await page.waitForLoadState("networkidle");
  const hydrated = await page.evaluate(() => "__reactRouterDataRouter" in window);
  return { hydrated, errors };
}

for (const path of PAGE_ROUTES) {
  test(`${path}: its scripts load without an error and React Router takes over the page`, async ({ page }) => {
    expect(await openAndHydrate(page, path)).toEqual({ hydrated: true, errors: [] });
  });
}

test.describe("the studio, signed in", () => {
  // eslint-disable-next-line no-empty-pattern -- Playwright reads the fixtures a hook asks for from this pattern
  test.beforeAll(async ({}, testInfo) => writeStudioPagesFixtures(testInfo.project.name));

  test.beforeEach(async ({ context, request }) => {
    const admin = await createStudioUser("admin", "hydration");
    await context.addCookies(await studioSessionCookie(request, admin.email, admin.password));
  });

  for (const path of STUDIO_PAGES) {
    test(`${path}: its scripts load without an error and React Router takes over the page`, async ({ page }, testInfo) => {
      expect(await openAndHydrate(page, studioPagePath(path, testInfo.project.name))).toEqual({ hydrated: true, errors: [] });
    });
  }
});
