/**
 * The worker's Cron Triggers (wrangler.toml `[triggers]`), told apart by their cron:
 * - every five minutes, the journal's scheduled articles whose time has come are published, and the
 *   reminders of the bookings two days away are sent, the studio's own calendar is read, the
 *   holds whose deposit was not paid in time are released (or confirmed, if paid meanwhile), and
 *   the refunds still on their way are asked about at the provider (app/booking/refunds.server.ts);
 * - every night, the requests past their retention are deleted (app/studio/retention.server.ts), and
 *   the digital analysis's photos and orders past theirs (app/studio/analysis-retention.server.ts).
 * Each runs for the controller's `scheduledTime`, never the clock, so a test (or locally
 * `/cdn-cgi/local/scheduled?cron=…&time=…`) can run it for any time. Each job runs on its own: a
 * failure is logged under the job's name, the other jobs still run, and the run then shows as
 * failed; the next run carries on where it stopped.
 */
import { createAppContext } from "~/firestore/app-context.server";
import type { Env } from "~/platform/env.server";
import { logError, logInfo } from "~/platform/log.server";
import { publishDueArticles } from "~/studio/journal/schedule.server";
import { sendDueReminders } from "~/booking/reminders.server";
import { importStudioCalendar } from "~/studio/calendar/import.server";
import { deleteExpiredRequests, RETENTION_CRON } from "~/studio/retention.server";
import { deleteDueAnalysisFiles } from "~/studio/analysis-retention.server";
import { deleteDuePaletteResults } from "~/studio/my-palette/palette-retention.server";
import { endExpiredHolds } from "~/booking/deposits.server";
import { deleteEndedHoldTokens } from "~/models/hold-tokens.server";
import { settleSettlingRefunds } from "~/booking/refunds.server";
import { runJobs, type CronJob } from "./cron-jobs.server";

export async function runScheduled(controller: ScheduledController, env: Env, ctx: ExecutionContext): Promise<void> {
  const at = new Date(controller.scheduledTime);
  const when = { at: at.toISOString() };
  let app: ReturnType<typeof createAppContext>;
  try {
    app = createAppContext(env, ctx);
  } catch (error) {
    logError("scheduled run could not start", { ...when, error: error instanceof Error ? error.message : String(error) });
    throw error;
  }
  const jobs: CronJob[] =
    controller.cron === RETENTION_CRON
      ? [
          { name: "retention", run: async () => logInfo("retention ran", { ...when, ...(await deleteExpiredRequests(app, env, at)) }) },
          {
            name: "analysis retention",
            run: async () => {
              const run = await deleteDueAnalysisFiles(app, env, at);
              if (run.photosOfOrders || run.orders || run.left) logInfo("analysis retention ran", { ...when, ...run });
            },
          },
          {
            name: "palette retention",
            run: async () => {
              const run = await deleteDuePaletteResults(app, env, at);
              if (run.deleted || run.left) logInfo("palette retention ran", { ...when, ...run });
            },
          },
        ]
      : [
          // Holds first: a time held past its deposit's deadline should be free again whatever else fails.
          {
            name: "expired holds",
            run: async () => {
              const holds = await endExpiredHolds(app, env, at);
              const tokens = await deleteEndedHoldTokens(app, at);
              if (holds.ended || tokens) logInfo("expired holds ended", { ...when, ...holds, tokens });
            },
          },
          {
            name: "refunds",
            run: async () => {
              const refunds = await settleSettlingRefunds(app, env);
              if (refunds.changed || refunds.errors) logInfo("refunds checked", { ...when, ...refunds });
            },
          },
          {
            name: "journal schedule",
            run: async () => {
              const run = await publishDueArticles(app, env, at);
              if (run.published.length || run.skipped.length) logInfo("journal schedule ran", { ...when, ...run });
            },
          },
          {
            name: "studio calendar",
            run: async () => {
              const calendar = await importStudioCalendar(app, env, at);
              if (calendar.status === "failed") logError("the studio calendar could not be read", { ...when, ...calendar });
              else if (calendar.status === "imported" && (calendar.added || calendar.removed || calendar.unread.length)) logInfo("studio calendar read", { ...when, ...calendar });
            },
          },
          {
            name: "booking reminders",
            run: async () => {
              const reminders = await sendDueReminders(app, env, at);
              if (reminders.sent || reminders.failed) logInfo("booking reminders ran", { ...when, ...reminders });
            },
          },
        ];
  await runJobs(jobs, when);
}
