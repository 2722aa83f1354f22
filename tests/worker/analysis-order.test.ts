import { describe, expect, it } from "vitest";
import { bookingSite, pageText as text, type BookingSite } from "./support/booking-site";
import { PAYING, pay, providerIdOf, simulated, SIMULATOR, sitePath, webhook } from "./support/mollie";

// Ordering the digital analysis (issue 42, item 1): no time to choose, paid in full at the
// checkout or by a voucher, the confirmation with the private link once paid.

const ORDER_PAGE = "/service-booking?mode=self&service=digital-color-analysis";

const details = (name: string, extra: Record<string, string> = {}) => ({
  flow: "analysis",
  name,
  email: `${name.toLowerCase().replace(/\W+/g, ".")}@example.org`,
  postalAddress: "Twijnstraat 12, 3511 ZL Utrecht, Netherlands",
  voucher: "",
  terms: "yes",
  earlyStart: "yes",
  ...extra,
});

async function voucherOf(site: BookingSite, cents: number): Promise<string> {
  const { issueVoucher } = await import("~/models/vouchers.server");
  const { newVoucherCode } = await import("~/models/voucher-code");
  const code = newVoucherCode();
  const order = { buyerName: "Mieke de Graaf", buyerEmail: "mieke@example.org", recipientName: "Joost Smit", recipientEmail: "", message: "", delivery: "email-buyer" as const, serviceName: "", postalAddress: "" };
  expect(await issueVoucher({ firestore: site.firestore, log: () => {} }, { code, order, amountCents: cents, paymentId: `test-${code}`, now: new Date() })).toBe("issued");
  return code;
}

const orders = (site: BookingSite) => site.documents("AnalysisOrders");
const emailsTo = (site: BookingSite, address: string) => site.mail.sent.filter((sent) => sent.to === address).map((sent) => sent.email);
const orderLinkIn = (body: string) => /https?:\/\/[^\s]+\/analysis\/[\w.-]+/.exec(body)?.[0];

