import { env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { callWorker } from "./support";
import { bookingSite, type BookingSite, pageText as text } from "./support/booking-site";
import { pay, PAYING, simulated, SIMULATOR, voucherDoc, voucherOf } from "./support/mollie";
import { grantStudioUser, STUDIO_TEST_SECRET, studioCookie, studioEnv } from "./support/studio-session";
import { newAnalysisOrderWrite, photosWrite, readAnalysisOrder, statusChangeWrite } from "~/models/analysis-orders.server";
import { newPaymentWrite } from "~/models/payments.server";
import { readVoucher, redeemWrites } from "~/models/vouchers.server";
import { analysisFileKey, type AnalysisPhoto } from "~/schemas/analysis-order";
import { orderOfToken } from "~/analysis/order-link.server";
import type { AppContext } from "~/firestore/app-context.server";

/**
 * The studio's side of the digital analysis (issue 42): the orders by what needs doing, an order's
 * photos for staff only, "Start work", the report with its PDF, "Deliver" (the client emailed once),
 * and a cancellation before work starts, refunded in full through the Mollie simulator. Orders are
 * put into the emulator as the ordering would leave them, so these tests need no ordering form.
 */
const SITE = "https://example.com";
const MOLLIE_KEY = "test_workertestsimulatorkey012345678";

let site: BookingSite;
const admin = `orders-admin.${crypto.randomUUID().slice(0, 6)}@plumandlinen.example`;
const editor = `orders-editor.${crypto.randomUUID().slice(0, 6)}@plumandlinen.example`;
const cookies = { admin: "", editor: "" };

beforeAll(async () => {
  site = await bookingSite("studio-analysis-orders", PAYING);
  await grantStudioUser(site.firestore, admin, "admin");
  await grantStudioUser(site.firestore, editor, "editor");
  cookies.admin = await studioCookie(admin, site.firestore);
  cookies.editor = await studioCookie(editor, site.firestore);
});

const workerEnv = () => ({ ...site.overrides, ...studioEnv });
const app = () => ({ firestore: site.firestore, log: () => {} });

async function get(path: string, cookie?: string) {
  const response = await callWorker(path, workerEnv(), { headers: cookie ? { Cookie: cookie } : {}, redirect: "manual" });
  return { status: response.status, headers: response.headers, bytes: new Uint8Array(await response.arrayBuffer()) };
}
const page = async (path: string, cookie: string) => {
  const answer = await get(path, cookie);
  return { status: answer.status, html: text(new TextDecoder().decode(answer.bytes)) };
};

async function post(path: string, cookie: string, fields: Record<string, string | File | string[]>) {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) for (const one of Array.isArray(value) ? value : [value]) body.append(name, one);
  const response = await callWorker(path, workerEnv(), { method: "POST", body, headers: { Origin: SITE, Host: "example.com", Cookie: cookie }, redirect: "manual" });
  return { status: response.status, location: response.headers.get("Location"), html: text(await response.text()) };
}

/** A payment of `cents` made at the simulator for the order and paid there, recorded as the settlement leaves it. */
async function paidPayment(id: string, cents: number, email: string): Promise<string> {
  const made = await fetch(`${SIMULATOR}/v2/payments`, {
    method: "POST",
    headers: { Authorization: `Bearer ${MOLLIE_KEY}`, "Content-Type": "application/json" },
    body: JSON.stringify({
      amount: { currency: "EUR", value: (cents / 100).toFixed(2) },
      description: "Digital colour analysis",
      redirectUrl: `${SITE}/analysis/return`,
      metadata: { paymentId: id, project: site.projectId },
    }),
  });
  const payment = (await made.json()) as { id: string; _links: { checkout: { href: string } } };
  await pay(payment._links.checkout.href, "paid");
  const write = newPaymentWrite({ id, purpose: "analysis", amountCents: cents, description: "Digital colour analysis", email }, "mollie", new Date());
  Object.assign((write as { data: Record<string, unknown> }).data, { status: "paid", providerId: payment.id, paidAt: new Date(), method: "ideal" });
  await site.firestore.commit([write]);
  return payment.id;
}

const JPEG = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, ...new TextEncoder().encode("JFIF photo bytes of a client"), 0xff, 0xd9]);

