/**
 * What the admins' sessions page says about a signed-in browser: "Chrome on macOS", and Cloudflare's
 * coarse place of the address it signed in from. Good enough to tell one's own laptop from a
 * stranger's phone; never used to decide anything.
 */

const BROWSERS: ReadonlyArray<[RegExp, string]> = [
  [/\bEdg(?:e|A|iOS)?\//, "Edge"],
  [/\b(?:OPR|Opera)\//, "Opera"],
  [/\bSamsungBrowser\//, "Samsung Internet"],
  [/\b(?:Firefox|FxiOS)\//, "Firefox"],
  [/\b(?:HeadlessChrome|Chrome|CriOS|Chromium)\//, "Chrome"],
  [/\bVersion\/[\d.]+.*Safari\//, "Safari"],
];

const SYSTEMS: ReadonlyArray<[RegExp, string]> = [
  [/\b(?:iPhone|iPad|iPod)\b/, "iOS"],
  [/\bAndroid\b/, "Android"],
  [/\bCrOS\b/, "ChromeOS"],
  [/\bMac OS X\b|\bMacintosh\b/, "macOS"],
  [/\bWindows\b/, "Windows"],
  [/\bLinux\b/, "Linux"],
];

export const USER_AGENT_MAX = 300;

export function browserSummary(userAgent: string | null): string {
  if (!userAgent) return "unknown browser";
  const browser = BROWSERS.find(([pattern]) => pattern.test(userAgent))?.[1];
  const system = SYSTEMS.find(([pattern]) => pattern.test(userAgent))?.[1];
  if (browser && system) return `${browser} on ${system}`;
  return browser ?? (system ? `a browser on ${system}` : "unknown browser");
}

/** "NL, Utrecht": the country and the region or city from Cloudflare's request data; "unknown" without it (locally). */
export function coarsePlace(cf: unknown): string {
  const { country, region, city } = (cf ?? {}) as Record<string, unknown>;
  const text = (value: unknown) => (typeof value === "string" && value.trim() ? value.trim().slice(0, 60) : null);
  const parts = [text(country), text(region) ?? text(city)].filter((part): part is string => part !== null);
  return parts.length ? parts.join(", ") : "unknown";
}
