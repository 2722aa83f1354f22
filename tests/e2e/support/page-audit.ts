import type { Page } from "@playwright/test";
import { recordScripts } from "../../../scripts/lib/firebase-scripts.mjs";
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
  const response = await visit(page, path, status);
  if (javaScriptOn) await page.waitForLoadState("networkidle");
  return { blocked, errors, scripts, response };
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
