import { defineConfig, devices } from "@playwright/test";
import os from "node:os";
import path from "node:path";
import { findChromium } from "./scripts/lib/chromium.mjs";

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

const executablePath = findChromium();
const launchOptions = {
  ...(executablePath ? { executablePath } : {}),
  args: ["--disable-background-networking", "--disable-component-update", "--disable-sync", "--no-first-run", "--disable-quic"],
};

const phone = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 };
const desktop = { viewport: { width: 1366, height: 900 } };

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  workers: 2,
  // Each test runs once: one that passes only at a second attempt has found a fault to fix.
  retries: 0,
  forbidOnly: true,
  // After the web server is up: the demo covers' photo sizes, made before the first test (see the file).
  globalSetup: "./tests/e2e/support/make-photo-sizes.ts",
  reporter: [["list"]],
  timeout: 30_000,
  use: {
    baseURL,
    launchOptions,
    trace: "retain-on-failure",
    // A normal browser's user agent: isbot counts HeadlessChrome as a crawler.
    userAgent: devices["Desktop Chrome"].userAgent,
  },
  projects: [
    // Phone widths are checked by the phone projects (with JavaScript on and off); the server's HTML,
    // the same for every browser, by one project; axe runs as a script inside the page, so the
    // accessibility audit runs in the JavaScript projects.
    // The journal's journey (upload to scheduled publication) is a JavaScript-off walk: it runs once, in desktop-nojs.
    // The privacy requests' walk (find, download, erase one person's data) runs on desktop, JavaScript on and off.
    { name: "desktop-js", use: { ...desktop, javaScriptEnabled: true }, testIgnore: /(phone-widths|journal-journey)\.spec\.ts/ },
    { name: "desktop-nojs", use: { ...desktop, javaScriptEnabled: false }, testIgnore: /(accessibility|phone-widths|valid-html|page-cache-outage|studio-email|studio|studio-bundle|studio-accounts|hydration)\.spec\.ts/ },
    { name: "phone-js", use: { ...phone, javaScriptEnabled: true }, testIgnore: /(studio-privacy|valid-html|page-cache-outage|studio-email|studio|studio-bundle|studio-pages|studio-accounts|hydration|journal-journey)\.spec\.ts/ },
    { name: "phone-nojs", use: { ...phone, javaScriptEnabled: false }, testIgnore: /(studio-privacy|accessibility|valid-html|page-cache-outage|studio-email|studio|studio-bundle|studio-pages|studio-accounts|hydration|journal-journey)\.spec\.ts/ },
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
      // npm test reads it afterwards: a run in which the server restarted fails.
      LOCAL_SERVER_STATUS: process.env.E2E_SERVER_STATUS ?? "",
      // npm test prints its slow and failed requests when a test fails (scripts/lib/server-log.mjs).
      LOCAL_SERVER_LOG: process.env.E2E_SERVER_LOG ?? "",
    },
  },
});
