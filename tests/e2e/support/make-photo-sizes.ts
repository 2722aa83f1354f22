import { coverDesigns } from "../../../scripts/seed/covers/index";
import type { FullConfig } from "@playwright/test";
import { photoUrl } from "~/site/photos";

/**
 * Global setup: before the first test, the local server makes the demo covers' AVIF sizes that the
 * test viewports pick (400 px on desktop, 800 px on a 2× phone), as the site's own /media route.
 *
 * Why: the run starts from an empty R2 (LOCAL_PERSIST_DIR=none), and Miniflare's Images binding
 * encodes AVIF with sharp, 0.6 s for 400 px and 1.7 s for 800 px on one core, where Cloudflare
 * Images takes milliseconds. A page whose first visit found a dozen unmade sizes waited 4 to 15 s
 * for each while they shared two cores, and the studio's new-article page asks for all 61 covers at
 * once: tests timed out on a `load` event, not on anything the site does. Made here, two at a time,
 * each size is made once, as before, but off every test's clock.
 */
const WIDTHS = [400, 800];
const AT_ONCE = 2;

export default async function makePhotoSizes(config: FullConfig) {
  const baseURL = config.projects[0]?.use.baseURL;
  if (!baseURL) throw new Error("playwright.config.ts sets no baseURL");
  const started = Date.now();
  const queue = coverDesigns.flatMap((design) => WIDTHS.map((width) => photoUrl(design.id, width, "avif")));
  const total = queue.length;
  const failed: string[] = [];
  async function worker() {
    for (let path = queue.shift(); path; path = queue.shift()) {
      const response = await fetch(new URL(path, baseURL));
      await response.arrayBuffer();
      if (response.status !== 200) failed.push(`${path}: ${response.status}`);
    }
  }
  await Promise.all(Array.from({ length: AT_ONCE }, worker));
  if (failed.length) throw new Error(`The demo covers' sizes could not be made:\n${failed.join("\n")}`);
  console.log(`Made ${total} AVIF sizes of the demo covers in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
}
