import AxeBuilder from "@axe-core/playwright";
import { expect, test, visit } from "./support/site";
import { createStudioUser, STUDIO_PAGES, studioPagePath, studioPagesMessageId, studioSessionCookie, writeStudioPagesFixtures } from "./support/studio";

// Every studio page as a signed-in admin: it answers 200 with one h1, passes axe (JavaScript on),
// and its forms work with JavaScript off. Studio pages never reach a search engine or a cache.

// eslint-disable-next-line no-empty-pattern -- Playwright reads the fixtures a hook asks for from this pattern
test.beforeAll(async ({}, testInfo) => writeStudioPagesFixtures(testInfo.project.name));

test.beforeEach(async ({ context, request }) => {
  const admin = await createStudioUser("admin", "pages");
  await context.addCookies(await studioSessionCookie(request, admin.email, admin.password));
});

for (const path of STUDIO_PAGES) {
  test(`${path} answers with one h1, noindex and no-store`, async ({ page, javaScriptOn }, testInfo) => {
    const response = await visit(page, studioPagePath(path, testInfo.project.name));
    expect(response?.headers()["cache-control"]).toBe("no-store");
    expect(response?.headers()["x-robots-tag"]).toBe("noindex, nofollow");
    await expect(page.locator("h1")).toHaveCount(1);
    if (!javaScriptOn) return;
    const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"]).analyze();
    expect(results.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(" ")).slice(0, 3).join(", ")})`)).toEqual([]);
  });
}

for (const [path, status] of [
  ["/studio/sign-in", 200],
  ["/studio/forgot-password", 200],
  ["/studio/account-action?mode=resetPassword&oobCode=not-a-code", 400],
] as const) {
  test(`${path}, reached without a session, has one h1, passes axe and posts a plain form (no "needs JavaScript")`, async ({ page, javaScriptOn }) => {
    await page.context().clearCookies();
    await visit(page, path, status);
    await expect(page.locator("h1")).toHaveCount(1);
    expect(await page.content()).not.toContain("needs JavaScript");
    if (status === 200) await expect(page.locator('main form[method="post"] button[type="submit"]')).toHaveCount(1);
    if (!javaScriptOn) return;
    const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21aa", "wcag22aa"]).analyze();
    expect(results.violations.map((v) => v.id)).toEqual([]);
  });
}

test("an FAQ form sent with a missing answer comes back with the message next to the field and the typed values kept", async ({ page }) => {
  await visit(page, "/studio/content/faqs");
  const question = `Can I bring my own scarves to the session? (${crypto.randomUUID().slice(0, 6)})`;
  const newItem = page.getByRole("group", { name: "Add a question" });
  await newItem.getByLabel("Category", { exact: true }).fill("Your session");
  await newItem.getByLabel("Question", { exact: true }).fill(question);
  await page.getByRole("button", { name: "Save and publish" }).click();
  await expect(page.getByRole("alert").first()).toContainText("Nothing was saved");
  const added = page.getByRole("group", { name: /^Question \d+$/ }).filter({ has: page.locator(`input[value="${question}"]`) });
  await expect(added.getByText("Fill this in.")).toBeVisible();
  await expect(added.getByLabel("Question", { exact: true })).toHaveValue(question);
  await expect(added.getByLabel("Answer", { exact: true })).toHaveAttribute("aria-invalid", "true");
});

test("a request's status and note are saved from its page", async ({ page }, testInfo) => {
  await visit(page, `/studio/inbox/contact/${studioPagesMessageId(testInfo.project.name)}`);
  await expect(page.getByText("Could I book a colour analysis for the first Saturday in March?")).toBeVisible();
  await expect(page.getByRole("link", { name: /reply/i })).toHaveAttribute("href", /^mailto:ilse\.deboer@example\.org\?subject=/);
  await page.getByLabel("Status", { exact: true }).selectOption("in-progress");
  const note = `Offered Saturday 7 March at 10:00 (${crypto.randomUUID().slice(0, 6)})`;
  await page.getByLabel("Internal note", { exact: true }).fill(note);
  await page.getByRole("button", { name: /save/i }).click();
  await expect(page.getByRole("status")).toContainText(/saved/i);
  await expect(page.getByLabel("Internal note", { exact: true })).toHaveValue(note);
  await expect(page.getByLabel("Status", { exact: true })).toHaveValue("in-progress");
});
