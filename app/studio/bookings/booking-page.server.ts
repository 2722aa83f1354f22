/**
 * `/studio/bookings/{id}` (editors and admins): a booking made online, whole, and the studio's two
 * changes, cancel and move, at any time. Both go through `changeBooking` as the studio, so every
 * rule of a new booking applies to the new time, the change is one commit, and the visitor (and
 * the studio's mailbox) get the updated invitation. Each change is audited under the booking's
 * path, naming what was done and when the session is, never the visitor.
 *
 * What was paid online for it, and refunded, shows too; admins may refund by hand from here
 * (app/studio/refund-by-hand.server.ts), which audits under the payment's path.
 */
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "react-router";
import type { Booking } from "~/schemas/booking";
import { bookingSummary, type BookingSummary } from "~/booking/booking-summary";
import { appContext, cloudflareContext, type AppContext } from "~/firestore/app-context.server";
import type { Env } from "~/platform/env.server";
import { changeBooking, changeableOnline, type ChangeOutcome } from "~/booking/manage-booking.server";
import { onlineBookingView, requestedFrom, type OnlineBookingView, type SlotOption } from "~/booking/online-booking-view.server";
import { readBooking, type StoredBooking } from "~/models/bookings.server";
import { COLLECTIONS } from "~/models/collections";
import { recordAudit } from "~/models/studio-audit.server";
import { notFound } from "~/platform/responses.server";
import { pageUrl } from "~/site/page-url";
import { studioDateTime } from "~/site/time";
import { requireAdmin, studioUserContext, type StudioUser } from "~/studio/auth/guard.server";
import { bookingPayment, type PaymentView } from "~/studio/payments.server";
import { refundByHandPost, type RefundFormResult } from "~/studio/refund-by-hand.server";
import { readPayment } from "~/models/payments.server";
import { cancelOptions, chosenCancel } from "./cancel-options.server";
import { sendNewManageLink } from "./new-link.server";
import type { CancelReason } from "~/data/refund-policy";
import { SAVE_LIMIT_MESSAGE, tooManySaves, withinSaveLimit } from "~/studio/save-limit.server";
import { bookingPaletteSource, isPaletteIntent, loadPaletteSection, paletteResultAction, PALETTE_NOTICES, type PaletteActionData } from "~/studio/my-palette/palette-result.server";

const STATUS_LABELS: Record<Booking["status"], string> = { held: "Held", confirmed: "Confirmed", cancelled: "Cancelled", released: "Released (not paid)" };

const CANCELLED_AS: Record<CancelReason, (by: Booking["cancelledBy"]) => string> = {
  visitor: (by) => (by === "visitor" ? "by the visitor" : "by the studio, at the visitor's request"),
  studio: () => "by the studio",
  "no-show": () => "by the studio: the visitor did not come (no-show)",
};

const MODE_LABELS: Record<Booking["mode"], string> = { self: "For themselves", couple: "Partner session", group: "Group session" };

export type StudioBookingView = BookingSummary & {
  id: string;
  status: Booking["status"];
  statusLabel: string;
  modeLabel: string;
  name: string;
  phone: string;
  notes: string;
  made: string;
  lastChange: string;
  cancelled: string | null;
  sequence: number;
};

function bookingView(id: string, booking: Booking): StudioBookingView {
  return {
    ...bookingSummary(booking, { studio: "In the studio", online: "Online, by video" }, "studio"),
    id,
    status: booking.status,
    statusLabel: STATUS_LABELS[booking.status],
    modeLabel: MODE_LABELS[booking.mode],
    name: booking.name,
    phone: booking.phone,
    notes: booking.notes,
    made: studioDateTime(booking.createdAt),
    lastChange: studioDateTime(booking.updatedAt),
    cancelled: booking.cancelledAt ? `${studioDateTime(booking.cancelledAt)} ${CANCELLED_AS[booking.cancelReason ?? (booking.cancelledBy === "visitor" ? "visitor" : "studio")](booking.cancelledBy)}` : null,
    sequence: booking.sequence,
  };
}

/** A booking's id as the address gives it: a UUID, or at least nothing that could name another path. */
function bookingIdOf(params: LoaderFunctionArgs["params"]): string {
  const id = params.id ?? "";
  if (!/^[A-Za-z0-9_-]{1,100}$/.test(id)) throw notFound();
  return id;
}

const pathOf = (id: string) => `/studio/bookings/${id}`;

const NOTICES: Record<string, string> = {
  booked: "Booked for the client. They have been emailed the confirmation, with a calendar invitation and the link to change it.",
  "payment-link": "Booked for the client, awaiting payment. They have been emailed the link to pay; once it is paid, they get the confirmation with a calendar invitation.",
  moved: "The booking has moved. The visitor has been emailed the updated calendar invitation.",
  cancelled: "The booking is cancelled, and any refund made as shown below. The visitor has been emailed to say so, with the refund.",
  "new-link": "A new link was emailed to the visitor. The old link no longer opens the booking.",
  "no-show": "The booking is marked as a no-show, and anything paid above the deposit refunded as shown below. The visitor is not emailed.",
  refunded: "The refund was made at Mollie: it reaches the visitor's account within a few working days. The visitor is not emailed about it by the website.",
  ...PALETTE_NOTICES,
};

