import { expect, test as base, type APIRequestContext, type BrowserContext, type Page, type PlaywrightWorkerArgs } from "@playwright/test";
import { startPageScripts } from "../../../scripts/lib/page-scripts.mjs";
import { ownAddress } from "./client-address";
import { createStudioUser, studioSessionCookie, type StudioPerson, type StudioRole } from "./studio";

export { emulatorFirestore, PROJECT_ID } from "./emulators";
export { ownAddress, uniqueAddress } from "./client-address";

export const PURGE_TOKEN = "e2e-purge-token-0123456789";

/**
 * How long to wait for what follows a form post: the server's write, and with JavaScript the
 * loaders' revalidation after it. Playwright's default of 5 s is enough on an idle machine; on a
 * 2-core CI machine with Chromium, workerd and the emulators all busy, "Thanks for reaching out!"
 * once took longer.
 */
export const AFTER_A_WRITE = { timeout: 15_000 };

/**
 * The Mollie simulator that `npm start` runs for the end-to-end tests (scripts/lib/mollie-simulator.mjs):
 * its base URL, whose /_simulator/payments lists the payments the site created (with their
 * Idempotency-Key and webhook calls) and whose /checkout/:id is the page a visitor pays on.
 */
export function paymentsSimulatorUrl(): string {
  const url = process.env.E2E_PAYMENTS_URL;
  if (!url) throw new Error("E2E_PAYMENTS_URL is not set (playwright.config.ts sets it)");
  return url;
}

/**
 * Makes content changed in Firestore show at once, as a publish would. From an address of its own:
 * /_purge is limited to 5 a minute per address, and the tests' purges would otherwise all count
 * against 127.0.0.1's.
 */
export async function purgeCache(request: APIRequestContext): Promise<void> {
  const response = await request.post("/_purge", { headers: { Authorization: `Bearer ${PURGE_TOKEN}`, ...ownAddress() } });
  expect(response.status()).toBe(200);
}

/**
 * The tag of a test that reads what the server sends and presses nothing a script takes over: it
 * runs once, on a phone without JavaScript (playwright.config.ts). With JavaScript the same page is
 * the page audit's, which checks that its scripts take it over without an error.
 */
export const SERVER_HTML = { tag: "@server-html" };

/** Visits a path and checks the status the server answered with. */
export async function visit(page: Page, path: string, status = 200) {
  const response = await page.goto(path);
  expect(response?.status(), `status of ${path}`).toBe(status);
  await hydrated(page);
  return response;
}

/**
 * Waits until React Router has taken over a page whose scripts run. A public page inserts them on
 * the visitor's first interaction, so this gives it one (`startPageScripts`). A page whose tool is
 * its script starts after its load event, and a studio page at once; with JavaScript off the
 * page's inline scripts never ran and there is nothing to wait for.
 */
export async function hydrated(page: Page) {
  const state = await page.evaluate(() => ({ scripts: "__reactRouterContext" in window, running: "__reactRouterDataRouter" in window }));
  if (!state.scripts || state.running) return;
  await startPageScripts(page);
  await page.waitForFunction(() => "__reactRouterDataRouter" in window);
}

/**
 * A request context whose every request opens a connection of its own. workerd closes a keep-alive
 * connection after 5 s idle (kj's HTTP pipeline timeout); Node's agent, which Playwright's request
 * contexts use, keeps it with no timeout of its own, so a request sent on it just as workerd closes
 * it fails with ECONNRESET before reaching the worker. CI once lost a test that way: /_purge after
 * four page visits, on the connection of the purge before them.
 */
export function newRequestContext(
  playwright: PlaywrightWorkerArgs["playwright"],
  options: Parameters<PlaywrightWorkerArgs["playwright"]["request"]["newContext"]>[0] = {},
): Promise<APIRequestContext> {
  return playwright.request.newContext({ ...options, extraHTTPHeaders: { ...options.extraHTTPHeaders, Connection: "close" } });
}

/** Signs a browser context in to the studio as this worker's person with the role, and says who that is. */
type StudioSessions = { signIn(context: BrowserContext, role: StudioRole): Promise<StudioPerson> };

/** The tests' `request` fixture: a context from newRequestContext, with the project's headers, disposed after the test. */
export async function requestFixture(
  { playwright, extraHTTPHeaders }: Pick<PlaywrightWorkerArgs, "playwright"> & { extraHTTPHeaders?: Record<string, string> },
  provide: (request: APIRequestContext) => Promise<void>,
) {
  const request = await newRequestContext(playwright, { extraHTTPHeaders });
  await provide(request);
  await request.dispose();
}

export const test = base.extend<{ javaScriptOn: boolean }, { studio: StudioSessions }>({
  javaScriptOn: async ({ javaScriptEnabled }, provide) => provide(javaScriptEnabled !== false),
  request: requestFixture,
  /**
   * One studio person per role and Playwright worker, signed in once: their session's cookies are
   * added to each test's context that asks. A test that signs out, changes a password or ends
   * sessions uses a person of its own (createStudioUser), never these.
   */
  studio: [
    async ({ playwright }, provide, workerInfo) => {
      const baseURL = workerInfo.project.use.baseURL;
      const contexts: APIRequestContext[] = [];
      type Session = { person: StudioPerson; cookies: Awaited<ReturnType<typeof studioSessionCookie>> };
      const sessions = new Map<StudioRole, Promise<Session>>();
      const sessionOf = (role: StudioRole) => {
        let session = sessions.get(role);
        if (!session) {
          session = (async () => {
            // One person per request context: a second sign-in through one would end the first's session.
            const request = await newRequestContext(playwright, { baseURL });
            contexts.push(request);
            const person = await createStudioUser(role, `${role}-worker-${workerInfo.workerIndex}`);
            return { person, cookies: await studioSessionCookie(request, person.email, person.password) };
          })();
          sessions.set(role, session);
        }
        return session;
      };
      await provide({
        signIn: async (context, role) => {
          const { person, cookies } = await sessionOf(role);
          await context.addCookies(cookies);
          return person;
        },
      });
      await Promise.all(contexts.map((context) => context.dispose()));
    },
    { scope: "worker" },
  ],
});
export { expect };

/**
 * Waits, when needed, until a burst of requests fits in one rate-limit window: the local server's
 * windows are aligned to the clock (a 60 s limit resets at every whole minute), so a burst that
 * straddles a minute would be counted in two windows.
 */
export async function inOneRateWindow(burstMs = 10_000) {
  const intoWindow = Date.now() % 60_000;
  if (intoWindow > 60_000 - burstMs) await new Promise((resolve) => setTimeout(resolve, 60_000 - intoWindow + 100));
}
