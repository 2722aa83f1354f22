import type { Page } from "@playwright/test";
import { expect, SERVER_HTML, test, visit } from "./support/site";

const SEASON_NAMES = ["Spring", "Summer", "Autumn", "Winter"];

async function answer(page: Page, question: string, option: string) {
  await page
    .getByRole("group", { name: question })
    .getByRole("radio", { name: new RegExp(`^${option}\\b`) })
    .check();
}

test("/seasons shows the four seasons, each with its four sub-seasons", SERVER_HTML, async ({ page }) => {
  await visit(page, "/seasons");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("The four colour seasons and their sixteen sub-seasons");
  const main = page.getByRole("main");
  for (const name of SEASON_NAMES) {
    await expect(main.getByRole("heading", { level: 2, name })).toBeVisible();
  }
  await expect(main.locator('h3 a[href^="/seasons/sub-season/"]')).toHaveCount(16);
  await expect(main.getByRole("link", { name: "Soft Summer" }).first()).toBeVisible();
  // Every colour shown carries its hex code as text.
  await expect(main.getByText("#f6d55c").first()).toBeVisible();
});

test("answering the questionnaire shows the likely sub-seasons, with or without JavaScript", async ({ page }) => {
  await visit(page, "/seasons");
  await answer(page, "Undertone", "Cool");
  await answer(page, "Depth", "Medium");
  await answer(page, "Chroma", "Soft");
  await answer(page, "Contrast", "Low");
  await page.getByRole("button", { name: "Show my likely sub-seasons" }).click();

  await expect(page).toHaveURL(/\/seasons\?undertone=cool&depth=medium&chroma=soft&contrast=low#find-your-season$/);
  const result = page.locator(".quiz-result");
  await expect(result.getByText("Most likely: Soft Summer.")).toBeVisible();
  await expect(result.getByText(/Also worth a look: True Summer and Cool Summer/)).toBeVisible();
  await expect(result.getByRole("heading", { level: 4, name: "Soft Summer" })).toBeVisible();
  await expect(result.getByRole("link", { name: "Book a colour analysis session" })).toHaveAttribute(
    "href",
    "/services/color-analysis-styling",
  );
  // The answers stay selected, so one can be changed and sent again.
  await expect(page.getByRole("group", { name: "Undertone" }).getByRole("radio", { name: /^Cool\b/ })).toBeChecked();

  await answer(page, "Undertone", "Warm");
  await page.getByRole("button", { name: "Show my likely sub-seasons" }).click();
  await expect(page).toHaveURL(/undertone=warm/);
  await expect(result.getByText("Most likely: Soft Autumn.")).toBeVisible();

  await result.getByRole("link", { name: "Soft Autumn" }).click();
  await expect(page).toHaveURL(/\/seasons\/sub-season\/soft-autumn$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Soft Autumn");
});

test("the questionnaire asks for every answer before it is sent", async ({ page }) => {
  await visit(page, "/seasons");
  await answer(page, "Undertone", "Warm");
  await page.getByRole("button", { name: "Show my likely sub-seasons" }).click();
  // The browser's own validation keeps the form from being sent with questions unanswered.
  await expect(page).toHaveURL(/\/seasons$/);
  await expect(page.getByText("Most likely:")).toHaveCount(0);
});

test("'Start again' clears the answers", async ({ page }) => {
  await visit(page, "/seasons?undertone=warm&depth=deep&chroma=medium&contrast=high");
  await expect(page.getByText("Most likely: Deep Autumn.")).toBeVisible();
  await page.getByRole("link", { name: "Start again" }).click();
  await expect(page.getByText("Most likely:")).toHaveCount(0);
  await expect(page.getByRole("radio", { checked: true })).toHaveCount(0);
});

test("an answer that is not an option is ignored with a polite message", async ({ page }) => {
  await visit(page, "/seasons?undertone=purple&depth=medium&chroma=soft&contrast=low");
  await expect(page.getByText("We didn't recognise “purple” as an answer for undertone, so we left it out.")).toBeVisible();
  await expect(page.getByText(/Most likely:/)).toBeVisible();
});

test("a sub-season page shows its palette with hex codes, its characteristics and its tips", SERVER_HTML, async ({ page }) => {
  await visit(page, "/seasons/sub-season/light-spring");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Light Spring");

  const palette = page.locator("section", { has: page.getByRole("heading", { level: 2, name: "The Light Spring palette" }) });
  const hexCodes = await palette.locator("code").allTextContents();
  expect(hexCodes.filter((text) => /^#[0-9a-f]{6}$/.test(text)).length).toBeGreaterThanOrEqual(12);
  await expect(palette.getByText("Buttercream")).toBeVisible();
  await expect(palette.getByText("#f7e7a6")).toBeVisible();

  const characteristics = page.locator(".traits");
  for (const [trait, value] of [
    ["Depth", "Light"],
    ["Temperature", "Warm-neutral"],
    ["Chroma", "Medium-bright"],
    ["Contrast", "Low-medium"],
  ] as const) {
    await expect(characteristics.getByText(trait, { exact: true })).toBeVisible();
    await expect(characteristics.getByText(value, { exact: true })).toBeVisible();
  }

  await expect(page.getByRole("heading", { level: 2, name: "Colours to avoid" })).toBeVisible();
  await expect(page.getByText("Creates far more contrast than light colouring can hold")).toBeVisible();
  await expect(page.getByRole("heading", { level: 2, name: "Metals" })).toBeVisible();
  await expect(page.getByText("Rose gold")).toBeVisible();

  // The tips come from the journal, each a link to its own page.
  const tips = page.getByRole("region", { name: "Styling tips for Light Spring" });
  await expect(tips.getByRole("heading", { level: 3 })).toHaveCount(3);
  await expect(tips.getByRole("heading", { level: 3, name: "Swap stark white for warm ivory" }).getByRole("link")).toHaveAttribute("href", "/journal/light-spring-swap-white-for-ivory");
  await expect(tips.getByText(/Beginner/).first()).toBeVisible();
  await expect(tips.getByText(/Prints & Patterns/)).toBeVisible();

  await page.getByRole("main").getByRole("link", { name: "Light Summer" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Light Summer");
});

test("breadcrumbs lead back from a sub-season to its season and to all seasons", async ({ page }) => {
  await visit(page, "/seasons/sub-season/deep-winter");
  const breadcrumbs = page.getByRole("navigation", { name: "Breadcrumb" });
  await expect(breadcrumbs.getByText("Deep Winter")).toHaveAttribute("aria-current", "page");
  await breadcrumbs.getByRole("link", { name: "Winter" }).click();
  await expect(page).toHaveURL(/\/seasons\/winter$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Winter");

  await page.getByRole("navigation", { name: "Breadcrumb" }).getByRole("link", { name: "Seasons" }).click();
  await expect(page).toHaveURL(/\/seasons$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("The four colour seasons and their sixteen sub-seasons");
});

test("a season page shows its key colours and links to its four sub-seasons", SERVER_HTML, async ({ page }) => {
  await visit(page, "/seasons/autumn");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Autumn");
  await expect(page.getByRole("figure", { name: "Rust #b7410e" })).toBeVisible();
  const subSeasons = page.getByRole("heading", { level: 2, name: "The four Autumn sub-seasons" }).locator("..");
  await expect(subSeasons.getByRole("heading", { level: 3 })).toHaveCount(4);
  await subSeasons.getByRole("link", { name: "Deep Autumn" }).click();
  await expect(page).toHaveURL(/\/seasons\/sub-season\/deep-autumn$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Deep Autumn");
});

test("the seasons sub-navigation marks the current season", SERVER_HTML, async ({ page }) => {
  await visit(page, "/seasons/summer");
  const subnav = page.getByRole("navigation", { name: "Seasons" });
  await expect(subnav.getByRole("link", { name: "Summer" })).toHaveAttribute("aria-current", "page");
  await subnav.getByRole("link", { name: "Spring" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Spring");
});

test("unknown seasons and sub-seasons show the not-found screen", SERVER_HTML, async ({ page }) => {
  for (const path of ["/seasons/not-a-season", "/seasons/sub-season/SPRING", "/seasons/sub-season/light-spring-x"]) {
    await visit(page, path, 404);
    await expect(page.getByText("Page Not Found")).toBeVisible();
  }
});
