import { CONTENT_AUDIT_PAGES } from "./support/audit-pages";
import { auditPublicPage } from "./support/page-audit";
import { test } from "./support/site";

// The page audit of the public routes with other content (other seasons and palettes, filters,
// the tools' answers): the checks of page-audit.spec.ts, on a phone with JavaScript. Their layout
// is their route's, which page-audit.spec.ts opens without JavaScript too; what differs is the
// content: its colours (axe's contrast), its lengths (the width of a phone) and its states, which
// the server renders the same with JavaScript or without (the tools' answers without it are
// color-tools.spec.ts's).

test.describe.configure({ timeout: 90_000 });

for (const { path, status = 200 } of CONTENT_AUDIT_PAGES) {
  test(`the page audit of ${path}`, async ({ page, javaScriptOn, isMobile }) => auditPublicPage(page, path, status, { javaScriptOn, isMobile }));
}
