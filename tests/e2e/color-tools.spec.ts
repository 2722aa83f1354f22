import { readFile } from "node:fs/promises";
import type { Page } from "@playwright/test";
import { SUB_SEASONS } from "~/data/seasons";
import { expect, SERVER_HTML, test, visit } from "./support/site";

const LIGHT_SPRING_HEXES = SUB_SEASONS.find((subSeason) => subSeason.slug === "light-spring")!.palette.map((color) =>
  color.hex.toLowerCase(),
);

type Marked = Window & { __samePage?: boolean };

/** Marks the current document, so a later check can tell a client-side update from a full reload. */
async function markDocument(page: Page) {
  await page.evaluate(() => {
    (window as Marked).__samePage = true;
  });
}

async function expectSameDocument(page: Page) {
  expect(await page.evaluate(() => (window as Marked).__samePage === true)).toBe(true);
}

/** With JavaScript the page says so once React has taken over; without, it never does. */
async function waitForTool(page: Page, javaScriptOn: boolean) {
  const hint = javaScriptOn ? "Answers appear as you choose." : "Choose, then press the button under each question.";
  await expect(page.getByText(hint)).toBeVisible();
}

test.describe("/colors-app", () => {
  test("a typed colour submitted through the GET form shows its nearest palettes", async ({ page, javaScriptOn }) => {
    await visit(page, "/colors-app");
    await waitForTool(page, javaScriptOn);
    await page.getByLabel("Type a hex code").fill("#c8a2c8");
    await page.getByRole("button", { name: "Match typed colour" }).click();

    await expect(page).toHaveURL(/[?&]color=%23c8a2c8/);
    await expect(page.getByRole("heading", { level: 3, name: "Nearest palettes to #c8a2c8" })).toBeVisible();
    const matches = page.locator(".match-list > li");
    await expect(matches).toHaveCount(5);
    await expect(matches.first().getByRole("link")).toHaveText(/Summer/);
    await expect(matches.first()).toContainText(/ΔE00 \d+\.\d/);
    await expect(matches.first()).toContainText(/very close|close|related/);
  });

  test("the address /colors-app?color=%23c8a2c8 answers with the nearest sub-seasons", SERVER_HTML, async ({ page }) => {
    await visit(page, "/colors-app?color=%23c8a2c8");
    const first = page.locator(".match-list > li").first();
    await expect(first.getByRole("link", { name: "Cool Summer" })).toHaveAttribute("href", "/seasons/sub-season/cool-summer");
    await expect(first).toContainText("#c0a3d4");
  });

  test("a picked colour shows its nearest palettes", async ({ page, javaScriptOn }) => {
    await visit(page, "/colors-app");
    await waitForTool(page, javaScriptOn);
    await markDocument(page);
    await page.getByLabel("Pick a colour").fill("#046a4c");
    // With JavaScript the answer comes as you pick; without, the form's button sends it.
    if (!javaScriptOn) await page.getByRole("button", { name: "Match picked colour" }).click();

    await expect(page.getByRole("heading", { level: 3, name: "Nearest palettes to #046a4c" })).toBeVisible();
    await expect(page.locator(".match-list > li")).toHaveCount(5);
    if (javaScriptOn) await expectSameDocument(page);
  });

  test("a typed value that is not a colour gets a clear message, not an error page", async ({ page, javaScriptOn }) => {
    await visit(page, "/colors-app");
    await waitForTool(page, javaScriptOn);
    await page.getByLabel("Type a hex code").fill("nothex");
    await page.getByRole("button", { name: "Match typed colour" }).click();

    await expect(page.getByText("That is not a hex colour.", { exact: false }).first()).toBeVisible();
    await expect(page.getByLabel("Type a hex code")).toHaveAttribute("aria-invalid", "true");
    await expect(page.getByRole("heading", { level: 1, name: "Find your colours" })).toBeVisible();
  });

  test("choosing a season and a sub-season shows its palette", async ({ page, javaScriptOn }) => {
    await visit(page, "/colors-app");
    await waitForTool(page, javaScriptOn);
    await markDocument(page);

    await page.getByLabel("Season", { exact: true }).selectOption("summer");
    if (!javaScriptOn) await page.getByRole("button", { name: "Show palette" }).click();
    await expect(page.getByRole("heading", { level: 3, name: "Summer key colours" })).toBeVisible();

    await page.getByLabel("Sub-season").selectOption("soft-summer");
    if (!javaScriptOn) await page.getByRole("button", { name: "Show palette" }).click();
    await expect(page.getByRole("heading", { level: 3, name: "Soft Summer palette" })).toBeVisible();
    await expect(page).toHaveURL(/season=summer&subSeason=soft-summer/);
    await expect(page.getByRole("link", { name: "All about Soft Summer" })).toHaveAttribute(
      "href",
      "/seasons/sub-season/soft-summer",
    );

    if (javaScriptOn) {
      // Answered in place, without a full reload; then another pick updates it again.
      await expectSameDocument(page);
      await page.getByLabel("Sub-season").selectOption("true-summer");
      await expect(page.getByRole("heading", { level: 3, name: "True Summer palette" })).toBeVisible();
      await expectSameDocument(page);
    }
  });

  test("a curated palette can be chosen and shown", async ({ page, javaScriptOn }) => {
    await visit(page, "/colors-app");
    await waitForTool(page, javaScriptOn);
    await page.getByLabel("Palette", { exact: true }).selectOption({ label: "Wedding guest jewel tones" });
    if (!javaScriptOn) await page.getByRole("button", { name: "Show curated palette" }).click();

    await expect(page.getByRole("heading", { level: 3, name: "Wedding guest jewel tones palette" })).toBeVisible();
    await expect(page.getByText("#046a4c")).toBeVisible();
    await expect(page).toHaveURL(/palette=wedding-guest-jewel-tones/);
  });

  test("one tool's answer stays when another tool is used", async ({ page, javaScriptOn }) => {
    await visit(page, "/colors-app?color=%23c8a2c8");
    await waitForTool(page, javaScriptOn);
    await page.getByLabel("Sub-season").selectOption("deep-winter");
    if (!javaScriptOn) await page.getByRole("button", { name: "Show palette" }).click();

    await expect(page.getByRole("heading", { level: 3, name: "Deep Winter palette" })).toBeVisible();
    await expect(page.getByRole("heading", { level: 3, name: "Nearest palettes to #c8a2c8" })).toBeVisible();
  });
});

