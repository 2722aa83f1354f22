import { SIGNED_OUT_STUDIO_PAGES } from "./support/audit-pages";
import { checkAxe, checkPhoneWidths, checkScripts, openAudited } from "./support/page-audit";
import { expect, test } from "./support/site";
import { STUDIO_PAGES } from "./support/studio";

// The studio's page audit: every studio page opened once, at a desk with JavaScript, with the
// checks of the public pages' audit (page-audit.spec.ts) that apply to a back office, each a soft
// assertion.
//   the status, one h1, the Content-Security-Policy blocks nothing, the scripts load and React
//     Router takes over; signed in: never cached, never indexed; signed out: a plain form that
//     posts, and no "needs JavaScript"
//   no page wider than a phone's screen (the window narrowed to 320-430 px: the layout follows the
//     width alone, so opening every page again in a phone's browser found nothing more; decision
//     028), then axe at the desk's width
// Staff work with JavaScript on; the studio's walks without it are studio-accounts' and the
// studio specs' at a desk (desktop-nojs).

test.describe.configure({ timeout: 90_000 });

test.describe("the studio, signed in as an admin", () => {
  test.beforeEach(async ({ context, studio }) => studio.signIn(context, "admin"));

  for (const path of STUDIO_PAGES) {
    test(`the page audit of ${path}`, async ({ page }) => {
      const { blocked, errors, response } = await openAudited(page, path, 200, true);
      expect.soft(response?.headers()["cache-control"], "never kept by a cache").toBe("private, no-store");
      expect.soft(response?.headers()["x-robots-tag"], "never indexed").toBe("noindex, nofollow");
      await expect.soft(page.locator("h1"), "exactly one h1").toHaveCount(1);
      expect.soft(blocked, "the Content-Security-Policy blocks no script or style").toEqual([]);
      await checkScripts(page, errors);
      await checkPhoneWidths(page);
      await checkAxe(page);
    });
  }
});

test.describe("the studio without a session", () => {
  for (const { path, status = 200 } of SIGNED_OUT_STUDIO_PAGES) {
    test(`the page audit of ${path}`, async ({ page }) => {
      const { blocked, errors } = await openAudited(page, path, status, true);
      await expect.soft(page.locator("h1"), "exactly one h1").toHaveCount(1);
      expect.soft(await page.content(), 'the page never says it "needs JavaScript"').not.toContain("needs JavaScript");
      if (status === 200) await expect.soft(page.locator('main form[method="post"] button[type="submit"]'), "a plain form that posts").toHaveCount(1);
      expect.soft(blocked, "the Content-Security-Policy blocks no script or style").toEqual([]);
      await checkScripts(page, errors);
      await checkPhoneWidths(page);
      await checkAxe(page);
    });
  }
});
