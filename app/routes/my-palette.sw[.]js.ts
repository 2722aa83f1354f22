import { keepMyPaletteOffline, type OfflineSettings } from "~/browser/my-palette-offline";
import { LOCALES, localizedPath } from "~/site/locale";
import { SITE_ICON_PATH } from "~/site/paths";
import type { PageCacheHandle } from "~/site/page-cache-handle";

/** The folder of the palette's pages in each language: "/my-palette/", "/nl/mijn-palet/". */
const pageFolder = (locale: (typeof LOCALES)[number]) => localizedPath("/my-palette/-", locale).slice(0, -1);

const SETTINGS: OfflineSettings = {
  // A new name when the worker changes what it keeps: it deletes the older caches of its family.
  cache: "my-palette-v2",
  pages: LOCALES.map(pageFolder),
  // A shop's poor connection: after 4 s the kept copy, which the network's late answer still refreshes.
  patienceMs: 4_000,
  icon: SITE_ICON_PATH,
};

/** The script's text: the function's own source, called with the worker's global scope. */
const SOURCE = `"use strict";(${keepMyPaletteOffline.toString()})(self,${JSON.stringify(SETTINGS)});\n`;

/** The same script at every address: no page cache entry of its own. */
export const handle: PageCacheHandle = { pageCache: false };

/**
 * `/my-palette/sw.js` and `/nl/mijn-palet/sw.js`: the service worker that keeps a client's palette
 * readable offline (app/browser/my-palette-offline.ts). Served from each language's folder, so its
 * scope is that folder and no other page: only the palette's page registers it.
 */
export function loader() {
  return new Response(SOURCE, {
    headers: {
      "Content-Type": "text/javascript; charset=utf-8",
      // Checked on each registration and update (browsers look again at most a day later anyway).
      "Cache-Control": "no-cache",
      // The worker's own fetches: the site's origin only.
      "Content-Security-Policy": "default-src 'none'; connect-src 'self'",
    },
  });
}
