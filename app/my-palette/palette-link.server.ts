/**
 * The client's private link to "My palette": `/my-palette/{id}.v{version}.{expires}.{mac}` (or
 * `/nl/mijn-palet/…` for a client who booked in Dutch). Signed as a booking's manage link is
 * (app/booking/manage-link.server.ts): an HMAC-SHA-256 under the session secrets, of a text that
 * names this purpose alone ("my-palette-link"), so no booking's, voucher's or order's link opens a
 * palette and no palette link opens them; the first secret signs, every one verifies, so rotating
 * the secrets keeps links working.
 *
 * The link carries the result's `linkVersion`, always: the studio revokes a link by raising it, and
 * the page opens only the current version. It expires when the result's retention term ends
 * (`paletteResultDeletionDate`, app/data/retention.ts), the day the nightly job deletes it. It is a
 * bearer credential: no log line prints it (`loggableUrl` in app/platform/log.server.ts).
 */
import { hmacHex } from "~/platform/digest";
import type { Locale } from "~/schemas/locales";
import { PALETTE_RESULT_ID } from "~/schemas/palette-result";

const PURPOSE = "my-palette-link";

/** The id, the version (1-9999), the expiry in seconds and the MAC in hex, lower case throughout. */
const TOKEN = new RegExp(`^(${PALETTE_RESULT_ID.source.slice(1, -1)})\\.v([1-9]\\d{0,3})\\.(\\d{10})\\.([0-9a-f]{64})$`);

const mac = (secret: string, id: string, version: number, expires: number) => hmacHex(secret, `${PURPOSE}:${id}:v${version}:${expires}`);

/** The token of a result's link, in `version`, lasting until `expiresAt`. */
export async function myPaletteToken(secrets: readonly string[], id: string, version: number, expiresAt: Date): Promise<string> {
  const secret = secrets[0];
  if (!secret) throw new Error("No session secret is configured to sign palette links");
  if (!PALETTE_RESULT_ID.test(id) || !Number.isInteger(version) || version < 1 || version > 9999) throw new Error("A palette link names a result's id and a version from 1");
  const expires = Math.floor(expiresAt.getTime() / 1000);
  return `${id}.v${version}.${expires}.${await mac(secret, id, version, expires)}`;
}

/** What a token names, when one of the secrets signed it for this purpose and it has not expired; else null. */
export async function verifyMyPaletteToken(secrets: readonly string[], token: string, now = Date.now()): Promise<{ id: string; version: number } | null> {
  const match = TOKEN.exec(token);
  if (!match) return null;
  const [, id, versionText, expiresText, given] = match as unknown as [string, string, string, string, string];
  const expires = Number(expiresText);
  if (expires * 1000 <= now) return null;
  const version = Number(versionText);
  for (const secret of secrets) {
    if (timingSafeEqual(await mac(secret, id, version, expires), given)) return { id, version };
  }
  return null;
}

function timingSafeEqual(a: string, b: string): boolean {
  if (a.length !== b.length) return false;
  let difference = 0;
  for (let index = 0; index < a.length; index += 1) difference |= a.charCodeAt(index) ^ b.charCodeAt(index);
  return difference === 0;
}

/** The page's path in the client's language: `/my-palette/{token}` or `/nl/mijn-palet/{token}`. */
export const myPalettePath = (token: string, locale: Locale) => (locale === "nl" ? `/nl/mijn-palet/${token}` : `/my-palette/${token}`);
