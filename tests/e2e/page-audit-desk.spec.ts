import { DESK_AUDIT_PAGES } from "./support/audit-pages";
import { auditPublicPage } from "./support/page-audit";
import { test } from "./support/site";

// The page audit at a desk, with JavaScript: the checks of page-audit.spec.ts on the pages whose
// desk layout differs from a phone's (the header and footer, a palette's grid, the time picker's
// week), axe included. Every other page's checks at a desk repeated the phone's (decision 028).

test.describe.configure({ timeout: 90_000 });

for (const { path, status = 200 } of DESK_AUDIT_PAGES) {
  test(`the page audit of ${path} at a desk`, async ({ page, javaScriptOn, isMobile }) => auditPublicPage(page, path, status, { javaScriptOn, isMobile }));
}
