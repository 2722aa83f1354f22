import { describe, expect, it } from "vitest";
import { decodeDocument } from "~/firestore/codec";
import type { FirestoreClient } from "~/firestore/client.server";
import { hiddenRecords, postAsAdmin as post, privacyProject as sharedPrivacyProject, privacyText as text, type PrivacyProject } from "./support/privacy-requests";
import { inBucket, storeOrder } from "./support/stored-orders";

const ADMIN = "analysis-privacy-admin@plumandlinen.example";
/** The address she ordered with; the admin types it in another letter case. */
const ORDERED_AS = "Lotte.Jansen@Example.org";
const TYPED = " lotte.jansen@EXAMPLE.org ";

type Project = PrivacyProject;
const privacyProject = (name: string) => sharedPrivacyProject(name, ADMIN);
const ids = async (firestore: FirestoreClient, collection: string) => (await firestore.runQuery({ collection })).map((doc) => decodeDocument(doc).id).sort();
const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000);

/** Her delivered order (report and PDF), her order still in the studio's hands, and someone else's. */
async function storeOrders(project: Project) {
  const delivered = await storeOrder(project.firestore, "lotte-delivered", { orderedAt: daysAgo(20), deliveredAt: daysAgo(10), email: ORDERED_AS });
  const waiting = await storeOrder(project.firestore, "lotte-sent", { orderedAt: daysAgo(2), email: ORDERED_AS });
  const other = await storeOrder(project.firestore, "someone-else", { orderedAt: daysAgo(2), email: "marit@example.org", name: "Marit de Vries" });
  return { delivered, waiting, other };
}

describe("privacy requests reach the digital analysis orders", () => {
  it("finds a person's orders by her address in another letter case, and her download lists each order's photos and report, never their bytes", async () => {
    const project = await privacyProject("analysis-privacy-find");
    await storeOrders(project);
    const found = text(await (await post(project, { intent: "find", email: TYPED })).text());
    expect(found).toContain("2 digital analyses they ordered, with the photos and the report");
    expect(found).toContain("Every digital analysis ordered under this address");
    expect(found).toContain("Report delivered");
    expect(found).toContain("soft-summer, with a PDF");
    expect(found).not.toContain("Marit");

    const download = await post(project, { email: TYPED }, "/studio/privacy/download");
    expect(download.status).toBe(200);
    const exported = (await download.json()) as { digitalAnalysisOrders: Array<Record<string, unknown>> };
    expect(exported.digitalAnalysisOrders.map((order) => order.id)).toEqual(["lotte-sent", "lotte-delivered"]);
    const order = exported.digitalAnalysisOrders[1]!;
    expect(order).toMatchObject({ status: "delivered", service: "Digital Colour Analysis", priceCents: 9500, paidByCardOrBankCents: 9500, paidByVoucherCents: 0, keepPhotosForFollowUp: false });
    expect(typeof order.orderedAt).toBe("string");
    expect(typeof order.deliveredAt).toBe("string");
    expect(order.photos).toEqual([
      { name: "window-light.jpg", type: "image/jpeg", bytes: 4, uploadedAt: expect.any(String) },
      { name: "no-make-up.jpg", type: "image/jpeg", bytes: 4, uploadedAt: expect.any(String) },
      { name: "hair-down.jpg", type: "image/jpeg", bytes: 4, uploadedAt: expect.any(String) },
    ]);
    expect(order.report).toEqual({
      subSeason: "soft-summer",
      notes: "Your colouring reads cool and soft: greyed blues and dusty roses flatter you most.",
      bestColours: ["#8DA3B5", "#C9A0A8"],
      pdfAttached: true,
      writtenAt: expect.any(String),
    });
    expect(exported.digitalAnalysisOrders[0]!.report).toBeNull();
  });

  it("erases her orders after a confirmation: every photo and the report's PDF leave R2 at once, the orders go, someone else's stay, and the audit counts them", async () => {
    const project = await privacyProject("analysis-privacy-erase");
    const { delivered, waiting, other } = await storeOrders(project);
    const confirm = text(await (await post(project, { intent: "confirm", email: TYPED })).text());
    expect(confirm).toContain("2 digital analyses they ordered, with every photo and the report's PDF at once");
    expect(hiddenRecords(confirm).map(([, path]) => path).sort()).toEqual(["AnalysisOrders/lotte-delivered", "AnalysisOrders/lotte-sent"]);

    const erased = await post(project, [["intent", "erase"], ["email", TYPED], ...hiddenRecords(confirm)]);
    expect(erased.status).toBe(200);
    expect(text(await erased.text())).toContain("and 2 digital analyses they ordered, with the photos and the report's PDF");

    expect(await inBucket([...delivered.photoKeys, delivered.pdfKey!, ...waiting.photoKeys])).toEqual(Array(7).fill(false));
    expect(await inBucket(other.photoKeys)).toEqual([true, true, true]);
    expect(await ids(project.firestore, "AnalysisOrders")).toEqual(["someone-else"]);

    const audit = await project.firestore.runQuery({ collection: "StudioAudit", where: [{ field: "actor", equals: ADMIN }] });
    const entry = decodeDocument(audit[0]!).data;
    expect(JSON.parse(String(entry.after))).toMatchObject({ digitalAnalysisOrders: 2, contactMessages: 0, appointments: 0 });
    for (const personal of ["lotte", "Jansen", "lotte-delivered", "window-light"]) expect(JSON.stringify(entry).toLowerCase()).not.toContain(personal.toLowerCase());

    // Found again, nothing is left to erase.
    expect(text(await (await post(project, { intent: "find", email: TYPED })).text())).toContain("This website stores nothing about");
  });
});
