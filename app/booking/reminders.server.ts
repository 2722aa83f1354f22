/**
 * The reminder two days before each session, sent by the five-minute Cron Trigger. Each due
 * booking's reminder is first taken ("pending" → "sending", only if the booking is as read), then
 * sent, then recorded: of two runs that overlap, one sends; a run repeated later finds it sent. An
 * email the binding refused goes back to "pending" for the next run. Each reminder is in the
 * language its booking was made in (`booking.locale`, read by booking-mail.server.ts), not the run's.
 */
import type { AppContext } from "~/firestore/app-context.server";
import type { Env } from "~/platform/env.server";
import { getAvailabilitySettings } from "~/models/availability.server";
import { dueReminders, finishReminder, takeReminder } from "~/models/bookings.server";
import { bookingEmailContext, sendBookingEmails } from "./booking-mail.server";

export async function sendDueReminders(app: AppContext, env: Env, at: Date): Promise<{ sent: number; failed: number }> {
  const due = await dueReminders(app, at);
  if (!due.length) return { sent: 0, failed: 0 };
  const cutoffHours = (await getAvailabilitySettings(app))?.cancellationCutoffHours ?? 48;
  let sent = 0;
  let failed = 0;
  for (const stored of due) {
    if (!(await takeReminder(app, stored))) continue;
    const context = await bookingEmailContext(app, stored.id, stored.booking, cutoffHours);
    const ok = await sendBookingEmails(app, env, "reminder", stored.id, stored.booking, context);
    await finishReminder(app, stored.id, ok);
    if (ok) sent += 1;
    else failed += 1;
  }
  return { sent, failed };
}
