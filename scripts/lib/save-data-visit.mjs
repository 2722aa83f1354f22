// A first visit as a phone on a data-saving setting makes it: one page, in a fresh browser
// context (empty cache, no cookies), and every byte it transfers until the network is idle.

/** Lighthouse's mobile device, a Moto G Power: its screen, and a phone's user agent (HeadlessChrome's counts as a bot). */
const MOBILE_DEVICE = {
  viewport: { width: 412, height: 915 },
  deviceScaleFactor: 2.625,
  isMobile: true,
  hasTouch: true,
  userAgent: "Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Mobile Safari/537.36",
};

/** The kinds of request a visit's bytes are split by. */
export const REQUEST_TYPES = ["document", "stylesheet", "script", "font", "image", "other"];

/**
 * The kind of a request: Chromium's resource type, or for the ones it files elsewhere (a
 * prefetch, a fetch) what the response's MIME type says it is, so that a script fetched by a
 * `<link rel="prefetch">` still counts as a script.
 */
export function requestType(resourceType, mimeType = "") {
  const type = String(resourceType ?? "").toLowerCase();
  if (REQUEST_TYPES.includes(type) && type !== "other") return type;
  if (/javascript|ecmascript/.test(mimeType)) return "script";
  if (mimeType.startsWith("font/") || /woff|opentype|truetype/.test(mimeType)) return "font";
  if (mimeType === "text/css") return "stylesheet";
  if (mimeType.startsWith("image/")) return "image";
  return "other";
}

/**
 * Opens `url` in a new context of `browser` (Playwright, Chromium) as MOBILE_DEVICE, with
 * `Save-Data: on` on every request when `saveData`, waits for the load event and then for the
 * network to be idle, and adds up what came over the wire: Chromium's encodedDataLength of each
 * finished request (compressed body and headers), redirects included, failed ones counted with
 * 0 bytes, data: URLs left out.
 * @returns {Promise<{ status: number | null, totalBytes: number, requests: number, bytesByType: Record<string, number>, countByType: Record<string, number>, urls: { url: string, type: string, bytes: number }[], settled: boolean }>}
 */
export async function visitFirstTime(browser, url, { saveData }) {
  const context = await browser.newContext({ ...MOBILE_DEVICE, ...(saveData ? { extraHTTPHeaders: { "Save-Data": "on" } } : {}) });
  try {
    const page = await context.newPage();
    const cdp = await page.context().newCDPSession(page);
    const pending = new Map();
    const finished = [];
    cdp.on("Network.requestWillBeSent", ({ requestId, type, request, redirectResponse }) => {
      const previous = pending.get(requestId);
      if (previous && redirectResponse) finished.push({ ...previous, bytes: redirectResponse.encodedDataLength ?? 0 });
      if (!request.url.startsWith("data:")) pending.set(requestId, { url: request.url, resourceType: type, mimeType: "" });
    });
    cdp.on("Network.responseReceived", ({ requestId, type, response }) => {
      const entry = pending.get(requestId);
      if (entry) Object.assign(entry, { resourceType: type ?? entry.resourceType, mimeType: response.mimeType ?? "" });
    });
    cdp.on("Network.loadingFinished", ({ requestId, encodedDataLength }) => {
      const entry = pending.get(requestId);
      if (!entry) return;
      pending.delete(requestId);
      finished.push({ ...entry, bytes: encodedDataLength });
    });
    // A request that failed was still asked for: a script that never arrived is still a script the page wanted.
    cdp.on("Network.loadingFailed", ({ requestId }) => {
      const entry = pending.get(requestId);
      if (!entry) return;
      pending.delete(requestId);
      finished.push({ ...entry, bytes: 0 });
    });
    await cdp.send("Network.enable");
    const response = await page.goto(url, { waitUntil: "load", timeout: 60_000 });
    let settled = true;
    await page.waitForLoadState("networkidle", { timeout: 30_000 }).catch(() => (settled = false));

    const bytesByType = Object.fromEntries(REQUEST_TYPES.map((type) => [type, 0]));
    const countByType = Object.fromEntries(REQUEST_TYPES.map((type) => [type, 0]));
    const urls = finished.map((entry) => ({ url: entry.url, type: requestType(entry.resourceType, entry.mimeType), bytes: Math.round(entry.bytes) }));
    for (const { type, bytes } of urls) {
      bytesByType[type] += bytes;
      countByType[type] += 1;
    }
    return {
      status: response?.status() ?? null,
      totalBytes: urls.reduce((sum, entry) => sum + entry.bytes, 0),
      requests: urls.length,
      bytesByType,
      countByType,
      urls,
      settled,
    };
  } finally {
    await context.close();
  }
}
