import { PUBLIC_AUDIT_PAGES } from "./support/audit-pages";
import { auditPublicPage } from "./support/page-audit";
import { test } from "./support/site";

// The page audit of the public pages: one URL of every route opened once per project, on a phone
// with JavaScript and without, and every check that needs only an open page run on it, each a soft
// assertion whose message names what broke, so one failure shows them all (the same routes with
// other content: page-audit-content.spec.ts; the pages whose desk layout differs:
// page-audit-desk.spec.ts; the studio's pages: studio-page-audit.spec.ts).
//   every project: the status, one h1, a skip link, the Content-Security-Policy blocks nothing, and
//     the content is in the server's HTML (nothing left loading)
//   JavaScript on: the scripts load without an error and React Router takes over the page, they
//     load no byte of Firebase (passwords are checked by the worker), and the page passes axe
//   phones (320 to 430 px): no page is wider than the screen
// axe runs last, with reduced motion (the page as it settles, not mid-animation), after the
// phone widths, which are checked with motion allowed.

test.describe.configure({ timeout: 90_000 });

for (const { path, status = 200 } of PUBLIC_AUDIT_PAGES) {
  test(`the page audit of ${path}`, async ({ page, javaScriptOn, isMobile }) => auditPublicPage(page, path, status, { javaScriptOn, isMobile }));
}
