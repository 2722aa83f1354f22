import type { Response } from "@playwright/test";
import { startSiteUnderTest } from "../../scripts/lib/site-under-test.mjs";
import { expect, test, visit } from "./support/site";

// One project runs this (playwright.config.ts): it starts a site and an emulator of its own.
const pageOutcome = (response: Response | null) => /page;desc="([^"]+)"/.exec(response?.headers()["server-timing"] ?? "")?.[1];

test.describe("with Firestore down", () => {
  // A site of its own (server and emulator), whose emulator this test stops.
  test.describe.configure({ mode: "serial", timeout: 120_000 });
  const PURGE_TOKEN = "e2e-outage-purge-token-0123456789";
  let site: Awaited<ReturnType<typeof startSiteUnderTest>> | undefined;

  test.beforeAll(async () => {
    // A hook has the config's 30 s, not the describe's: starting a JVM emulator and a server of
    // its own takes 10 s on an idle machine and more on a busy one.
    test.setTimeout(120_000);
    site = await startSiteUnderTest({ vars: { PURGE_TOKEN } });
  });
  test.afterAll(async () => {
    await site?.stop();
  });

  test("a page kept before the outage is answered, even after a purge; a page never kept is a themed 503", async ({ page, request }) => {
    const { origin } = site!;
    await visit(page, `${origin}/faqs`);
    const question = page.locator("main details summary").first();
    const text = await question.textContent();
    expect(text).toBeTruthy();
    const purged = await request.post(`${origin}/_purge`, { headers: { Authorization: `Bearer ${PURGE_TOKEN}` } });
    expect(purged.status()).toBe(200);
    await site!.emulator.stop();

    const response = await visit(page, `${origin}/faqs`);
    expect(pageOutcome(response)).toMatch(/^(stale-if-error|miss)$/);
    await expect(page.locator("main details summary").first()).toHaveText(text!);
    await visit(page, `${origin}/color-analysis`, 503);
    await expect(page.getByRole("heading", { level: 1 })).toContainText("503");
  });
});
