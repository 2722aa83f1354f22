import { isFirebase } from "../../scripts/lib/firebase-scripts.mjs";
import { PUBLIC_AUDIT_PAGES } from "./support/audit-pages";
import { checkAxe, checkPhoneWidths, checkScripts, openAudited } from "./support/page-audit";
import { expect, test } from "./support/site";

// The page audit of the public pages: every page opened once per project, and every check that
// needs only an open page run on it, each a soft assertion whose message names what broke, so one
// failure shows them all (the studio's pages: studio-page-audit.spec.ts).
//   every project: the status, one h1, a skip link, the Content-Security-Policy blocks nothing, and
//     the content is in the server's HTML (nothing left loading)
//   JavaScript on: the scripts load without an error and React Router takes over the page, they
//     load no byte of Firebase (passwords are checked by the worker), and the page passes axe
//   phones (320 to 430 px): no page is wider than the screen
// axe runs last, with reduced motion (the page as it settles, not mid-animation), after the
// phone widths, which are checked with motion allowed.

test.describe.configure({ timeout: 90_000 });

for (const { path, status = 200 } of PUBLIC_AUDIT_PAGES) {
  test(`the page audit of ${path}`, async ({ page, javaScriptOn, isMobile }) => {
    const { blocked, errors, scripts } = await openAudited(page, path, status, javaScriptOn);
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
