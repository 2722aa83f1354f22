import { expect, test } from "./support/site";
import { createStudioUser, ownAddress } from "./support/studio";

// Signing in to the studio on its own page, with JavaScript (desktop-js, playwright.config.ts);
// studio-accounts.spec.ts signs in with it off.

test("nobody signed in is sent to the sign-in page, and back to where they were going after signing in", async ({ page }) => {
  const editor = await createStudioUser("editor");
  await page.setExtraHTTPHeaders(ownAddress());
  await page.goto("/studio/content/faqs");
  await expect(page).toHaveURL(/\/studio\/sign-in\?redirectTo=%2Fstudio%2Fcontent%2Ffaqs$/);
  await page.getByLabel("Email", { exact: true }).fill(editor.email);
  await page.getByLabel("Password", { exact: true }).fill(editor.password);
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
  await expect(page).toHaveURL(/\/studio\/content\/faqs$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("FAQs");
});

test("a wrong password is answered on the sign-in page, in words", async ({ page }) => {
  const editor = await createStudioUser("editor");
  await page.setExtraHTTPHeaders(ownAddress());
  await page.goto("/studio/sign-in");
  await page.getByLabel("Email", { exact: true }).fill(editor.email);
  await page.getByLabel("Password", { exact: true }).fill("not-the-password");
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
  await expect(page.getByRole("alert")).toHaveText("That email address and password don't match a studio account.");
  await expect(page).toHaveURL(/\/studio\/sign-in$/);
});
