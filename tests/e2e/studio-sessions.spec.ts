import { expect, newRequestContext, test } from "./support/site";
import { axeViolations } from "./support/page-checks";
import { createStudioUser, studioSessionCookie } from "./support/studio";

// Sessions that end, in Chromium with JavaScript on and off: an admin ends another browser's
// session from the person's sessions page, and signing out leaves a copy of the cookie useless.

test("an admin ends an editor's session on the editor's sessions page; the editor's next click goes to the sign-in page", async ({ browser, page, studio, playwright, baseURL, javaScriptOn }) => {
  const editor = await createStudioUser("editor", "sessions-editor");
  await studio.signIn(page.context(), "admin");
  // The editor signs in from a client of their own: a second sign-in from the admin's would end the admin's session.
  const editorRequest = await newRequestContext(playwright, { baseURL });
  const editorContext = await browser.newContext({ javaScriptEnabled: javaScriptOn });
  await editorContext.addCookies(await studioSessionCookie(editorRequest, editor.email, editor.password));
  await editorRequest.dispose();
  const editorPage = await editorContext.newPage();
  await editorPage.goto("/studio/inbox");
  await expect(editorPage.getByRole("heading", { level: 1 })).toBeVisible();
  expect(new URL(editorPage.url()).pathname).toBe("/studio/inbox");

  await page.goto("/studio/users");
  await page.getByRole("link", { name: `Sessions of ${editor.email}` }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Sessions of ${editor.email}`);
  const rows = page.locator("tbody tr");
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText("unknown");
  if (javaScriptOn) {
    expect(await axeViolations(page)).toEqual([]);
  }
  await rows.first().getByRole("button", { name: /^End session/ }).click();
  await expect(page.getByRole("status")).toHaveText("Ended 1 session.");
  await expect(page.getByText("No open sessions.")).toBeVisible();

  await editorPage.reload();
  await expect(editorPage).toHaveURL(/\/studio\/sign-in\?redirectTo=%2Fstudio%2Finbox$/);
  await editorContext.close();
});

test("after signing out, a copy of the old session cookie opens nothing", async ({ page, request }) => {
  const editor = await createStudioUser("editor", "sessions-leaver");
  const cookies = await studioSessionCookie(request, editor.email, editor.password);
  await page.context().addCookies(cookies);
  await page.goto("/studio/inbox");
  expect(new URL(page.url()).pathname).toBe("/studio/inbox");
  await page.getByRole("button", { name: "Sign out" }).click();
  await expect(page).toHaveURL(/\/studio\/sign-in$/);

  // The copy, put back as an attacker who kept it would.
  await page.context().addCookies(cookies);
  await page.goto("/studio/inbox");
  await expect(page).toHaveURL(/\/studio\/sign-in\?redirectTo=%2Fstudio%2Finbox$/);
});
