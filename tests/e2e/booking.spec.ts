import { type ReadEmail } from "../support/read-email";
import { sentEmails } from "./support/emails";
import { expect, ownAddress, paymentsSimulatorUrl, test, visit } from "./support/site";

/** The week each project books in (5 to 12 weeks ahead; forms.spec.ts uses 13 to 20), so no two tests want the same time. */
const WEEK_OF_PROJECT: Record<string, number> = { "desktop-js": 5, "desktop-nojs": 6, "phone-js": 7, "phone-nojs": 8 };

test("a visitor books a free time and pays its deposit at the checkout, gets the confirmation with its invitation and receipt, and cancels in time for a refund", async ({ page, javaScriptOn }, testInfo) => {
  await page.setExtraHTTPHeaders(ownAddress());
  const marker = `booking-${testInfo.project.name}-${Date.now()}`;
  const email = `${marker}@example.org`;
  const from = new Date(Date.now() + (WEEK_OF_PROJECT[testInfo.project.name] ?? 9) * 7 * 86_400_000).toISOString().slice(0, 10);
  await visit(page, `/service-booking?mode=self&service=in-person-color-analysis&from=${from}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Book In-Person Colour Analysis");

  const times = page.getByRole("group", { name: "1. Choose a time" });
  // Days first: the week's days, each a link to its own times on this page, so choosing one loads nothing.
  if (javaScriptOn) await page.evaluate(() => Object.assign(window, { samePage: true }));
  const strip = times.getByRole("list", { name: "Days" });
  await strip.locator("a:not([aria-current])").first().click();
  await expect(page).toHaveURL(/#day-\d{4}-\d{2}-\d{2}$/);
  const day = new URL(page.url()).hash.slice(1);
  await expect(strip.locator("a[aria-current]")).toHaveAttribute("href", `#${day}`);
  if (javaScriptOn) expect(await page.evaluate(() => "samePage" in window)).toBe(true);
  const first = times.getByRole("radio").first();
  await expect(page.locator(`#${day}`).getByRole("radio").first()).toHaveAttribute("value", (await first.getAttribute("value"))!);
  // Named by the studio's wall clock, valued by the instant in UTC.
  await expect(first).toHaveAccessibleName(/^(Tue|Wed|Thu|Fri|Sat) \d{1,2} [A-Z][a-z]{2}, \d{2}:\d{2} \(Dutch time\)$/);
  const start = await first.getAttribute("value");
  expect(start).toMatch(/Z$/);
  // The picker has its own styles: each time a target of at least 44×44 px, in a list without bullets.
  const chip = await page.locator(`#${day} .slot label`).first().boundingBox();
  expect(chip?.width).toBeGreaterThanOrEqual(44);
  expect(chip?.height).toBeGreaterThanOrEqual(44);
  await expect(page.locator(`#${day} .slot-list`)).toHaveCSS("list-style-type", "none");
  await first.check();
  await page.getByLabel("Your name").fill("Fleur Jansen");
  await page.getByLabel("Your email").fill(email);
  await page.getByLabel(/I accept the terms and conditions/).check();
  await page.getByRole("button", { name: "Book and pay" }).click();

  // Mollie's hosted checkout (the local simulator's test-mode page): a plain form, with or without JavaScript.
  await expect(page).toHaveURL(new RegExp(`^${paymentsSimulatorUrl()}/checkout/tr_\\w+$`));
  await expect(page.getByText("€ 50.00")).toBeVisible();
  await page.getByRole("button", { name: "Paid" }).click();

  await expect(page).toHaveURL(/\/bookings\/[0-9a-f-]{36}\.\d{10}\.[0-9a-f]{64}\?paying=1$/);
  await expect(page.getByRole("status")).toContainText("You are booked, and your deposit is paid");
  await expect(page.getByText("Fleur Jansen").first()).toBeVisible();
  await expect(page.getByText("Deposit paid")).toBeVisible();

  const mine = async () => (await sentEmails()).filter((sent) => sent.header("to") === `<${email}>`);
  await expect.poll(async () => (await mine()).length, { timeout: 10_000 }).toBe(1);
  const [confirmation] = (await mine()) as [ReadEmail];
  expect(confirmation.header("subject")).toMatch(/^Booked: In-Person Colour Analysis on /);
  expect(confirmation.text).toContain("Deposit for In-Person Colour Analysis: €50");
  expect(confirmation.text).toContain("Including VAT (21%): €8.68");
  const invite = confirmation.attachments.find((attachment) => attachment.filename === "invite.ics");
  expect(invite?.text).toContain("METHOD:REQUEST");
  expect(invite?.text).toContain(`DTSTART:${start!.replace(/[-:]/g, "")}`);
  const manage = /Change or cancel: (\S+)/.exec(invite!.text.replace(/\n /g, ""))?.[1];
  expect(manage).toContain("/bookings/");

  await page.getByLabel("Yes, cancel this booking").check();
  await page.getByRole("button", { name: "Cancel my booking" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Your booking is cancelled");
  await expect.poll(async () => (await mine()).length, { timeout: 10_000 }).toBe(2);
  const cancelled = (await mine()).find((sent) => sent.header("subject")?.startsWith("Cancelled:"));
  expect(cancelled?.attachments[0]?.text).toContain("METHOD:CANCEL");
  expect(cancelled?.attachments[0]?.text).toContain("SEQUENCE:1");
  expect(cancelled?.text).toContain("We refund the €50 you paid in full.");
  await expect(page.getByText("€50, of which €50 refunded")).toBeVisible();

  // The time is offered again.
  await visit(page, `/service-booking?mode=self&service=in-person-color-analysis&from=${from}`);
  await expect(page.locator(`input[name="slot"][value="${start}"]`)).toHaveCount(1);
});

test("a time taken while the visitor was choosing sends them back with the nearest free times and what they typed", async ({ page, request }, testInfo) => {
  await page.setExtraHTTPHeaders(ownAddress());
  const from = new Date(Date.now() + ((WEEK_OF_PROJECT[testInfo.project.name] ?? 9) + 4) * 7 * 86_400_000).toISOString().slice(0, 10);
  const pagePath = `/service-booking?mode=self&service=in-person-color-analysis&from=${from}`;
  await visit(page, pagePath);
  const first = page.getByRole("group", { name: "1. Choose a time" }).getByRole("radio").first();
  const start = (await first.getAttribute("value"))!;
  // Someone else books it first.
  const other = await request.post(pagePath, {
    form: { flow: "online", service: "in-person-color-analysis", people: "1", slot: start, name: "Someone Else", email: `other-${Date.now()}@example.org`, terms: "yes" },
    headers: { Origin: new URL(page.url()).origin, ...ownAddress() },
    maxRedirects: 0,
  });
  expect(other.status()).toBe(303);
  // And pays: a hold alone could be ended meanwhile by another test's Cron run at a later time.
  expect((await request.post(other.headers().location!, { form: { status: "paid" }, maxRedirects: 0 })).status()).toBe(303);

  await first.check();
  await page.getByLabel("Your name").fill("Lotte Bakker");
  await page.getByLabel("Your email").fill(`lotte-${Date.now()}@example.org`);
  await page.getByLabel(/I accept the terms and conditions/).check();
  await page.getByRole("button", { name: "Book and pay" }).click();
  await expect(page.getByRole("alert")).toContainText("That time was just taken");
  await expect(page.getByRole("group", { name: "The nearest free times" }).getByRole("radio").first()).toBeVisible();
  await expect(page.getByLabel("Your name")).toHaveValue("Lotte Bakker");
  await expect(page.locator(`input[name="slot"][value="${start}"]`)).toHaveCount(0);
});

test("a gift voucher bought online arrives by email, pays a booking's deposit in part, and the studio finds it with what is left", async ({ page, browser, studio }, testInfo) => {
  await page.setExtraHTTPHeaders(ownAddress());
  const buyer = `voucher-${testInfo.project.name}-${Date.now()}@example.org`;
  await visit(page, "/gift-a-session");
  const order = page.locator("form.booking-form");
  await order.getByLabel("An amount of my choice").check();
  await order.getByLabel(/The amount in euros/).fill("120");
  await order.getByLabel("Your name").fill("Mieke de Graaf");
  await order.getByLabel("Your email").fill(buyer);
  await order.getByLabel("Recipient's name").fill("Joost Smit");
  await order.getByLabel("Your message (optional)").fill("For your birthday: find your colours!");
  await order.getByLabel(/I accept the terms and conditions/).check();
  await order.getByRole("button", { name: "Continue to payment" }).click();
  await expect(page.getByText("€ 120.00")).toBeVisible();
  await page.getByRole("button", { name: "Paid" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Thank you: your gift voucher is ready");

  const toBuyer = async () => (await sentEmails()).filter((sent) => sent.header("to") === `<${buyer}>`);
  await expect.poll(async () => (await toBuyer()).length, { timeout: 10_000 }).toBe(1);
  const [voucherEmail] = (await toBuyer()) as [ReadEmail];
  expect(voucherEmail.text).toContain("For your birthday: find your colours!");
  const code = /Code: ([0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4})/.exec(voucherEmail.text)?.[1];
  expect(code).toBeDefined();
  await expect(page.locator(".voucher-code")).toHaveText(code!);

  // The recipient books with it, typed as people type codes: lower case, no dashes. The week is the
  // taken-time test's, whose first time it takes: this one takes the week's last.
  const from = new Date(Date.now() + ((WEEK_OF_PROJECT[testInfo.project.name] ?? 9) + 4) * 7 * 86_400_000).toISOString().slice(0, 10);
  await visit(page, `/service-booking?mode=self&service=in-person-color-analysis&from=${from}`);
  await page.getByRole("group", { name: "1. Choose a time" }).getByRole("radio").last().check();
  await page.getByLabel("Your name").fill("Joost Smit");
  await page.getByLabel("Your email").fill(`joost-${testInfo.project.name}-${Date.now()}@example.org`);
  await page.getByLabel("Gift voucher code (optional)").fill(code!.replace(/-/g, "").toLowerCase());
  await page.getByLabel(/I accept the terms and conditions/).check();
  await page.getByRole("button", { name: "Book and pay" }).click();
  // The voucher paid it all: no checkout.
  await expect(page).toHaveURL(/\/bookings\/[0-9a-f-]{36}\.\d{10}\.[0-9a-f]{64}\?booked=1$/);
  await expect(page.getByRole("status")).toContainText("You are booked");

  const studioContext = await browser.newContext();
  await studio.signIn(studioContext, "admin");
  const studioPage = await studioContext.newPage();
  await studioPage.goto(`/studio/vouchers?q=${encodeURIComponent(code!)}`);
  await expect(studioPage.getByText("€70", { exact: true })).toBeVisible();
  await expect(studioPage.locator('a[href^="/studio/bookings/"]')).toHaveCount(1);
  // And its payment, among the payments, linked to the voucher.
  await studioPage.goto("/studio/payments?status=paid");
  await expect(studioPage.getByRole("link", { name: code! })).toBeVisible();
  await studioContext.close();
});
