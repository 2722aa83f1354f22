import { existsSync } from "node:fs";
import { PINNED_CHROMIUM_BINARY } from "./pinned-chromium.mjs";

const CANDIDATES = ["/usr/bin/chromium", "/usr/bin/chromium-browser", "/usr/bin/google-chrome", "/usr/bin/google-chrome-stable"];

/**
 * The Chromium the bench measures with: CHROME_PATH if set; else the system's Chromium, the
 * current release visitors run; else undefined, and Playwright uses its own.
 */
export function findChromium() {
  if (process.env.CHROME_PATH && existsSync(process.env.CHROME_PATH)) return process.env.CHROME_PATH;
  return CANDIDATES.find((candidate) => existsSync(candidate));
}

/**
 * The Chromium the tests drive: CHROME_PATH if set; else Debian's Chromium pinned in .cache
 * (scripts/lib/pinned-chromium.mjs, decision 028) once `preparePinnedChromium` has unpacked it;
 * else the system's. The pin makes the same tests cheaper on two cores; it measures nothing.
 */
export function findTestChromium() {
  if (process.env.CHROME_PATH && existsSync(process.env.CHROME_PATH)) return process.env.CHROME_PATH;
  if (existsSync(PINNED_CHROMIUM_BINARY)) return PINNED_CHROMIUM_BINARY;
  return findChromium();
}
