import { expect, test, visit } from "./support/site";

// An editor writes an article in the studio's journal with a heading, a list and a link, previews
// it as the public page will show it, saves it as a draft and publishes it (the public page shows
// it at once): plain forms, so it
// works the same with JavaScript off (desktop-nojs) as on.

test.beforeEach(async ({ context, studio }) => studio.signIn(context, "editor"));

test("an editor writes an article, previews it, saves it as a draft and publishes it", async ({ page }) => {
  const title = `Linen for a light summer ${crypto.randomUUID().slice(0, 6)}`;
  await visit(page, "/studio/journal");
  await page.getByRole("link", { name: "New article" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "New article" })).toBeVisible();

  await page.getByLabel("Title", { exact: true }).fill(title);
  await page.getByLabel("Excerpt", { exact: true }).fill("Why washed linen in powder blue and soft rose flatters a light summer, and how to wear it in town.");
  await page.getByLabel("Light Summer", { exact: true }).check();
  await page
    .getByLabel("Body (Markdown)", { exact: true })
    .fill("## Why linen works\n\nLinen softens every colour a little, which a light summer needs.\n\n- powder blue\n- soft rose\n- pale grey\n\nSee [the light summer palette](/seasons/sub-season/light-summer).");

  await page.getByRole("button", { name: "Preview", exact: true }).click();
  const preview = page.getByRole("region", { name: "Preview: the article as it will look" });
  await expect(preview.getByRole("heading", { level: 1, name: title })).toBeVisible();
  await expect(preview.getByRole("heading", { level: 2, name: "Why linen works" })).toBeVisible();
  await expect(preview.getByRole("listitem").filter({ hasText: "soft rose" })).toBeVisible();
  await expect(preview.getByRole("link", { name: "the light summer palette", exact: true })).toHaveAttribute("href", "/seasons/sub-season/light-summer");
  // The form keeps what was typed.
  await expect(page.getByLabel("Title", { exact: true })).toHaveValue(title);

  await page.getByRole("button", { name: "Save draft", exact: true }).click();
  await expect(page).toHaveURL(/\/studio\/journal\/linen-for-a-light-summer-[a-z0-9-]+\?saved=draft$/);
  await expect(page.getByRole("status").filter({ hasText: "Saved as a draft" })).toBeVisible();
  await expect(page.getByText("Draft: not on the site")).toBeVisible();

  await page.getByRole("button", { name: "Publish now", exact: true }).click();
  await expect(page).toHaveURL(/\?saved=published$/);
  await expect(page.getByRole("status").filter({ hasText: "Saved and published." })).toBeVisible();
  await expect(page.getByText("Published: on the site")).toBeVisible();
  await expect(page.getByRole("table").getByRole("cell", { name: "Published", exact: true })).toBeVisible();

  const id = new URL(page.url()).pathname.split("/").pop()!;

  // On the site at once, with its heading, list and link.
  await visit(page, `/journal/${id}`);
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
  await expect(page.getByRole("heading", { level: 2, name: "Why linen works" })).toBeVisible();
  await expect(page.getByRole("link", { name: "the light summer palette", exact: true })).toHaveAttribute("href", "/seasons/sub-season/light-summer");

  await visit(page, `/studio/journal?q=${encodeURIComponent(title)}`);
  const row = page.getByRole("row").filter({ hasText: title });
  await expect(row.getByText("Published", { exact: true })).toBeVisible();
});
