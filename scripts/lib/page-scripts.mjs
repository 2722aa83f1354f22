/**
 * Starts a public page's scripts as a visitor does: a public page inserts them on the first
 * interaction (app/worker/deferred-scripts.server.ts, docs/decisions/036). The one the tooling
 * gives (the end-to-end tests, the dev check, the bench) is a key pressed that types nothing and
 * moves no focus, so the page is as it was before.
 *
 * @param {import("@playwright/test").Page} page
 */
export async function startPageScripts(page) {
  await page.keyboard.press("Shift");
}
