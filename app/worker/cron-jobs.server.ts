import { logError, type Log } from "~/platform/log.server";

/** One job of a Cron run: its name in the logs, and the work, which logs what it did itself. */
export type CronJob = { name: string; run: () => Promise<void> };

/**
 * Runs each job on its own, one after another: one that fails is logged under its own name and the
 * others still run. If any failed, the run throws at the end, so it shows as failed.
 */
export async function runJobs(jobs: readonly CronJob[], when: { at: string }, log: Log = logError): Promise<void> {
  const failed: unknown[] = [];
  for (const job of jobs) {
    try {
      await job.run();
    } catch (error) {
      failed.push(error);
      log(`${job.name} failed`, { ...when, error: error instanceof Error ? (error.stack ?? error.message) : String(error) });
    }
  }
  if (failed.length) throw new AggregateError(failed, `${failed.length} of ${jobs.length} scheduled jobs failed`);
}
