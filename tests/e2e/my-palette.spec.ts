import type { Page } from "@playwright/test";
import { emailKey } from "~/schemas/inbox";
import { emailsTo } from "./support/emails";
import { checkAxe, checkPhoneWidths } from "./support/page-audit";
import { watchContentSecurityPolicy, watchPageErrors } from "./support/page-checks";
import { AFTER_A_WRITE, emulatorFirestore, expect, test, visit } from "./support/site";

// "My palette" (issue 44) in one walk: the studio records a result on a past booking and sends its
// link; the client opens the emailed link on a phone without JavaScript and sees their colours,
// prints it as one A6 card, then opens it with JavaScript, after which it opens offline, until they
// delete it. The staff's desk and the phone without JavaScript are browser contexts of their own.

const DAY = 86_400_000;
/** The colours ticked as best, by name, and the sRGB each chip must be painted in. */
const BEST = [
  { name: "Dusty Salmon", hex: "#d9998a", rgb: "rgb(217, 153, 138)" },
  { name: "Sage", hex: "#a3ad8a", rgb: "rgb(163, 173, 138)" },
  { name: "Muted Teal", hex: "#5b8a84", rgb: "rgb(91, 138, 132)" },
];
/** A6 in PostScript points (105 × 148 mm), as Chromium writes a page's MediaBox. */
const A6 = { width: 297.6, height: 419.5 };

/** A confirmed in-studio analysis that took place a week ago, stored as the booking flow stores one. */
async function pastBooking(name: string, email: string): Promise<string> {
  const id = crypto.randomUUID();
  const startsAt = new Date(Math.floor((Date.now() - 7 * DAY) / DAY) * DAY + 9.5 * 3_600_000);
  const endsAt = new Date(startsAt.getTime() + 120 * 60_000);
  const bookedAt = new Date(startsAt.getTime() - 21 * DAY);
  await emulatorFirestore().writeDocument(`Bookings/${id}`, {
    status: "confirmed",
    mode: "self",
    serviceId: "in-person-color-analysis",
    serviceName: "In-Person Colour Analysis",
    location: "studio",
    people: 1,
    name,
    email,
    phone: "",
    guests: [],
    notes: "",
    startsAt,
    endsAt,
    busyUntil: new Date(endsAt.getTime() + 30 * 60_000),
    claims: [],
    sequence: 0,
    locale: "en",
    createdAt: bookedAt,
    updatedAt: bookedAt,
    reminder: "sent",
    reminderAt: new Date(startsAt.getTime() - 2 * DAY),
    holdTokens: [],
    linkVersion: 0,
    emailKeys: [emailKey(email)],
  });
  return id;
}

/** The page count and the first page's size of a PDF as Chromium writes it (uncompressed page objects). */
function pdfPages(pdf: Buffer): { pages: number; width: number; height: number } {
  const text = pdf.toString("latin1");
  const [width, height] = (/\/MediaBox\s*\[\s*0\s+0\s+([\d.]+)\s+([\d.]+)\s*\]/.exec(text) ?? []).slice(1).map(Number);
  return { pages: text.match(/\/Type\s*\/Page\b/g)?.length ?? 0, width: width ?? 0, height: height ?? 0 };
}

/** The colours of the best colours' chips, as the page paints them. */
const chipColours = (page: Page) =>
  page
    .getByRole("list", { name: "Your best colours" })
    .locator(".swatch-card__chip")
    .evaluateAll((chips) => chips.map((chip) => getComputedStyle(chip).backgroundColor));

