#!/usr/bin/env node
// npm test's "dev" step: `npm run dev` starts (its emulators, Vite's dev server with the worker in
// workerd) and a page works in Chromium: it answers with its heading, runs its scripts under the
// page's CSP (no violation), hydrates, and connects to Vite's hot update channel; then an edit of
// a component shows on the open page without a reload, and so does undoing it. (The old `npm run
// dev` was once broken for a day without a test noticing.)
import { chromium } from "@playwright/test";
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { ensureBrowser } from "./lib/ensure-browser.mjs";
import { findTestChromium } from "./lib/chromium.mjs";
import { startPageScripts } from "./lib/page-scripts.mjs";
import { freePort, waitForHttp } from "./lib/ports.mjs";
import { startGroup, stopGroup } from "./lib/processes.mjs";

const root = fileURLToPath(new URL("..", import.meta.url));
const bin = path.join(root, "node_modules", ".bin");
const START_TIMEOUT_MS = 180_000;
const UPDATE_TIMEOUT_MS = 30_000;
const PAGE = "/faqs";
/** A component on every public page, and the text the check changes in it. */
const COMPONENT = path.join(root, "app", "components", "SiteFooter.tsx");
const ORIGINAL = "<p {...contentLang}>{copyrightLine(";
const MARKER = "Edited by the dev check";

async function main() {
  // Before anything starts: a throw after it would leave the dev server running.
  const source = readFileSync(COMPONENT, "utf8");
  if (!source.includes(ORIGINAL)) throw new Error(`${COMPONENT} no longer holds ${JSON.stringify(ORIGINAL)}: update scripts/dev-check.mjs`);
  ensureBrowser();
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const dev = startGroup(process.execPath, [path.join(root, "scripts", "dev.mjs")], {
    stdio: ["ignore", "inherit", "inherit"],
    env: {
      ...process.env,
      PATH: `${bin}${path.delimiter}${process.env.PATH}`,
      PORT: String(port),
      FIRESTORE_EMULATOR_PORT: "0",
      FIREBASE_AUTH_EMULATOR_PORT: "0",
      LOCAL_PERSIST_DIR: "none",
    },
  });
  const executablePath = findTestChromium();
  const browser = await chromium.launch({ ...(executablePath ? { executablePath } : {}), args: ["--disable-background-networking", "--no-first-run"] });
  try {
    await waitForHttp(`${origin}/healthz`, START_TIMEOUT_MS, () => dev.exitCode === null);
    // Vite may find a server dependency on the first render, bundle it and reload every open page
    // ("optimized dependencies changed. reloading"; vitejs/vite-plugin-react#650 with Cloudflare's
    // plugin), and a page reloaded mid-check then showed Vite's error overlay, an inline style its
    // CSP refused. Two renders in a row first, so the browser meets the server as a developer's does
    // after the first page.
    for (let ok = 0, tries = 0; ok < 2 && tries < 20; tries += 1) ok = (await fetch(origin + PAGE).then((answer) => answer.text().then(() => answer.ok), () => false)) ? ok + 1 : 0;
    const problems = [];
    const page = await browser.newPage();
    const messages = [];
    page.on("console", (message) => messages.push(`${message.type()}: ${message.text()}`));
    page.on("pageerror", (error) => messages.push(`pageerror: ${error.message}`));
    const response = await page.goto(origin + PAGE);
    if (response?.status() !== 200) problems.push(`${PAGE} answered ${response?.status()}`);
    if (!(await page.locator("h1").first().isVisible())) problems.push(`${PAGE} shows no h1`);
    await startPageScripts(page);
    await page.waitForFunction(() => "__reactRouterDataRouter" in window, null, { timeout: UPDATE_TIMEOUT_MS }).catch(() => problems.push(`${PAGE} did not hydrate`));
    const connected = () => messages.some((text) => text.includes("[vite] connected"));
    for (let waited = 0; !connected() && waited < UPDATE_TIMEOUT_MS; waited += 250) await page.waitForTimeout(250);
    if (!connected()) problems.push("the page did not connect to Vite's hot updates");
    if (problems.length) throw new Error(`${problems.join("\n")}\n${messages.join("\n")}`);

    // Marks this document: a reload would lose the mark.
    await page.evaluate(() => (document.documentElement.dataset.devCheck = "same document"));
    const footer = page.locator("footer");
    try {
      writeFileSync(COMPONENT, source.replace(ORIGINAL, `${MARKER} ${ORIGINAL}`));
      await footer.getByText(MARKER).waitFor({ timeout: UPDATE_TIMEOUT_MS });
    } finally {
      writeFileSync(COMPONENT, source);
    }
    await footer.getByText(MARKER).waitFor({ state: "detached", timeout: UPDATE_TIMEOUT_MS });
    if ((await page.evaluate(() => document.documentElement.dataset.devCheck)) !== "same document") problems.push("the page reloaded instead of updating in place");
    const violations = messages.filter((text) => /Content Security Policy|Refused to/i.test(text));
    if (violations.length) problems.push(`CSP violations:\n${violations.join("\n")}`);
    if (problems.length) throw new Error(problems.join("\n"));
    console.log(`npm run dev serves ${PAGE}, hydrated under its CSP, and an edit of SiteFooter.tsx showed (and was undone) in place.`);
  } finally {
    writeFileSync(COMPONENT, source);
    await browser.close();
    await stopGroup(dev);
  }
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
