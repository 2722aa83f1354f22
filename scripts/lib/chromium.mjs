import { existsSync } from "node:fs";
import { PINNED_CHROMIUM_BINARY } from "./pinned-chromium.mjs";

const CANDIDATES = ["/usr/bin/chromium", "/usr/bin/chromium-browser", "/usr/bin/google-chrome", "/usr/bin/google-chrome-stable"];

/**
 * The Chromium the tests and the bench drive: CHROME_PATH if set; else Debian's Chromium pinned in
 * .cache (scripts/lib/pinned-chromium.mjs) once `preparePinnedChromium` has unpacked it; else a
 * system Chromium; else undefined, and Playwright uses its own.
 */
export function findChromium() {
  if (process.env.CHROME_PATH && existsSync(process.env.CHROME_PATH)) return process.env.CHROME_PATH;
  if (existsSync(PINNED_CHROMIUM_BINARY)) return PINNED_CHROMIUM_BINARY;
  return CANDIDATES.find((candidate) => existsSync(candidate));
}
