import { describe, expect, test, vi } from "vitest";
import { keepMyPaletteOffline, type OfflineScope, type OfflineSettings } from "~/browser/my-palette-offline";

// The palette's service worker, run from its source text as the browser runs it (so it can read
// nothing outside itself), against a stand-in for the worker's global scope: its caches, the network
// and the registration.

const ORIGIN = "https://www.plumandlinen.example";
const PAGE = `${ORIGIN}/my-palette/tok3n`;
const DUTCH_PAGE = `${ORIGIN}/nl/mijn-palet/tok3n`;
const OTHER_PAGE = `${ORIGIN}/my-palette/other`;
const FONT = `${ORIGIN}/build/_assets/montserrat-latin-400-normal-abc123.woff2`;
const SETTINGS: OfflineSettings = { cache: "my-palette-v2", pages: ["/my-palette/", "/nl/mijn-palet/"], patienceMs: 30, icon: "/favicon.png" };

type Listener = (event: never) => void;
type FakeRequest = { url: string; method: string; mode: string };

const keyOf = (input: Request | string | FakeRequest) => (typeof input === "string" ? input : input.url);

/** Cache Storage in memory: each cache a map from address to the answer's text and status. */
function memoryCaches(initial: Record<string, Record<string, string>> = {}) {
  const stores = new Map(Object.entries(initial).map(([name, entries]) => [name, new Map(Object.entries(entries))]));
  const cacheOf = (name: string) => {
    let store = stores.get(name);
    if (!store) stores.set(name, (store = new Map()));
    return {
      match: async (input: Request | string) => {
        const text = store.get(keyOf(input));
        return text === undefined ? undefined : new Response(text, { headers: { "X-From": "cache" } });
      },
      put: async (input: Request | string, response: Response) => void store.set(keyOf(input), await response.text()),
      keys: async () => [...store.keys()].map((url) => ({ url })),
      delete: async (input: Request | string) => store.delete(keyOf(input)),
    };
  };
  return {
    stores,
    api: {
      open: async (name: string) => cacheOf(name),
      delete: async (name: string) => stores.delete(name),
      keys: async () => [...stores.keys()],
    } as unknown as OfflineScope["caches"],
  };
}

type Network = (input: Request | string | FakeRequest) => Promise<Response>;

/** The worker started from its source text in a stand-in scope; events are dispatched by name. */
function startWorker(network: Network, initial: Record<string, Record<string, string>> = {}) {
  const listeners = new Map<string, Listener>();
  const caches = memoryCaches(initial);
  const unregister = vi.fn(async () => true);
  const scope = {
    addEventListener: (type: string, listener: Listener) => listeners.set(type, listener),
    caches: caches.api,
    fetch: vi.fn(network),
    location: { origin: ORIGIN },
    registration: { unregister },
    clients: { claim: async () => undefined },
    skipWaiting: async () => undefined,
  };
  new Function("self", "settings", `(${keepMyPaletteOffline.toString()})(self, settings);`)(scope, SETTINGS);

  /** Dispatches an event and waits for what it handed to waitUntil and respondWith. */
  async function dispatch(type: string, fields: Record<string, unknown>): Promise<Response | undefined> {
    const waiting: Promise<unknown>[] = [];
    let answer: Promise<Response> | undefined;
    listeners.get(type)!({ ...fields, waitUntil: (promise: Promise<unknown>) => waiting.push(promise), respondWith: (response: Promise<Response>) => (answer = response) } as never);
    const response = await answer;
    await Promise.all(waiting);
    return response;
  }
  const navigate = (url: string, method = "GET") => dispatch("fetch", { request: { url, method, mode: "navigate" } satisfies FakeRequest });
  const load = (url: string) => dispatch("fetch", { request: { url, method: "GET", mode: "cors" } satisfies FakeRequest });
  const replies: unknown[] = [];
  const keep = (hrefs: unknown) => dispatch("message", { data: { keep: hrefs }, source: { postMessage: (message: unknown) => replies.push(message) } });
  const kept = () => Object.fromEntries(caches.stores.get(SETTINGS.cache) ?? []);
  return { scope, dispatch, navigate, load, keep, replies, kept, stores: caches.stores, unregister };
}

const page = (text: string, status = 200) => new Response(text, { status, headers: { "Content-Type": "text/html" } });
const offline: Network = async () => {
  throw new TypeError("Failed to fetch");
};

