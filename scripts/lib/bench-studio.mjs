import { chromium } from "@playwright/test";
import { findChromium } from "./chromium.mjs";
import { gzippedBytes, isFirebase, recordScripts } from "./firebase-scripts.mjs";
import { startPageScripts } from "./page-scripts.mjs";
import { DEMO_STUDIO_ACCOUNTS } from "./studio-accounts.mjs";

// The studio's figures for `npm run bench`, measured in Chromium on the bench's own site:
//   - the JavaScript of every public route, and how much of it is Firebase (the goal: none);
//   - the sign-in page's JavaScript on load, and firebase/auth loaded on signing in;
//   - save to public: the demo editor saves an FAQ answer and a service's price on the studio's
//     forms, and the public page is fetched until it shows the new value.

/** The promise: a save shows on the public pages within five seconds. */
export const PUBLISH_GOAL_MS = 5000;
const FAQ_QUESTION = "Is the studio accessible?";
const SERVICE = { id: "capsule-wardrobe-plan", page: "/services/wardrobe-audit/capsule-wardrobe-plan" };
const POLL_MS = 100;

/**
 * JavaScript on each public route once the visitor has touched the page (a public page starts its
 * scripts on the first interaction: docs/decisions/036) and it is idle: all of it, and Firebase's share.
 */
async function publicFirebaseBytes(context, origin, routes) {
  const rows = [];
  for (const route of routes) {
    const page = await context.newPage();
    const scripts = recordScripts(page);
    await page.goto(origin + route);
    await startPageScripts(page);
    await page.waitForLoadState("networkidle");
    rows.push({ route, scripts: scripts.length, jsGzip: gzippedBytes(scripts), firebaseGzip: gzippedBytes(scripts.filter(isFirebase)) });
    await page.close();
  }
  return rows;
}

/** Signs the demo editor in with a password on the real page; the page's scripts before and after the click (no Firebase in either). */
async function signIn(page, origin) {
  const editor = DEMO_STUDIO_ACCOUNTS.find((account) => account.role === "editor");
  const scripts = recordScripts(page);
  await page.goto(`${origin}/studio/sign-in`);
  await page.waitForLoadState("networkidle");
  const onLoad = [...scripts];
  await page.getByLabel("Email", { exact: true }).fill(editor.email);
  await page.getByLabel("Password", { exact: true }).fill(editor.password);
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
  await page.waitForURL((url) => url.pathname.startsWith("/studio") && url.pathname !== "/studio/sign-in");
  const onSignIn = scripts.slice(onLoad.length).filter(isFirebase);
  return { onLoadGzip: gzippedBytes(onLoad), firebaseOnLoad: onLoad.some(isFirebase), firebaseOnSignInGzip: gzippedBytes(onSignIn) };
}

/** Fetches `url` as a visitor until its HTML holds `text`; the milliseconds since `since`. */
async function untilPublished(url, text, since) {
  for (;;) {
    const html = await fetch(url).then((response) => response.text());
    const elapsed = Date.now() - since;
    if (html.includes(text)) return elapsed;
    if (elapsed > PUBLISH_GOAL_MS * 4) return null;
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
}

/**
 * Clicks "Save and publish", waits for the studio's "Saved", then for the public page. The clock
 * starts when the browser sends the form: before that, the click is Playwright scrolling the
 * button into view, which on a long form with smooth scrolling takes most of a second.
 */
async function saveAndTime(page, publicUrl, text) {
  const sent = page.waitForRequest((request) => request.method() === "POST").then(() => Date.now());
  await page.getByRole("button", { name: "Save and publish" }).click();
  await page.getByRole("status").filter({ hasText: "Saved" }).waitFor();
  const sentAt = await sent;
  const savedMs = Date.now() - sentAt;
  return { savedMs, publicMs: await untilPublished(publicUrl, text, sentAt) };
}

async function saveFaqAnswer(page, origin, round) {
  // The public page is visited first, so the change has a cached copy to replace.
  await fetch(`${origin}/faqs`);
  await page.goto(`${origin}/studio/content/faqs`);
  const names = await page.locator('input[name$=".question"]').evaluateAll((inputs) => inputs.map((input) => [input.name, input.value]));
  const field = names.find(([, value]) => value === FAQ_QUESTION)?.[0];
  if (!field) throw new Error(`The studio's FAQ form has no "${FAQ_QUESTION}"`);
  const answer = `Yes: step-free from the street and a lift to the first floor (bench round ${round}, ${Date.now()}).`;
  await page.locator(`textarea[name="${field.replace(/question$/, "answer")}"]`).fill(answer);
  return saveAndTime(page, `${origin}/faqs`, answer);
}

async function saveServicePrice(page, origin, round) {
  await fetch(origin + SERVICE.page);
  await page.goto(`${origin}/studio/content/services/${SERVICE.id}`);
  const amount = String(150 + round);
  await page.locator('input[name="price.amount"]').fill(amount);
  return saveAndTime(page, origin + SERVICE.page, `€${amount}`);
}

/**
 * @param {{ origin: string }} site
 * @param {{ routes: string[], saves: number }} options  saves: rounds of (one FAQ save, one price save)
 */
export async function runBenchStudio(site, { routes, saves }) {
  const executablePath = findChromium();
  const browser = await chromium.launch({ ...(executablePath ? { executablePath } : {}), args: ["--disable-background-networking", "--no-first-run"] });
  try {
    const visitor = await browser.newContext();
    const publicRoutes = await publicFirebaseBytes(visitor, site.origin, routes);
    await visitor.close();
    const studio = await browser.newContext();
    const page = await studio.newPage();
    const signInPage = await signIn(page, site.origin);
    const rounds = [];
    for (let round = 1; round <= saves; round++) {
      rounds.push({ kind: "faq", ...(await saveFaqAnswer(page, site.origin, round)) });
      rounds.push({ kind: "price", ...(await saveServicePrice(page, site.origin, round)) });
    }
    await studio.close();
    return { publicRoutes, signInPage, saves: rounds };
  } finally {
    await browser.close();
  }
}

/** What went wrong, for the exit code: Firebase on a public page, or a save slower than the goal. */
export function studioProblems({ publicRoutes, signInPage, saves }) {
  const problems = publicRoutes.filter((row) => row.firebaseGzip > 0).map((row) => `${row.route} loads ${row.firebaseGzip} B of Firebase`);
  if (signInPage.firebaseOnLoad) problems.push("the sign-in page loads firebase/auth before anyone signs in");
  if (signInPage.firebaseOnSignInGzip > 0) problems.push("signing in with a password loads firebase/auth (the worker checks passwords)");
  for (const save of saves) {
    if (save.publicMs === null || save.publicMs > PUBLISH_GOAL_MS) problems.push(`a ${save.kind} save took ${save.publicMs ?? "over 20,000"} ms to reach the public page`);
  }
  return problems;
}
