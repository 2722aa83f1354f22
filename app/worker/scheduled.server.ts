/**
 * The worker's Cron Triggers (wrangler.toml `[triggers]`), told apart by their cron:
 * - every five minutes, the journal's scheduled articles whose time has come are published, and the
 *   reminders of the bookings two days away are sent, the studio's own calendar is read, and the
 *   holds whose deposit was not paid in time are released (or confirmed, if paid meanwhile);
 * - every night, the requests past their retention are deleted (app/studio/retention.server.ts).
 * Each runs for the controller's `scheduledTime`, never the clock, so a test (or locally
 * `/cdn-cgi/local/scheduled?cron=…&time=…`) can run it for any time. A failure is logged and
 * thrown, so the run shows as failed; the next run carries on where it stopped.
 */
import { createAppContext } from "~/firestore/app-context.server";
import type { Env } from "~/platform/env.server";
import { logError, logInfo } from "~/platform/log.server";
import { publishDueArticles } from "~/studio/journal/schedule.server";
import { sendDueReminders } from "~/forms/booking-reminders.server";
import { importStudioCalendar } from "~/studio/calendar-import.server";
import { deleteExpiredRequests, RETENTION_CRON } from "~/studio/retention.server";
import { endExpiredHolds } from "~/payments/deposits.server";

export async function runScheduled(controller: ScheduledController, env: Env, ctx: ExecutionContext): Promise<void> {
  const at = new Date(controller.scheduledTime);
  const job = controller.cron === RETENTION_CRON ? "retention" : "journal schedule";
  try {
    const app = createAppContext(env, ctx);
    if (job === "retention") {
      const run = await deleteExpiredRequests(app, env, at);
      logInfo("retention ran", { at: at.toISOString(), ...run });
    } else {
      const run = await publishDueArticles(app, env, at);
      if (run.published.length || run.skipped.length) logInfo("journal schedule ran", { at: at.toISOString(), ...run });
      const calendar = await importStudioCalendar(app, env, at);
      if (calendar.status === "failed") logError("the studio calendar could not be read", { at: at.toISOString(), reason: calendar.reason });
      else if (calendar.status === "imported" && (calendar.added || calendar.removed)) logInfo("studio calendar read", { at: at.toISOString(), ...calendar });
      const holds = await endExpiredHolds(app, env, at);
      if (holds.ended) logInfo("expired holds ended", { at: at.toISOString(), ...holds });
      const reminders = await sendDueReminders(app, env, at);
      if (reminders.sent || reminders.failed) logInfo("booking reminders ran", { at: at.toISOString(), ...reminders });
    }
  } catch (error) {
    logError(`${job} failed`, { at: at.toISOString(), error: error instanceof Error ? (error.stack ?? error.message) : String(error) });
    throw error;
  }
}