test("a palette recorded by the studio reaches the client: their link without JavaScript, one A6 card in print, offline after one visit", async ({ browser, page, context, studio }) => {
  test.slow();
  const { baseURL, userAgent, viewport, isMobile, hasTouch, deviceScaleFactor } = test.info().project.use;
  const email = `palette-${crypto.randomUUID().slice(0, 8)}@e2e.plumandlinen.example`;
  const bookingId = await pastBooking("Sanne de Vries", email);

  // (a) The studio, at a desk: the result on the past booking, then its link sent.
  const desk = await browser.newContext({ baseURL, userAgent, viewport: { width: 1366, height: 900 } });
  await studio.signIn(desk, "editor");
  const staff = await desk.newPage();
  await visit(staff, `/studio/bookings/${bookingId}`);
  // The sub-season's colours follow the choice once the page's script runs; a choice made while it
  // was still loading is made again.
  await expect(async () => {
    await staff.getByLabel("Sub-season").selectOption("soft-autumn");
    await expect(staff.getByLabel("Neighbour to borrow from")).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
  await staff.getByLabel("Neighbour to borrow from").selectOption("soft-summer");
  for (const { name } of BEST) await staff.getByRole("group", { name: "Best colours" }).getByLabel(name).check();
  await staff.getByRole("group", { name: "Away from the face" }).getByLabel("Wheat").check();
  await staff.getByLabel("Metals").fill("Brushed gold and bronze");
  await staff.getByLabel("A personal note").fill("Lovely to meet you, Sanne. Take the sage scarf when you shop.");
  await staff.getByRole("button", { name: "Save the palette result" }).click();
  await expect(staff.getByText("Not sent yet")).toBeVisible(AFTER_A_WRITE);
  await staff.getByRole("button", { name: "Send the link" }).click();
  await expect(staff.getByText(/^Sent to the client/)).toBeVisible(AFTER_A_WRITE);
  await desk.close();

  await expect.poll(async () => (await emailsTo(email)).length, { timeout: 10_000 }).toBe(1);
  const [sent] = await emailsTo(email);
  const link = /https?:\/\/\S+\/my-palette\/\S+/.exec(sent!.text)?.[0];
  expect(link, "the email's link to My palette").toBeTruthy();
  const path = new URL(link!).pathname;

  // (b) The email's link on the client's phone, without JavaScript: their colours, true to colour.
  const withoutJs = await browser.newContext({ baseURL, userAgent, viewport, isMobile, hasTouch, deviceScaleFactor, javaScriptEnabled: false });
  const phone = await withoutJs.newPage();
  await visit(phone, path);
  await expect(phone.getByRole("heading", { level: 1 })).toHaveText("You are a Soft Autumn");
  await expect(phone.getByText("Sanne de Vries, these are the colours")).toBeVisible();
  await expect(phone.getByText("Your neighbour to borrow from is Soft Summer")).toBeVisible();
  for (const { name, hex } of BEST) await expect(phone.getByRole("list", { name: "Your best colours" }).getByRole("figure", { name: new RegExp(`^${name}\\s*${hex}$`) })).toBeVisible();
  expect(await chipColours(phone)).toEqual(BEST.map(({ rgb }) => rgb));
  await expect(phone.getByText("Take the sage scarf when you shop.")).toBeVisible();

  // (c) Printed: one A6 page.
  const printed = pdfPages(await phone.pdf({ preferCSSPageSize: true, printBackground: true }));
  expect(printed.pages).toBe(1);
  // Within a point: Chromium rounds the page to whole CSS pixels.
  expect(Math.abs(printed.width - A6.width), `width ${printed.width} pt`).toBeLessThan(1);
  expect(Math.abs(printed.height - A6.height), `height ${printed.height} pt`).toBeLessThan(1);
  await withoutJs.close();

  // (d) With JavaScript, one visit keeps it on the device (its service worker allowed by the CSP);
  // then it opens with the network gone. The page is audited as every public page is.
  const blocked = await watchContentSecurityPolicy(page);
  const errors = watchPageErrors(page);
  await visit(page, path);
  await expect(page.getByText("Saved on this device")).toBeVisible({ timeout: 15_000 });
  expect({ blocked, errors }).toEqual({ blocked: [], errors: [] });
  await checkPhoneWidths(page);
  await checkAxe(page);
  await context.setOffline(true);
  const offline = await page.reload();
  expect(offline?.fromServiceWorker(), "the page came from the service worker").toBe(true);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("You are a Soft Autumn");
  expect(await chipColours(page)).toEqual(BEST.map(({ rgb }) => rgb));
  // The network really is gone: what the worker does not keep fails.
  expect(await page.evaluate(() => fetch("/build-info.json").then(() => "reached", () => "failed"))).toBe("failed");
  await context.setOffline(false);

  // Deleting it takes the device's copy too.
  await page.getByRole("link", { name: "Delete my palette…" }).click();
  await page.getByRole("button", { name: "Yes, delete my palette" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Your palette is deleted", AFTER_A_WRITE);
  await expect.poll(() => page.evaluate((kept) => caches.match(kept).then((answer) => answer === undefined), new URL(path, baseURL).href)).toBe(true);
  expect((await page.goto(path))?.status()).toBe(404);
});
