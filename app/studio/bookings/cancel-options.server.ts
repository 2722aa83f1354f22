/**
 * How the studio cancels a booking at `/studio/bookings/{id}`: it says why, by the refund policy's
 * rows (the visitor asked, the studio cancels, the visitor did not come), and sees what each
 * refunds before it confirms. A cancellation that moves money is an admin's, as a refund by hand
 * is; an editor may make one that refunds nothing (a no-show on a deposit, a booking not paid
 * online). The amount seen is posted with the choice, so a refund that changed meanwhile (the
 * cut-off passed, a refund by hand was made) is shown again rather than made.
 */
import { data } from "react-router";
import type { AppContext } from "~/firestore/app-context.server";
import type { CancelReason, RefundDecision } from "~/data/refund-policy";
import { getAvailabilitySettings } from "~/models/availability.server";
import type { StoredBooking } from "~/models/bookings.server";
import { refundDue } from "~/booking/deposits.server";
import { formatCents } from "~/platform/money";
import type { StudioUser } from "~/studio/auth/guard.server";

export type CancelOption = {
  /** The radio's value: the reason and the refund it was shown with, "visitor:5000". */
  value: string;
  reason: CancelReason;
  label: string;
  /** What it does with the money, in the studio's words. */
  outcome: string;
  /** It refunds money, so only an admin may choose it. */
  needsAdmin: boolean;
  /** Why it cannot be chosen now (a no-show before the session has started), or null. */
  unavailable: string | null;
};

const LABELS: Record<CancelReason, string> = {
  visitor: "The visitor asked to cancel",
  studio: "The studio cancels",
  "no-show": "The visitor did not come (no-show)",
};

const ROWS: Record<RefundDecision["row"], string> = {
  "cancelled-in-time": "in time, by the refund policy",
  "cancelled-late": "late, by the refund policy",
  withdrawn: "within the 14-day withdrawal period",
  "cancelled-by-studio": "by the studio",
};

function outcomeWords(reason: CancelReason, decision: RefundDecision | null): string {
  if (!decision) return "Nothing was paid online, so nothing is refunded.";
  const { refundCents, keptCents, row } = decision;
  const refunded = refundCents > 0 ? `Refunds ${formatCents(refundCents)}` : "Refunds nothing";
  const kept = keptCents > 0 ? `; the studio keeps the ${formatCents(keptCents)} deposit` : "";
  return `${reason === "visitor" ? `Counts as cancelled ${ROWS[row]}. ` : ""}${refunded}${kept}.`;
}

const REASONS: readonly CancelReason[] = ["visitor", "studio", "no-show"];

async function decisions(app: AppContext, stored: StoredBooking, now: number) {
  const cutoffHours = (await getAvailabilitySettings(app))?.cancellationCutoffHours ?? 48;
  return Promise.all(REASONS.map(async (reason) => ({ reason, decision: (await refundDue(app, stored, reason, cutoffHours, new Date(now)))?.decision ?? null })));
}

/** The ways the studio may cancel this booking now, each with what it refunds. */
export async function cancelOptions(app: AppContext, stored: StoredBooking, now: number): Promise<CancelOption[]> {
  const started = Date.parse(stored.booking.startsAt) <= now;
  return (await decisions(app, stored, now)).map(({ reason, decision }) => ({
    value: `${reason}:${decision?.refundCents ?? 0}`,
    reason,
    label: LABELS[reason],
    outcome: outcomeWords(reason, decision),
    needsAdmin: (decision?.refundCents ?? 0) > 0,
    unavailable: reason === "no-show" && !started ? "It can be marked once the session has started." : null,
  }));
}

type Refusal = { refusal: ReturnType<typeof data<{ message: string }>> };

/** The cancellation the studio chose, or why it cannot be made as posted. */
export async function chosenCancel(app: AppContext, user: StudioUser, stored: StoredBooking, posted: string): Promise<{ reason: CancelReason } | Refusal> {
  const refuse = (message: string, status: number): Refusal => ({ refusal: data({ message }, { status }) });
  const [reasonText, seenText] = posted.split(":");
  const option = (await cancelOptions(app, stored, Date.now())).find((candidate) => candidate.reason === reasonText);
  if (!option || !/^\d{1,9}$/.test(seenText ?? "")) return refuse("Choose why the booking is cancelled.", 400);
  if (option.unavailable) return refuse("A no-show can be marked once the session has started.", 400);
  if (option.value !== posted) return refuse(`What this cancellation refunds has changed since the page was loaded: ${option.outcome} Check it below and confirm again.`, 409);
  if (option.needsAdmin && user.role !== "admin") {
    return refuse(`Only an admin can make this cancellation, because it refunds money: ${option.outcome} Ask an admin, or choose a way that refunds nothing.`, 403);
  }
  return { reason: option.reason };
}
