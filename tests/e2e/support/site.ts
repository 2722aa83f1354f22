import { expect, test as base, type APIRequestContext, type Page } from "@playwright/test";
import { createFirestoreClient, type FirestoreClient } from "~/firestore/client.server";

export const PURGE_TOKEN = "e2e-purge-token-0123456789";
export const PROJECT_ID = "demo-colour-studio";

/** Admin access to the Firestore emulator that `npm start` runs for the end-to-end tests. */
export function emulatorFirestore(): FirestoreClient {
  const emulatorHost = process.env.E2E_FIRESTORE_HOST;
  if (!emulatorHost) throw new Error("E2E_FIRESTORE_HOST is not set (playwright.config.ts sets it)");
  return createFirestoreClient({ projectId: PROJECT_ID, emulatorHost, deadlineMs: 10_000 });
}

/**
 * The Mollie simulator that `npm start` runs for the end-to-end tests (scripts/lib/mollie-simulator.mjs):
 * its base URL, whose /_simulator/payments lists the payments the site created (with their
 * Idempotency-Key and webhook calls) and whose /checkout/:id is the page a visitor pays on.
 */
export function paymentsSimulatorUrl(): string {
  const url = process.env.E2E_PAYMENTS_URL;
  if (!url) throw new Error("E2E_PAYMENTS_URL is not set (playwright.config.ts sets it)");
  return url;
}

/** Makes content changed in Firestore show at once, as a publish would. */
export async function purgeCache(request: APIRequestContext): Promise<void> {
  const response = await request.post("/_purge", { headers: { Authorization: `Bearer ${PURGE_TOKEN}` } });
  expect(response.status()).toBe(200);
}

/** Visits a path and checks the status the server answered with. */
export async function visit(page: Page, path: string, status = 200) {
  const response = await page.goto(path);
  expect(response?.status(), `status of ${path}`).toBe(status);
  await hydrated(page);
  return response;
}

/**
 * Waits until React Router has taken over a page whose scripts run. A public page inserts them once it
 * has loaded and painted (app/worker/deferred-scripts.server.ts), so `goto`'s load event comes
 * first; with JavaScript off the page's inline scripts never ran and there is nothing to wait for.
 */
export async function hydrated(page: Page) {
  if (await page.evaluate(() => "__reactRouterContext" in window)) await page.waitForFunction(() => "__reactRouterDataRouter" in window);
}

export const test = base.extend<{ javaScriptOn: boolean }>({
  javaScriptOn: async ({ javaScriptEnabled }, provide) => provide(javaScriptEnabled !== false),
});
export { expect };


/**
 * Waits, when needed, until a burst of requests fits in one rate-limit window: the local server's
 * windows are aligned to the clock (a 60 s limit resets at every whole minute), so a burst that
 * straddles a minute would be counted in two windows.
 */
export async function inOneRateWindow(burstMs = 10_000) {
  const intoWindow = Date.now() % 60_000;
  if (intoWindow > 60_000 - burstMs) await new Promise((resolve) => setTimeout(resolve, 60_000 - intoWindow + 100));
}
