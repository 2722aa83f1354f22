/**
 * Where the sign-in page sends a person afterwards (`redirectTo`): a path of the studio on this
 * site, and nothing else. The value is resolved as a URL against the site's origin, as a browser
 * would resolve the Location header, and then checked in its decoded form, so that neither
 * `/studio/../..//x`, nor `%2e%2e`, nor a backslash, nor `//evil.example` leaves the studio.
 */
const STUDIO_HOME = "/studio";
const MAX_LENGTH = 2048;
/** A stand-in origin when the caller has none: only relative paths can then resolve to it. */
const NO_ORIGIN = "https://studio.invalid";

export function safeRedirect(value: unknown, origin: string = NO_ORIGIN): string {
  if (typeof value !== "string" || value.length === 0 || value.length > MAX_LENGTH) return STUDIO_HOME;
  // Browsers read a backslash as a slash, and drop tabs and newlines: none belongs in a path we made.
  // eslint-disable-next-line no-control-regex -- control characters are what this refuses
  if (/[\\\s\u0000-\u001f\u007f]/u.test(value)) return STUDIO_HOME;
  let url: URL;
  try {
    url = new URL(value, origin);
  } catch {
    return STUDIO_HOME;
  }
  if (url.origin !== new URL(origin).origin) return STUDIO_HOME;
  // The path as written (the URL parser would already have resolved its dot segments).
  const rawPath = value.replace(/^[a-z][a-z0-9+.-]*:\/\/[^/?#]*/i, "").replace(/[?#].*$/s, "");
  let decoded: string;
  try {
    decoded = decodeURIComponent(rawPath);
  } catch {
    return STUDIO_HOME;
  }
  if (decoded.includes("\\") || decoded.includes("//")) return STUDIO_HOME;
  if (decoded.split("/").some((segment) => segment === "." || segment === "..")) return STUDIO_HOME;
  if (url.pathname !== "/studio" && !url.pathname.startsWith("/studio/")) return STUDIO_HOME;
  return url.pathname + url.search;
}
