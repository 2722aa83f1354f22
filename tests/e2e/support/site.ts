import { expect, test as base, type APIRequestContext, type Page } from "@playwright/test";
import { createFirestoreClient, type FirestoreClient } from "~/utils/firestore.server";

export const PURGE_TOKEN = "e2e-purge-token-0123456789";
export const PROJECT_ID = "demo-colour-studio";

/** Admin access to the Firestore emulator that `npm start` runs for the end-to-end tests. */
export function emulatorFirestore(): FirestoreClient {
  const emulatorHost = process.env.E2E_FIRESTORE_HOST;
  if (!emulatorHost) throw new Error("E2E_FIRESTORE_HOST is not set (playwright.config.ts sets it)");
  return createFirestoreClient({ projectId: PROJECT_ID, emulatorHost, deadlineMs: 10_000 });
}

/** Makes content changed in Firestore show at once, as a publish would. */
export async function purgeCache(request: APIRequestContext): Promise<void> {
  const response = await request.post("/_purge", { headers: { Authorization: `Bearer ${PURGE_TOKEN}` } });
  expect(response.status()).toBe(200);
}

/** Visits a path and checks the status the server answered with. */
export async function visit(page: Page, path: string, status = 200) {
  const response = await gotoWhenUp(page, path);
  expect(response?.status(), `status of ${path}`).toBe(status);
  return response;
}

export const test = base.extend<{ javaScriptOn: boolean }>({
  javaScriptOn: async ({ javaScriptEnabled }, provide) => provide(javaScriptEnabled !== false),
});
export { expect };

/**
 * page.goto, waiting out a restart of the local server: wrangler dev can die under load and
 * `npm start` brings it back within seconds (a refused connection is never a site answer).
 */
async function gotoWhenUp(page: Page, path: string) {
  const deadline = Date.now() + 20_000;
  for (;;) {
    try {
      return await page.goto(path);
    } catch (error) {
      if (!String(error).includes("ERR_CONNECTION_REFUSED") || Date.now() > deadline) throw error;
      await page.waitForTimeout(500);
    }
  }
}
