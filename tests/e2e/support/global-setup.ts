import type { FullConfig } from "@playwright/test";
import { coverDesigns } from "../../../scripts/seed/covers/index";
import { photoUrl } from "~/site/photos";
import { CONTENT_AUDIT_PAGES, PUBLIC_AUDIT_PAGES } from "./audit-pages";
import { writeStudioPagesFixtures } from "./studio";

/**
 * Before the first test, once the local server is up:
 *
 * 1. The demo covers' AVIF sizes that the test viewports pick (400 px on desktop, 800 px on a 2×
 *    phone), made through the site's own /media route, two at a time. The run starts from an empty
 *    R2 (LOCAL_PERSIST_DIR=none), and the studio's new-article page asks for all 61 covers at once:
 *    made on a test's clock, they once made tests time out on a `load` event, not on anything the
 *    site does. Miniflare's Images binding encodes them with sharp at its lowest effort for the tests
 *    (scripts/lib/fast-images.mjs): 6 s for all 122, where sharp's default effort took 60 s.
 * 2. Every public page of the audit, rendered once (and not kept). The Firestore emulator's JVM
 *    answers its first queries of each kind slowly, and the worker's first render of each route
 *    compiles its code: the first test to open a page once got a 503 (a read past the 2.5 s
 *    deadline) while the emulator was cold. Tests then measure the site, not the JVM's warm-up.
 * 3. The studio pages' fixtures, which no test changes: written once, not by each worker.
 */
const WIDTHS = [400, 800];
const AT_ONCE = 2;
/** How long a page may answer 503 while the emulator warms up, before the run stops. */
const WARM_UP_MS = 60_000;

export default async function globalSetup(config: FullConfig) {
  const baseURL = config.projects[0]?.use.baseURL;
  if (!baseURL) throw new Error("playwright.config.ts sets no baseURL");
  await makePhotoSizes(baseURL);
  await warmPages(baseURL);
  await writeStudioPagesFixtures();
}

async function makePhotoSizes(baseURL: string) {
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

async function warmPages(baseURL: string) {
  const started = Date.now();
  for (const { path, status = 200 } of [...PUBLIC_AUDIT_PAGES, ...CONTENT_AUDIT_PAGES]) {
    for (;;) {
      // Past the page cache (honoured where Server-Timing is shown): the first visitor of each page
      // in a test still gets it rendered, as before the warm-up, and later ones the kept copy.
      const response = await fetch(new URL(path, baseURL), { headers: { "X-Page-Cache": "bypass" } });
      await response.arrayBuffer();
      if (response.status === status) break;
      if (response.status !== 503 || Date.now() - started > WARM_UP_MS) throw new Error(`Warming ${path}: it answered ${response.status}, not ${status}.`);
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
  }
  console.log(`Warmed ${PUBLIC_AUDIT_PAGES.length + CONTENT_AUDIT_PAGES.length} pages in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
}
