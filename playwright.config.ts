import { defineConfig, devices } from "@playwright/test";
import os from "node:os";
import path from "node:path";
import { findTestChromium } from "./scripts/lib/chromium.mjs";

// `npm test` picks free ports and passes them here; run on its own, these defaults apply.
const port = Number(process.env.E2E_PORT ?? 8790);
const firestorePort = Number(process.env.E2E_FIRESTORE_PORT ?? 8791);
const authPort = Number(process.env.E2E_AUTH_PORT ?? 8792);
const molliePort = Number(process.env.E2E_MOLLIE_PORT ?? 8793);
export const baseURL = `http://127.0.0.1:${port}`;
process.env.E2E_FIRESTORE_HOST = `127.0.0.1:${firestorePort}`;
process.env.E2E_AUTH_HOST = `127.0.0.1:${authPort}`;
// The Mollie simulator start.mjs runs for the site (scripts/lib/mollie-simulator.mjs): tests read
// /_simulator/payments there and press the checkout's buttons (tests/e2e/support/site.ts).
process.env.E2E_PAYMENTS_URL = `http://127.0.0.1:${molliePort}`;
// Where the local server's STUDIO_EMAIL binding writes each email it accepts (scripts/lib/local-server.mjs).
process.env.E2E_EMAIL_DIR ??= path.join(os.tmpdir(), `colour-studio-e2e-email-${port}`);

const executablePath = findTestChromium();
const launchOptions = {
  ...(executablePath ? { executablePath } : {}),
  // --disable-gpu: headless Chromium then composites in software instead of through SwiftShader's
  // emulated GPU, which made the same tests 10% slower on two cores (docs/decisions/028).
  args: ["--disable-background-networking", "--disable-component-update", "--disable-sync", "--no-first-run", "--disable-quic", "--disable-gpu"],
};

const phone = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 };
const desktop = { viewport: { width: 1366, height: 900 } };

const PROJECTS = ["desktop-js", "desktop-nojs", "phone-js", "phone-nojs"] as const;
type Project = (typeof PROJECTS)[number];

/** A visitor's walk: on a phone, where most visitors are, with JavaScript on and off. */
const ON_A_PHONE: Project[] = ["phone-js", "phone-nojs"];
/** What a page's width changes, with JavaScript at both widths, and without it on a phone. */
const ALL_BUT_DESKTOP_NOJS: Project[] = ["desktop-js", "phone-js", "phone-nojs"];
/** The studio's staff work at a desk, with JavaScript on or off. */
const AT_A_DESK: Project[] = ["desktop-js", "desktop-nojs"];

/**
 * The specs that run in some projects only, and why; any other spec runs in all four, with
 * JavaScript on and off, on a phone and on a desktop. Decision 028 says how to choose: one walk per
 * flow, with and without JavaScript, where its people are; a check once where the projects cannot
 * differ for it (requests, an email, the server's HTML); both widths where the width is the point.
 */
