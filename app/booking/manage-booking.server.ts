/**
 * Changing a booking after it is made: the visitor through the signed link in its emails, until
 * the cancellation cut-off, and the studio at any time. A move is checked by every rule a new
 * booking is, and claims the new time and frees the old in one commit; each change emails the
 * visitor (and the studio) the updated invitation.
 */
import type { Booking } from "~/schemas/booking";
import type { AppContext } from "~/firestore/app-context.server";
import type { Env } from "~/platform/env.server";
import { verifyVersionedToken } from "~/booking/manage-link.server";
import { nearestSlots, sessionMinutes, slotProblem, bookableRange, travelMinutes, type SlotQuery } from "~/timetable/slots";
import { busyIntervals, getAvailabilitySettings, purgeBusyTimes } from "~/models/availability.server";
import { getBookableServices } from "~/models/booking-services.server";
import { cancelBooking, moveBooking, readBooking, type StoredBooking } from "~/models/bookings.server";
import { bookingEmailContext, sendBookingEmails, sendPlainEmail } from "./booking-mail.server";
import { refundDecisionWords, type CancelReason } from "~/data/refund-policy";
import { refundDecisionWordsNl } from "~/data/refund-policy.nl";
import { refundCancelled } from "~/booking/deposits.server";
import { slotOptionIn, type SlotOption } from "./online-booking-view.server";
import type { Locale } from "~/site/locale";
import { defineWords, wordsFor } from "~/site/words";

const HOUR_MS = 60 * 60 * 1000;

/** The booking a manage link names, or null for a link that is forged, expired, names none, or was replaced by a newer one. */
export async function bookingOfToken(app: AppContext, token: string): Promise<StoredBooking | null> {
  const verified = await verifyVersionedToken(app.config.studio.sessionSecrets, token);
  const stored = verified ? await readBooking(app, verified.id) : null;
  return stored && stored.booking.linkVersion === verified?.version ? stored : null;
}

/** Whether the visitor may still change it online: not cancelled, and before the cut-off. */
export function changeableOnline(booking: Booking, cutoffHours: number, now = Date.now()): boolean {
  return booking.status === "confirmed" && now < Date.parse(booking.startsAt) - cutoffHours * HOUR_MS;
}

export type ChangeOutcome =
  | { status: "cancelled"; refund?: string }
  | { status: "moved" }
  | { status: "changed" | "closed" | "not-offered"; message: string }
  | { status: "taken"; message: string; nearest: SlotOption[] };

/**
 * Who changes a booking: the visitor through their link (answered in the language of the page they
 * use), or a studio member (their email), who says why a cancellation is made.
 */
export type Changer = { by: "visitor"; locale?: Locale } | { by: "studio"; email: string; reason: CancelReason };

/** What a change answers, in the changer's language (the studio's is English). */
const WORDS = defineWords({
  en: {
    changed: "This booking was changed a moment ago, so nothing was done. Here it is as it stands now.",
    closed: "This booking can no longer be changed online.",
    notOffered: "That time cannot be booked online. Please choose one of the times listed.",
    taken: "That time was just taken. Please choose another: the nearest free times are below.",
  },
  nl: {
    changed: "Deze afspraak is zojuist gewijzigd, dus er is niets gedaan. Hier zie je hoe hij nu staat.",
    closed: "Deze afspraak kan niet meer online worden gewijzigd.",
    notOffered: "Die tijd is niet online te boeken. Kies een van de tijden in de lijst.",
    taken: "Die tijd is net door iemand anders geboekt. Kies een andere: hieronder staan de dichtstbijzijnde vrije tijden.",
  },
});