test.describe("/colors-app's checker", () => {
  test("set to a palette by its address, the checker answers a typed hex code with that palette's nearest colours in words", async ({ page, javaScriptOn }) => {
    await visit(page, "/colors-app?check=soft-autumn");
    await waitForTool(page, javaScriptOn);
    await expect(page.getByLabel("Your palette", { exact: true })).toHaveValue("soft-autumn");
    await page.getByLabel("The garment's hex code").fill("#b5651d");
    // With JavaScript the answer comes as the code is complete; the button sends the same address.
    if (!javaScriptOn) await page.getByRole("button", { name: "Check this colour" }).click();

    await expect(page).toHaveURL(/[?&]check=soft-autumn&checkColor=%23b5651d/);
    const answer = page.locator("#checker .check-list > li");
    await expect(page.getByRole("heading", { level: 3, name: "Nearest in Soft Autumn to #b5651d" })).toBeVisible();
    await expect(answer).toHaveCount(3);
    await expect(answer.first()).toContainText("Muted Terracotta");
    await expect(answer.first()).toContainText("#b86f55");
    await expect(answer.first()).toContainText("ΔE00 11.7");
    await expect(answer.first().locator(".verdict")).toHaveText("not yours");
    await expect(page.getByText("ΔE00 under 5 is close.", { exact: false })).toBeVisible();
    // The photo check needs JavaScript, and says so without it. With it, this page, the kept one
    // answered in place, opens the photo check at an address of its own (decision 038).
    if (javaScriptOn) {
      await expect(page.getByRole("link", { name: "Open the photo check" })).toHaveAttribute("href", "/colors-app?check=soft-autumn&checkColor=%23b5651d&photo=1#photo-check-title");
      await expect(page.getByText("Checking a photo needs JavaScript", { exact: false })).toBeHidden();
    } else {
      await expect(page.getByText("Checking a photo needs JavaScript", { exact: false })).toBeVisible();
      await expect(page.getByRole("link", { name: "Open the photo check" })).toHaveCount(0);
    }
  });
});