const RUNS_ONLY_IN: Record<string, { projects: Project[]; why: string }> = {
  // Visitors' walks, on a phone. The page audit opens every page at desktop width too, and the
  // server's HTML is the same at every width.
  ...Object.fromEntries(
    ["booking", "color-tools", "content-pages", "forms", "journal", "not-found", "page-cache", "seasons", "services"].map((spec) => [
      spec,
      { projects: ON_A_PHONE, why: "a visitor's walk, on a phone, with JavaScript on and off" },
    ]),
  ),
  // What the width changes (the sticky header's height under a hash link, the scroll-reveal's
  // viewport-centre effect, the cookie banner over the page): JavaScript on at both widths; without
  // it a phone shows all a desktop would.
  ...Object.fromEntries(
    ["client-behaviours", "consent"].map((spec) => [spec, { projects: ALL_BUT_DESKTOP_NOJS, why: "the page's width matters: both widths with JavaScript, a phone without" }]),
  ),
  "page-audit": {
    projects: ON_A_PHONE,
    why: "every public page on a phone, with JavaScript and without; a desk adds only its layout, audited where it differs by page-audit-desk",
  },
  "page-audit-desk": { projects: ["desktop-js"], why: "the pages whose desk layout differs from a phone's (header and footer, a palette's grid, the time picker's week), with JavaScript" },
  "digital-analysis": { projects: ON_A_PHONE, why: "a visitor on a phone orders the digital analysis and sends photos, with JavaScript (previews, progress) and without, and the studio delivers its report; the rules are in the worker tests" },
  "color-checker": { projects: ["phone-js"], why: "the photo check runs only with JavaScript, and is for a phone in a shop; the typed hex code, with JavaScript and without, is color-tools'" },
  "my-palette": {
    projects: ["phone-js"],
    why: "one walk in contexts of its own: the studio at a desk records and sends, the client's phone opens the link without JavaScript (the page, the A6 print) and with it (offline, delete)",
  },
  "booking-modes": { projects: ["phone-nojs"], why: "a visitor on a phone without JavaScript books each way a service is delivered; the rules of each are in tests/worker/booking-modes.test.ts" },
  "try-the-drapes": {
    projects: ["phone-js"],
    why: "the drapes on a phone's front camera (Chromium's fake one) and a photo; its no-JavaScript page is one test in the same file, beside the page audit's",
  },
  "save-data": { projects: ["desktop-js", "phone-js"], why: "a Save-Data page runs no script whatever the browser allows: at both widths, with JavaScript on" },
  "page-audit-content": {
    projects: ["phone-js"],
    why: "the routes with other content: their colours (axe), lengths and states, on a phone with JavaScript; each route without JavaScript is page-audit's, and the colour tools' answers without it are color-tools'",
  },
  "page-audit-dutch": {
    projects: ["phone-js"],
    why: "the Dutch twin of every route, on a phone with JavaScript (axe, hydration in Dutch): its layout is its English twin's, audited by page-audit at both widths and without JavaScript; no page renders other text without JavaScript (no <noscript>), so the words and links checked in the hydrated page are the server's; a Dutch walk without JavaScript is dutch-booking's",
  },
  "dutch-booking": { projects: ["phone-nojs"], why: "a Dutch visitor on a phone without JavaScript books and pays; the Dutch page, email, invitation and manage page; the rest of the flow is booking.spec.ts's" },
  "studio-page-audit": {
    projects: ["desktop-js"],
    why: "every studio page as staff open it, with JavaScript, at a desk and narrowed to a phone's width; the studio's walks without JavaScript are at a desk",
  },
  // The studio at a desk, with and without JavaScript; its page audit checks its pages at a phone's width too.
  ...Object.fromEntries(
    ["studio-pages", "studio-privacy", "studio-calendar", "studio-journal", "studio-media", "studio-sessions"].map((spec) => [spec, { projects: AT_A_DESK, why: "the studio's staff at a desk, with and without JavaScript" }]),
  ),
  "valid-html": { projects: ["desktop-js"], why: "requests only: the server's HTML is the same for every browser" },
  "http-answers": { projects: ["desktop-js"], why: "requests only: status codes, headers and bodies" },
  "page-cache-outage": { projects: ["desktop-js"], why: "starts a site and an emulator of its own" },
  "studio-email": { projects: ["desktop-js"], why: "what it checks is the email, which is the same for every browser" },
  "studio-bundle": { projects: ["desktop-js"], why: "it measures scripts, which a page without JavaScript never loads" },
  "studio-sign-in": { projects: ["desktop-js"], why: "signing in on the page with JavaScript; studio-accounts signs in without" },
  "studio-accounts": { projects: ["desktop-js"], why: "each test opens browsers of its own, with JavaScript off and on" },
};

const ignoredIn = (project: Project) =>
  new RegExp(`(^|/)(${Object.entries(RUNS_ONLY_IN).filter(([, { projects }]) => !projects.includes(project)).map(([spec]) => spec).join("|")})\\.spec\\.ts$`);

/**
 * Tests that change what other tests read (a service set to draft, a testimonial hidden, an FAQ and
 * a price edited, a Cron run two days ahead that publishes an article and ends booking holds) run
 * in a project of their own, after every other test has finished: tests/e2e/shared-content/.
 */
