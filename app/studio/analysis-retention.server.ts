/**
 * The digital analysis's part of the nightly retention job (app/data/retention.ts, the table the
 * privacy policy prints):
 * - the photos of an order delivered 90 days ago are deleted from R2, then the order's `photos`
 *   emptied and `photosDeletedAt` set under the version read, unless the client chose "Keep my
 *   photos for a follow-up"; so are those of a cancelled order still holding any (its cancellation
 *   deletes them at once: this catches one that failed);
 * - an order whose page has closed (2 years and 30 days after it was placed) is deleted, with its
 *   report's PDF and any photo still kept; its payment stays, for the tax law's years.
 *
 * Files go first: an order whose files could not all be deleted keeps its record, so the next night
 * finds it again. Deleting a file already gone is no failure, so a run is safe to repeat. A failure
 * on one order is counted and the others go on; the run then throws, so it shows as failed. An order
 * changed since it was read (the client turned "keep" on) is left for the next night. The logs and
 * the audit entry count what went, never whose or which.
 */
import type { AppContext } from "~/firestore/app-context.server";
import type { Env } from "~/platform/env.server";
import { ANALYSIS_ORDER_RETENTION, ANALYSIS_PHOTO_RETENTION, latestDueDays } from "~/data/retention";
import {
  commitOrderChange,
  orderDeletionWrite,
  orderFileKeys,
  ordersPlacedBefore,
  ordersWithPhotosDue,
  photosWrite,
  type EndedStatus,
  type StoredAnalysisOrder,
} from "~/models/analysis-orders.server";
import { COLLECTIONS } from "~/models/collections";
import { jobAuditWrite, newAuditPath } from "~/models/studio-audit.server";
import { rethrowUnavailable } from "~/firestore/errors.server";

/** Orders read at once for each kind of deletion: each costs R2 calls and a commit, so a night stays within a Worker's subrequests. */
const ORDERS_PER_RUN = 20;

export type AnalysisRetentionRun = {
  /** Orders whose photos were deleted. */
  photosOfOrders: number;
  /** Orders deleted whole, their page closed. */
  orders: number;
  /** Orders left as they were: changed since read, or a file or write failed. */
  left: number;
};

/** The bucket the order's files are in; the job fails (and says so) when the worker has none bound. */
function bucket(env: Env): R2Bucket {
  const media = env.MEDIA;
  if (!media) throw new Error("the MEDIA bucket is not bound: no analysis photos can be deleted");
  return media;
}

/** Deletes an order's files in R2 (photos, and the report's PDF when `withReport`); one already gone is no failure. */
export async function deleteOrderFiles(media: R2Bucket, stored: Pick<StoredAnalysisOrder, "id" | "order">, withReport = true): Promise<number> {
  const keys = withReport ? orderFileKeys(stored) : orderFileKeys({ id: stored.id, order: { ...stored.order, report: undefined } });
  if (keys.length) await media.delete(keys);
  return keys.length;
}

export async function deleteDueAnalysisFiles(app: AppContext, env: Env, at: Date): Promise<AnalysisRetentionRun> {
  const media = bucket(env);
  const run: AnalysisRetentionRun = { photosOfOrders: 0, orders: 0, left: 0 };
  const failures: unknown[] = [];

  /** One order's step: a failure is counted, and the next order goes on. */
  async function each(orders: readonly StoredAnalysisOrder[], step: (stored: StoredAnalysisOrder) => Promise<"done" | "changed">, counted: "photosOfOrders" | "orders") {
    for (const stored of orders) {
      try {
        if ((await step(stored)) === "done") run[counted] += 1;
        else run.left += 1;
      } catch (error) {
        run.left += 1;
        failures.push(error);
      }
    }
  }

  const photosDue: Record<EndedStatus, Date> = { delivered: latestDueDays(ANALYSIS_PHOTO_RETENTION, at), cancelled: at };
  for (const status of ["delivered", "cancelled"] as EndedStatus[]) {
    const due = await ordersWithPhotosDue(app, status, photosDue[status], ORDERS_PER_RUN);
    await each(
      due,
      async (stored) => {
        await deleteOrderFiles(media, stored, false);
        const deletedAt = stored.order.photosDeletedAt ? new Date(stored.order.photosDeletedAt) : at;
        return commitOrderChange(app, [photosWrite(stored, [], at, { photosDeletedAt: deletedAt })]);
      },
      "photosOfOrders",
    );
  }

  const ended = await ordersPlacedBefore(app, latestDueDays(ANALYSIS_ORDER_RETENTION, at), ORDERS_PER_RUN);
  await each(
    ended,
    async (stored) => {
      await deleteOrderFiles(media, stored);
      return commitOrderChange(app, [orderDeletionWrite(stored)]);
    },
    "orders",
  );

  if (run.photosOfOrders || run.orders) {
    const started = new Date();
    const entry = jobAuditWrite(newAuditPath(started), started, {
      actor: "retention",
      document: COLLECTIONS.analysisOrders.name,
      action: "Deleted digital analysis photos and orders past their retention",
      before: null,
      after: { photosOfOrders: run.photosOfOrders, orders: run.orders, retentionAt: at.toISOString() },
    });
    await app.firestore.commit([entry]).catch(rethrowUnavailable);
  }
  if (failures.length) throw new AggregateError(failures, `${failures.length} digital analysis orders could not be cleared (${run.photosOfOrders} photo sets and ${run.orders} orders were)`);
  return run;
}
