import type { Page } from "@playwright/test";
import { PAGE_ROUTES } from "../../scripts/lib/routes.mjs";
import { expect, test, visit } from "./support/site";
import { createStudioUser, STUDIO_PAGES, studioPagePath, studioSessionCookie, writeStudioPagesFixtures } from "./support/studio";

/** The narrowest phones in use, and the common ones. */
const WIDTHS = [320, 360, 390, 430];

type Overflow = { width: number; scrollWidth: number; culprits: string[] };

/**
 * How far the page is wider than the screen at this width, naming the elements that stick out
 * past the right edge (those not inside a scroll container, which may be wider on purpose).
 */
async function overflowAt(page: Page, width: number): Promise<Overflow | null> {
  await page.setViewportSize({ width, height: 800 });
  return page.evaluate(() => {
    const root = document.documentElement;
    const width = root.clientWidth;
    if (root.scrollWidth <= width) return null;
    const insideScroller = (element: Element) => {
      for (let parent = element.parentElement; parent && parent !== document.body; parent = parent.parentElement) {
        if (getComputedStyle(parent).overflowX !== "visible") return true;
      }
      return false;
    };
    const describe = (element: Element) => {
      const id = element.id ? `#${element.id}` : "";
      const classes = [...element.classList].map((name) => `.${name}`).join("");
      const text = (element.textContent ?? "").trim().replace(/\s+/g, " ").slice(0, 40);
      return `<${element.tagName.toLowerCase()}${id}${classes}> right edge ${Math.round(element.getBoundingClientRect().right)} px "${text}"`;
    };
    const culprits = [...document.body.querySelectorAll("*")]
      .filter((element) => element.getBoundingClientRect().right > width + 0.5 && !insideScroller(element))
      // The outermost ones: a child of a culprit adds nothing.
      .filter((element, _, all) => !all.some((other) => other !== element && other.contains(element)))
      .slice(0, 5)
      .map(describe);
    return { width, scrollWidth: root.scrollWidth, culprits };
  });
}

for (const route of PAGE_ROUTES) {
  test(`${route} is no wider than the screen at ${WIDTHS.join(", ")} px`, async ({ page }) => {
    await visit(page, route);
    const overflows: Overflow[] = [];
    for (const width of WIDTHS) {
      const overflow = await overflowAt(page, width);
      if (overflow) overflows.push(overflow);
    }
    expect(overflows).toEqual([]);
  });
}

// The studio on a phone: staff check the inbox and fix a price away from their desks.
test.describe("the studio", () => {
  // eslint-disable-next-line no-empty-pattern -- Playwright reads the fixtures a hook asks for from this pattern
  test.beforeAll(async ({}, testInfo) => writeStudioPagesFixtures(testInfo.project.name));

  test.beforeEach(async ({ context, request }) => {
    const admin = await createStudioUser("admin", "phone");
    await context.addCookies(await studioSessionCookie(request, admin.email, admin.password));
  });

  for (const path of STUDIO_PAGES) {
    test(`${path} is no wider than the screen at ${WIDTHS.join(", ")} px`, async ({ page }, testInfo) => {
      const response = await visit(page, studioPagePath(path, testInfo.project.name));
      expect(response?.status()).toBe(200);
      const overflows: Overflow[] = [];
      for (const width of WIDTHS) {
        const overflow = await overflowAt(page, width);
        if (overflow) overflows.push(overflow);
      }
      expect(overflows).toEqual([]);
    });
  }
});
