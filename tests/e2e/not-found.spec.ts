import { expect, SERVER_HTML, test, visit } from "./support/site";

test("an unknown path shows the themed not-found screen with its four links", SERVER_HTML, async ({ page }) => {
  await visit(page, "/some/unknown/path", 404);
  await expect(page.getByRole("heading", { level: 1, name: "404" })).toBeVisible();
  await expect(page.getByText("Page not found: /some/unknown/path")).toBeVisible();
  await expect(page.getByText("Oops! Looks like we've lost our color palette!")).toBeVisible();
  const main = page.getByRole("main");
  await expect(main.getByRole("link", { name: "Return to our Home Page" })).toHaveAttribute("href", "/");
  await expect(main.getByRole("link", { name: "Discover Your Color Season" })).toHaveAttribute("href", "/seasons");
  await expect(main.getByRole("link", { name: "Book a Color Analysis Session" })).toHaveAttribute(
    "href",
    "/services/color-analysis-styling",
  );
  await expect(main.getByRole("link", { name: "contact us" })).toHaveAttribute("href", "/contact");
});

test("the not-found screen wears the business's layout colours", SERVER_HTML, async ({ page }) => {
  await visit(page, "/no-such-page", 404);
  const background = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
  // Website/Data layoutColors.bg_color of the seed: #FBF7F2
  expect(background).toBe("rgb(251, 247, 242)");
});

test("the home link of the not-found screen leads home", async ({ page }) => {
  await visit(page, "/lost", 404);
  await page.getByRole("main").getByRole("link", { name: "Return to our Home Page" }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
});
