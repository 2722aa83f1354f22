/**
 * "Record the palette result" on the studio's pages of a past booking (`/studio/bookings/{id}`) and
 * of a delivered digital analysis (`/studio/orders/{id}`), editors and admins: the section's view,
 * and its posts, each one `commitChange` (app/studio/change.server.ts) under the version the page
 * showed, counted against the person's save limit and audited without the client's data.
 *
 * - `palette-save`: the result, checked against the season data (./palette-form.ts), each problem
 *   beside its field (400); saving again updates it, its link unchanged.
 * - `palette-show`: without JavaScript, the chosen sub-season's colours and neighbours shown to
 *   tick, nothing saved (with JavaScript they follow the select at once).
 * - `palette-send`: the client is emailed the link to "My palette", in their language; the page
 *   says when it was sent.
 * - `palette-revoke`: the link's version goes up, so every link sent before opens nothing.
 */
import { data, redirect } from "react-router";
import * as v from "valibot";
import type { AppContext } from "~/firestore/app-context.server";
import type { Env } from "~/platform/env.server";
import { PaletteResult } from "~/schemas/palette-result";
import type { Booking } from "~/schemas/booking";
import type { AnalysisOrder } from "~/schemas/analysis-order";
import { readPaletteResult, paletteResultFields, paletteResultPath, asStoredShape, type PaletteSource, type StoredPaletteResult } from "~/models/palette-results.server";
import { sendPlainEmail } from "~/booking/booking-mail.server";
import { emailStudio } from "~/analysis/settle.server";
import { dutchNameOf, getSubSeasonIn } from "~/data/seasons/in-language.server";
import { keptUntil } from "~/my-palette/my-palette-page.server";
import { myPalettePath, myPaletteToken } from "~/my-palette/palette-link.server";
import { paletteLinkEmail } from "~/my-palette/palette-email";
import { studioDateTime, studioDay } from "~/site/time";
import { ANY_VERSION, commitChange, type DocumentChange } from "~/studio/change.server";
import type { StudioUser } from "~/studio/auth/guard.server";
import { SAVE_LIMIT_MESSAGE, tooManySaves } from "~/studio/save-limit.server";
import { auditedPalette, checkPalette, paletteChoice, paletteFormValues, postedPalette, PALETTE_FORM_CHOICES, type PaletteChoice, type PaletteField, type PaletteFormValues } from "./palette-form";

/** What a studio page hands the section: where the result comes from, or why none can be recorded yet. */
export type PaletteSourceInfo = {
  source: PaletteSource;
  /** Why no result can be recorded (a session still to come, a cancelled booking), or null when one can. */
  whyNot: string | null;
  /** What the form starts from before anything is recorded: a delivered analysis's sub-season and best colours. */
  defaults: Partial<PaletteFormValues>;
  /** The studio page the section is on, where a post returns. */
  pagePath: string;
};

/** A booking's: once its session has started (the result is reached by its end), and not for a cancelled, held or unpaid one. */
export function bookingPaletteSource(id: string, booking: Booking, now = Date.now()): PaletteSourceInfo {
  const whyNot =
    booking.status !== "confirmed"
      ? "Only a booking that took place can have a result: this one is not confirmed."
      : Date.parse(booking.startsAt) > now
        ? "The result is recorded once the session has taken place: this form opens when it starts."
        : null;
  return {
    source: { source: "booking", sourceId: id, clientName: booking.name, email: booking.email, locale: booking.locale ?? "en", sessionDate: new Date(booking.startsAt) },
    whyNot,
    defaults: {},
    pagePath: `/studio/bookings/${id}`,
  };
}

/** A digital analysis's: once its report is delivered, starting from the report's sub-season and best colours. */
export function orderPaletteSource(id: string, order: AnalysisOrder): PaletteSourceInfo {
  const delivered = order.status === "delivered" && order.deliveredAt ? order.deliveredAt : null;
  return {
    source: { source: "analysis", sourceId: id, clientName: order.name, email: order.email, locale: order.locale ?? "en", sessionDate: new Date(delivered ?? order.createdAt) },
    whyNot: delivered ? null : "The result is recorded once the report is delivered.",
    defaults: order.report ? { subSeason: order.report.subSeason, best: order.report.bestColours.map((hex) => hex.toLowerCase()) } : {},
    pagePath: `/studio/orders/${id}`,
  };
}

