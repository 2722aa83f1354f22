import type { Page } from "@playwright/test";
import { expect, test, visit } from "./support/site";

const GTAG = "https://www.googletagmanager.com/gtag/js?id=G-E2ETEST123";

/** Records (and stubs) every request for Google's analytics script. */
async function watchAnalytics(page: Page) {
  const requests: string[] = [];
  await page.route("https://www.googletagmanager.com/**", async (route) => {
    requests.push(route.request().url());
    await route.fulfill({ contentType: "text/javascript", body: "/* analytics stub */" });
  });
  return requests;
}

const banner = (page: Page) => page.getByRole("region", { name: "Cookies on this site" });

test("the banner is shown until the visitor chooses, and analytics is not loaded before", async ({ page }) => {
  const analytics = await watchAnalytics(page);
  await visit(page, "/");
  await expect(banner(page)).toBeVisible();
  await expect(banner(page)).toContainText("security-check measure");
  expect(await page.locator(`script[src="${GTAG}"]`).count()).toBe(0);
  await page.waitForLoadState("networkidle");
  expect(analytics).toEqual([]);
});

test("Accept hides the banner, keeps the visitor on the page and loads analytics", async ({ page, javaScriptOn }) => {
  const analytics = await watchAnalytics(page);
  await visit(page, "/faqs");
  await banner(page).getByRole("button", { name: "Accept" }).click();
  await expect(banner(page)).toBeHidden();
  await expect(page).toHaveURL(/\/faqs$/);

  await page.reload();
  await expect(banner(page)).toHaveCount(0);
  if (javaScriptOn) {
    // Inserted by the page's inline analytics script (a page from the page cache has no nonce to give a <script src>).
    await expect(page.locator(`script[src="${GTAG}"]`)).toHaveCount(1);
    await expect.poll(() => analytics.length).toBeGreaterThan(0);
    expect(analytics[0]).toBe(GTAG);
  } else {
    expect(await page.content()).toContain(JSON.stringify(GTAG)); // the page carries the analytics script…
    expect(analytics).toEqual([]); // …and scripts never run with JavaScript off
  }
});

test("with JavaScript the banner slides away without a page load", async ({ page, javaScriptOn }) => {
  const analytics = await watchAnalytics(page);
  await visit(page, "/about");
  let loads = 0;
  page.on("load", () => (loads += 1));
  await banner(page).getByRole("button", { name: "Accept" }).click();
  await expect(banner(page)).toBeHidden();
  if (javaScriptOn) {
    expect(loads).toBe(0);
    await expect.poll(() => analytics.length).toBeGreaterThan(0);
  } else {
    await expect.poll(() => loads).toBe(1); // the form posted and the redirect brought the page back
  }
});

test("Reject hides the banner and analytics never loads", async ({ page }) => {
  const analytics = await watchAnalytics(page);
  await visit(page, "/");
  await banner(page).getByRole("button", { name: "Reject" }).click();
  await expect(banner(page)).toBeHidden();
  await page.reload();
  await expect(banner(page)).toHaveCount(0);
  await page.waitForLoadState("networkidle");
  expect(await page.locator('script[src*="googletagmanager"]').count()).toBe(0);
  expect(analytics).toEqual([]);
});

test("a forged consent cookie counts as no choice", async ({ page, context, baseURL }) => {
  const analytics = await watchAnalytics(page);
  await context.addCookies([{ name: "consent", value: "accepted", url: baseURL! }]);
  await visit(page, "/");
  await expect(banner(page)).toBeVisible();
  await page.waitForLoadState("networkidle");
  expect(analytics).toEqual([]);
});
