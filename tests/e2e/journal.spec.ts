import { expect, SERVER_HTML, test, visit } from "./support/site";

// The public journal, with JavaScript on and off (the projects of playwright.config.ts):
// every filter and page is a link, and an article reads the same either way.

const GUIDE = { slug: "what-colours-suit-a-soft-autumn", title: "What colours suit a Soft Autumn?" };

test("the journal is in the navigation and the footer", SERVER_HTML, async ({ page }) => {
  await visit(page, "/");
  await expect(page.locator('footer a[href="/journal"]')).toHaveText("The journal");
  await expect(page.locator('header a[href="/journal"]').first()).toHaveAttribute("href", "/journal");
});

test("/journal lists articles newest first, filters by topic and season, and pages through links", async ({ page }) => {
  await visit(page, "/journal");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Colour, worn well");
  const cards = page.locator(".article-cards > li");
  await expect(cards).toHaveCount(12);
  await expect(page.getByText(/^\d+ articles, newest first \(page 1 of \d+\)\.$/)).toBeVisible();

  await page.getByRole("navigation", { name: "Filter by topic" }).getByRole("link", { name: /^Makeup/ }).click();
  await expect(page).toHaveURL(/\/journal\?topic=makeup$/);
  await expect(page.getByRole("heading", { level: 2, name: "Reading on Makeup" })).toBeVisible();
  // Without JavaScript the cookie banner comes with each page, at the end of its HTML: click once it is there.
  await page.waitForLoadState();
  await page.getByRole("navigation", { name: "Filter by season" }).getByRole("link", { name: "Autumn" }).click();
  await expect(page).toHaveURL(/\/journal\?topic=makeup&season=autumn$/);
  await page.waitForLoadState();
  await page.getByRole("navigation", { name: "Filter by sub-season" }).getByRole("link", { name: "Soft Autumn" }).click();
  await expect(page).toHaveURL(/\/journal\?topic=makeup&season=soft-autumn$/);
  await expect(page.getByRole("heading", { level: 2, name: "Reading on Makeup, Soft Autumn" })).toBeVisible();
  for (const kicker of await page.locator(".article-card__kicker").allTextContents()) expect(kicker).toContain("Makeup");

  await visit(page, "/journal");
  await page.getByRole("navigation", { name: "Journal pages" }).getByRole("link", { name: "Page 2" }).click();
  await expect(page).toHaveURL(/\/journal\?page=2$/);
  await expect(page.getByText(/\(page 2 of \d+\)\.$/)).toBeVisible();
  await expect(page.getByRole("link", { name: /Newer/ })).toHaveAttribute("href", "/journal");
});

test("an article shows its title, author, dates, reading time, body, breadcrumbs and related reading", SERVER_HTML, async ({ page }) => {
  await visit(page, "/journal?season=soft-autumn");
  await page.getByRole("link", { name: GUIDE.title }).click();
  await expect(page).toHaveURL(new RegExp(`/journal/${GUIDE.slug}$`));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(GUIDE.title);
  const meta = page.locator(".article__meta");
  await expect(meta).toContainText("By Marieke van Doorn");
  await expect(meta).toContainText("Published 10 February 2026");
  await expect(meta).toContainText("Updated 24 February 2026");
  await expect(meta).toContainText(/\d+ min read/);
  await expect(page.getByRole("heading", { level: 2, name: "Your best colours near the face" })).toBeVisible();
  await expect(page.getByRole("navigation", { name: "Breadcrumb" }).getByRole("link", { name: "Journal" })).toHaveAttribute("href", "/journal");
  const related = page.getByRole("region", { name: "Related reading" });
  await expect(related.locator(".article-card")).not.toHaveCount(0);

  // A link in the body goes to the site's own page.
  await page.locator(".article__body").getByRole("link", { name: "Soft Autumn palette" }).click();
  await expect(page).toHaveURL(/\/seasons\/sub-season\/soft-autumn$/);
});

test("a sub-season page lists its tips, each opening its own journal page", async ({ page }) => {
  await visit(page, "/seasons/sub-season/light-spring");
  const tips = page.getByRole("region", { name: "Styling tips for Light Spring" });
  await expect(tips.locator(".article-card")).not.toHaveCount(0);
  await tips.getByRole("link", { name: "Swap stark white for warm ivory" }).click();
  await expect(page).toHaveURL(/\/journal\/light-spring-swap-white-for-ivory$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Swap stark white for warm ivory");
  await expect(page.locator(".eyebrow").first()).toHaveText("Styling tip · Wardrobe · Beginner");
});