export type PaletteSectionView = {
  whyNot: string | null;
  /** The stored result's version ("" when none): posted back, so a save over someone else's is refused. */
  seen: string;
  values: PaletteFormValues;
  saved: { recorded: string; updated: string; by: string; sent: string | null; keptUntil: string; linkVersion: number } | null;
  /** The client's language, in which the link's email is written. */
  language: string;
  choices: readonly PaletteChoice[];
};

const EMPTY: PaletteFormValues = { subSeason: "", borrowFrom: "", best: [], away: [], metals: "", makeup: "", hair: "", note: "" };

export async function loadPaletteSection(app: Pick<AppContext, "firestore" | "log">, info: PaletteSourceInfo): Promise<PaletteSectionView> {
  const stored = await readPaletteResult(app, info.source.sourceId);
  const result = stored?.result;
  return {
    whyNot: result ? null : info.whyNot,
    seen: stored?.updateTime ?? "",
    values: result ? paletteFormValues(result) : { ...EMPTY, ...info.defaults },
    saved: result
      ? {
          recorded: studioDateTime(result.recordedAt),
          updated: studioDateTime(result.updatedAt),
          by: result.recordedBy,
          sent: result.sentAt ? studioDateTime(result.sentAt) : null,
          keptUntil: studioDay(keptUntil(result).toISOString()),
          linkVersion: result.linkVersion,
        }
      : null,
    language: info.source.locale === "nl" ? "Dutch" : "English",
    choices: PALETTE_FORM_CHOICES,
  };
}

export const PALETTE_INTENTS = ["palette-save", "palette-show", "palette-send", "palette-revoke"] as const;
export const isPaletteIntent = (intent: unknown): intent is (typeof PALETTE_INTENTS)[number] => (PALETTE_INTENTS as readonly unknown[]).includes(intent);

/** The section's answer: a message, and the form as posted with each field's problem. */
export type PaletteActionData = { message: string; palette?: { values: PaletteFormValues; errors: Partial<Record<PaletteField, string>> } };

const answer = (message: string, status: number, palette?: PaletteActionData["palette"]) => data<PaletteActionData>({ message, ...(palette ? { palette } : {}) }, { status });

const STALE = "The palette result was changed since you opened this page (by someone else, or by this same click sent twice), so nothing was done. Here it is as it stands now.";

/** Problems with the result as a save would leave it: the stored schema's, which the form's check already holds it to. */
const schemaProblems = (_path: string, after: Record<string, unknown>) => {
  const parsed = v.safeParse(PaletteResult, asStoredShape(after));
  return parsed.success ? [] : parsed.issues.map((issue) => `${v.getDotPath(issue) ?? ""}: ${issue.message}`);
};

export async function paletteResultAction(app: AppContext, env: Env, user: StudioUser, info: PaletteSourceInfo, form: FormData, intent: (typeof PALETTE_INTENTS)[number]) {
  const posted = postedPalette(form);
  if (intent === "palette-show") {
    // The colours ticked stay ticked where the sub-season shown has them.
    const palette = paletteChoice(posted.subSeason)?.colours.map((colour) => colour.hex) ?? [];
    const kept = (colours: string[]) => colours.map((hex) => hex.toLowerCase()).filter((hex) => palette.includes(hex));
    return answer("", 200, { values: { ...posted, best: kept(posted.best), away: kept(posted.away) }, errors: {} });
  }
  const stored = await readPaletteResult(app, info.source.sourceId);
  const seen = String(form.get("paletteSeen") ?? "");
  if (seen !== (stored?.updateTime ?? "")) return answer(STALE, 409, intent === "palette-save" ? { values: posted, errors: {} } : undefined);
  if (intent === "palette-save") return save(app, env, user, info, stored, posted);
  if (!stored) return answer("Record the result first: there is no link to send or revoke yet.", 409);
  return intent === "palette-send" ? send(app, env, user, info, stored) : revoke(app, env, user, info, stored);
}

async function commit(app: AppContext, env: Env, user: StudioUser, audit: string, change: DocumentChange) {
  return commitChange(app, { changes: [change], actor: user, audit, env, limit: true, check: schemaProblems });
}

const listOf = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);

