/**
 * The service worker of "My palette" (issue 44): a client's palette opens on their phone in a shop
 * with a poor connection, or none, once they have opened it there with JavaScript.
 *
 * It is served as a script by app/routes/my-palette.sw[.]js.ts, at `/my-palette/sw.js` and
 * `/nl/mijn-palet/sw.js`, so each registration's scope is that folder: it sees the palette's pages
 * and what they load, and nothing of any other page. Only the palette's page registers it
 * (app/components/my-palette/useOfflineCopy.ts).
 *
 * What it keeps, in one Cache Storage cache on the device:
 *   - the palette pages the client opened (the page asks for its own address to be kept), under
 *     their address without the query;
 *   - the site's files those pages load: the hashed scripts and fonts under /build/ and the icon.
 * What it answers:
 *   - a palette page: from the network, and the kept copy when the network fails, answers 5xx, or
 *     takes longer than `patienceMs` (the network's answer still refreshes the copy);
 *   - a kept file: from the cache (files under /build/ never change under their hashed names);
 *   - anything else: not at all, so the browser fetches it as on any other page.
 * What it forgets: a page whose address now answers 404 or 410 (deleted, revoked, expired), and
 * every copy of a palette whose delete form was posted and answered with the redirect that follows a
 * deletion. When no page is left, it deletes the cache and unregisters itself.
 *
 * The page is sent `Cache-Control: private, no-store`, and this copy is consistent with why: no
 * shared cache (a proxy, a CDN) may keep the page, and the browser's HTTP cache does not keep it
 * either. This cache is a store the page's own code keeps on the client's own device at their
 * request, like saving the page: only pages the client opened, their own, which they may delete,
 * and which go when they delete the palette or when its link stops opening it.
 *
 * The function is sent to the browser as its source text, so it reads nothing outside itself but
 * its two parameters and the worker's standard globals (Request, Response, URL, setTimeout).
 */

/** What the worker is told when it is served. */
export type OfflineSettings = {
  /** The cache's name: a new one when this code changes what it keeps (older ones of its family are deleted). */
  cache: string;
  /** The folders of the palette's pages, one per language ("/my-palette/", "/nl/mijn-palet/"). */
  pages: readonly string[];
  /** How long a page waits for the network before the kept copy is shown instead. */
  patienceMs: number;
  /** The site's icon, kept with the pages that load it ("/favicon.png"). */
  icon: string;
};

type ExtendableEvent = { waitUntil(promise: Promise<unknown>): void };
type FetchEvent = ExtendableEvent & { request: Request; respondWith(response: Promise<Response>): void };
type ExtendableMessageEvent = ExtendableEvent & { data: unknown; source: { postMessage(message: unknown): void } | null };

/** The parts of a service worker's global scope it uses: a unit test hands it a stand-in. */
export type OfflineScope = {
  addEventListener(type: "install" | "activate", listener: (event: ExtendableEvent) => void): void;
  addEventListener(type: "fetch", listener: (event: FetchEvent) => void): void;
  addEventListener(type: "message", listener: (event: ExtendableMessageEvent) => void): void;
  caches: Pick<CacheStorage, "open" | "delete" | "keys">;
  fetch(input: Request | string, init?: RequestInit): Promise<Response>;
  location: { origin: string };
  registration: { unregister(): Promise<boolean> };
  clients: { claim(): Promise<void> };
  skipWaiting(): Promise<void>;
};

