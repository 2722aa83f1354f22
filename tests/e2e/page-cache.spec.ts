import type { Page, Response } from "@playwright/test";
import { expect, test, visit } from "./support/site";

const pageOutcome = (response: Response | null) => /page;desc="([^"]+)"/.exec(response?.headers()["server-timing"] ?? "")?.[1];
const headerNonce = (response: Response | null) => /'nonce-([^']+)'/.exec(response?.headers()["content-security-policy"] ?? "")?.[1];
const nonceAttributes = (html: string) => [...html.matchAll(/\snonce="([^"]*)"/g)].map((match) => match[1]);
const banner = (page: Page) => page.getByTestId("consent-banner");

test("a second visit comes from the page cache, with a nonce of its own in the header and in every nonce attribute", async ({ page, javaScriptOn }) => {
  const refused: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error" && /Content.Security.Policy|Refused/i.test(message.text())) refused.push(message.text());
  });
  const first = await visit(page, "/seasons/spring");
  const second = await visit(page, "/seasons/spring");
  expect(pageOutcome(second)).toMatch(/^(hit|stale)$/);
  const [firstNonce, secondNonce] = [headerNonce(first), headerNonce(second)];
  expect(secondNonce).toBeTruthy();
  expect(secondNonce).not.toBe(firstNonce);
  const html = await second!.text();
  expect(new Set(nonceAttributes(html))).toEqual(new Set([secondNonce]));
  expect(html).not.toContain(firstNonce!);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  if (javaScriptOn) {
    // The scripts of the kept page ran under the new nonce: the page hydrated and navigates on the client.
    await page.getByRole("navigation", { name: "Breadcrumb" }).getByRole("link", { name: "Seasons" }).click();
    await expect(page).toHaveURL(/\/seasons$/);
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
