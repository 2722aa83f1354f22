/**
 * The palette results' part of the nightly retention job (app/data/retention.ts, the table the
 * privacy policy prints): a result is deleted 5 years after its session, the day its link stops
 * opening. Read oldest first, each deleted under the version read in one commit with the run's
 * audit entry, which counts what went, never whose or which. A result saved again meanwhile is
 * read again the next night (its session date, and so its day, is unchanged). Safe to run twice.
 *
 * A booking's own deletion (12 months after its session) never reaches here: the result is kept
 * apart from it on purpose, since a palette is used for years.
 */
import type { AppContext } from "~/firestore/app-context.server";
import type { Env } from "~/platform/env.server";
import { PALETTE_RESULT_RETENTION, addMonths, paletteResultDeletionDate } from "~/data/retention";
import { COLLECTIONS } from "~/models/collections";
import { paletteResultPath, paletteResultsBefore } from "~/models/palette-results.server";
import { jobAuditWrite, newAuditPath } from "~/models/studio-audit.server";
import { commitChange } from "~/studio/change.server";

/** Results read and deleted at once: one query and one commit, within a night's Worker subrequests. */
const RESULTS_PER_RUN = 100;

export type PaletteRetentionRun = { deleted: number; left: number };

export async function deleteDuePaletteResults(app: AppContext, env: Env, at: Date): Promise<PaletteRetentionRun> {
  // A little generous (a month's last days shift when months are added); each one's own day decides.
  const latest = new Date(addMonths(at, -PALETTE_RESULT_RETENTION.months).getTime() + 4 * 86_400_000);
  const read = await paletteResultsBefore(app, latest, RESULTS_PER_RUN);
  const due = read.filter(({ result }) => paletteResultDeletionDate(PALETTE_RESULT_RETENTION, new Date(result.sessionDate)).getTime() <= at.getTime());
  if (due.length === 0) return { deleted: 0, left: 0 };
  const started = new Date();
  const outcome = await commitChange(app, {
    changes: due.map((stored) => ({ path: paletteResultPath(stored.id), seen: stored.updateTime, write: "delete" as const })),
    actor: { email: "retention" },
    audit: null,
    env,
    limit: false,
    alongside: [
      jobAuditWrite(newAuditPath(started), started, {
        actor: "retention",
        document: COLLECTIONS.paletteResults.name,
        action: "Deleted palette results past their retention",
        before: null,
        after: { paletteResults: due.length, retentionAt: at.toISOString() },
      }),
    ],
  });
  // Changed since read (saved again, or deleted by the client): all are left for the next night, which reads them afresh.
  return outcome.status === "saved" ? { deleted: due.length, left: 0 } : { deleted: 0, left: due.length };
}