describe("the palette's service worker", () => {
  test("keeps the page that asks and the site's files it loaded, under the page's address without its query, and says so", async () => {
    const worker = startWorker(async (input) => (keyOf(input) === PAGE ? page("Soft Autumn") : new Response("font bytes")));
    await worker.keep([`${PAGE}`, "/build/_assets/montserrat-latin-400-normal-abc123.woff2"]);
    expect(worker.kept()).toEqual({ [PAGE]: "Soft Autumn", [FONT]: "font bytes" });
    expect(worker.replies).toEqual([{ kept: true }]);
  });

  test("keeps nothing it was not made for: another site, another page of this one, a page that answers an error", async () => {
    const worker = startWorker(async (input) => (keyOf(input) === OTHER_PAGE ? page("Not found", 404) : page("anything")));
    await worker.keep(["https://evil.example/my-palette/tok3n", `${ORIGIN}/faqs`, `${ORIGIN}/my-palette/a/b`, OTHER_PAGE, 42]);
    expect(worker.kept()).toEqual({});
    expect(worker.replies).toEqual([{ kept: false }]);
    expect(worker.scope.fetch).toHaveBeenCalledTimes(1);
  });

  test("shows the kept page when the network fails, and the network's answer when it does not, refreshing the copy", async () => {
    let network: Network = async () => page("Soft Autumn, with the new note");
    const worker = startWorker((input) => network(input), { [SETTINGS.cache]: { [PAGE]: "Soft Autumn" } });
    expect(await (await worker.navigate(PAGE))!.text()).toBe("Soft Autumn, with the new note");
    expect(worker.kept()[PAGE]).toBe("Soft Autumn, with the new note");

    network = offline;
    const answer = await worker.navigate(`${PAGE}?delete`);
    expect(answer!.headers.get("X-From")).toBe("cache");
    expect(await answer!.text()).toBe("Soft Autumn, with the new note");
  });

  test("on a connection slower than its patience, shows the kept page, then keeps the late answer", async () => {
    const worker = startWorker(() => new Promise((resolve) => setTimeout(() => resolve(page("Soft Autumn, refreshed")), 200)), {
      [SETTINGS.cache]: { [PAGE]: "Soft Autumn" },
    });
    // The answer is the kept copy; the worker still waits for the network, whose answer refreshes it.
    expect(await (await worker.navigate(PAGE))!.text()).toBe("Soft Autumn");
    expect(worker.kept()[PAGE]).toBe("Soft Autumn, refreshed");
  });

  test("a server error shows the kept page; a page never kept is the network's answer, error and all", async () => {
    const worker = startWorker(async () => page("Unavailable", 503), { [SETTINGS.cache]: { [PAGE]: "Soft Autumn" } });
    expect(await (await worker.navigate(PAGE))!.text()).toBe("Soft Autumn");
    const unknown = await worker.navigate(OTHER_PAGE);
    expect(unknown!.status).toBe(503);
    expect(worker.kept()).toEqual({ [PAGE]: "Soft Autumn" });
  });

  test("forgets a page whose link no longer opens it, and with no page left deletes its cache and unregisters", async () => {
    const worker = startWorker(async () => page("Not found", 404), {
      [SETTINGS.cache]: { [PAGE]: "Soft Autumn", [DUTCH_PAGE]: "Soft Autumn (nl)", [OTHER_PAGE]: "Deep Winter", [FONT]: "font bytes" },
    });
    expect((await worker.navigate(PAGE))!.status).toBe(404);
    // Both languages' copies of that palette go; another palette's stays, and so does the worker.
    expect(worker.kept()).toEqual({ [OTHER_PAGE]: "Deep Winter", [FONT]: "font bytes" });
    expect(worker.unregister).not.toHaveBeenCalled();

    await worker.navigate(OTHER_PAGE);
    expect(worker.stores.has(SETTINGS.cache)).toBe(false);
    expect(worker.unregister).toHaveBeenCalledOnce();
  });

  test("forgets the palette when its delete form is answered with the redirect that follows a deletion, not when it is refused", async () => {
    const kept = { [SETTINGS.cache]: { [PAGE]: "Soft Autumn", [OTHER_PAGE]: "Deep Winter" } };
    const refused = startWorker(async () => page("Press the button in the box", 400), kept);
    expect((await refused.navigate(PAGE, "POST"))!.status).toBe(400);
    expect(Object.keys(refused.kept())).toEqual([PAGE, OTHER_PAGE]);

    const deleted = startWorker(async () => Response.redirect(`${ORIGIN}/my-palette/deleted`, 303), kept);
    expect((await deleted.navigate(PAGE, "POST"))!.status).toBe(303);
    expect(Object.keys(deleted.kept())).toEqual([OTHER_PAGE]);
  });

  test("serves the kept files from the cache and leaves every other request to the browser", async () => {
    const worker = startWorker(offline, { [SETTINGS.cache]: { [PAGE]: "Soft Autumn", [FONT]: "font bytes" } });
    expect(await (await worker.load(FONT))!.text()).toBe("font bytes");
    expect(await worker.load(`${ORIGIN}/build-info.json`)).toBeUndefined();
    expect(await worker.load(`${PAGE}.data`)).toBeUndefined();
    expect(await worker.navigate(`${ORIGIN}/faqs`)).toBeUndefined();
  });

  test("on activating, deletes the caches an older version of it kept, and no one else's", async () => {
    const worker = startWorker(offline, { "my-palette-v1": { [PAGE]: "old" }, [SETTINGS.cache]: {}, "another-cache": {} });
    await worker.dispatch("activate", {});
    expect([...worker.stores.keys()]).toEqual([SETTINGS.cache, "another-cache"]);
  });
});