export async function loadStudioBooking({ request, params, context }: LoaderFunctionArgs) {
  const app = context.get(appContext);
  const user = context.get(studioUserContext);
  const id = bookingIdOf(params);
  const stored = await readBooking(app, id);
  if (!stored) throw notFound();
  const url = pageUrl(request);
  const { booking } = stored;
  const move: OnlineBookingView | null =
    booking.status !== "confirmed"
      ? null
      : await onlineBookingView(app, { mode: booking.mode, serviceId: booking.serviceId, people: booking.people, from: requestedFrom(url), exclude: id });
  const notice = [...url.searchParams.keys()].map((key) => NOTICES[key]).find(Boolean) ?? null;
  const payment: PaymentView | null = await bookingPayment(app, stored);
  const cancel = booking.status === "confirmed" ? await cancelOptions(app, stored, Date.now()) : [];
  // Past the cut-off only the studio can move it: the FAQ's promise to a client who is ill.
  const lateMove = booking.status === "confirmed" && move !== null && !changeableOnline(booking, move.cutoffHours) ? move.cutoffHours : null;
  const palette = await loadPaletteSection(app, bookingPaletteSource(id, booking));
  return { booking: bookingView(id, booking), move, lateMove, notice, payment, cancel, palette, admin: user.role === "admin" };
}

export type StudioBookingActionData = {
  message: string;
  nearest?: SlotOption[];
  slot?: string;
  refund?: RefundFormResult;
  /** The palette result's form as posted, with each field's problem. */
  palette?: PaletteActionData["palette"];
};

/** Records the studio's change of a booking; a failure to record it is logged, the change stands. */
async function auditChange(app: AppContext, user: StudioUser, id: string, action: string, before: Booking, after: Record<string, unknown>) {
  await recordAudit(app, {
    actor: user.email,
    document: `${COLLECTIONS.bookings.name}/${id}`,
    action,
    before: { status: before.status, startsAt: before.startsAt },
    after,
  }).catch((error: unknown) => app.log("audit entry not written", { booking: id, error: String(error) }));
}

const refusal = (outcome: Exclude<ChangeOutcome, { status: "cancelled" | "moved" }>, slot?: string) =>
  data<StudioBookingActionData>(
    { message: outcome.message, nearest: outcome.status === "taken" ? outcome.nearest : undefined, slot },
    { status: outcome.status === "not-offered" ? 400 : 409 },
  );

export async function studioBookingAction({ request, params, context }: ActionFunctionArgs) {
  const app = context.get(appContext);
  const env = context.get(cloudflareContext).env;
  const user = context.get(studioUserContext);
  const id = bookingIdOf(params);
  const stored = await readBooking(app, id);
  if (!stored) throw notFound();
  const form = await request.formData().catch(() => null);
  const intent = form?.get("intent");
  if (intent === "refund" && form) {
    const link = stored.booking.payment;
    const paid = { stored: link ? await readPayment(app, link.paymentId) : null, locale: stored.booking.locale ?? "en" };
    return refundByHandPost(app, env, requireAdmin(context), paid, form, pathOf(id));
  }
  if (intent === "new-link") return newLinkAction(app, env, user, stored);
  if (form && isPaletteIntent(intent)) return paletteResultAction(app, env, user, bookingPaletteSource(id, stored.booking), form, intent);
  if (intent !== "cancel" && intent !== "move") return data<StudioBookingActionData>({ message: "Choose whether to move or to cancel the booking." }, { status: 400 });
  if (intent === "cancel" && form?.get("confirm") !== "yes") {
    return data<StudioBookingActionData>({ message: "Tick the box to confirm that you want to cancel this booking." }, { status: 400 });
  }
  const chosen = intent === "cancel" ? await chosenCancel(app, user, stored, String(form?.get("reason") ?? "")) : null;
  if (chosen && "refusal" in chosen) return chosen.refusal;
  const slot = String(form?.get("slot") ?? "");
  const start = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::00(?:\.000)?)?Z$/.test(slot) ? Date.parse(slot) : Number.NaN;
  if (intent === "move" && Number.isNaN(start)) return data<StudioBookingActionData>({ message: "Choose one of the times listed." }, { status: 400 });
  if (!(await withinSaveLimit(env, user, app.log))) return tooManySaves<StudioBookingActionData>({ message: `${SAVE_LIMIT_MESSAGE} Nothing was changed.`, slot });

  if (chosen) {
    const { reason } = chosen;
    const outcome = await changeBooking(app, env, stored, { intent: "cancel" }, { by: "studio", email: user.email, reason });
    if ("message" in outcome) return refusal(outcome);
    await auditChange(app, user, id, reason === "no-show" ? "Marked a booking as a no-show" : "Cancelled a booking", stored.booking, { status: "cancelled", reason });
    throw redirect(`${pathOf(id)}?${reason === "no-show" ? "no-show" : "cancelled"}=1`, 303);
  }
  const outcome = await changeBooking(app, env, stored, { intent: "move", start }, { by: "studio", email: user.email, reason: "studio" });
  if ("message" in outcome) return refusal(outcome, slot);
  await auditChange(app, user, id, "Moved a booking", stored.booking, { status: stored.booking.status, startsAt: new Date(start).toISOString() });
  throw redirect(`${pathOf(id)}?moved=1`, 303);
}

/** A new manage link (editors and admins), emailed to the visitor; the old one stops working at once. Audited without the link. */
async function newLinkAction(app: AppContext, env: Env, user: StudioUser, stored: StoredBooking) {
  if (!(await withinSaveLimit(env, user, app.log))) return tooManySaves<StudioBookingActionData>({ message: `${SAVE_LIMIT_MESSAGE} No new link was sent.` });
  if ((await sendNewManageLink(app, env, stored)) === "changed") {
    return data<StudioBookingActionData>({ message: "This booking was changed a moment ago, so no new link was sent. Here it is as it stands now." }, { status: 409 });
  }
  await auditChange(app, user, stored.id, "Sent the visitor a new booking link", stored.booking, { status: stored.booking.status });
  throw redirect(`${pathOf(stored.id)}?new-link=1`, 303);
}
