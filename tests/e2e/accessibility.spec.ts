import AxeBuilder from "@axe-core/playwright";
import { expect, test, visit } from "./support/site";

// Scroll-reveal fades sections in; audit the settled page, as a visitor who prefers reduced motion sees it.
test.beforeEach(async ({ page }) => {
  await page.emulateMedia({ reducedMotion: "reduce" });
});

/** One page per route of the site, dynamic parts filled in. */
const ROUTES = [
  "/",
  "/about",
  "/color-analysis",
  "/color/color-palettes",
  "/colors-app",
  "/colors-app?color=%23c8a2c8",
  "/contact",
  "/faqs",
  "/gift-a-session",
  "/group-session",
  "/partner-session",
  "/seasons",
  "/seasons/winter",
  "/seasons/sub-season/soft-summer",
  "/service-booking",
  "/services/personal-styling",
  "/services/color-analysis-styling/in-person-color-analysis",
  "/testimonials",
  "/testimonials?type=wardrobe-audit",
  "/journal",
  "/journal?topic=makeup&season=autumn",
  "/journal/what-colours-suit-a-soft-autumn",
  "/journal/light-spring-swap-white-for-ivory",
  "/seasons?undertone=cool&depth=medium&chroma=soft&contrast=low",
  "/seasons/sub-season/deep-winter",
  "/legal/privacy-policy",
  "/legal/refund-policy",
  "/legal/shipping-delivery-policy",
  "/legal/terms-and-conditions",
];

for (const route of ROUTES) {
  test(`axe finds no WCAG 2.2 AA violation on ${route}`, async ({ page }) => {
    await visit(page, route);
    const results = await new AxeBuilder({ page })
      .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"])
      .analyze();
    const violations = results.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(" ")).slice(0, 3).join(", ")})`);
    expect(violations).toEqual([]);
  });
}

test("the not-found page has no WCAG violation either", async ({ page }) => {
  await visit(page, "/no/such/page", 404);
  const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21aa", "wcag22aa"]).analyze();
  expect(results.violations.map((v) => v.id)).toEqual([]);
});

for (const route of ROUTES) {
  test(`${route} has exactly one h1 and a skip link to the main content`, async ({ page }) => {
    await visit(page, route);
    await expect(page.locator("h1")).toHaveCount(1);
    await expect(page.getByRole("link", { name: "Skip to content" })).toHaveAttribute("href", "#main");
  });
}
