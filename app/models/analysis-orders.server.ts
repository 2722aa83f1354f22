/**
 * Orders of the digital analysis (`AnalysisOrders/{id}`, app/schemas/analysis-order.ts). Every
 * change is one write under the version read (with its payment's or voucher's writes when it has
 * them), so two changes made from the same reading apply once: the second is refused ("changed")
 * and reads the order again. The photos' and the report's bytes are in R2 (`analysisFileKey`);
 * this module keeps their records.
 */
import type { Locale } from "~/schemas/common";
import * as v from "valibot";
import { AnalysisOrder, analysisFileKey, type AnalysisOrderStatus, type AnalysisPhoto, type AnalysisReport } from "~/schemas/analysis-order";
import { emailKey } from "~/schemas/inbox";
import { decodeDocument, type FirestoreDocument } from "~/firestore/codec";
import type { CommitWrite } from "~/firestore/client.server";
import type { QuerySpec } from "~/firestore/query";
import { commitIfUnchanged } from "~/firestore/commit.server";
import { rethrowUnavailable } from "~/firestore/errors.server";
import type { AppContext } from "~/firestore/app-context.server";
import { COLLECTIONS } from "./collections";

const ORDERS = COLLECTIONS.analysisOrders.name;

type App = Pick<AppContext, "firestore" | "log">;

/** An order as read, with the time it was last written (raw, to the microsecond): a change made from it must find it unchanged. */
export type StoredAnalysisOrder = { id: string; order: AnalysisOrder; updateTime: string };

const analysisOrderPath = (id: string) => `${ORDERS}/${id}`;

/** A new order: who, what, and what is paid how; awaiting its payment, or paid already by a voucher. */
export type NewAnalysisOrder = {
  id: string;
  service: { id: string; name: string; priceCents: number };
  name: string;
  email: string;
  /** Where the swatch wallet goes; "" when the order has none (made before it was asked). */
  postalAddress?: string;
  providerCents: number;
  voucherCode: string;
  voucherCents: number;
  /** The language it was ordered in; English when not said. */
  locale?: Locale;
};

/** The order's write: created only if no order has its id, so a post sent twice stores it once. */
export function newAnalysisOrderWrite(order: NewAnalysisOrder, now: Date): CommitWrite {
  return {
    path: analysisOrderPath(order.id),
    data: {
      status: order.providerCents > 0 ? "awaiting-payment" : "awaiting-photos",
      serviceId: order.service.id,
      serviceName: order.service.name,
      name: order.name,
      email: order.email,
      postalAddress: order.postalAddress ?? "",
      priceCents: order.service.priceCents,
      providerCents: order.providerCents,
      voucherCode: order.voucherCode,
      voucherCents: order.voucherCents,
      earlyStartRequestedAt: now,
      photos: [],
      photosStored: false,
      keepPhotos: false,
      linkVersion: 0,
      locale: order.locale ?? "en",
      emailKeys: [emailKey(order.email)],
      createdAt: now,
      updatedAt: now,
    },
    options: { exists: false },
  };
}

function storedOrder(app: App, doc: FirestoreDocument, id: string): StoredAnalysisOrder | null {
  const parsed = v.safeParse(AnalysisOrder, decodeDocument(doc).data);
  if (!parsed.success || !doc.updateTime) {
    app.log("invalid analysis order skipped", { path: analysisOrderPath(id) });
    return null;
  }
  return { id, order: parsed.output, updateTime: doc.updateTime };
}

/** The order of an id, or null when there is none (or the id could be no order's). */
export async function readAnalysisOrder(app: App, id: string): Promise<StoredAnalysisOrder | null> {
  if (!/^[\w-]{1,128}$/.test(id)) return null;
  const doc = await app.firestore.getDocument(analysisOrderPath(id)).catch(rethrowUnavailable);
  return doc ? storedOrder(app, doc, id) : null;
}

/** A photo record as written: its timestamp a Date, so Firestore keeps a timestamp. */
const writtenPhoto = (photo: AnalysisPhoto) => ({ ...photo, uploadedAt: new Date(photo.uploadedAt) });

const writtenReport = (report: AnalysisReport) => ({ ...report, writtenAt: new Date(report.writtenAt) });

/** The fields a change writes, and only those, on the version read. */
export function orderChangeWrite(stored: StoredAnalysisOrder, fields: Record<string, unknown>, now: Date): CommitWrite {
  const data = { ...fields, updatedAt: now };
  return { path: analysisOrderPath(stored.id), data, options: { fields: Object.keys(data), updateTime: stored.updateTime } };
}

/** Commits an order's change (with any writes that go with it); "changed": it was written since it was read. */
export async function commitOrderChange(app: App, writes: CommitWrite[]): Promise<"done" | "changed"> {
  const outcome = await commitIfUnchanged(app, writes).catch(rethrowUnavailable);
  return outcome === "done" ? "done" : "changed";
}

/** The order's status moved on, with the moment it did under the field that records it. */
export function statusChangeWrite(stored: StoredAnalysisOrder, status: AnalysisOrderStatus, now: Date, extra: Record<string, unknown> = {}): CommitWrite {
  return orderChangeWrite(stored, { status, ...extra }, now);
}

