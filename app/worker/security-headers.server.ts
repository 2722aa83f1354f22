import { createContext } from "react-router";
import { CAMERA_FOR_ITSELF } from "~/site/camera-policy";
import { CSP_REPORT_GROUP, CSP_REPORT_PATH } from "./csp-report.server";
import type { InlineHashes } from "./sealed-page.server";

/** What allows a page's inline scripts and styles: this response's nonce, or (a sealed page) their hashes. */
type InlineSources = { nonce: string } | InlineHashes;

/** Google Analytics hosts, allowed only when a measurement id is configured (and used only after consent). */
const ANALYTICS_CONNECT = "https://*.google-analytics.com https://*.analytics.google.com https://www.googletagmanager.com";

/**
 * A strict CSP: a script runs only if it carries this response's nonce or (a sealed page, the
 * same bytes for everyone) its text has one of the page's hashes, or was inserted by one that
 * does ('strict-dynamic': React Router's route modules, the analytics tag). `https:` and
 * 'unsafe-inline' are for browsers too old to know nonces, hashes or 'strict-dynamic'; the ones
 * that do ignore them. Violations are reported to /csp-report.
 */
function contentSecurityPolicy(inline: InlineSources, secure: boolean, analytics = false, studio?: StudioOrigins, checkout?: string): string {
  const connect = [...(analytics ? [ANALYTICS_CONNECT] : []), ...(studio?.connect ?? [])];
  const [scripts, styles] = "nonce" in inline ? [`'nonce-${inline.nonce}'`, `'nonce-${inline.nonce}'`] : [inline.scripts.join(" "), inline.styles.join(" ")];
  const directives = [
    "default-src 'self'",
    `script-src ${[scripts, "'strict-dynamic' https: 'unsafe-inline'"].filter(Boolean).join(" ")}`,
    `style-src ${["'self'", styles].filter(Boolean).join(" ")}`,
    // Swatches paint their colour with a style attribute.
    "style-src-attr 'unsafe-inline'",
    `img-src 'self' data:${analytics ? ` ${ANALYTICS_CONNECT}` : ""}`,
    "font-src 'self'",
    `connect-src 'self'${connect.map((origin) => ` ${origin}`).join("")}`,
    // A service worker of the site's own (My palette's, kept offline: app/browser/my-palette-offline.ts), none from elsewhere or a blob.
    "worker-src 'self'",
    ...(studio?.frame.length ? [`frame-src ${studio.frame.join(" ")}`] : []),
    "object-src 'none'",
    "base-uri 'self'",
    // A booking or voucher form is answered with a redirect to the payment provider's checkout, which
    // browsers hold to form-action too.
    `form-action 'self'${checkout ? ` ${checkout}` : ""}`,
    "frame-ancestors 'none'",
    `report-uri ${CSP_REPORT_PATH}`,
    `report-to ${CSP_REPORT_GROUP}`,
  ];
  // Only over HTTPS: on http://127.0.0.1 it would send the browser to an https origin that is not there.
  if (secure) directives.push("upgrade-insecure-requests");
  return directives.join("; ");
}

/** What the studio's pages may reach beyond the site: Firebase Authentication, nothing else. */
type StudioOrigins = { connect: string[]; frame: string[] };

const FIREBASE_AUTH_ORIGINS = ["https://identitytoolkit.googleapis.com", "https://securetoken.googleapis.com"];

export function studioOrigins(studio: { authEmulatorHost?: string; firebaseAuthDomain?: string }): StudioOrigins {
  return {
    // Passwords go through the worker: the browser talks to Firebase only for Google sign-in.
    connect: studio.firebaseAuthDomain ? [...FIREBASE_AUTH_ORIGINS, ...(studio.authEmulatorHost ? [`http://${studio.authEmulatorHost}`] : [])] : [],
    // Google sign-in runs its handler page from the project's auth domain.
    frame: studio.firebaseAuthDomain ? [`https://${studio.firebaseAuthDomain}`] : [],
  };
}

/**
 * The policies that send less than the site's own (strict-origin-when-cross-origin): a route that
 * asks for one of these keeps it; any other value a route sets is replaced by the site's.
 */
const STRICTER_REFERRER_POLICIES = new Set(["no-referrer", "same-origin", "strict-origin"]);

/**
 * The headers every response carries, the early refusals (405, 413, 403) and /healthz included.
 * `sharedPage`: a sealed page of the page cache, the same bytes for every visitor, showing nothing
 * of anyone's; it alone is sent without an opener policy (docs/decisions/037-opener-policy.md).
 */
export function applySecurityHeaders(
  headers: Headers,
  {
    inline,
    isHtml,
    secure,
    analytics,
    studio,
    checkout,
    sharedPage = false,
  }: { inline: InlineSources; isHtml: boolean; secure: boolean; analytics: boolean; studio?: StudioOrigins; checkout?: string; sharedPage?: boolean },
): void {
  if (isHtml) {
    // The studio never loads analytics; its pages reach Firebase Authentication instead.
    headers.set("Content-Security-Policy", contentSecurityPolicy(inline, secure, analytics && !studio, studio, studio ? undefined : checkout));
    headers.set("Reporting-Endpoints", `${CSP_REPORT_GROUP}="${CSP_REPORT_PATH}"`);
  }
  headers.set("X-Content-Type-Options", "nosniff");
  if (!STRICTER_REFERRER_POLICIES.has(headers.get("Referrer-Policy")?.trim().toLowerCase() ?? "")) {
    headers.set("Referrer-Policy", "strict-origin-when-cross-origin");
  }
  headers.set("X-Frame-Options", "DENY");
  // Google sign-in opens a popup that must report back to the studio's sign-in page.
  if (!sharedPage) headers.set("Cross-Origin-Opener-Policy", studio?.frame.length ? "same-origin-allow-popups" : "same-origin");
  else headers.delete("Cross-Origin-Opener-Policy");
  // The camera only where a page asks for it for itself (/try-the-drapes); every other value is replaced.
  if (headers.get("Permissions-Policy") !== CAMERA_FOR_ITSELF) headers.set("Permissions-Policy", "camera=(), microphone=(), geolocation=(), payment=(), usb=()");
  if (secure) headers.set("Strict-Transport-Security", "max-age=63072000; includeSubDomains");
}

/** The router context's key for this response's nonce, which app/entry.server.tsx gives every inline script and style. */
export const nonceContext = createContext<string>();

export function createNonce(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return btoa(String.fromCharCode(...bytes));
}
