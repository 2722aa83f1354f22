import { spawnSync } from "node:child_process";
import { findChromium } from "./chromium.mjs";

/**
 * A browser for the end-to-end tests: a system Chromium if there is one; else Playwright's own
 * download (works on a normal machine); else Debian's chromium package when running as root.
 */
export function ensureBrowser() {
  if (findChromium()) return;
  const download = spawnSync("playwright", ["install", "chromium"], { stdio: "inherit" });
  if (download.status === 0) return;
  if (process.getuid?.() === 0) {
    spawnSync("apt-get", ["update"], { stdio: "inherit" });
    const apt = spawnSync("apt-get", ["install", "-y", "--no-install-recommends", "chromium"], { stdio: "inherit" });
    if (apt.status === 0 && findChromium()) return;
  }
  throw new Error("No Chromium for the end-to-end tests: install one (apt-get install chromium) or set CHROME_PATH.");
}