describe("ordering the digital analysis", () => {
  it("offers an order form with no time to choose: the price, what happens next, and the express request to start at once", async () => {
    const site = await bookingSite("analysis-order-form", PAYING);
    const page = await site.get(ORDER_PAGE);
    expect(page.status).toBe(200);
    const body = text(page.body);
    expect(body).toContain("Order your Digital Colour Analysis");
    expect(body).toContain("Order and pay €95");
    expect(body).not.toContain('name="slot"');
    expect(body).toContain('name="flow" value="analysis"');
    expect(body).toContain("I ask you to start on my analysis as soon as I send my photos");

    const refused = await site.post(ORDER_PAGE, details("Lotte Bakker", { earlyStart: "", postalAddress: "" }));
    expect(refused.status).toBe(400);
    const answer = text(refused.body);
    expect(answer).toContain("Tick this box to order: we start on your photos as soon as you send them");
    expect(answer).toContain("Enter the postal address for your swatch wallet");
    expect(answer).toContain('value="Lotte Bakker"');
    expect(await orders(site)).toHaveLength(0);
  });

  it("is paid in full at the checkout; once paid the order waits for photos and the client gets the private link, once", async () => {
    const site = await bookingSite("analysis-order-paid", PAYING);
    const posted = await site.post(ORDER_PAGE, details("Sanne Vos"));
    expect(posted.status).toBe(303);
    expect(posted.location).toMatch(new RegExp(`^${SIMULATOR}/checkout/tr_\\w+$`));
    const [order] = await orders(site);
    expect(order).toMatchObject({ status: "awaiting-payment", priceCents: 9500, providerCents: 9500, voucherCents: 0, name: "Sanne Vos", photos: [] });
    const [payment] = await site.documents("Payments");
    expect(payment).toMatchObject({ id: order!.id, purpose: "analysis", amountCents: 9500, status: "open" });

    // The same form again (a double click) goes to the same checkout: one order, one payment.
    const again = await site.post(ORDER_PAGE, details("Sanne Vos", { submissionId: order!.id }));
    expect(again.location).toBe(posted.location);
    expect(await orders(site)).toHaveLength(1);

    const back = await pay(posted.location!, "paid");
    expect(back).toMatch(/\/analysis\/[\w.-]+$/);
    expect((await webhook(site, providerIdOf(posted.location!))).body).toBe("OK: paid\n");
    expect((await orders(site))[0]).toMatchObject({ status: "awaiting-photos" });
    const [confirmation] = emailsTo(site, "sanne.vos@example.org");
    expect(confirmation?.header("subject")).toBe("Your Digital Colour Analysis: send us your photos");
    expect(confirmation!.text).toContain("Paid: €95.");
    expect(orderLinkIn(confirmation!.text)).toBe(back);
    expect(confirmation!.text).toContain("you can cancel on that page for a full refund");

    // Mollie calls again: nothing changes, nothing is sent twice.
    expect((await webhook(site, providerIdOf(posted.location!))).body).toBe("OK: unchanged\n");
    expect(emailsTo(site, "sanne.vos@example.org")).toHaveLength(1);
  });

  it("a voucher that covers the price pays it all: the order waits for photos at once, the voucher's balance is less by the price", async () => {
    const site = await bookingSite("analysis-order-voucher", PAYING);
    const code = await voucherOf(site, 12_000);
    const posted = await site.post(ORDER_PAGE, details("Femke de Wit", { voucher: code }));
    expect(posted.status).toBe(303);
    expect(posted.location).toMatch(/^\/analysis\/[\w.-]+$/);
    expect((await orders(site))[0]).toMatchObject({ status: "awaiting-photos", providerCents: 0, voucherCents: 9500, voucherCode: code });
    expect(await site.documents("Payments")).toHaveLength(0);
    expect((await site.documents("Vouchers")).find((row) => row.id === code)).toMatchObject({ balanceCents: 2500 });
    expect(orderLinkIn(emailsTo(site, "femke.de.wit@example.org")[0]!.text)).toContain(posted.location!);
  });

  it("a voucher worth less pays its part; a payment that fails gives it back, and the same order sent again is a new try", async () => {
    const site = await bookingSite("analysis-order-failed", PAYING);
    const code = await voucherOf(site, 3000);
    const posted = await site.post(ORDER_PAGE, details("Iris Mulder", { voucher: code }));
    const [order] = await orders(site);
    expect(order).toMatchObject({ providerCents: 6500, voucherCents: 3000 });
    expect((await site.documents("Payments"))[0]).toMatchObject({ amountCents: 6500 });

    await pay(posted.location!, "failed");
    expect((await webhook(site, providerIdOf(posted.location!))).body).toBe("OK: not-paid\n");
    expect((await orders(site))[0]).toMatchObject({ status: "not-paid" });
    expect((await site.documents("Vouchers")).find((row) => row.id === code)).toMatchObject({ balanceCents: 3000 });
    expect(emailsTo(site, "iris.mulder@example.org")).toHaveLength(0);

    const retry = await site.post(ORDER_PAGE, details("Iris Mulder", { voucher: code, submissionId: order!.id }));
    expect(retry.status).toBe(303);
    expect(retry.location).not.toBe(posted.location);
    expect((await orders(site)).map((row) => row.id).sort()).toEqual([order!.id, `${order!.id}-2`]);
  });

  it("refuses a voucher code that is unknown, beside its field, and orders nothing", async () => {
    const site = await bookingSite("analysis-order-bad-voucher", PAYING);
    const refused = await site.post(ORDER_PAGE, details("Noor Peters", { voucher: "ZZZZ-ZZZZ-ZZZZ" }));
    expect(refused.status).toBe(400);
    expect(text(refused.body)).toContain("We don't recognise that code.");
    expect(await orders(site)).toHaveLength(0);
  });

  it("back from the checkout before the webhook, the order's page finds it paid; the client cancels before work starts and is refunded in full", async () => {
    const site = await bookingSite("analysis-order-return", PAYING);
    const posted = await site.post(ORDER_PAGE, details("Roos Hendriks"));
    const page = sitePath(await pay(posted.location!, "paid"));
    const arrived = await site.get(page);
    expect(arrived.status).toBe(200);
    expect(arrived.headers.get("Cache-Control")).toMatch(/private, no-store|no-store/);
    expect(text(arrived.body)).toContain("Send us your photos");
    expect(emailsTo(site, "roos.hendriks@example.org")).toHaveLength(1);
    expect(text(arrived.body)).toContain("Cancel your order");

    const unconfirmed = await site.post(page, { intent: "cancel" });
    expect(unconfirmed.status).toBe(400);
    expect(text(unconfirmed.body)).toContain("Tick the box to confirm that you want to cancel your order.");
    const cancelled = await site.post(page, { intent: "cancel", confirm: "yes" });
    expect(cancelled.status).toBe(303);
    expect(cancelled.location).toMatch(/\?done=cancelled$/);
    expect((await orders(site))[0]).toMatchObject({ status: "cancelled" });
    const refunds = (await simulated(providerIdOf(posted.location!))).refunds;
    expect(refunds.map((refund) => refund.amount.value)).toEqual(["95.00"]);
    expect(text((await site.get(cancelled.location!)).body)).toContain("Your order is cancelled");
    // A second cancel refunds nothing more.
    await site.post(page, { intent: "cancel", confirm: "yes" });
    expect((await simulated(providerIdOf(posted.location!))).refunds).toHaveLength(1);
  });
});