test.describe("/color/color-palettes", () => {
  test("every sub-season palette shows its colours' hex codes as text", SERVER_HTML, async ({ page }) => {
    await visit(page, "/color/color-palettes");
    await expect(page.getByRole("heading", { level: 1, name: "Colour palettes" })).toBeVisible();
    await expect(page.locator("article.palette-card")).toHaveCount(16 + 6);
    const card = page.locator("#palette-light-spring");
    for (const hex of LIGHT_SPRING_HEXES) await expect(card.getByText(hex, { exact: true })).toBeVisible();
  });

  test("the copy button copies a palette's hex codes; without JavaScript the codes are plain text", async ({
    page,
    context,
    javaScriptOn,
    baseURL,
  }) => {
    const card = page.locator("#palette-light-spring");
    if (!javaScriptOn) {
      await visit(page, "/color/color-palettes");
      await expect(card.getByRole("button", { name: /Copy hex codes/ })).toHaveCount(0);
      await expect(card.locator(".swatch-card__hex")).toHaveText(LIGHT_SPRING_HEXES);
      return;
    }

    await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: baseURL });
    await visit(page, "/color/color-palettes");
    await card.getByRole("button", { name: "Copy hex codes of Light Spring" }).click();
    await expect(card.getByRole("status")).toHaveText("Copied 15 hex codes.");
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(LIGHT_SPRING_HEXES.join("\n"));
  });

  test("the download link answers the palette as an SVG file", SERVER_HTML, async ({ page }) => {
    await visit(page, "/color/color-palettes");
    const link = page.locator("#palette-light-spring").getByRole("link", { name: "Download SVG of Light Spring" });
    await expect(link).toHaveAttribute("href", "/color/color-palettes/light-spring.svg");

    const downloading = page.waitForEvent("download");
    await link.click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe("light-spring-palette.svg");
    const svg = await readFile(await download.path(), "utf8");
    for (const hex of LIGHT_SPRING_HEXES) expect(svg).toContain(hex);

    const response = await page.request.get("/color/color-palettes/light-spring.svg");
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toMatch(/^image\/svg\+xml/);
    expect(response.headers()["content-disposition"]).toBe('attachment; filename="light-spring-palette.svg"');
  });

  test("printing a targeted palette prints only its card, without the site chrome", async ({ page }) => {
    await visit(page, "/color/color-palettes#palette-light-spring");
    await page.emulateMedia({ media: "print" });
    await expect(page.locator("#palette-light-spring")).toBeVisible();
    await expect(page.locator("#palette-light-spring").getByText("#f7e7a6")).toBeVisible();
    await expect(page.locator("#palette-true-winter")).toBeHidden();
    await expect(page.locator("#palette-wedding-guest-jewel-tones")).toBeHidden();
    await expect(page.locator("body > header, body > footer").first()).toBeHidden();
    await expect(page.getByRole("heading", { level: 1 })).toBeHidden();
    await expect(page.locator("#palette-light-spring").getByRole("link", { name: /Download SVG/ })).toBeHidden();

    await page.emulateMedia({ media: "screen" });
    await expect(page.locator("#palette-true-winter")).toBeVisible();
  });

  test("printing the page with no card targeted prints every palette", async ({ page }) => {
    await visit(page, "/color/color-palettes");
    await page.emulateMedia({ media: "print" });
    await expect(page.locator("#palette-light-spring")).toBeVisible();
    await expect(page.locator("#palette-true-winter")).toBeVisible();
    await expect(page.getByRole("heading", { level: 1 })).toBeHidden();
  });
});
