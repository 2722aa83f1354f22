import { env } from "cloudflare:test";
import { expect } from "vitest";
import type { FirestoreClient } from "~/firestore/client.server";
import { newAnalysisOrderWrite, photosWrite, readAnalysisOrder, reportWrite, statusChangeWrite, type StoredAnalysisOrder } from "~/models/analysis-orders.server";
import { analysisFileKey, type AnalysisPhoto } from "~/schemas/analysis-order";

const fileId = () => crypto.randomUUID().replace(/-/g, "").slice(0, 16);

/** How far an order has come: paid with its photos sent, started, or delivered with a report and its PDF; or cancelled. */
export type OrderStage = { orderedAt: Date; deliveredAt?: Date; cancelledAt?: Date; keepPhotos?: boolean; email?: string; name?: string };

/**
 * An order stored as the ordering, the upload and the studio would store it, through the model's
 * writes, with three photos (and, once delivered, the report's PDF) put in R2 under their keys.
 */
export async function storeOrder(firestore: FirestoreClient, id: string, stage: OrderStage): Promise<{ stored: StoredAnalysisOrder; photoKeys: string[]; pdfKey: string | null }> {
  const app = { firestore, log: () => {} };
  const read = async () => (await readAnalysisOrder(app, id))!;
  const { orderedAt } = stage;
  const service = { id: "digital-color-analysis", name: "Digital Colour Analysis", priceCents: 9500 };
  const email = stage.email ?? "lotte.jansen@example.org";
  await firestore.commit([newAnalysisOrderWrite({ id, service, name: stage.name ?? "Lotte Jansen", email, providerCents: 9500, voucherCode: "", voucherCents: 0 }, orderedAt)]);
  await firestore.commit([statusChangeWrite(await read(), "awaiting-photos", orderedAt)]);

  const uploadedAt = new Date(orderedAt.getTime() + 3_600_000);
  const photos: AnalysisPhoto[] = ["window-light.jpg", "no-make-up.jpg", "hair-down.jpg"].map((name) => ({ id: fileId(), type: "image/jpeg", bytes: 4, name, uploadedAt: uploadedAt.toISOString() }));
  const photoKeys = photos.map((photo) => analysisFileKey(id, photo.id));
  for (const key of photoKeys) await env.MEDIA!.put(key, new Uint8Array([0xff, 0xd8, 0xff, 0xd9]), { httpMetadata: { contentType: "image/jpeg" } });
  await firestore.commit([photosWrite(await read(), photos, uploadedAt)]);
  await firestore.commit([statusChangeWrite(await read(), "sent", uploadedAt, { sentAt: uploadedAt })]);

  let pdfKey: string | null = null;
  if (stage.cancelledAt) {
    await firestore.commit([statusChangeWrite(await read(), "cancelled", stage.cancelledAt, { cancelledAt: stage.cancelledAt })]);
  } else if (stage.deliveredAt) {
    const started = new Date(stage.deliveredAt.getTime() - 86_400_000);
    await firestore.commit([statusChangeWrite(await read(), "in-progress", started, { startedAt: started, startedBy: "analyst@plumandlinen.example" })]);
    const pdf = { id: fileId(), bytes: 5 };
    pdfKey = analysisFileKey(id, pdf.id);
    await env.MEDIA!.put(pdfKey, "%PDF-", { httpMetadata: { contentType: "application/pdf" } });
    const report = {
      subSeason: "soft-summer" as const,
      notes: "Your colouring reads cool and soft: greyed blues and dusty roses flatter you most.",
      bestColours: ["#8DA3B5", "#C9A0A8"],
      pdf,
      writtenBy: "analyst@plumandlinen.example",
      writtenAt: stage.deliveredAt.toISOString(),
    };
    await firestore.commit([reportWrite(await read(), report, stage.deliveredAt, { status: "delivered", deliveredAt: stage.deliveredAt, keepPhotos: stage.keepPhotos ?? false })]);
  }
  const stored = await read();
  expect(stored.order.photos).toHaveLength(3);
  return { stored, photoKeys, pdfKey };
}

/** Whether each key is in R2. */
export async function inBucket(keys: readonly string[]): Promise<boolean[]> {
  return Promise.all(keys.map(async (key) => (await env.MEDIA!.head(key)) !== null));
}
