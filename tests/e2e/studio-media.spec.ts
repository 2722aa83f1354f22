import { mkdir, writeFile } from "node:fs/promises";
import { coverPhoto, phonePhoto } from "../../scripts/lib/phone-photo.mjs";
import { expect, test, visit } from "./support/site";

// The studio's photo library in Chromium, with JavaScript on and off: a phone's photo uploaded
// through the plain form comes back upright in the library, its thumbnail loads from /media/…,
// and a file that is not a photo is refused with a message beside the field.

let phone: Buffer;
let cover: Buffer;

test.beforeAll(async () => {
  [phone, cover] = await Promise.all([phonePhoto(), coverPhoto({ width: 1200, height: 800 })]);
});

test.beforeEach(async ({ context, studio }) => studio.signIn(context, "editor"));

test("an editor uploads a phone's photo; the library shows it upright with its alt text, a thumbnail and its Markdown", async ({ page }) => {
  test.setTimeout(60_000);
  await visit(page, "/studio/media");
  const name = `PXL_${crypto.randomUUID().slice(0, 8)}.jpg`;
  await page.getByLabel(/^Photo\b/).setInputFiles({ name, mimeType: "image/jpeg", buffer: phone });
  await page.getByLabel("Alt text", { exact: true }).fill("A plum scarf folded on linen");
  await page.getByRole("button", { name: "Upload", exact: true }).click();

  const notice = page.getByRole("status");
  // The answer waits for the master: Miniflare's Images binding (sharp) turns and re-encodes
  // 7.7 megapixels; it ran past expect's 5 s once while the other Playwright worker rendered pages.
  await expect(notice).toContainText(`Uploaded ${name} (2400 × 3200 px)`, { timeout: 20_000 });
  await expect(notice).toContainText("![A plum scarf folded on linen](/media/");
  const row = page.getByRole("row").filter({ hasText: name });
  await expect(row).toContainText("A plum scarf folded on linen");
  await expect(row).toContainText("Not used");
  const thumbnail = row.getByRole("img", { name: "A plum scarf folded on linen" });
  await thumbnail.scrollIntoViewIfNeeded();
  // Loaded from /media/… (made by the Images binding), and a portrait: taller than wide.
  await expect.poll(() => thumbnail.evaluate((img: HTMLImageElement) => (img.complete ? img.naturalHeight / img.naturalWidth : 0))).toBeCloseTo(4 / 3, 1);
});

test("a text file named .jpg is refused with a message beside the file field, and nothing is added", async ({ page }) => {
  await visit(page, "/studio/media");
  await page.getByLabel(/^Photo\b/).setInputFiles({ name: "notes.jpg", mimeType: "image/jpeg", buffer: Buffer.from("Not a photo at all.") });
  await page.getByLabel("Alt text", { exact: true }).fill("Notes");
  await page.getByRole("button", { name: "Upload", exact: true }).click();
  await expect(page.getByRole("alert")).toContainText("This file is not a JPEG, PNG, WebP or AVIF photo");
  await expect(page.locator("#upload-photo-error")).toContainText("This file is not a JPEG, PNG, WebP or AVIF photo");
  await expect(page.getByRole("row").filter({ hasText: "notes.jpg" })).toHaveCount(0);
});

test("with JavaScript the chosen photo is previewed before upload; without it the form is a plain multipart post", async ({ page, javaScriptOn }) => {
  await visit(page, "/studio/media");
  const form = page.locator("form").filter({ has: page.getByLabel(/^Photo\b/) });
  await expect(form).toHaveAttribute("method", "post");
  await expect(form).toHaveAttribute("enctype", "multipart/form-data");
  const preview = page.getByRole("img", { name: "Preview of the chosen photo" });
  await expect(preview).toBeHidden();
  await page.getByLabel(/^Photo\b/).setInputFiles({ name: "cover.jpg", mimeType: "image/jpeg", buffer: cover });
  if (!javaScriptOn) {
    await expect(preview).toBeHidden();
    return;
  }
  await expect(preview).toBeVisible();
  expect(await preview.evaluate((canvas: HTMLCanvasElement) => [canvas.width, canvas.height])).toEqual([240, 160]);
});

test("a photo over 20 MB is refused: beside the field before it is sent with JavaScript, on a 413 page without", async ({ page, javaScriptOn }) => {
  await visit(page, "/studio/media");
  // Given as a file on disk: a local browser then reads it itself. Given as a buffer, Playwright
  // sends its 21 MB through the browser's protocol as base64, which took 23 of the test's 30 s.
  // In the test's output folder, which Playwright empties at the start of each run.
  await mkdir(test.info().outputDir, { recursive: true });
  const huge = test.info().outputPath("huge.jpg");
  await writeFile(huge, Buffer.alloc(21 * 1024 * 1024, 0xff));
  await page.getByLabel(/^Photo\b/).setInputFiles(huge);
  await page.getByLabel("Alt text", { exact: true }).fill("Too big");
  if (javaScriptOn) {
    await expect(page.locator("#upload-photo-error")).toContainText("larger than 20 MB");
    await page.getByRole("button", { name: "Upload", exact: true }).click();
    // The browser does not send a form whose field says it is invalid.
    expect(await page.getByLabel(/^Photo\b/).evaluate((input: HTMLInputElement) => input.validity.customError)).toBe(true);
    await expect(page).toHaveURL(/\/studio\/media$/);
    return;
  }
  const [response] = await Promise.all([page.waitForResponse((r) => r.request().method() === "POST"), page.getByRole("button", { name: "Upload", exact: true }).click()]);
  expect(response.status()).toBe(413);
  await expect(page.locator("body")).toContainText("This photo is larger than 20 MB");
});
