import { describe, expect, it } from "vitest";
import { decodeDocument } from "~/firestore/codec";
import type { FirestoreClient } from "~/firestore/client.server";
import { ANALYSIS_PHOTOS_PROMISE, RETENTION_CRON, RETENTION_TABLE } from "~/data/retention";
import { readAnalysisOrder } from "~/models/analysis-orders.server";
import { callWorker, runScheduled, seededProject } from "./support";
import { inBucket, storeOrder } from "./support/stored-orders";

/** The night the tests run the job for. */
const NIGHT = new Date("2027-06-15T02:30:00.000Z");
const daysBefore = (days: number) => new Date(NIGHT.getTime() - days * 86_400_000);

const runRetention = (projectId: string, at: Date = NIGHT) => runScheduled(RETENTION_CRON, at, { FIRESTORE_PROJECT_ID: projectId });

async function analysisAudit(firestore: FirestoreClient) {
  const docs = await firestore.runQuery({ collection: "StudioAudit", where: [{ field: "document", equals: "AnalysisOrders" }] });
  return docs.map((doc) => decodeDocument(doc).data);
}

const text = (html: string) => html.replace(/&#x27;/g, "'").replace(/&quot;/g, '"').replace(/&amp;/g, "&");

describe("the digital analysis's photos: what the pages promise is what the nightly job does", () => {
  it("the privacy policy, the FAQ and the colour-analysis page make the promise of the rule the job deletes by", async () => {
    const { projectId } = await seededProject("analysis-promise");
    const photosRow = RETENTION_TABLE.find((row) => row.data === "Photos sent for a digital analysis")!;
    expect(photosRow.deletes).toEqual({ days: 90, from: "delivery" });
    const policy = text(await (await callWorker("/legal/privacy-policy", { FIRESTORE_PROJECT_ID: projectId })).text());
    expect(policy).toContain(`<th scope="row">Photos sent for a digital analysis</th><td>${photosRow.keptFor}</td>`);
    expect(policy).toContain(`Your photos are ${ANALYSIS_PHOTOS_PROMISE}`);
    expect(policy).toContain("in a bucket bound to its EU jurisdiction");
    const faq = text(await (await callWorker("/faqs", { FIRESTORE_PROJECT_ID: projectId })).text());
    expect(faq).toContain(ANALYSIS_PHOTOS_PROMISE);
    expect(faq).toContain("Your report stays on your order's page for 2 years and 30 days after you order");
    const service = text(await (await callWorker("/color-analysis", { FIRESTORE_PROJECT_ID: projectId })).text());
    expect(service).toContain(`they are stored encrypted in the EU and ${ANALYSIS_PHOTOS_PROMISE}`);
  });

  it("deletes the photos of an order delivered 91 days ago from R2 and its record; keeps them at 89 days and when kept for a follow-up; a second run changes nothing", async () => {
    const { projectId, firestore } = await seededProject("analysis-retention");
    const app = { firestore, log: () => {} };
    const due = await storeOrder(firestore, "delivered-91-days-ago", { orderedAt: daysBefore(100), deliveredAt: daysBefore(91) });
    const young = await storeOrder(firestore, "delivered-89-days-ago", { orderedAt: daysBefore(100), deliveredAt: daysBefore(89) });
    const kept = await storeOrder(firestore, "kept-for-follow-up", { orderedAt: daysBefore(300), deliveredAt: daysBefore(200), keepPhotos: true });
    // Cancelled yesterday, its photos still there (its cancellation's deletion failed): the job deletes them.
    const cancelled = await storeOrder(firestore, "cancelled-yesterday", { orderedAt: daysBefore(5), cancelledAt: daysBefore(1) });

    await runRetention(projectId);

    expect(await inBucket(due.photoKeys)).toEqual([false, false, false]);
    const emptied = (await readAnalysisOrder(app, "delivered-91-days-ago"))!;
    expect(emptied.order.photos).toEqual([]);
    expect(emptied.order.photosDeletedAt).toBe(NIGHT.toISOString());
    // The report stays, and its PDF with it, for as long as the order's page opens.
    expect(emptied.order.report?.subSeason).toBe("soft-summer");
    expect(await inBucket([due.pdfKey!])).toEqual([true]);
    expect(await inBucket(cancelled.photoKeys)).toEqual([false, false, false]);
    expect((await readAnalysisOrder(app, "cancelled-yesterday"))!.order.photos).toEqual([]);

    expect(await inBucket(young.photoKeys)).toEqual([true, true, true]);
    expect((await readAnalysisOrder(app, "delivered-89-days-ago"))!.order.photos).toHaveLength(3);
    expect(await inBucket(kept.photoKeys)).toEqual([true, true, true]);
    expect((await readAnalysisOrder(app, "kept-for-follow-up"))!.order.photos).toHaveLength(3);

    const [entry, ...more] = await analysisAudit(firestore);
    expect(more).toEqual([]);
    expect(JSON.parse(String(entry!.after))).toEqual({ photosOfOrders: 2, orders: 0, retentionAt: NIGHT.toISOString() });
    for (const personal of ["lotte", "Jansen", "delivered-91", "cancelled-yesterday", "window-light"]) expect(JSON.stringify(entry)).not.toContain(personal);

    const before = await firestore.runQuery({ collection: "AnalysisOrders" });
    await runRetention(projectId);
    expect(await firestore.runQuery({ collection: "AnalysisOrders" })).toEqual(before);
    expect(await analysisAudit(firestore)).toHaveLength(1);
  });

  it("deletes an order whose page has closed, 2 years and 30 days after it was placed, with its report's PDF and the photos kept for a follow-up", async () => {
    const { projectId, firestore } = await seededProject("analysis-retention-orders");
    const old = await storeOrder(firestore, "placed-761-days-ago", { orderedAt: daysBefore(761), deliveredAt: daysBefore(750), keepPhotos: true });
    const younger = await storeOrder(firestore, "placed-759-days-ago", { orderedAt: daysBefore(759), deliveredAt: daysBefore(750), keepPhotos: true });

    await runRetention(projectId);

    const ids = (await firestore.runQuery({ collection: "AnalysisOrders" })).map((doc) => decodeDocument(doc).id);
    expect(ids).toEqual(["placed-759-days-ago"]);
    expect(await inBucket([...old.photoKeys, old.pdfKey!])).toEqual([false, false, false, false]);
    expect(await inBucket([...younger.photoKeys, younger.pdfKey!])).toEqual([true, true, true, true]);
    const [entry] = await analysisAudit(firestore);
    expect(JSON.parse(String(entry!.after))).toEqual({ photosOfOrders: 0, orders: 1, retentionAt: NIGHT.toISOString() });
  });
});
