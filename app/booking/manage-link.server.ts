/**
 * The link in a booking's emails that lets the visitor see, cancel or move it without an account:
 * `/bookings/{bookingId}.{expires}.{mac}` (or `{bookingId}.v{n}.{expires}.{mac}` once the studio has sent a new link). The MAC is an HMAC-SHA-256 under a key derived from the
 * session secrets for this purpose alone, so a link cannot be made for another booking or made to
 * last longer, and rotating the secrets (the first signs, every one verifies) keeps old links
 * working. The link lasts until 30 days after the session ends. It is a bearer credential: no
 * log line of this site prints it (`loggableUrl` in app/platform/log.server.ts).
 */
import { hmacHex } from "~/platform/digest";

/** What a link opens: a booking's page, a gift voucher order's, or a digital analysis order's. A link made for one never opens another. */
export type LinkPurpose = "booking-manage-link" | "gift-order-link" | "analysis-order-link";
const LIFETIME_AFTER_SESSION_MS = 30 * 24 * 60 * 60 * 1000;
/**
 * A booking id (a UUID, with "-2" … "-10" for a later try of the same form after its payment
 * failed), the expiry in seconds, and the MAC in hex: lower case throughout, as the site spells
 * every public path (a link typed in capitals is sent to its lower-case spelling).
 */
const TOKEN = /^([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}(?:-\d{1,2})?)(?:\.v([1-9]\d{0,3}))?\.(\d{10})\.([0-9a-f]{64})$/;

/**
 * The signed text. A booking's link carries its version once the studio has sent a new link
 * (`.v2.`): the signature covers it, and the booking's page opens only the current version. The
 * first link of every booking has none, so links sent before versions existed keep working.
 */
async function mac(secret: string, bookingId: string, expires: number, purpose: LinkPurpose, version: number): Promise<string> {
  const versioned = version > 0 ? `:v${version}` : "";
  return hmacHex(secret, `${purpose}:${bookingId}${versioned}:${expires}`);
}

/** The token of a booking's manage link (of its `version`: 0 until the studio sends a new link). */
export async function manageToken(secrets: readonly string[], bookingId: string, sessionEnd: Date, purpose: LinkPurpose = "booking-manage-link", version = 0): Promise<string> {
  const secret = secrets[0];
  if (!secret) throw new Error("No session secret is configured to sign booking links");
  const expires = Math.floor((sessionEnd.getTime() + LIFETIME_AFTER_SESSION_MS) / 1000);
  return `${bookingId}${version > 0 ? `.v${version}` : ""}.${expires}.${await mac(secret, bookingId, expires, purpose, version)}`;
}

/** What a token names, when one of the secrets signed it and it has not expired: the id, and the link's version; else null. */
export async function verifyVersionedToken(
  secrets: readonly string[],
  token: string,
  now = Date.now(),
  purpose: LinkPurpose = "booking-manage-link",
): Promise<{ id: string; version: number } | null> {
  const match = TOKEN.exec(token);
  if (!match) return null;
  const [, bookingId, versionText, expiresText, given] = match as unknown as [string, string, string | undefined, string, string];
  const expires = Number(expiresText);
  const version = versionText ? Number(versionText) : 0;
  if (expires * 1000 < now) return null;
  for (const secret of secrets) {
    if (timingSafeEqual(await mac(secret, bookingId, expires, purpose, version), given)) return { id: bookingId, version };
  }
  return null;
}

/** The id a token names, when one of the secrets signed it, it has not expired and it carries no version; else null. */
export async function verifyManageToken(secrets: readonly string[], token: string, now = Date.now(), purpose: LinkPurpose = "booking-manage-link"): Promise<string | null> {
  const verified = await verifyVersionedToken(secrets, token, now, purpose);
  return verified?.version === 0 ? verified.id : null;
}

function timingSafeEqual(a: string, b: string): boolean {
  if (a.length !== b.length) return false;
  let difference = 0;
  for (let index = 0; index < a.length; index += 1) difference |= a.charCodeAt(index) ^ b.charCodeAt(index);
  return difference === 0;
}

/** The path of a manage link. */
export const managePath = (token: string) => `/bookings/${token}`;
