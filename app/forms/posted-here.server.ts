/**
 * Which bookings and voucher orders this browser sent: a signed cookie with their ids (the last
 * five, for a day). The same details sent twice make the same submission id
 * (app/forms/submission.server.ts), so a double click or a retry finds what was stored the first
 * time; only the browser that sent it first is taken on to its checkout or its page, which open
 * it. Anyone else who sends the same details (they need only know them) is told that it exists and
 * that its link is in the email, and learns nothing more of it.
 */
import { createCookie } from "react-router";
import * as v from "valibot";
import type { AppContext } from "~/firestore/app-context.server";
import { needsSecureCookies } from "~/site/cookie-security";

const NAME = "sent_forms";
const MOST = 5;
const DAY_S = 24 * 60 * 60;

const Ids = v.pipe(v.array(v.pipe(v.string(), v.maxLength(80))), v.maxLength(MOST));

function sentCookie(app: AppContext, request: Request) {
  const secure = new URL(request.url).protocol === "https:";
  return createCookie(secure ? `__Host-${NAME}` : NAME, {
    secrets: app.config.studio.sessionSecrets,
    httpOnly: true,
    secure: needsSecureCookies(request),
    // Lax: it is read only on this site's own form posts, and it must survive the return from the checkout.
    sameSite: "lax",
    path: "/",
    maxAge: DAY_S,
  });
}

async function sentIds(app: AppContext, request: Request): Promise<string[]> {
  if (app.config.studio.sessionSecrets.length === 0) return [];
  const value: unknown = await sentCookie(app, request)
    .parse(request.headers.get("Cookie"))
    .catch(() => null);
  const parsed = v.safeParse(Ids, value);
  return parsed.success ? parsed.output : [];
}

/**
 * A second post within this long of the first is a double click or a retry, sent before the
 * first's answer (and its cookie) came back: no stranger knows every detail that soon.
 */
const DOUBLE_POST_MS = 60_000;

/** Whether this browser sent the form stored under `id` at `storedAt` (or may be taken to: see DOUBLE_POST_MS). */
export async function sentHere(app: AppContext, request: Request, id: string, storedAt: string | undefined): Promise<boolean> {
  if (storedAt && Date.now() - Date.parse(storedAt) < DOUBLE_POST_MS) return true;
  return (await sentIds(app, request)).includes(id);
}

/** The Set-Cookie header that remembers this browser sent `id`; null without a secret to sign it. */
export async function rememberSent(app: AppContext, request: Request, id: string): Promise<string | null> {
  if (app.config.studio.sessionSecrets.length === 0) return null;
  const others = (await sentIds(app, request)).filter((sent) => sent !== id);
  return sentCookie(app, request).serialize([...others.slice(-(MOST - 1)), id]);
}

/** What a form sent again from another browser is told: it exists, and where its link is. */
export const SENT_ELSEWHERE = {
  booking:
    "This booking was already sent, with exactly these details, from another browser or device, so nothing more was booked. Its link is in the email we send to the address given: once booked, or once its payment is through.",
  giftOrder:
    "This voucher order was already sent, with exactly these details, from another browser or device, so nothing more was ordered. Its link is in the email we send to the buyer's address once it is paid.",
};

/** `SENT_ELSEWHERE` in Dutch. */
export const SENT_ELSEWHERE_NL: typeof SENT_ELSEWHERE = {
  booking:
    "Deze afspraak is al verstuurd, met precies deze gegevens, vanaf een andere browser of een ander apparaat. Er is dus niets extra geboekt. De link staat in de e-mail die we naar het opgegeven adres sturen: zodra de afspraak vaststaat, of zodra de betaling binnen is.",
  giftOrder:
    "Deze bestelling van een cadeaubon is al verstuurd, met precies deze gegevens, vanaf een andere browser of een ander apparaat. Er is dus niets extra besteld. De link staat in de e-mail die we naar het adres van de koper sturen zodra er is betaald.",
};