/** The slot rules for moving this booking: its service and party, with its own time not counted as taken. */
async function moveQuery(app: AppContext, stored: StoredBooking, now: number): Promise<{ query: SlotQuery; bufferMinutes: number; travelMinutes: number } | null> {
  const [settings, services] = await Promise.all([getAvailabilitySettings(app), getBookableServices(app)]);
  const rule = settings?.services[stored.booking.serviceId];
  const service = services.find((candidate) => candidate.serviceUUID === stored.booking.serviceId);
  if (!settings || !rule || !service) return null;
  const range = bookableRange(settings, now);
  const busy = (await busyIntervals(app, { start: now, end: range.end + 24 * HOUR_MS }, { live: true, now })).filter((interval) => interval.id !== stored.id);
  return { query: { settings, rule, minutes: sessionMinutes(service.minutes, rule, stored.booking.people), busy, now }, bufferMinutes: rule.bufferMinutes, travelMinutes: travelMinutes(rule) };
}

/**
 * Cancels or moves a booking for the visitor (who must be before the cut-off) or the studio, then
 * emails the change. Nothing is changed unless the booking is as it was read.
 */
export async function changeBooking(
  app: AppContext,
  env: Env,
  stored: StoredBooking,
  change: { intent: "cancel" } | { intent: "move"; start: number },
  changer: Changer,
): Promise<ChangeOutcome> {
  const now = Date.now();
  const { by } = changer;
  const reason: CancelReason = changer.by === "visitor" ? "visitor" : changer.reason;
  const locale: Locale = (changer.by === "visitor" && changer.locale) || "en";
  const words = wordsFor(WORDS, locale);
  const settings = await getAvailabilitySettings(app);
  const cutoffHours = settings?.cancellationCutoffHours ?? 48;
  if (stored.booking.status !== "confirmed" || (by === "visitor" && !changeableOnline(stored.booking, cutoffHours, now))) {
    return { status: "closed", message: words.closed };
  }
  let refundWords: string | undefined;
  if (change.intent === "cancel") {
    const outcome = await cancelBooking(app, stored, by, new Date(now), reason);
    if (outcome === "changed") return { status: "changed", message: words.changed };
    // Cancelled: whatever happens to the refund now, the studio must hear of one that is owed.
    const refunded = await refundCancelled(app, env, stored, reason, changer.by === "visitor" ? "system" : changer.email, cutoffHours, new Date(now)).catch((error: unknown) => {
      app.log("a cancelled booking's refund could not be worked out", { booking: stored.id, error: error instanceof Error ? error.message : "error" });
      app.waitUntil(
        sendPlainEmail(app, env, "studio", app.config.studio.notifyEmail ?? "", `Check the refund: ${stored.booking.serviceName} was cancelled`, [
          "A booking paid online was cancelled, but its refund could not be worked out just now. Please check it, and refund by hand if it is owed:",
          `${app.config.siteUrl}/studio/bookings/${stored.id}`,
        ]),
      );
      return null;
    });
    // In the booking's language: the words go into the client's cancellation email.
    if (refunded) refundWords = (stored.booking.locale === "nl" ? refundDecisionWordsNl : refundDecisionWords)(refunded.decision, refunded.route);
  } else {
    const move = await moveQuery(app, stored, now);
    const problem = move ? slotProblem(move.query, change.start) : "not-offered";
    if (!move || problem === "not-offered") return { status: "not-offered", message: words.notOffered };
    const outcome =
      problem === "taken" ? "taken" : await moveBooking(app, stored, { start: new Date(change.start), minutes: move.query.minutes, bufferMinutes: move.bufferMinutes, travelMinutes: move.travelMinutes });
    if (outcome === "changed") return { status: "changed", message: words.changed };
    if (outcome === "taken") {
      return { status: "taken", message: words.taken, nearest: nearestSlots(move.query, change.start, 6).map(slotOptionIn(locale)) };
    }
  }
  await purgeBusyTimes(app, env);
  const changed = await readBooking(app, stored.id);
  // A no-show is the studio's record, not news to the visitor.
  if (changed && reason !== "no-show") {
    const context = await bookingEmailContext(app, changed.id, changed.booking, cutoffHours);
    app.waitUntil(sendBookingEmails(app, env, change.intent === "cancel" ? "cancelled" : "moved", changed.id, changed.booking, { ...context, refund: refundWords }));
  }
  return change.intent === "cancel" ? { status: "cancelled", refund: refundWords } : { status: "moved" };
}
