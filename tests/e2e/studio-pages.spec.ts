import { AFTER_A_WRITE, expect, test, visit } from "./support/site";
import { writeContactMessage } from "./support/studio";

// The studio's forms as a signed-in admin, with JavaScript on and off. Every studio page's status,
// headings, headers, axe and phone widths are checked by the page audit (page-audit.spec.ts).

test.beforeEach(async ({ context, studio }) => studio.signIn(context, "admin"));

test("an FAQ form sent with a missing answer comes back with the message next to the field and the typed values kept", async ({ page }) => {
  await visit(page, "/studio/content/faqs");
  const question = `Can I bring my own scarves to the session? (${crypto.randomUUID().slice(0, 6)})`;
  const newItem = page.getByRole("group", { name: "Add a question" });
  await newItem.getByLabel("Category", { exact: true }).fill("Your session");
  await newItem.getByLabel("Question", { exact: true }).fill(question);
  await page.getByRole("button", { name: "Save and publish" }).click();
  await expect(page.getByRole("alert").first()).toContainText("Nothing was saved", AFTER_A_WRITE);
  const added = page.getByRole("group", { name: /^Question \d+$/ }).filter({ has: page.locator(`input[value="${question}"]`) });
  await expect(added.getByText("Fill this in.")).toBeVisible();
  await expect(added.getByLabel("Question", { exact: true })).toHaveValue(question);
  await expect(added.getByLabel("Answer", { exact: true })).toHaveAttribute("aria-invalid", "true");
});

test("a request's status and note are saved from its page", async ({ page }) => {
  // A message of this test's own: no other test reads or changes it meanwhile.
  const id = `e2e-request-${crypto.randomUUID()}`;
  await writeContactMessage(id);
  await visit(page, `/studio/inbox/contact/${id}`);
  await expect(page.getByText("Could I book a colour analysis for the first Saturday in March?")).toBeVisible();
  await expect(page.getByRole("link", { name: /reply/i })).toHaveAttribute("href", /^mailto:ilse\.deboer@example\.org\?subject=/);
  await page.getByLabel("Status", { exact: true }).selectOption("in-progress");
  const note = `Offered Saturday 7 March at 10:00 (${crypto.randomUUID().slice(0, 6)})`;
  await page.getByLabel("Internal note", { exact: true }).fill(note);
  await page.getByRole("button", { name: /save/i }).click();
  await expect(page.getByRole("status")).toContainText(/saved/i, AFTER_A_WRITE);
  await expect(page.getByLabel("Internal note", { exact: true })).toHaveValue(note);
  await expect(page.getByLabel("Status", { exact: true })).toHaveValue("in-progress");
});
