import { describe, expect, it } from "vitest";
import { workerEnv } from "./support";
import { bookingSite, type BookingSite } from "./support/booking-site";
import { grantStudioUser, studioCookie, studioEnv } from "./support/studio-session";
import { bookAndCheckout, endRefund, freeSlot, one, PAYING, pay, providerIdOf, simulated, sitePath, webhook } from "./support/mollie";

/**
 * A refund's status follows Mollie's (app/booking/refunds.server.ts): through the webhook Mollie
 * calls when a refund changes, and through the Cron Trigger for a webhook that never came. The
 * simulator ends a refund as a test says, as a bank would.
 */

const storedPayment = (site: BookingSite) => one(site.documents("Payments"));

const studioMail = (site: BookingSite, subject: string) => site.mail.sent.filter((sent) => sent.to === "studio@plumandlinen.example" && sent.email.header("subject")!.startsWith(subject));

/** A deposit booked, paid and confirmed, then cancelled in time by the visitor: refunded in full at Mollie, the refund on its way. */
async function cancelledDeposit(site: BookingSite, name: string, weeks: number) {
  const checkout = await bookAndCheckout(site, name, await freeSlot(site, weeks));
  const back = await pay(checkout, "paid");
  expect((await webhook(site, providerIdOf(checkout))).body).toBe("OK: confirmed\n");
  expect((await site.post(sitePath(back).replace(/\?.*/, ""), { intent: "cancel", confirm: "yes" })).status).toBe(303);
  const providerId = providerIdOf(checkout);
  const [refund] = (await simulated(providerId)).refunds;
  expect(refund).toMatchObject({ amount: { value: "50.00" } });
  expect(await storedPayment(site)).toMatchObject({ refunds: [{ providerId: refund!.id, amountCents: 5000, status: "pending" }], refundsSettling: true });
  return { providerId, refundId: refund!.id };
}

describe("a refund's status follows Mollie's", () => {
  it("reads refunded once Mollie calls the webhook for it", async () => {
    const site = await bookingSite("refund-webhook", PAYING);
    const { providerId, refundId } = await cancelledDeposit(site, "Ada Jansen", 5);
    await endRefund(providerId, refundId, "refunded");
    expect((await webhook(site, providerId)).status).toBe(200);
    expect(await storedPayment(site)).toMatchObject({ status: "paid", refunds: [{ providerId: refundId, status: "refunded" }], refundsSettling: false });
    expect(studioMail(site, "Refund failed")).toHaveLength(0);
  });

  it("reads refunded after the next Cron run when Mollie's webhook never arrived", async () => {
    const site = await bookingSite("refund-cron", PAYING);
    const { providerId, refundId } = await cancelledDeposit(site, "Bram de Wit", 6);
    await endRefund(providerId, refundId, "refunded");
    await site.cron(Date.now());
    expect(await storedPayment(site)).toMatchObject({ refunds: [{ providerId: refundId, status: "refunded" }], refundsSettling: false });
  });

  it("failed: shown as failed on /studio/payments, the amount refundable again, and the studio emailed once however many webhooks and Cron runs tell of it", async () => {
    const site = await bookingSite("refund-failed", { ...PAYING, ...studioEnv });
    const admin = `refunds-admin.${crypto.randomUUID().slice(0, 6)}@plumandlinen.example`;
    await grantStudioUser(site.firestore, admin, "admin");
    const cookie = { Cookie: await studioCookie(admin, site.firestore) };
    const { providerId, refundId } = await cancelledDeposit(site, "Carla Smit", 7);
    expect((await site.get("/studio/payments", cookie)).body).not.toContain("Refund failed");

    await endRefund(providerId, refundId, "failed");
    const answers = await Promise.all([webhook(site, providerId), webhook(site, providerId), webhook(site, providerId), site.cron(Date.now()).then(() => ({ status: 200 }))]);
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200]);
    expect(await storedPayment(site)).toMatchObject({ refunds: [{ providerId: refundId, status: "failed" }], refundsSettling: false });

    const alerts = studioMail(site, "Refund failed");
    expect(alerts).toHaveLength(1);
    expect(alerts[0]!.email.header("subject")).toContain("€50");
    expect(alerts[0]!.email.text).toContain(refundId);
    expect(alerts[0]!.email.text).toContain("The payer has not received €50");
    // Told again later, nothing more is sent.
    await webhook(site, providerId);
    await site.cron(Date.now());
    expect(studioMail(site, "Refund failed")).toHaveLength(1);

    const table = (await site.get("/studio/payments", cookie)).body.replace(/<!-- -->/g, "");
    expect(table).toContain("A refund below failed at Mollie");
    expect(table).toMatch(/studio-badge--warn">Refund failed<\/span> €50, cancelled in time, failed: not refunded, by the website/);
    const bookingId = (await one(site.documents("Bookings"))).id;
    const bookingPage = (await site.get(`/studio/bookings/${bookingId}`, cookie)).body.replace(/<!-- -->/g, "");
    expect(bookingPage).toMatch(/<dt>Refunded<\/dt><dd>€0<\/dd>/);
    expect(bookingPage).toContain("Failed: not refunded");
  });

  it("of a gift voucher bought online follows the same webhook", async () => {
    const site = await bookingSite("refund-voucher", PAYING);
    const ordered = await site.post("/gift-a-session", {
      flow: "voucher", amount: "custom", customEuros: "120", buyerName: "Mieke de Graaf", buyerEmail: "mieke@example.org", recipientName: "Anouk de Graaf",
      recipientEmail: "anouk@example.net", message: "", delivery: "email-recipient", postalAddress: "", terms: "yes",
    });
    expect(ordered.status).toBe(303);
    const providerId = providerIdOf(ordered.location!);
    await pay(ordered.location!, "paid");
    expect((await webhook(site, providerId)).body).toBe("OK: issued\n");
    // Refunded through the site's own refund, as the studio's would be.
    const { createAppContext } = await import("~/firestore/app-context.server");
    const { refund } = await import("~/payments/checkout.server");
    const { paymentProvider } = await import("~/payments/payment-provider.server");
    const { readPayment } = await import("~/models/payments.server");
    const app = createAppContext(workerEnv({ ...site.overrides }), { waitUntil: () => {} });
    const stored = (await readPayment(app, (await storedPayment(site)).id))!;
    const made = (await refund(app, paymentProvider(app.config)!, stored, { amountCents: 12000, reason: "by-hand", by: "studio@plumandlinen.example", locale: "en" }))!;
    expect(await storedPayment(site)).toMatchObject({ purpose: "voucher", refunds: [{ status: "pending" }], refundsSettling: true });

    await endRefund(providerId, made.providerId, "failed");
    expect((await webhook(site, providerId)).body).toBe("OK: unchanged\n");
    expect(await storedPayment(site)).toMatchObject({ refunds: [{ providerId: made.providerId, status: "failed" }], refundsSettling: false });
    expect(studioMail(site, "Refund failed")).toHaveLength(1);
  });
});