/** Anything but "saved", as the section answers it. */
function refused(status: Awaited<ReturnType<typeof commitChange>>["status"], palette?: PaletteActionData["palette"]) {
  if (status === "limited") return tooManySaves<PaletteActionData>({ message: `${SAVE_LIMIT_MESSAGE} Nothing was changed.`, ...(palette ? { palette } : {}) });
  if (status === "invalid") return answer("The palette result could not be stored as it is: correct the fields marked below.", 400, palette);
  return answer(STALE, 409, palette);
}

async function save(app: AppContext, env: Env, user: StudioUser, info: PaletteSourceInfo, stored: StoredPaletteResult | null, posted: PaletteFormValues) {
  if (info.whyNot && !stored) return answer(`Nothing was saved. ${info.whyNot}`, 400, { values: posted, errors: {} });
  const checked = checkPalette(posted);
  if (!checked.ok) return answer("The palette result was not saved: correct the fields marked below.", 400, { values: checked.values, errors: checked.errors });
  const now = new Date();
  const outcome = await commit(app, env, user, stored ? "Updated a palette result" : "Recorded a palette result", {
    path: paletteResultPath(info.source.sourceId),
    seen: stored?.updateTime ?? "",
    write: paletteResultFields(info.source, checked.recorded, user.email, now, stored),
    audited: (before) => ({ before: auditedPalette(before ? { best: listOf(before.best), away: listOf(before.away) } : null), after: auditedPalette(checked.recorded) }),
  });
  if (outcome.status !== "saved") return refused(outcome.status, { values: posted, errors: {} });
  throw redirect(`${info.pagePath}?palette-saved=1#palette-result`, 303);
}

/** The link emailed to the client, in their language; recorded as sent once the email is accepted. */
async function send(app: AppContext, env: Env, user: StudioUser, info: PaletteSourceInfo, stored: StoredPaletteResult) {
  const { result } = stored;
  const until = keptUntil(result);
  const token = await myPaletteToken(app.config.studio.sessionSecrets, stored.id, result.linkVersion, until);
  const subSeasonName = dutchNameOf(result.subSeason, result.locale) ?? getSubSeasonIn(result.subSeason, "en")?.name ?? result.subSeason;
  const email = paletteLinkEmail(
    {
      clientName: result.clientName,
      subSeasonName,
      sessionDate: result.sessionDate,
      keptUntil: until,
      url: `${app.config.siteUrl}${myPalettePath(token, result.locale)}`,
      replacing: result.linkVersion > 1,
      studio: await emailStudio(app),
    },
    result.locale,
  );
  if (!(await sendPlainEmail(app, env, "visitor", result.email, email.subject, email.lines))) {
    return answer("The email could not be sent, so the link is not recorded as sent. Try again in a moment.", 503);
  }
  const outcome = await commit(app, env, user, "Sent the client their My palette link", {
    path: paletteResultPath(stored.id),
    // The email is out: record it whatever else was saved meanwhile.
    seen: ANY_VERSION,
    write: { sentAt: new Date() },
    audited: () => ({ before: null, after: { linkVersion: result.linkVersion } }),
  });
  if (outcome.status === "limited") return refused(outcome.status);
  throw redirect(`${info.pagePath}?palette-sent=1#palette-result`, 303);
}

/** A new link version: every link sent before opens nothing from now on; the new one is sent with "Send the link". */
async function revoke(app: AppContext, env: Env, user: StudioUser, info: PaletteSourceInfo, stored: StoredPaletteResult) {
  const version = stored.result.linkVersion;
  const outcome = await commit(app, env, user, "Revoked the client's My palette link", {
    path: paletteResultPath(stored.id),
    seen: stored.updateTime,
    write: { linkVersion: version + 1, sentAt: null, updatedAt: new Date() },
    audited: () => ({ before: { linkVersion: version }, after: { linkVersion: version + 1 } }),
  });
  if (outcome.status !== "saved") return refused(outcome.status);
  throw redirect(`${info.pagePath}?palette-revoked=1#palette-result`, 303);
}

/** The notices the section's posts return to, by their query parameter. */
export const PALETTE_NOTICES: Record<string, string> = {
  "palette-saved": "The palette result is saved. Send the client the link when you are ready.",
  "palette-sent": "The client has been emailed the link to their palette.",
  "palette-revoked": "The old link no longer opens the palette. Send the link to give the client a new one.",
};
