import type { Page, Response } from "@playwright/test";
import { expect, test, visit } from "./support/site";

const pageOutcome = (response: Response | null) => /page;desc="([^"]+)"/.exec(response?.headers()["server-timing"] ?? "")?.[1];
const scriptSources = (response: Response | null) => /script-src ([^;]*)/.exec(response?.headers()["content-security-policy"] ?? "")?.[1] ?? "";
const banner = (page: Page) => page.getByTestId("consent-banner");

test("a second visit gets the kept page's very bytes, allowed by its hashes, and its scripts run", async ({ page, javaScriptOn }) => {
  const refused: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error" && /Content.Security.Policy|Refused/i.test(message.text())) refused.push(message.text());
  });
  const first = await visit(page, "/seasons/spring");
  const firstHtml = await first!.text();
  const second = await visit(page, "/seasons/spring");
  expect(pageOutcome(second)).toMatch(/^(hit|stale)$/);
  expect(await second!.text()).toBe(firstHtml);
  expect(firstHtml).not.toMatch(/\snonce=/);
  expect(scriptSources(second)).toMatch(/^('sha256-[A-Za-z0-9+/]+=*' )+'strict-dynamic'/);
  expect(scriptSources(second)).not.toContain("nonce-");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  if (javaScriptOn) {
    // The kept page's scripts ran under its hashes: the page hydrated and navigates on the client.
    await page.getByRole("navigation", { name: "Breadcrumb" }).getByRole("link", { name: "Seasons" }).click();
    await expect(page).toHaveURL(/\/seasons$/);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  }
  expect(refused).toEqual([]);
});

test("a visitor who has chosen never gets the banner from a kept page; one who has not always does", async ({ browser, javaScriptOn }) => {
  const undecided = await browser.newContext({ javaScriptEnabled: javaScriptOn });
  const deciding = await browser.newContext({ javaScriptEnabled: javaScriptOn });
  try {
    const first = await undecided.newPage();
    for (let visitCount = 0; visitCount < 2; visitCount++) {
      await visit(first, "/faqs");
      await expect(banner(first)).toBeVisible();
    }
    const second = await deciding.newPage();
    await visit(second, "/faqs");
    await banner(second).getByRole("button", { name: /accept/i }).click();
    await expect(banner(second)).toHaveCount(0);
    for (let visitCount = 0; visitCount < 2; visitCount++) {
      const response = await visit(second, "/faqs");
      expect(pageOutcome(response)).not.toBe("pass");
      await expect(banner(second)).toHaveCount(0);
    }
    await visit(first, "/faqs");
    await expect(banner(first)).toBeVisible();
  } finally {
    await undecided.close();
    await deciding.close();
  }
});