/** The photos as they are after an upload or a removal (or none, once deleted, with `extra` saying when). */
export function photosWrite(stored: StoredAnalysisOrder, photos: readonly AnalysisPhoto[], now: Date, extra: Record<string, unknown> = {}): CommitWrite {
  return orderChangeWrite(stored, { photos: photos.map(writtenPhoto), photosStored: photos.length > 0, ...extra }, now);
}

/** Every R2 key an order holds: its photos', and the report's PDF. */
export function orderFileKeys(stored: Pick<StoredAnalysisOrder, "id" | "order">): string[] {
  const pdf = stored.order.report?.pdf;
  return [...stored.order.photos.map((photo) => analysisFileKey(stored.id, photo.id)), ...(pdf ? [analysisFileKey(stored.id, pdf.id)] : [])];
}

/** The order's deletion, under the version read: by an erasure, or the retention job once its time is up. */
export function orderDeletionWrite(stored: Pick<StoredAnalysisOrder, "id" | "updateTime">): CommitWrite {
  return { path: analysisOrderPath(stored.id), delete: true, options: { updateTime: stored.updateTime } };
}

/** The report as the analyst wrote it (delivered or not yet). */
export function reportWrite(stored: StoredAnalysisOrder, report: AnalysisReport, now: Date, extra: Record<string, unknown> = {}): CommitWrite {
  return orderChangeWrite(stored, { report: writtenReport(report), ...extra }, now);
}

const storedOrders = (app: App, docs: FirestoreDocument[]) =>
  docs.map((doc) => storedOrder(app, doc, decodeDocument(doc).id)).filter((order): order is StoredAnalysisOrder => order !== null);

/** The orders in one status, newest first, for the studio's lists. */
export async function ordersInStatus(app: App, status: AnalysisOrderStatus, limit = 100): Promise<StoredAnalysisOrder[]> {
  const docs = await app.firestore
    .runQuery({ collection: ORDERS, where: [{ field: "status", equals: status }], orderBy: [{ field: "createdAt", direction: "DESCENDING" }], limit })
    .catch(rethrowUnavailable);
  return storedOrders(app, docs);
}

/** How many orders are in one status (up to `limit`): the studio's navigation counts the orders waiting for an analyst. */
export async function countOrdersInStatus(app: App, status: AnalysisOrderStatus, limit = 100): Promise<number> {
  return app.firestore.countQuery({ collection: ORDERS, where: [{ field: "status", equals: status }] }, limit).catch(rethrowUnavailable);
}

/** The orders whose photos the nightly job deletes: delivered 90 days ago, or cancelled. */
export type EndedStatus = Extract<AnalysisOrderStatus, "delivered" | "cancelled">;
const ENDED_AT: Record<EndedStatus, "deliveredAt" | "cancelledAt"> = { delivered: "deliveredAt", cancelled: "cancelledAt" };

/**
 * The query of `ordersWithPhotosDue`: only orders still holding photos and not kept for a follow-up,
 * so the ones done are never read again (a composite index, firestore.indexes.json).
 */
export function photosDueQuery(status: EndedStatus, endedBy: Date, limit: number): QuerySpec {
  return {
    collection: ORDERS,
    where: [
      { field: "status", equals: status },
      { field: "photosStored", equals: true },
      { field: "keepPhotos", equals: false },
    ],
    orderBy: [{ field: ENDED_AT[status], direction: "ASCENDING" }],
    endAt: { values: [endedBy], before: false },
    limit,
  };
}

/** Orders delivered (or cancelled) at or before `endedBy` whose photos are still stored and not kept for a follow-up: what the nightly job deletes, oldest first. */
export async function ordersWithPhotosDue(app: App, status: EndedStatus, endedBy: Date, limit = 50): Promise<StoredAnalysisOrder[]> {
  const docs = await app.firestore.runQuery(photosDueQuery(status, endedBy, limit)).catch(rethrowUnavailable);
  return storedOrders(app, docs).filter(({ order }) => !order.keepPhotos && order.photos.length > 0);
}

/** Orders placed before `orderedBefore`, oldest first: what the nightly job deletes once their page has closed (a single-field index). */
export async function ordersPlacedBefore(app: App, orderedBefore: Date, limit = 50): Promise<StoredAnalysisOrder[]> {
  const docs = await app.firestore
    .runQuery({ collection: ORDERS, orderBy: [{ field: "createdAt", direction: "ASCENDING" }], endAt: { values: [orderedBefore], before: true }, limit })
    .catch(rethrowUnavailable);
  return storedOrders(app, docs);
}

/** A person's orders, by `emailKeys`: for the privacy tools. */
export async function ordersOfPerson(app: App, key: string, limit = 100): Promise<StoredAnalysisOrder[]> {
  const docs = await app.firestore.runQuery({ collection: ORDERS, where: [{ field: "emailKeys", arrayContains: key }], limit }).catch(rethrowUnavailable);
  return storedOrders(app, docs);
}
