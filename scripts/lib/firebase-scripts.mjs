import { gzipSync } from "node:zlib";

// Which scripts a page loads, and which of them are Firebase: shared by the end-to-end bundle test
// (which asserts) and `npm run bench` (which prints the figures).

/** Firebase Auth's REST host: in every build of firebase/auth, and in nothing else the site ships. */
const FIREBASE_MARKER = "identitytoolkit.googleapis.com";

/**
 * Every script the Playwright page loads from now on, with its text, in the order they arrive.
 * @param {import("@playwright/test").Page} page
 * @returns {Array<{ url: string, text: string }>}
 */
export function recordScripts(page) {
  /** @type {Array<{ url: string, text: string }>} */
  const scripts = [];
  page.on("response", async (response) => {
    if (response.request().resourceType() !== "script") return;
    scripts.push({ url: response.url(), text: await response.text().catch(() => "") });
  });
  return scripts;
}

/** @param {{ text: string }} script */
export const isFirebase = (script) => script.text.includes(FIREBASE_MARKER);

/** The scripts' size gzipped (level 9, as the page-weight figures), in bytes. @param {Array<{ text: string }>} scripts */
export const gzippedBytes = (scripts) => scripts.reduce((sum, script) => sum + gzipSync(script.text, { level: 9 }).length, 0);
