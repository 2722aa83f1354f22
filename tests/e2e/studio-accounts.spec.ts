import type { Browser, BrowserContext, Page } from "@playwright/test";
import { expect, test } from "./support/site";
import { createStudioUser, emailedResetCode, ownAddress, signInThroughPage } from "./support/studio";

// Accounts that staff run themselves, in Chromium against the Auth and Firestore emulators that
// `npm start` runs: an admin invites someone, who chooses a password from the emailed link and
// signs in; a forgotten password is reset the same way, and a signed-in person changes theirs.
// The invitation runs with JavaScript off (a person's second browser, with it on, signs in at the
// end); the reset and the change run with it off and on. Runs in desktop-js only (playwright.config.ts).

test.use({ javaScriptEnabled: false });

const WRONG = "That email address and password don't match a studio account.";

async function newPage(browser: Browser, javaScriptEnabled = false): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ javaScriptEnabled });
  const page = await context.newPage();
  await page.setExtraHTTPHeaders(ownAddress());
  return { context, page };
}

/** Opens the emailed link on the studio's action page and chooses `password` there. */
async function choosePassword(page: Page, email: string, code: string, password: string) {
  // The link as Firebase builds it for a custom action URL: mode, oobCode, apiKey, continueUrl, lang.
  await page.goto(
    `/studio/account-action?mode=resetPassword&oobCode=${encodeURIComponent(code)}&apiKey=demo-api-key&continueUrl=${encodeURIComponent(
      "http://127.0.0.1/studio/sign-in"
    )}&lang=en`
  );
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Choose a password for ${email}`);
  // A password that is too short is refused beside its field, and the link still works.
  await page.getByLabel("New password", { exact: true }).fill("too short");
  await page.getByLabel("New password again", { exact: true }).fill("too short");
  await page.getByRole("button", { name: "Set my password" }).click();
  await expect(page.locator("#new-password-error")).toContainText("Use at least 12 characters");
  await page.getByLabel("New password", { exact: true }).fill(password);
  await page.getByLabel("New password again", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Set my password" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Your password is set");
  await page.getByRole("link", { name: "Sign in to the studio" }).click();
  await expect(page).toHaveURL(/\/studio\/sign-in$/);
}

async function signInHere(page: Page, email: string, password: string) {
  await page.getByLabel("Email", { exact: true }).fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
}

test("an admin invites a person, who chooses a password from the emailed link, signs in, signs out, signs in again with JavaScript; the old cookie is refused", async ({
  browser,
}) => {
  test.setTimeout(60_000);
  const admin = await createStudioUser("admin", "inviter");
  const newcomer = `newcomer-${crypto.randomUUID().slice(0, 8)}@e2e.plumandlinen.example`;

  const { page: adminPage } = await newPage(browser);
  await signInThroughPage(adminPage, admin.email, admin.password);
  await adminPage.goto("/studio/users");
  await adminPage.getByLabel("Email", { exact: true }).fill(newcomer);
  await adminPage.getByLabel("Role", { exact: true }).last().selectOption("editor");
  await adminPage.getByRole("button", { name: "Give studio access" }).click();
  await expect(adminPage.getByRole("status")).toHaveText(`Saved ${newcomer}. An email to choose a password is on its way to ${newcomer}.`);

  const password = `plum linen ${crypto.randomUUID().slice(0, 8)}`;
  const { context, page } = await newPage(browser);
  await choosePassword(page, newcomer, await emailedResetCode(newcomer), password);
  await signInHere(page, newcomer, password);
  await expect(page).toHaveURL(/\/studio\/inbox$/);
  await expect(page.getByRole("banner")).toContainText(newcomer);
  const signedIn = await context.cookies();
  expect(signedIn.some((cookie) => cookie.name.endsWith("studio_session"))).toBe(true);

  await page.getByRole("button", { name: "Sign out" }).click();
  await expect(page).toHaveURL(/\/studio\/sign-in$/);

  // With JavaScript on, in another browser: the same person signs in again.
  const { page: withScripts } = await newPage(browser, true);
  await signInThroughPage(withScripts, newcomer, password);
  await expect(withScripts.getByRole("banner")).toContainText(newcomer);

  // A copy of the signed-out cookie opens nothing (sessions that end).
  const { context: thief, page: thiefPage } = await newPage(browser);
  await thief.addCookies(signedIn);
  await thiefPage.goto("/studio/inbox");
  await expect(thiefPage).toHaveURL(/\/studio\/sign-in\?redirectTo=%2Fstudio%2Finbox$/);
});

for (const javaScript of [false, true]) {
  test(`a person who forgot their password asks for a link, chooses a new one, and signs in with it (the old one no longer works); JavaScript ${
    javaScript ? "on" : "off"
  }`, async ({ browser }) => {
    test.setTimeout(60_000);
    const person = await createStudioUser("editor", "forgetful");
    const { page } = await newPage(browser, javaScript);
    await page.goto("/studio/sign-in");
    await page.getByRole("link", { name: "Forgot your password?" }).click();
    await expect(page).toHaveURL(/\/studio\/forgot-password$/);
    await page.getByLabel("Email", { exact: true }).fill(person.email);
    await page.getByRole("button", { name: "Email me a link" }).click();
    await expect(page.getByRole("status")).toContainText("If that address belongs to a studio account, an email with a link");

    const password = `a new linen ${crypto.randomUUID().slice(0, 8)}`;
    await choosePassword(page, person.email, await emailedResetCode(person.email), password);
    await signInHere(page, person.email, person.password);
    await expect(page.getByRole("alert")).toHaveText(WRONG);
    await signInHere(page, person.email, password);
    await expect(page).toHaveURL(/\/studio\/inbox$/);

    const { page: withScripts } = await newPage(browser, true);
    await signInThroughPage(withScripts, person.email, password);
    await expect(withScripts.getByRole("banner")).toContainText(person.email);
  });

  test(`a signed-in person changes their own password from the studio header's 'Your account'; JavaScript ${javaScript ? "on" : "off"}`, async ({
    browser,
  }) => {
    const person = await createStudioUser("editor", "changer");
    const { page } = await newPage(browser, javaScript);
    await signInThroughPage(page, person.email, person.password);
    await page.getByRole("link", { name: "Your account" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Your account");
    const password = `changed linen ${crypto.randomUUID().slice(0, 8)}`;
    await page.getByLabel("Current password", { exact: true }).fill("not my password at all");
    await page.getByLabel("New password", { exact: true }).fill(password);
    await page.getByLabel("New password again", { exact: true }).fill(password);
    await page.getByRole("button", { name: "Change my password" }).click();
    await expect(page.locator("#current-password-error")).toHaveText("That is not your current password.");
    await page.getByLabel("Current password", { exact: true }).fill(person.password);
    await page.getByLabel("New password", { exact: true }).fill(password);
    await page.getByLabel("New password again", { exact: true }).fill(password);
    await page.getByRole("button", { name: "Change my password" }).click();
    await expect(page.getByRole("status")).toHaveText("Your password is changed. Your other sessions are signed out.");

    const { page: elsewhere } = await newPage(browser);
    await signInThroughPage(elsewhere, person.email, password);
    await expect(elsewhere.getByRole("banner")).toContainText(person.email);
  });
}
