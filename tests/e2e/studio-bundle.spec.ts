import { gzippedBytes, isFirebase, recordScripts } from "../../scripts/lib/firebase-scripts.mjs";
import { expect, test, visit } from "./support/site";
import { createStudioUser, ownAddress } from "./support/studio";

// No page loads Firebase Authentication on load: public pages never (the page audit checks each, in
// page-audit.spec.ts), and the sign-in page only when its Google button (where configured) is
// pressed; passwords are checked by the worker. Runs in desktop-js (scripts are what it measures).
// `npm run bench` prints the same figures from the same recorder.

test("the sign-in page loads no Firebase code, on load or when someone signs in with a password, and the sizes are recorded", async ({ page }) => {
  const editor = await createStudioUser("editor", "bundle");
  const scripts = recordScripts(page);
  await page.setExtraHTTPHeaders(ownAddress());
  await visit(page, "/studio/sign-in");
  await page.waitForLoadState("networkidle");
  const initial = [...scripts];
  expect(initial.some(isFirebase), "no Firebase code on load").toBe(false);
  await page.getByLabel("Email", { exact: true }).fill(editor.email);
  await page.getByLabel("Password", { exact: true }).fill(editor.password);
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
  await page.waitForURL(/\/studio\/inbox/);
  expect(scripts.filter(isFirebase).map((script) => script.url), "the worker checks the password: no Firebase code at all").toEqual([]);
  // The figure the issue asks for; the list reporter prints it.
  console.log(`sign-in page JavaScript, gzip: ${(gzippedBytes(initial) / 1024).toFixed(1)} KB on load, Firebase ${(gzippedBytes(scripts.filter(isFirebase)) / 1024).toFixed(1)} KB`);
});
