import sharp from "sharp";
import { type ReadEmail } from "../support/read-email";
import { emailsTo } from "./support/emails";
import { expect, hydrated, ownAddress, paymentsSimulatorUrl, test, visit } from "./support/site";

const SURNAMES = ["Visser", "de Graaf", "Jansen", "Bakker", "Mulder", "Smit"];

/** A phone photo as a camera makes it: a JPEG of a face-toned field, 900×1200. */
const photo = (name: string, shade: number) =>
  sharp({ create: { width: 900, height: 1200, channels: 3, background: { r: 196 + shade, g: 160 + shade, b: 140 } } })
    .jpeg({ quality: 85 })
    .toBuffer()
    .then((buffer) => ({ name, mimeType: "image/jpeg", buffer }));

test("a visitor orders the digital analysis, pays and sends three photos through the emailed link; the studio starts, reports and delivers; the client reads the report", async ({ page, browser, studio, javaScriptOn }, testInfo) => {
  await page.setExtraHTTPHeaders(ownAddress());
  const email = `digital-${testInfo.project.name}-${Date.now()}@example.org`;
  // A name of each run's own: the studio finds the order by it while the other project's (or a repeat's) is in the list too.
  const client = `Anouk ${SURNAMES[(javaScriptOn ? 1 : 0) + 2 * ((testInfo.repeatEachIndex + testInfo.retry) % 3)]}`;
  await visit(page, "/service-booking?mode=self&service=digital-color-analysis");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Order your Digital Colour Analysis");
  await page.getByLabel("Your name").fill(client);
  await page.getByLabel("Your email").fill(email);
  await page.getByLabel("Postal address for your swatch wallet").fill("Twijnstraat 12, 3511 ZL Utrecht, Netherlands");
  await page.getByLabel(/I accept the terms and conditions/).check();
  await page.getByLabel(/I ask you to start on my analysis/).check();
  await page.getByRole("button", { name: "Order and pay €95" }).click();

  await expect(page).toHaveURL(new RegExp(`^${paymentsSimulatorUrl()}/checkout/tr_\\w+$`));
  await expect(page.getByText("€ 95.00")).toBeVisible();
  await page.getByRole("button", { name: "Paid" }).click();
  await expect(page).toHaveURL(/\/analysis\/[\w.-]+$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Send us your photos");
  const orderPage = page.url();

  // The confirmation's private link is this page.
  await expect.poll(async () => (await emailsTo(email)).length, { timeout: 10_000 }).toBe(1);
  const [confirmation] = (await emailsTo(email)) as [ReadEmail];
  expect(confirmation.header("subject")).toBe("Your Digital Colour Analysis: send us your photos");
  expect(confirmation.text).toContain(new URL(orderPage).pathname);

  // A visitor's tap on "Choose photos" is their first on this page and starts its scripts; setInputFiles taps nothing.
  await hydrated(page);
  await page.getByLabel("Choose photos").setInputFiles(await Promise.all([photo("window-front.jpg", 0), photo("window-left.jpg", 6), photo("window-right.jpg", 12)]));
  const uploads: string[] = [];
  page.on("request", (request) => {
    if (request.method() === "POST" && request.url() === orderPage) uploads.push(request.headers()["content-type"]?.split(";")[0] ?? "none");
  });
  if (javaScriptOn) {
    // Previews drawn on the phone before anything is sent.
    const previews = page.getByRole("img", { name: /^Preview of window-/ });
    await expect(previews).toHaveCount(3);
    for (const preview of await previews.all()) await expect(preview).toBeVisible();
  }
  await page.getByRole("button", { name: "Upload photos" }).click();
  const mine = page.getByRole("list", { name: "Your photos" }).getByRole("listitem");
  await expect(mine).toHaveCount(3);
  // Without JavaScript one post carries all three; with it, one request a photo (each with a progress bar of its own).
  expect(uploads).toEqual(javaScriptOn ? ["multipart/form-data", "multipart/form-data", "multipart/form-data"] : ["multipart/form-data"]);
  await page.getByRole("button", { name: "Send for analysis" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Your photos are with us");

  // The studio, at a desk.
  const desk = await browser.newContext({ viewport: { width: 1280, height: 900 }, javaScriptEnabled: false });
  await studio.signIn(desk, "editor");
  const staff = await desk.newPage();
  await visit(staff, "/studio/orders");
  await staff.getByRole("link", { name: client }).first().click();
  const photos = staff.locator('img[src*="/photos/"]');
  await expect(photos).toHaveCount(3);
  // Shown at its own size up to the card's width: measured once it has arrived.
  await expect.poll(() => photos.first().evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true);
  expect((await photos.first().boundingBox())?.width).toBeGreaterThanOrEqual(600);
  await staff.getByRole("button", { name: "Start work (no refund from now on)" }).click();
  await staff.getByLabel("Sub-season").selectOption("soft-autumn");
  await staff.getByLabel("Notes").fill("Your colouring is warm and muted: the soft autumn drapes calmed your skin, while the bright ones drew attention to themselves.");
  await staff.getByRole("button", { name: "Save the report" }).click();
  // Without JavaScript the palette follows the save: tick from it, and save again.
  await staff.getByRole("group", { name: "Best colours" }).getByRole("checkbox").first().check();
  await staff.getByRole("button", { name: "Save the report" }).click();
  await staff.getByRole("button", { name: "Deliver the report" }).click();
  await desk.close();

  // The client is told, and reads the report at the same link.
  await expect.poll(async () => (await emailsTo(email)).length, { timeout: 10_000 }).toBe(2);
  await visit(page, new URL(orderPage).pathname);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Your colour analysis");
  await expect(page.getByRole("link", { name: "Soft Autumn" })).toBeVisible();
  await expect(page.getByText("Your colouring is warm and muted")).toBeVisible();
});
