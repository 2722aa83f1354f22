/**
 * Device cookies (OWASP, "Slow Down Online Guessing Attacks with Device Cookies"): a browser that
 * has signed in to a studio account gets a long-lived cookie saying so, separate from the session.
 * A password attempt from such a browser is limited on its own (app/studio/auth/sign-in-limits.ts),
 * so strangers filling the account-wide limit never lock the account's owner out.
 *
 * The cookie is signed with STUDIO_SESSION_SECRETS, HttpOnly, SameSite=Strict, `__Host-` and Secure
 * (but on plain-http localhost), and holds for each account signed in from this browser (at most
 * a few) the account's keyed hash, a random device id and when it was issued; never an address.
 * It is refused once the account's password changes or its sessions are ended
 * (`revokeDevicesOf`, from `endSessionsOf`).
 */
import { createCookie } from "react-router";
import * as v from "valibot";
import type { AppContext } from "~/firestore/app-context.server";
import type { AppConfig } from "~/platform/env.server";
import { needsSecureCookies } from "~/site/cookie-security";
import { devicesValidAfter, revokeDevices } from "~/models/device-epochs.server";

const DEVICE_COOKIE = "studio_device";
const YEAR_S = 365 * 24 * 60 * 60;
/** Accounts one browser is remembered for; the oldest is forgotten first. */
const MOST_ACCOUNTS = 4;

const Entry = v.object({ account: v.pipe(v.string(), v.hexadecimal()), device: v.pipe(v.string(), v.uuid()), issuedAt: v.pipe(v.number(), v.integer()) });
const Entries = v.pipe(v.array(Entry), v.maxLength(MOST_ACCOUNTS));
type Entry = v.InferOutput<typeof Entry>;

function deviceCookie(config: AppConfig, request: Request) {
  const secure = new URL(request.url).protocol === "https:";
  return createCookie(secure ? `__Host-${DEVICE_COOKIE}` : DEVICE_COOKIE, {
    secrets: config.studio.sessionSecrets,
    httpOnly: true,
    secure: needsSecureCookies(request),
    sameSite: "strict",
    path: "/",
    maxAge: YEAR_S,
  });
}

async function entriesOf(config: AppConfig, request: Request): Promise<Entry[]> {
  if (config.studio.sessionSecrets.length === 0) return [];
  const value: unknown = await deviceCookie(config, request)
    .parse(request.headers.get("Cookie"))
    .catch(() => null);
  const parsed = v.safeParse(Entries, value);
  return parsed.success ? parsed.output : [];
}

/**
 * The id of this browser's device for `account` (a keyed hash, as sign-in-limits.server.ts makes
 * it) when its device cookie holds one issued after the account's devices were last revoked; else null.
 */
export async function trustedDevice(app: AppContext, request: Request, account: string): Promise<string | null> {
  const entry = (await entriesOf(app.config, request)).find((candidate) => candidate.account === account);
  if (!entry) return null;
  return entry.issuedAt > (await devicesValidAfter(app, account)) ? entry.device : null;
}

/** The Set-Cookie header after a successful sign-in to `account`: this browser is remembered for it, with a new device id. */
export async function deviceCookieAfterSignIn(app: AppContext, request: Request, account: string): Promise<string> {
  const others = (await entriesOf(app.config, request)).filter((entry) => entry.account !== account);
  const entries = [...others.slice(-(MOST_ACCOUNTS - 1)), { account, device: crypto.randomUUID(), issuedAt: Date.now() }];
  return deviceCookie(app.config, request).serialize(entries);
}

/** From now on, no device cookie issued so far for `account` is trusted. */
export function revokeDevicesOf(app: AppContext, account: string): Promise<void> {
  return revokeDevices(app, account, new Date());
}