/** An order of €95, paid online (less a voucher's part, when given), with `photos` JPEGs (and a HEIC) sent, in `status`. */
async function order(name: string, { status = "sent", voucherCents = 0, heic = false }: { status?: "awaiting-photos" | "sent"; voucherCents?: number; heic?: boolean } = {}) {
  const id = crypto.randomUUID();
  const email = `${name.split(" ")[0]!.toLowerCase()}.${id.slice(0, 6)}@example.org`;
  const providerCents = 9500 - voucherCents;
  const voucherCode = voucherCents ? await voucherOf(site, 5000) : "";
  const providerId = await paidPayment(id, providerCents, email);
  const service = { id: "digital-color-analysis", name: "Digital colour analysis", priceCents: 9500 };
  const voucher = voucherCode ? await readVoucher(app(), voucherCode) : null;
  await site.firestore.commit([
    newAnalysisOrderWrite({ id, service, name, email, providerCents, voucherCode, voucherCents }, new Date()),
    ...(voucher ? redeemWrites(voucher, { bookingId: id, amountCents: voucherCents, now: new Date() }) : []),
  ]);
  const photos: AnalysisPhoto[] = [1, 2, 3].map((n) => ({ id: `${n}`.repeat(4) + crypto.randomUUID().replace(/-/g, "").slice(0, 12), type: "image/jpeg", bytes: JPEG.length, name: `window-${n}.jpg`, uploadedAt: new Date().toISOString() }));
  if (heic) photos.push({ id: crypto.randomUUID().replace(/-/g, "").slice(0, 16), type: "image/heic", bytes: JPEG.length, name: "IMG_0001.HEIC", uploadedAt: new Date().toISOString() });
  for (const photo of photos) await env.MEDIA!.put(analysisFileKey(id, photo.id), JPEG);
  let stored = (await readAnalysisOrder(app(), id))!;
  await site.firestore.commit([statusChangeWrite(stored, "awaiting-photos", new Date())]);
  stored = (await readAnalysisOrder(app(), id))!;
  await site.firestore.commit([photosWrite(stored, photos, new Date())]);
  if (status === "sent") {
    stored = (await readAnalysisOrder(app(), id))!;
    await site.firestore.commit([statusChangeWrite(stored, "sent", new Date(), { sentAt: new Date() })]);
  }
  return { id, email, photos, providerId, voucherCode };
}

const stored = async (id: string) => (await readAnalysisOrder(app(), id))!;
/** The version the order's page shows, which its forms send back. */
const seen = async (id: string) => (await stored(id)).updateTime;
const mailTo = (email: string) => site.mail.sent.filter((sent) => sent.to === email);