export function keepMyPaletteOffline(scope: OfflineScope, settings: OfflineSettings): void {
  const origin = scope.location.origin;
  const family = settings.cache.replace(/v\d+$/, "");

  /** The token of a palette page's address (its last segment), or null for any other address. */
  const tokenOf = (url: URL): string | null => {
    if (url.origin !== origin) return null;
    for (const folder of settings.pages) {
      const rest = url.pathname.startsWith(folder) ? url.pathname.slice(folder.length) : "";
      if (rest && !rest.includes("/")) return rest;
    }
    return null;
  };
  const isFile = (url: URL) => url.origin === origin && (url.pathname.startsWith("/build/") || url.pathname === settings.icon);
  const pageKey = (url: URL) => `${url.origin}${url.pathname}`;
  const open = () => scope.caches.open(settings.cache);

  /** Keeps what a palette page asked for; whether a page (not only files) was kept. */
  async function keep(hrefs: unknown): Promise<boolean> {
    if (!Array.isArray(hrefs)) return false;
    const cache = await open();
    const kept = await Promise.all(
      hrefs.slice(0, 50).map(async (href) => {
        if (typeof href !== "string") return false;
        let url: URL;
        try {
          url = new URL(href, origin);
        } catch {
          return false;
        }
        const page = tokenOf(url) !== null;
        if (!page && !isFile(url)) return false;
        const key = page ? pageKey(url) : url.href;
        try {
          const response = await scope.fetch(key, { credentials: "same-origin", cache: page ? "no-store" : "default" });
          if (!response.ok) return false;
          await cache.put(key, response);
          return page;
        } catch {
          return false;
        }
      }),
    );
    return kept.some(Boolean);
  }

  /** Forgets every kept page of this palette; with no page left, the cache and the worker go too. */
  async function forget(token: string): Promise<void> {
    const cache = await open();
    const pages = (await cache.keys()).filter((request) => tokenOf(new URL(request.url)) !== null);
    const own = pages.filter((request) => tokenOf(new URL(request.url)) === token);
    await Promise.all(own.map((request) => cache.delete(request)));
    if (own.length === pages.length) {
      await scope.caches.delete(settings.cache);
      await scope.registration.unregister();
    }
  }

  async function page(event: FetchEvent, url: URL, token: string): Promise<Response> {
    const cache = await open();
    const kept = await cache.match(pageKey(url));
    const network = scope.fetch(event.request).then(async (response) => {
      if (response.status === 404 || response.status === 410) await forget(token);
      else if (response.ok && kept && !url.search) await cache.put(pageKey(url), response.clone());
      return response;
    });
    if (!kept) return network;
    event.waitUntil(network.catch(() => undefined));
    const late = new Promise<Response>((resolve) => setTimeout(() => resolve(kept), settings.patienceMs));
    const answered = network.then(
      (response) => (response.status >= 500 ? kept : response),
      () => kept,
    );
    return Promise.race([answered, late]);
  }

  async function post(event: FetchEvent, token: string): Promise<Response> {
    const response = await scope.fetch(event.request);
    // The delete form is answered with a redirect (303) to the page that says the palette is gone;
    // a navigation's fetch sees it as an opaque redirect. A refused post (400) keeps the copy.
    if (response.type === "opaqueredirect" || (response.status >= 300 && response.status < 400)) await forget(token);
    return response;
  }

  async function file(request: Request): Promise<Response> {
    const kept = await (await open()).match(request);
    return kept ?? scope.fetch(request);
  }

  scope.addEventListener("install", (event) => event.waitUntil(scope.skipWaiting()));
  scope.addEventListener("activate", (event) => {
    const older = scope.caches.keys().then((names) => Promise.all(names.filter((name) => name.startsWith(family) && name !== settings.cache).map((name) => scope.caches.delete(name))));
    event.waitUntil(Promise.all([older, scope.clients.claim()]));
  });
  scope.addEventListener("message", (event) => {
    const data = event.data as { keep?: unknown } | null;
    if (!data || typeof data !== "object" || !("keep" in data)) return;
    event.waitUntil(keep(data.keep).then((kept) => event.source?.postMessage({ kept })));
  });
  scope.addEventListener("fetch", (event) => {
    const request = event.request;
    const url = new URL(request.url);
    if (request.mode === "navigate") {
      const token = tokenOf(url);
      if (token === null) return;
      if (request.method === "GET") event.respondWith(page(event, url, token));
      else if (request.method === "POST") event.respondWith(post(event, token));
      return;
    }
    if (request.method === "GET" && isFile(url)) event.respondWith(file(request));
  });
}