const SHARED_CONTENT = /(^|\/)shared-content\//;

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  // The machine has two cores, which Chromium, workerd and the emulators keep busy: a third worker
  // made the run no faster (docs/decisions/028-test-time-budget.md).
  workers: 2,
  // Each test runs once: one that passes only at a second attempt has found a fault to fix.
  retries: 0,
  forbidOnly: true,
  // After the web server is up and before the first test: the demo covers' photo sizes, the pages
  // warmed, and the studio pages' fixtures (see the file).
  globalSetup: "./tests/e2e/support/global-setup.ts",
  // Each test's time, outcome and assertions, for npm test's summary (scripts/lib/test-times.mjs).
  reporter: [["list"], ["./tests/e2e/support/test-times-reporter.ts", { outputFile: "test-results/e2e-tests.json" }]],
  // Playwright empties its output folder at the start of a run; the reports beside it stay.
  outputDir: "test-results/e2e",
  timeout: 30_000,
  use: {
    baseURL,
    launchOptions,
    // A trace of each failed test: its actions, console and network, without screenshots or DOM
    // snapshots. Every test records one (there are no retries to record on), and recording them
    // with screenshots and snapshots made the tests 25% slower, with snapshots alone 10%. A failure
    // still leaves the page's accessibility tree at the moment it failed (error-context.md).
    trace: { mode: "retain-on-failure", screenshots: false, snapshots: false },
    // A normal browser's user agent: isbot counts HeadlessChrome as a crawler.
    userAgent: devices["Desktop Chrome"].userAgent,
  },
  projects: [
    { name: "desktop-js", use: { ...desktop, javaScriptEnabled: true }, testIgnore: [ignoredIn("desktop-js"), SHARED_CONTENT] },
    { name: "desktop-nojs", use: { ...desktop, javaScriptEnabled: false }, testIgnore: [ignoredIn("desktop-nojs"), SHARED_CONTENT] },
    // A test tagged SERVER_HTML (tests/e2e/support/site.ts) reads the server's page: once, without JavaScript.
    { name: "phone-js", use: { ...phone, javaScriptEnabled: true }, testIgnore: [ignoredIn("phone-js"), SHARED_CONTENT], grepInvert: /@server-html/ },
    { name: "phone-nojs", use: { ...phone, javaScriptEnabled: false }, testIgnore: [ignoredIn("phone-nojs"), SHARED_CONTENT] },
    // Desktop; each spec there sets JavaScript on or off for itself.
    { name: "shared-content", use: { ...desktop }, testMatch: SHARED_CONTENT, dependencies: [...PROJECTS] },
  ],
  webServer: {
    command: "node scripts/start.mjs",
    // "Ready on" is printed once everything is in place, the demo covers in R2 included (the global
    // setup asks for their sizes). No `url` here: Playwright takes `url` OR `wait`, whichever comes
    // first (microsoft/playwright#39406, documented so by #39414), and /healthz answers as soon as
    // the server listens, before the covers are in R2: the setup then found every size a 404.
    wait: { stdout: /^Ready on http/m },
    reuseExistingServer: false,
    timeout: 120_000,
    gracefulShutdown: { signal: "SIGTERM", timeout: 10_000 },
    stdout: "ignore",
    stderr: "pipe",
    env: {
      PORT: String(port),
      FIRESTORE_EMULATOR_PORT: String(firestorePort),
      FIRESTORE_EMULATOR_HOST: "",
      FIREBASE_AUTH_EMULATOR_PORT: String(authPort),
      FIREBASE_AUTH_EMULATOR_HOST: "",
      MOLLIE_SIMULATOR_PORT: String(molliePort),
      MOLLIE_API_URL: "",
      SKIP_BUILD: process.env.SKIP_BUILD ?? "0",
      // In memory: a fresh edge cache and KV for every run, so nothing cached by an earlier run shows.
      LOCAL_PERSIST_DIR: "none",
      LOCAL_VARS: "PURGE_TOKEN:e2e-purge-token-0123456789 ANALYTICS_MEASUREMENT_ID:G-E2ETEST123",
      LOCAL_EMAIL_DIR: process.env.E2E_EMAIL_DIR,
      // Miniflare's Cloudflare Images encodes AVIF at sharp's lowest effort: 56 ms a variant, not 1 s
      // (scripts/lib/fast-images.mjs).
      LOCAL_FAST_IMAGES: "1",
      // npm test reads it afterwards: a run in which the server restarted fails.
      LOCAL_SERVER_STATUS: process.env.E2E_SERVER_STATUS ?? "",
      // npm test prints its slow and failed requests when a test fails (scripts/lib/server-log.mjs).
      LOCAL_SERVER_LOG: process.env.E2E_SERVER_LOG ?? "",
    },
  },
});