describe("the studio's orders", () => {
  it("lists the orders by what needs doing, and shows an editor a sent order's photos, which only staff can fetch", async () => {
    const sent = await order("Ada Jansen", { heic: true });
    const waiting = await order("Bram de Wit", { status: "awaiting-photos" });
    const list = await page("/studio/orders", cookies.editor);
    expect(list.status).toBe(200);
    const waitingForAnalyst = list.html.slice(list.html.indexOf("Photos sent: waiting for an analyst"), list.html.indexOf("In progress"));
    expect(waitingForAnalyst).toContain("Ada Jansen");
    expect(waitingForAnalyst).not.toContain("Bram de Wit");
    expect(list.html.slice(list.html.indexOf("Awaiting photos"))).toContain("Bram de Wit");
    expect(list.html).toMatch(/href="\/studio\/orders"[^>]*>Orders<span class="studio-count" aria-label="\d+ waiting for an analyst"/);

    const detail = await page(`/studio/orders/${sent.id}`, cookies.editor);
    expect(detail.status).toBe(200);
    expect(detail.html).toContain(sent.email);
    expect(detail.html).toContain("Start work (no refund from now on)");
    expect(detail.html).toContain(`src="/studio/orders/${sent.id}/photos/${sent.photos[0]!.id}"`);
    expect(detail.html).toContain("this browser cannot show it");
    expect(detail.html).toContain(`href="/studio/orders/${sent.id}/photos/${sent.photos[3]!.id}?download=1"`);
    expect(detail.html).toContain("only an admin can cancel it");

    const photo = await get(`/studio/orders/${sent.id}/photos/${sent.photos[0]!.id}`, cookies.editor);
    expect(photo.status).toBe(200);
    expect(photo.bytes).toEqual(JPEG);
    expect(photo.headers.get("Content-Type")).toBe("image/jpeg");
    // The worker answers every studio route with plain `no-store` (no cache at all, a browser's neither): stricter than the route's own `private, no-store`.
    expect(photo.headers.get("Cache-Control")).toBe("private, no-store");
    expect(photo.headers.get("X-Content-Type-Options")).toBe("nosniff");
    const download = await get(`/studio/orders/${sent.id}/photos/${sent.photos[3]!.id}?download=1`, cookies.editor);
    expect(download.headers.get("Content-Disposition")).toMatch(/^attachment;/);

    const signedOut = await get(`/studio/orders/${sent.id}/photos/${sent.photos[0]!.id}`);
    expect(signedOut.status).toBe(302);
    expect(signedOut.bytes).not.toEqual(JPEG);
    expect((await get(`/studio/orders/${sent.id}/photos/${waiting.photos[0]!.id}`, cookies.editor)).status).toBe(404);
    expect((await get(`/studio/orders/${waiting.id}/photos/${sent.photos[0]!.id}`, cookies.editor)).status).toBe(404);
  });

  it("starts work, saves the report with its PDF, and delivers it once: the client is emailed the link to their order", async () => {
    const { id, email } = await order("Cato Bakker");
    const started = await post(`/studio/orders/${id}`, cookies.editor, { intent: "start", seen: await seen(id) });
    expect(started.status).toBe(303);
    expect(await stored(id)).toMatchObject({ order: { status: "in-progress", startedBy: editor } });

    const form = await page(`/studio/orders/${id}`, cookies.editor);
    expect(form.html).toContain("Save the report");
    expect(form.html).not.toContain("Cancel the order");

    const version = await seen(id);
    const notPdf = await post(`/studio/orders/${id}`, cookies.editor, {
      intent: "report",
      seen: version,
      subSeason: "soft-autumn",
      notes: "Warm and muted.",
      bestColours: ["#000000"],
      pdf: new File(["hello"], "report.pdf", { type: "application/pdf" }),
    });
    expect(notPdf.status).toBe(400);
    expect(notPdf.html).toContain("Choose the best colours from the Soft Autumn palette");
    expect(notPdf.html).toContain("That file is not a PDF");
    expect(notPdf.html).toContain("Warm and muted.");

    const paletteHex = /name="bestColours" value="(#[0-9a-f]{6})"/.exec(notPdf.html)![1]!;
    const pdfBytes = new TextEncoder().encode("%PDF-1.7\n% a report\n%%EOF\n");
    const saved = await post(`/studio/orders/${id}`, cookies.editor, {
      intent: "report",
      seen: version,
      subSeason: "soft-autumn",
      notes: "Warm and muted: your photos by the window read soft.",
      bestColours: [paletteHex],
      pdf: new File([pdfBytes], "report.pdf", { type: "application/pdf" }),
    });
    expect(saved.status).toBe(303);
    const report = (await stored(id)).order.report!;
    expect(report).toMatchObject({ subSeason: "soft-autumn", bestColours: [paletteHex], writtenBy: editor, pdf: { bytes: pdfBytes.length } });
    expect(new Uint8Array(await (await env.MEDIA!.get(analysisFileKey(id, report.pdf!.id)))!.arrayBuffer())).toEqual(pdfBytes);
    // A stale page: the form of before the save.
    expect((await post(`/studio/orders/${id}`, cookies.editor, { intent: "deliver", seen: version })).status).toBe(409);

    const current = await seen(id);
    const before = mailTo(email).length;
    const delivered = await post(`/studio/orders/${id}`, cookies.editor, { intent: "deliver", seen: current });
    expect(delivered.status).toBe(303);
    const again = await post(`/studio/orders/${id}`, cookies.editor, { intent: "deliver", seen: current });
    expect(again.status).toBe(409);
    expect((await stored(id)).order.status).toBe("delivered");
    const emails = mailTo(email).slice(before);
    expect(emails).toHaveLength(1);
    expect(emails[0]!.email.header("subject")).toBe("Your Digital colour analysis: your report is ready");
    expect(emails[0]!.email.text).toContain("you are a Soft Autumn");
    expect(emails[0]!.email.text).toContain("90 days");
    const token = /\/analysis\/(\S+)/.exec(emails[0]!.email.text)![1]!;
    const linked = await orderOfToken({ ...app(), config: { studio: { sessionSecrets: [studioEnv.STUDIO_SESSION_SECRETS.split(",")[0] ?? STUDIO_TEST_SECRET] } } } as unknown as AppContext, token);
    expect(linked?.id).toBe(id);
  });

  it("cancels before work starts only by an admin, refunding Mollie's part in full and the voucher's onto the voucher", async () => {
    const { id, email, providerId, voucherCode, photos } = await order("Door Smit", { voucherCents: 3000 });
    expect((await voucherDoc(site, voucherCode)).balanceCents).toBe(2000);

    const byEditor = await post(`/studio/orders/${id}`, cookies.editor, { intent: "cancel", confirm: "yes", seen: await seen(id) });
    expect(byEditor.status).toBe(403);
    expect(byEditor.html).toContain("Only an admin can cancel an order that refunds money");
    expect((await stored(id)).order.status).toBe("sent");

    const cancelled = await post(`/studio/orders/${id}`, cookies.admin, { intent: "cancel", confirm: "yes", seen: await seen(id) });
    expect(cancelled.status).toBe(303);
    expect((await stored(id)).order).toMatchObject({ status: "cancelled", cancelledBy: admin });
    const refunds = (await simulated(providerId)).refunds;
    expect(refunds.map((refund) => refund.amount.value)).toEqual(["65.00"]);
    expect((await voucherDoc(site, voucherCode)).balanceCents).toBe(5000);
    expect(await env.MEDIA!.head(analysisFileKey(id, photos[0]!.id))).toBeNull();
    const email_ = mailTo(email).find((sent) => sent.email.header("subject") === "Cancelled: your Digital colour analysis")!;
    expect(email_.email.text).toContain("€65");
    expect(email_.email.text).toContain("€30");

    const audit = (await site.documents("StudioAudit")).filter((entry) => entry.document === `AnalysisOrders/${id}`);
    expect(audit.map((entry) => entry.action)).toEqual(["Cancelled a digital analysis before work started"]);
    expect(JSON.stringify(audit)).not.toContain(email);
    expect(JSON.stringify(audit)).not.toContain("Door Smit");
  });

  it("refuses a cancellation once work has started: nothing is refunded", async () => {
    const { id, providerId } = await order("Eva Visser");
    expect((await post(`/studio/orders/${id}`, cookies.editor, { intent: "start", seen: await seen(id) })).status).toBe(303);
    const refused = await post(`/studio/orders/${id}`, cookies.admin, { intent: "cancel", confirm: "yes", seen: await seen(id) });
    expect(refused.status).toBe(409);
    expect(refused.html).toContain("Work on this order has started");
    expect((await stored(id)).order.status).toBe("in-progress");
    expect((await simulated(providerId)).refunds).toEqual([]);
    const { cancelAnalysisOrder } = await import("~/analysis/cancel.server");
    expect(await cancelAnalysisOrder({ ...app() } as unknown as AppContext, {}, await stored(id), "client")).toBe("too-late");
  });

  it("after work has started, an admin may still refund by hand, part or all, once per post; an editor may not, and before the start it is a cancellation", async () => {
    const { id, providerId } = await order("Noor Mulder");
    const early = await post(`/studio/orders/${id}`, cookies.admin, { intent: "refund", amount: "20", confirm: "yes", refundsSeen: "0" });
    expect(early.status).toBe(409);
    expect(early.html).toContain("cancel the order instead");
    expect((await page(`/studio/orders/${id}`, cookies.admin)).html).not.toContain("Refund by hand");

    expect((await post(`/studio/orders/${id}`, cookies.editor, { intent: "start", seen: await seen(id) })).status).toBe(303);
    const shown = await page(`/studio/orders/${id}`, cookies.admin);
    expect(shown.html).toContain("Refund by hand");
    expect(shown.html).toContain("At most €95, what remains");
    expect((await page(`/studio/orders/${id}`, cookies.editor)).html).not.toContain("Refund by hand");
    expect((await post(`/studio/orders/${id}`, cookies.editor, { intent: "refund", amount: "20", confirm: "yes", refundsSeen: "0" })).status).toBe(403);

    const tooMuch = await post(`/studio/orders/${id}`, cookies.admin, { intent: "refund", amount: "96", confirm: "yes", refundsSeen: "0" });
    expect(tooMuch.status).toBe(400);
    expect(tooMuch.html).toContain("Enter at most €95");
    const made = await post(`/studio/orders/${id}`, cookies.admin, { intent: "refund", amount: "30", confirm: "yes", refundsSeen: "0" });
    expect([made.status, made.location]).toEqual([303, `/studio/orders/${id}?refunded=1`]);
    // The same post again (a double click) finds the refund recorded and refunds nothing more.
    const twice = await post(`/studio/orders/${id}`, cookies.admin, { intent: "refund", amount: "30", confirm: "yes", refundsSeen: "0" });
    expect(twice.status).toBe(409);
    expect((await simulated(providerId)).refunds.map((refund) => refund.amount.value)).toEqual(["30.00"]);
    const after = await page(made.location!, cookies.admin);
    expect(after.html).toContain("The refund was made at Mollie");
    expect(after.html).toContain("At most €65, what remains");
    expect((await stored(id)).order.status).toBe("in-progress");
    const audit = (await site.documents("StudioAudit")).filter((entry) => String(entry.document).startsWith("Payments/") && String(entry.document).endsWith(id));
    expect(audit.map((entry) => entry.action)).toEqual(["Refunded a payment by hand"]);
  });

  it("asks once for a second set of photos at no charge: the client is emailed the note, adds and sends again, and work that had started stays started", async () => {
    const { id, email, providerId } = await order("Lotte Bakker");
    expect((await post(`/studio/orders/${id}`, cookies.editor, { intent: "start", seen: await seen(id) })).status).toBe(303);
    const empty = await post(`/studio/orders/${id}`, cookies.editor, { intent: "second-set", note: "  ", seen: await seen(id) });
    expect(empty.status).toBe(400);
    expect(empty.html).toContain("Write the client a note");

    const note = "The window light is behind you in all three.\n\nPlease face the window, and hold the white sheet beside your chin.";
    const asked = await post(`/studio/orders/${id}`, cookies.editor, { intent: "second-set", note, seen: await seen(id) });
    expect([asked.status, asked.location]).toEqual([303, `/studio/orders/${id}?second-set=1`]);
    const after = await stored(id);
    expect(after.order.status).toBe("awaiting-photos");
    expect(after.order.secondSet?.note).toBe(note);
    expect(after.order.photos).toHaveLength(3);
    const again = await post(`/studio/orders/${id}`, cookies.admin, { intent: "second-set", note: "And again", seen: await seen(id) });
    expect(again.status).toBe(409);
    const studioPage = (await page(`/studio/orders/${id}`, cookies.admin)).html;
    expect(studioPage).toContain("Asked for");
    // Work had started, so the refund stays by hand, as the page says.
    expect(studioPage).toContain("Refund by hand");

    const mail = mailTo(email).at(-1)!.email;
    expect(mail.header("subject")).toBe("Your Digital colour analysis: a second set of photos, please");
    expect(mail.text).toContain("Please face the window, and hold the white sheet beside your chin.");
    expect(mail.text).toContain("It costs nothing.");
    const link = /https?:\/\/\S+\/analysis\/\S+/.exec(mail.text)![0];
    const clientPage = await page(new URL(link).pathname, "");
    expect(clientPage.html).toContain("A second set of photos, please");
    expect(clientPage.html).toContain("Please face the window");
    expect(clientPage.html).toContain("Send for analysis");
    // Work had started: the client's page offers no cancellation, and a cancellation refunds nothing.
    expect(clientPage.html).not.toContain("Cancel my order");
    const { cancelAnalysisOrder } = await import("~/analysis/cancel.server");
    expect(await cancelAnalysisOrder({ ...app() } as unknown as AppContext, {}, await stored(id), "client")).toBe("too-late");
    expect((await simulated(providerId)).refunds).toEqual([]);
    // The client sends again (here the same three), and the analyst starts again.
    expect((await post(new URL(link).pathname, "", { intent: "send" })).status).toBe(303);
    expect((await stored(id)).order.status).toBe("sent");
    expect((await post(`/studio/orders/${id}`, cookies.editor, { intent: "start", seen: await seen(id) })).status).toBe(303);
    expect((await stored(id)).order.status).toBe("in-progress");
    expect((await page(`/studio/orders/${id}`, cookies.editor)).html).not.toContain("Ask for a second set");
    const audit = (await site.documents("StudioAudit")).filter((entry) => entry.document === `AnalysisOrders/${id}`).map((entry) => entry.action);
    expect(audit).toContain("Asked for a second set of photos");
  });

  it("a client's cancellation and the studio's \"Start work\" sent at the same moment: exactly one wins, and the refund follows the one that did", async () => {
    const { analysisOrderToken } = await import("~/analysis/order-link.server");
    for (const name of ["Sanne de Wit", "Iris Smit", "Fleur Meijer"]) {
      const { id, providerId } = await order(name);
      const token = await analysisOrderToken([studioEnv.STUDIO_SESSION_SECRETS.split(",")[0] ?? STUDIO_TEST_SECRET], await stored(id));
      const version = await seen(id);
      const [cancelled, started] = await Promise.all([
        post(`/analysis/${token}`, "", { intent: "cancel", confirm: "yes" }),
        post(`/studio/orders/${id}`, cookies.editor, { intent: "start", seen: version }),
      ]);
      const { status } = (await stored(id)).order;
      const refunds = (await simulated(providerId)).refunds.map((refund) => refund.amount.value);
      if (status === "cancelled") {
        expect([cancelled.status, started.status]).toEqual([303, 409]);
        expect(refunds).toEqual(["95.00"]);
      } else {
        expect(status).toBe("in-progress");
        expect([cancelled.status, started.status]).toEqual([409, 303]);
        expect(refunds).toEqual([]);
      }
    }
  });
});
