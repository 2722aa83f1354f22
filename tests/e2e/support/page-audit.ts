import type { Page } from "@playwright/test";
import { isFirebase, recordScripts } from "../../../scripts/lib/firebase-scripts.mjs";
import { axeViolations, isHydrated, overflowsAt, PHONE_WIDTHS, watchContentSecurityPolicy, watchPageErrors } from "./page-checks";
import { expect, visit } from "./site";

// The page audit's steps, shared by the public pages' (page-audit.spec.ts) and the studio's
// (studio-page-audit.spec.ts): each a soft assertion whose message names what broke.

/**
 * Opens the page with its recorders on. With JavaScript, waits until the network is quiet: the
 * scripts a page inserts after it has loaded, and whatever they fetch, have arrived. Without, the
 * load event is the end: nothing runs that could ask for more.
 */
export async function openAudited(page: Page, path: string, status: number, javaScriptOn: boolean) {
  const blocked = await watchContentSecurityPolicy(page);
  const errors = watchPageErrors(page);
  const scripts = recordScripts(page);
  const quiet = javaScriptOn ? watchNetwork(page) : null;
  const response = await visit(page, path, status);
  await quiet?.untilQuiet();
  return { blocked, errors, scripts, response };
}

/** How long no request may be in flight before the page counts as settled. */
const QUIET_MS = 150;

/**
 * The page's requests in flight, from before it opens. `untilQuiet` resolves once none has been in
 * flight for QUIET_MS: a hydrated page asks for what it needs at once, and Playwright's
 * "networkidle" waits 500 ms, most of an audit's waiting.
 */
function watchNetwork(page: Page) {
  let inFlight = 0;
  let changed = Date.now();
  const start = () => {
    inFlight += 1;
    changed = Date.now();
  };
  const end = () => {
    inFlight -= 1;
    changed = Date.now();
  };
  page.on("request", start);
  page.on("requestfinished", end);
  page.on("requestfailed", end);
  return {
    async untilQuiet(timeoutMs = 10_000) {
      const deadline = Date.now() + timeoutMs;
      while ((inFlight > 0 || Date.now() - changed < QUIET_MS) && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 25));
    },
  };
}

export async function checkScripts(page: Page, errors: string[]) {
  expect.soft({ hydrated: await isHydrated(page), errors }, "the scripts load without an error and React Router takes over the page").toEqual({ hydrated: true, errors: [] });
}

export async function checkPhoneWidths(page: Page) {
  expect.soft(await overflowsAt(page, PHONE_WIDTHS), `no wider than the screen at ${PHONE_WIDTHS.join(", ")} px`).toEqual([]);
}

export async function checkAxe(page: Page) {
  await page.emulateMedia({ reducedMotion: "reduce" });
  expect.soft(await axeViolations(page), "axe finds no WCAG 2.2 AA violation").toEqual([]);
}

/** The skip link's words in each language. */
const SKIP_LINK = { en: "Skip to content", nl: "Direct naar de inhoud" } as const;

/** Every check of a public page, in the project's browser: with JavaScript or without, on a phone or at a desk. */
export async function auditPublicPage(page: Page, path: string, status: number, { javaScriptOn, isMobile, dutch = false }: { javaScriptOn: boolean; isMobile: boolean; dutch?: boolean }) {
  const { blocked, errors, scripts } = await openAudited(page, path, status, javaScriptOn);
  await expect.soft(page.locator("h1"), "exactly one h1").toHaveCount(1);
  await expect.soft(page.getByRole("link", { name: SKIP_LINK[dutch ? "nl" : "en"] }), "a skip link to the main content").toHaveAttribute("href", "#main");
  if (status === 200) {
    const main = page.getByRole("main");
    await expect.soft(main.locator('[aria-busy="true"]'), "nothing in the main content is still loading").toHaveCount(0);
    await expect.soft(main.getByText(/^Loading\b/), "no loading placeholder").toHaveCount(0);
    expect.soft((await main.innerText()).length, "the content is in the page on arrival").toBeGreaterThan(400);
  }
  expect.soft(blocked, "the Content-Security-Policy blocks no script or style").toEqual([]);
  if (javaScriptOn) {
    await checkScripts(page, errors);
    expect.soft(scripts.length, "the page loads its scripts").toBeGreaterThan(0);
    expect.soft(scripts.filter(isFirebase).map((script) => script.url), "no byte of Firebase").toEqual([]);
  }
  if (isMobile) await checkPhoneWidths(page);
  if (javaScriptOn) await checkAxe(page);
}
