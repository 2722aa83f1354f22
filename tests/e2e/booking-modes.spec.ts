import { expect, ownAddress, paymentsSimulatorUrl, test, visit } from "./support/site";

/**
 * Each way a service is delivered (issue 41, item 3), booked by a visitor on a phone with
 * JavaScript off: a wardrobe edit at home, a shopping trip in town, an occasion styling by video,
 * a makeover's free call, and an analysis paid in full. Their rules are in
 * tests/worker/booking-modes.test.ts.
 */

/**
 * 23 and 24 weeks ahead, inside the six-month window: past booking's weeks (5 to 16) and forms'
 * (13 to 20), and not the studio calendar's (21 and 22: it runs at a desk only), whose session at
 * the studio would take a home visit's time.
 */
const WEEKS_AHEAD = 23;

test("a visitor books a wardrobe edit at home: an address outside the area is refused with a way to ask, one inside is booked", async ({ page }, testInfo) => {
  await page.setExtraHTTPHeaders(ownAddress());
  const from = new Date(Date.now() + WEEKS_AHEAD * 7 * 86_400_000).toISOString().slice(0, 10);
  await visit(page, `/service-booking?mode=self&service=wardrobe-edit-at-home&from=${from}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Book Wardrobe Edit at Home");
  await expect(page.getByText(/We come to you at postcodes .*3500–3585/)).toBeVisible();

  await page.getByRole("group", { name: "1. Choose a time" }).getByRole("radio").first().check();
  await page.getByLabel("Your name").fill("Marloes van Dijk");
  await page.getByLabel("Your email").fill(`home-${testInfo.project.name}-${Date.now()}@example.org`);
  await page.getByLabel("Street and house number").fill("Damrak 1");
  await page.getByLabel("Postcode").fill("1012 JS");
  await page.getByLabel("Town or city").fill("Amsterdam");
  await page.getByLabel(/I accept the terms and conditions/).check();
  await page.getByRole("button", { name: "Book and pay" }).click();

  // At the top of the page, a link to the postcode, whose own message stays beside it.
  await expect(page.locator("#error-summary").getByRole("link", { name: /^We do not come to 1012 JS for sessions booked online/ })).toHaveAttribute("href", "#booking-postcode");
  await expect(page.locator("#booking-postcode-error")).toContainText("We do not come to 1012 JS for sessions booked online");
  await expect(page.getByRole("link", { name: "Ask us about a visit to your address" })).toHaveAttribute("href", "/contact?service=wardrobe-edit-at-home");
  await expect(page.getByLabel("Street and house number")).toHaveValue("Damrak 1");

  await page.getByLabel("Street and house number").fill("Biltstraat 40");
  await page.getByLabel("Postcode").fill("3572 BG");
  await page.getByLabel("Town or city").fill("Utrecht");
  await page.getByLabel(/I accept the terms and conditions/).check();
  await page.getByRole("button", { name: "Book and pay" }).click();

  // The deposit at the checkout (the local payment simulator), then the booking's own page.
  await expect(page).toHaveURL(new RegExp(`^${paymentsSimulatorUrl()}/checkout/tr_\\w+$`));
  await page.getByRole("button", { name: "Paid" }).click();
  await expect(page.getByRole("status")).toContainText("You are booked, and your deposit is paid");
  await expect(page.getByText("At your home: Biltstraat 40, 3572 BG Utrecht")).toBeVisible();
});

test("a visitor books a shopping trip in town, an occasion styling by video, a makeover's free call, and an analysis paid in full", async ({ page }, testInfo) => {
  await page.setExtraHTTPHeaders(ownAddress());
  const from = new Date(Date.now() + (WEEKS_AHEAD + 1) * 7 * 86_400_000).toISOString().slice(0, 10);
  const marker = `${testInfo.project.name}-${Date.now()}`;
  const book = async (service: string, name: string, fill?: () => Promise<void>) => {
    await visit(page, `/service-booking?mode=self&service=${service}&from=${from}`);
    await page.getByRole("group", { name: "1. Choose a time" }).getByRole("radio").first().check();
    await page.getByLabel("Your name").fill(name);
    await page.getByLabel("Your email").fill(`${service}-${marker}@example.org`);
    await fill?.();
    await page.getByLabel(/I accept the terms and conditions/).check();
  };
  const payAtCheckout = async (amount: string) => {
    await expect(page).toHaveURL(new RegExp(`^${paymentsSimulatorUrl()}/checkout/tr_\\w+$`));
    await expect(page.getByText(amount)).toBeVisible();
    await page.getByRole("button", { name: "Paid" }).click();
  };

  // Out in town: the meeting point on the page and on the booking's own page.
  await book("guided-shopping-trip", "Ilse de Boer");
  await expect(page.getByText("In front of De Bijenkorf, Hoog Catharijne").first()).toBeVisible();
  await page.getByRole("button", { name: "Book and pay" }).click();
  await payAtCheckout("€ 50.00");
  await expect(page.getByRole("status")).toContainText("You are booked, and your deposit is paid");
  await expect(page.getByText("Meeting point: In front of De Bijenkorf, Hoog Catharijne")).toBeVisible();

  // By video.
  await book("occasion-outfit-styling", "Sem Jacobs");
  await page.getByRole("button", { name: "Book and pay" }).click();
  await payAtCheckout("€ 50.00");
  await expect(page.getByRole("status")).toContainText("You are booked");
  await expect(page.getByText(/^Online, by video/)).toBeVisible();

  // A makeover's free call: a number to call, nothing to pay, booked at once.
  await book("signature-makeover", "Eva Mulder", () => page.getByLabel("The number we should call").fill("+31 6 1234 5678"));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Book your free 20-minute call");
  await page.getByRole("button", { name: "Book this time" }).click();
  await expect(page).toHaveURL(/\/bookings\/[0-9a-f-]{36}\.\d{10}\.[0-9a-f]{64}\?booked=1$/);
  await expect(page.getByRole("status")).toContainText("You are booked");

  // An analysis paid in full: the checkout asks for the whole price, and nothing is left to pay.
  await book("in-person-color-analysis", "Noor Hendriks", () => page.getByLabel(/^The full price, €245/).check());
  await page.getByRole("button", { name: "Book and pay" }).click();
  await payAtCheckout("€ 245.00");
  await expect(page.getByRole("status")).toContainText("You are booked");
  await expect(page.locator("dt:text-is('Paid') + dd")).toHaveText("€245");
});
