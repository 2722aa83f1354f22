import { expect, test, visit } from "./support/site";

/** One page per route of the site. */
const ROUTES = [
  "/",
  "/about",
  "/color-analysis",
  "/color/color-palettes",
  "/colors-app?color=%23c8a2c8",
  "/contact",
  "/faqs",
  "/gift-a-session",
  "/group-session",
  "/partner-session",
  "/seasons",
  "/seasons/autumn",
  "/seasons/sub-season/true-winter",
  "/service-booking",
  "/services/wardrobe-audit",
  "/services/color-analysis-styling/digital-color-analysis",
  "/testimonials",
  "/journal",
  "/journal?topic=makeup&season=autumn",
  "/journal/what-colours-suit-a-soft-autumn",
  "/journal/light-spring-swap-white-for-ivory",
  "/legal/privacy-policy",
  "/legal/refund-policy",
  "/legal/shipping-delivery-policy",
  "/legal/terms-and-conditions",
];

// Content is in the server's HTML: with JavaScript off there is nothing left waiting to load.
for (const route of ROUTES) {
  test(`${route}: its content is there on arrival, with no loading placeholder`, async ({ page }) => {
    await visit(page, route);
    const main = page.getByRole("main");
    await expect(main.locator('[aria-busy="true"]')).toHaveCount(0);
    await expect(main.getByText(/^Loading\b/)).toHaveCount(0);
    expect((await main.innerText()).length).toBeGreaterThan(400);
  });
}
