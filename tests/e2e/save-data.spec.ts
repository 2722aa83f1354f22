import type { Page, Request } from "@playwright/test";
import { AFTER_A_WRITE, emulatorFirestore, expect, ownAddress, test, visit } from "./support/site";

// A visitor whose browser asks to save data (`Save-Data: on`) gets pages without scripts and web
// fonts, with small photos, that work as they do with JavaScript off (app/site/save-data.ts).

/** Every request the page makes, from here on. */
function recordRequests(page: Page) {
  const requests: Request[] = [];
  page.on("request", (request) => requests.push(request));
  return requests;
}

const heavy = (requests: Request[]) =>
  requests.filter((request) => ["script", "font"].includes(request.resourceType())).map((request) => `${request.resourceType()} ${request.url()}`);

test.beforeEach(async ({ page }) => {
  await page.setExtraHTTPHeaders({ "Save-Data": "on", ...ownAddress() });
});

test("pages load no script and no web font, and show their content and small photos", async ({ page }) => {
  const requests = recordRequests(page);
  for (const path of ["/", "/journal", "/journal/what-colours-suit-a-soft-autumn", "/seasons/autumn", "/colors-app"]) {
    await visit(page, path);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  }
  await page.waitForLoadState("networkidle");
  expect(heavy(requests)).toEqual([]);
  const photos = requests.filter((request) => request.url().includes("/media/")).map((request) => new URL(request.url()).pathname);
  expect(photos.length).toBeGreaterThan(0);
  for (const photo of photos) expect(photo).toMatch(/\/400\.(avif|webp|jpg)$/);
  // The text is drawn in the web fonts' metric-matched fallbacks, which the page still declares.
  const families = await page.evaluate(() => [...document.fonts].map((face) => face.family.replace(/"/g, "")));
  expect(families).toContain("Bodoni Moda Fallback");
  expect(families).not.toContain("Bodoni Moda");
});

test("the contact form sends and the navigation works, without a script", async ({ page }) => {
  const requests = recordRequests(page);
  await visit(page, "/contact");
  const email = `save-data.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.org`;
  const form = page.locator("form", { has: page.getByLabel("Message") });
  await form.getByLabel("Name").fill("Marloes Visser");
  await form.getByLabel("Email").fill(email);
  await form.getByLabel("Message").fill("I am on a slow connection abroad: can we do the online analysis in April?");
  await form.getByRole("button", { name: "Send message" }).click();
  await expect(page.getByRole("heading", { name: "Thanks for reaching out!" })).toBeVisible(AFTER_A_WRITE);
  await expect.poll(async () => (await emulatorFirestore().runQuery({ collection: "ContactMessages", where: [{ field: "email", equals: email }] })).length).toBe(1);

  // The footer's link, by keyboard: on a phone the main menu is folded, and the cookie banner sits over the page's foot.
  await page.getByRole("contentinfo").getByRole("link", { name: "The journal", exact: true }).press("Enter");
  await expect(page).toHaveURL(/\/journal$/);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  expect(heavy(requests)).toEqual([]);
});
