import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";

// The checks of the page audit (page-audit.spec.ts), each run on a page that is already open.

/** The narrowest phones in use, and the common ones. */
export const PHONE_WIDTHS = [320, 360, 390, 430];

/** WCAG 2.2 A and AA, and axe's best practices. */
const AXE_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22a", "wcag22aa", "best-practice"];

/**
 * What axe finds wrong with the page as it is now, one line per rule with the first three places.
 * Every rule runs; `resultTypes` only spares listing each node that passed (axe's own advice for
 * large pages: the palettes page has some 300 swatches).
 *
 * In axe's legacy mode: axe.run in the page itself. The default (runPartial) opens a blank page
 * for axe.finishRun and injects axe's 550 KB three times, which exists for cross-origin iframes;
 * the site has none. The same rules find the same violations, in 1.1 s a page against 2.7 s
 * (decision 028).
 */
export async function axeViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).setLegacyMode(true).withTags(AXE_TAGS).options({ resultTypes: ["violations"] }).analyze();
  return results.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(" ")).slice(0, 3).join(", ")})`);
}

type Overflow = { width: number; scrollWidth: number; culprits: string[] };

/**
 * How far the page is wider than the screen at each width, naming the elements that stick out
 * past the right edge (those not inside a scroll container, which may be wider on purpose). The
 * viewport is put back as it was.
 */
export async function overflowsAt(page: Page, widths: number[]): Promise<Overflow[]> {
  const viewport = page.viewportSize();
  const overflows: Overflow[] = [];
  for (const width of widths) {
    await page.setViewportSize({ width, height: 800 });
    const overflow = await page.evaluate(() => {
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
    if (overflow) overflows.push(overflow);
  }
  if (viewport) await page.setViewportSize(viewport);
  return overflows;
}

/**
 * Records, from before the page is opened, what its Content-Security-Policy blocks: the console's
 * reports (with or without JavaScript) and, where scripts run, each `securitypolicyviolation` event.
 */
export async function watchContentSecurityPolicy(page: Page): Promise<string[]> {
  const violations: string[] = [];
  page.on("console", (message) => {
    if (/Content Security Policy|Content-Security-Policy/i.test(message.text())) violations.push(message.text());
  });
  await page.exposeFunction("reportViolation", (text: string) => violations.push(text));
  await page.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (event) => {
      (window as unknown as { reportViolation(text: string): void }).reportViolation(`${event.effectiveDirective} blocked ${event.blockedURI}`);
    });
  });
  return violations;
}

/** The errors the page's scripts throw, from before it is opened. */
export function watchPageErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  return errors;
}

/** Whether React Router has taken over the page (its scripts loaded and hydrated it). */
export const isHydrated = (page: Page) => page.evaluate(() => "__reactRouterDataRouter" in window);
