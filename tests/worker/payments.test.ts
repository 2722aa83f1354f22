import { describe, expect, it } from "vitest";
import { callWorker } from "./support";
import { bookingDetails, bookingSite, offered, weeksAhead, type BookingSite } from "./support/booking-site";
import { bookAndCheckout, freeSlot, one, paidAfterRebooked, PAYING, pay, providerIdOf, SELF_PAGE, SIMULATOR, simulated, sitePath, webhook } from "./support/mollie";

/**
 * Deposits paid at Mollie's checkout, against the local Mollie simulator (scripts/lib/mollie-simulator.mjs),
 * which the worker calls exactly as it would call api.mollie.com. The simulator's webhook goes to
 * SITE_URL, which nothing answers in these tests (port 9, discard): like a webhook Mollie could not
 * deliver, the test delivers it itself, as Mollie's retry would.
 */
const SITE = PAYING;

describe("a deposit paid at the checkout", () => {
  it("holds the time while the visitor pays, confirms it on the webhook, and emails the receipt with its VAT", async () => {
    const site = await bookingSite("deposit-paid", SITE);
    const page = await site.get(`${SELF_PAGE}&from=${weeksAhead(5)}`);
    expect(page.body).toContain("A deposit of €50 secures your time");
    expect(page.body).toContain("Book and pay");
    const slot = offered(page.body)[0]!;

    const first = await site.post(SELF_PAGE, bookingDetails("Ada Jansen", slot));
    expect(first.status).toBe(303);
    const checkout = first.location!;
    const browser = first.cookie;
    const booking = await one(site.documents("Bookings"));
    expect(booking).toMatchObject({ status: "held", payment: { kind: "deposit", amountCents: 5000, paymentId: booking.id } });
    expect(Date.parse(String(booking.holdUntil)) - Date.now()).toBeGreaterThan(19 * 60_000);
    const payment = await one(site.documents("Payments"));
    expect(payment).toMatchObject({ id: booking.id, purpose: "deposit", status: "open", amountCents: 5000, providerId: providerIdOf(checkout) });
    // Held is taken: no other visitor is offered the time while it is paid for.
    expect(offered((await site.get(`${SELF_PAGE}&from=${weeksAhead(5)}`)).body)).not.toContain(slot);

    // A double click, or Back and send again: the same payment, made once at Mollie under the booking's id.
    const again = await site.post(SELF_PAGE, bookingDetails("Ada Jansen", slot), undefined, browser);
    expect(again.location).toBe(checkout);
    const atMollie = await simulated(providerIdOf(checkout));
    expect(atMollie).toMatchObject({ status: "open", idempotencyKey: `${site.projectId}/${booking.id}`, amount: { value: "50.00" } });

    // Back from the bank before the webhook: the page reads Firestore, which says "waiting".
    const returnPath = sitePath(atMollie.redirectUrl);
    const waiting = await site.get(returnPath);
    expect(waiting.status).toBe(200);
    expect(waiting.body).toContain("Waiting for your bank");
    expect(waiting.body).toContain("Check again");

    const back = await pay(checkout, "paid");
    expect(back).toBe(atMollie.redirectUrl);
    expect((await simulated(providerIdOf(checkout))).webhookCalls.length).toBeGreaterThan(0);
    expect(await webhook(site, providerIdOf(checkout))).toEqual({ status: 200, body: "OK: confirmed\n" });
    expect(await one(site.documents("Bookings"))).toMatchObject({ status: "confirmed" });
    expect(await one(site.documents("Payments"))).toMatchObject({ status: "paid", method: "ideal" });

    const visitor = site.mail.sent.find((sent) => sent.to === "ada.jansen@example.org")!.email;
    expect(visitor.header("subject")).toContain("Booked:");
    expect(visitor.text).toContain("Deposit for In-Person Colour Analysis: €50");
    expect(visitor.text).toContain("Including VAT (21%): €8.68");
    expect(visitor.text).toContain(`reference ${providerIdOf(checkout)}`);
    expect(visitor.text).toContain("Still to pay at your session: €195");
    const paid = await site.get(returnPath);
    expect(paid.body).toContain("Deposit paid");
    expect(paid.body).not.toContain("Waiting for your bank");

    // The same webhook again, late: nothing more is written or sent.
    const sentBefore = site.mail.sent.length;
    expect(await webhook(site, providerIdOf(checkout))).toEqual({ status: 200, body: "OK: unchanged\n" });
    expect(site.mail.sent).toHaveLength(sentBefore);
  });

  it.each(["failed", "canceled", "expired"] as const)("%s: the time is released, and the return page books it again with the details kept", async (outcome) => {
    const site = await bookingSite(`deposit-${outcome}`, SITE);
    const slot = await freeSlot(site, 6);
    const checkout = await bookAndCheckout(site, "Bram de Wit", slot);
    const back = await pay(checkout, outcome);
    expect(await webhook(site, providerIdOf(checkout))).toEqual({ status: 200, body: "OK: released\n" });

    const booking = await one(site.documents("Bookings"));
    expect(booking).toMatchObject({ status: "released", claims: [] });
    expect(await site.documents("BookingClaims")).toHaveLength(0);
    expect(await one(site.documents("Payments"))).toMatchObject({ status: outcome });
    expect(offered((await site.get(`${SELF_PAGE}&from=${weeksAhead(6)}`)).body)).toContain(slot);
    expect(site.mail.sent).toHaveLength(0);

    const page = await site.get(sitePath(back));
    expect(page.body).toContain("Your payment did not go through");
    const fields = Object.fromEntries([...page.body.matchAll(/<input type="hidden" name="(\w+)" value="([^"]*)"/g)].map((match) => [match[1]!, match[2]!]));
    expect(fields).toMatchObject({ name: "Bram de Wit", email: "bram.de.wit@example.org", slot, service: "in-person-color-analysis", flow: "online" });

    const retried = await site.post("/service-booking", fields);
    expect(retried.status).toBe(303);
    expect(retried.location).not.toBe(checkout);
    const held = (await site.documents("Bookings")).find((row) => row.status === "held")!;
    expect(held.id).toBe(`${booking.id}-2`);
  });

  it("open: the webhook changes nothing and the page keeps waiting", async () => {
    const site = await bookingSite("deposit-open", SITE);
    const checkout = await bookAndCheckout(site, "Carla Smit", await freeSlot(site, 7));
    const back = await pay(checkout, "open");
    expect(await webhook(site, providerIdOf(checkout))).toEqual({ status: 200, body: "OK: open\n" });
    expect(await one(site.documents("Bookings"))).toMatchObject({ status: "held" });
    expect((await site.get(sitePath(back))).body).toContain("Waiting for your bank");
  });

  it("answers a webhook for an unknown payment with 200 and changes nothing; a malformed one is 400, a GET 405", async () => {
    const site = await bookingSite("webhook-unknown", SITE);
    const checkout = await bookAndCheckout(site, "Dirk Visser", await freeSlot(site, 8));
    expect(await webhook(site, "tr_Unknown12345")).toEqual({ status: 200, body: "OK\n" });
    expect((await webhook(site, "re_notapayment")).status).toBe(400);
    expect((await webhook(site, "")).status).toBe(400);
    expect((await callWorker("/payments/webhook", site.overrides)).status).toBe(405);
    // A payment made for another site (its metadata names no payment of ours) changes nothing either.
    const foreign = await fetch(`${SIMULATOR}/v2/payments`, {
      method: "POST",
      headers: { Authorization: "Bearer test_workertestsimulatorkey012345678", "Content-Type": "application/json" },
      body: JSON.stringify({ amount: { currency: "EUR", value: "50.00" }, description: "Elsewhere", redirectUrl: "https://example.net/", metadata: { paymentId: "not-ours" } }),
    });
    const { id } = (await foreign.json()) as { id: string };
    await pay(`${SIMULATOR}/checkout/${id}`, "paid");
    expect(await webhook(site, id)).toEqual({ status: 200, body: "OK\n" });
    expect(await one(site.documents("Bookings"))).toMatchObject({ status: "held" });
    expect(providerIdOf(checkout)).not.toBe(id);
  });

  it("makes one payment of two posts sent at once", async () => {
    const site = await bookingSite("deposit-double", SITE);
    const slot = await freeSlot(site, 9);
    const [first, second] = await Promise.all([site.post(SELF_PAGE, bookingDetails("Eva Bakker", slot)), site.post(SELF_PAGE, bookingDetails("Eva Bakker", slot))]);
    expect(first.status).toBe(303);
    expect(second.location).toBe(first.location);
    await one(site.documents("Bookings"));
    await one(site.documents("Payments"));
  });
});

describe("a hold that ends unpaid", () => {
  it("is released by the Cron Trigger; paid later, it is confirmed if the time is still free", async () => {
    const site = await bookingSite("hold-late-free", SITE);
    const slot = await freeSlot(site, 10);
    const checkout = await bookAndCheckout(site, "Femke Mulder", slot);
    // The visitor is at their bank (the checkout is open), so Mollie cannot cancel it any more.
    expect((await fetch(checkout)).status).toBe(200);
    await site.cron(Date.now() + 21 * 60_000);
    expect(await one(site.documents("Bookings"))).toMatchObject({ status: "released" });
    expect(offered((await site.get(`${SELF_PAGE}&from=${weeksAhead(10)}`)).body)).toContain(slot);

    await pay(checkout, "paid");
    expect(await webhook(site, providerIdOf(checkout))).toEqual({ status: 200, body: "OK: confirmed\n" });
    expect(await one(site.documents("Bookings"))).toMatchObject({ status: "confirmed" });
    expect(offered((await site.get(`${SELF_PAGE}&from=${weeksAhead(10)}`)).body)).not.toContain(slot);
  });

  it("paid after its time was booked by someone else, is refunded in full, the visitor told and the studio alerted", async () => {
    const site = await bookingSite("hold-late-taken", SITE);
    const late = await paidAfterRebooked(site, 11);
    expect(await webhook(site, providerIdOf(late))).toEqual({ status: 200, body: "OK: refunded\n" });
    const payments = await site.documents("Payments");
    const refunded = payments.find((payment) => payment.providerId === providerIdOf(late))!;
    expect(refunded).toMatchObject({ status: "paid", refunds: [{ amountCents: 5000, reason: "late-payment", by: "system" }] });
    expect((await simulated(providerIdOf(late))).refunds).toMatchObject([{ amount: { value: "50.00" } }]);
    const bookings = await site.documents("Bookings");
    expect(bookings.find((row) => row.name === "Gijs Vos")).toMatchObject({ status: "released" });
    expect(bookings.find((row) => row.name === "Hanna Peters")).toMatchObject({ status: "confirmed" });
    expect(site.mail.sent.find((sent) => sent.to === "gijs.vos@example.org")?.email.text).toContain("We have refunded the €50 in full");
    expect(site.mail.sent.some((sent) => sent.to === "studio@plumandlinen.example" && sent.email.header("subject")!.startsWith("Refunded a late payment"))).toBe(true);

    // Told again, the webhook refunds nothing more.
    expect((await webhook(site, providerIdOf(late))).body).toBe("OK: unchanged\n");
    expect((await simulated(providerIdOf(late))).refunds).toHaveLength(1);
  });
});

describe("cancelling a paid booking", () => {
  it("refunds the deposit by the refund policy's table when cancelled in time, and says so in the email", async () => {
    const site = await bookingSite("deposit-cancel", SITE);
    const checkout = await bookAndCheckout(site, "Iris Kok", await freeSlot(site, 12));
    const back = await pay(checkout, "paid");
    await webhook(site, providerIdOf(checkout));
    const manage = sitePath(back).replace(/\?.*/, "");

    const cancelled = await site.post(manage, { intent: "cancel", confirm: "yes" });
    expect(cancelled.status).toBe(303);
    expect(await one(site.documents("Payments"))).toMatchObject({ status: "paid", refunds: [{ amountCents: 5000, reason: "cancelled-in-time", by: "system" }] });
    expect((await simulated(providerIdOf(checkout))).refunds).toMatchObject([{ amount: { value: "50.00" }, description: expect.stringMatching(/^Refund: Deposit: /) }]);
    const email = site.mail.sent.filter((sent) => sent.to === "iris.kok@example.org").at(-1)!.email;
    expect(email.header("subject")).toContain("Cancelled:");
    expect(email.text).toContain("We refund the €50 you paid in full.");
    expect((await site.get(manage)).body).toContain("of which €50 refunded");
  });

  it("describes a Dutch booking's refund to Mollie in Dutch, as its payment is described", async () => {
    const site = await bookingSite("deposit-cancel-nl", SITE);
    const dutchPage = SELF_PAGE.replace("/service-booking", "/nl/afspraak-maken");
    const [slot] = offered((await site.get(`${dutchPage}&from=${weeksAhead(12)}`)).body);
    const posted = await site.post(dutchPage, bookingDetails("Joris Meijer", slot!));
    expect(posted.location).toMatch(new RegExp(`^${SIMULATOR}/checkout/tr_\\w+$`));
    const checkout = posted.location!;
    const back = await pay(checkout, "paid");
    await webhook(site, providerIdOf(checkout));
    const manage = sitePath(back).replace(/\?.*/, "");
    expect(manage).toMatch(/^\/nl\/afspraken\//);

    expect((await site.post(manage, { intent: "cancel", confirm: "yes" })).status).toBe(303);
    const payment = await one(site.documents("Payments"));
    expect(payment.description).toMatch(/^Aanbetaling: /);
    const [made] = (await simulated(providerIdOf(checkout))).refunds;
    expect(made).toMatchObject({ amount: { value: "50.00" }, description: `Terugbetaling: ${payment.description}` });
  });
});

const GIFT_ORDER = {
  flow: "voucher",
  amount: "custom",
  customEuros: "120",
  buyerName: "Mieke de Graaf",
  buyerEmail: "mieke@example.org",
  recipientName: "Anouk de Graaf",
  recipientEmail: "anouk@example.net",
  message: "Happy birthday, lieverd!",
  delivery: "email-recipient",
  postalAddress: "",
  terms: "yes",
};

/** A voucher as the studio would have sold it, straight into the project. */
async function voucherOf(site: BookingSite, cents: number): Promise<string> {
  const { issueVoucher } = await import("~/models/vouchers.server");
  const { newVoucherCode } = await import("~/models/voucher-code");
  const code = newVoucherCode();
  const order = { buyerName: "Mieke de Graaf", buyerEmail: "mieke@example.org", recipientName: "Joost Smit", recipientEmail: "", message: "", delivery: "email-buyer" as const, serviceName: "", postalAddress: "" };
  expect(await issueVoucher({ firestore: site.firestore, log: () => {} }, { code, order, amountCents: cents, paymentId: `test-${code}`, now: new Date() })).toBe("issued");
  return code;
}

const voucherDoc = async (site: BookingSite, code: string) => (await site.documents("Vouchers")).find((row) => row.id === code)!;

describe("a gift voucher bought online", () => {
  it("is paid in full at the checkout, issued once with a 12-character code valid for 2 years, and emailed to the recipient", async () => {
    const site = await bookingSite("voucher-bought", SITE);
    const page = await site.get("/gift-a-session");
    expect(page.body).toContain("Buy a gift voucher");
    expect(page.body).toContain("In-Person Colour Analysis: €245");

    const tooMuch = await site.post("/gift-a-session", { ...GIFT_ORDER, customEuros: "900" });
    expect(tooMuch.status).toBe(400);
    expect(tooMuch.body).toContain("Enter an amount in whole euros, from €50 to €500.");

    const ordered = await site.post("/gift-a-session", GIFT_ORDER);
    expect(ordered.status).toBe(303);
    const checkout = ordered.location!;
    expect(checkout).toMatch(new RegExp(`^${SIMULATOR}/checkout/tr_\\w+$`));
    expect((await simulated(providerIdOf(checkout))).amount).toEqual({ currency: "EUR", value: "120.00" });
    const back = await pay(checkout, "paid");
    expect(await webhook(site, providerIdOf(checkout))).toEqual({ status: 200, body: "OK: issued\n" });
    expect(await webhook(site, providerIdOf(checkout))).toEqual({ status: 200, body: "OK: unchanged\n" });

    const voucher = await one(site.documents("Vouchers"));
    expect(voucher).toMatchObject({ status: "active", amountCents: 12000, balanceCents: 12000, recipientName: "Anouk de Graaf", delivery: "email-recipient" });
    expect(voucher.id).toMatch(/^[0-9A-HJKMNP-TV-Z]{12}$/);
    const years = (Date.parse(String(voucher.expiresAt)) - Date.now()) / (365.25 * 86_400_000);
    expect(years).toBeGreaterThan(1.99);
    expect(years).toBeLessThan(2.01);
    const printed = `${voucher.id.slice(0, 4)}-${voucher.id.slice(4, 8)}-${voucher.id.slice(8)}`;
    const toRecipient = site.mail.sent.find((sent) => sent.to === "anouk@example.net")!.email;
    expect(toRecipient.text).toContain(`Code: ${printed}`);
    expect(toRecipient.text).toContain("Happy birthday, lieverd!");
    const toBuyer = site.mail.sent.find((sent) => sent.to === "mieke@example.org")!.email;
    expect(toBuyer.text).toContain("VAT is charged when the voucher is used");
    expect(toBuyer.text).not.toContain(`Code: ${printed}`);
    expect(site.mail.sent).toHaveLength(2);

    const orderPage = await site.get(sitePath(back));
    expect(orderPage.status).toBe(200);
    expect(orderPage.body).toContain(printed);
    // The order's link opens only its own order: a booking's link made for the same id does not.
    expect((await site.get(sitePath(back).replace("/gift-vouchers/", "/bookings/"))).status).toBe(404);
  });

  it("not paid, issues nothing, and its page offers to try again with everything typed", async () => {
    const site = await bookingSite("voucher-failed", SITE);
    const ordered = await site.post("/gift-a-session", GIFT_ORDER);
    const back = await pay(ordered.location!, "failed");
    await webhook(site, providerIdOf(ordered.location!));
    expect(await site.documents("Vouchers")).toHaveLength(0);
    const page = await site.get(sitePath(back));
    expect(page.body).toContain("Your payment did not go through");
    const fields = Object.fromEntries([...page.body.matchAll(/<input type="hidden" name="(\w+)" value="([^"]*)"/g)].map((match) => [match[1]!, match[2]!]));
    expect(fields).toMatchObject({ flow: "voucher", amount: "custom", customEuros: "120", recipientName: "Anouk de Graaf" });
    const again = await site.post("/gift-a-session", fields);
    expect(again.status).toBe(303);
    expect(again.location).not.toBe(ordered.location);
  });
});

describe("a gift voucher redeemed at booking", () => {
  it("pays the deposit from its balance, typed in lower case without dashes: confirmed at once, the rest kept, and given back when cancelled in time", async () => {
    const site = await bookingSite("voucher-redeemed", SITE);
    const code = await voucherOf(site, 12000);
    const booked = await site.post(SELF_PAGE, bookingDetails("Joost Smit", await freeSlot(site, 13), { voucher: code.toLowerCase() }));
    expect(booked.status).toBe(303);
    expect(booked.location).toMatch(/^\/bookings\/.+\?booked=1$/);
    expect(await one(site.documents("Bookings"))).toMatchObject({ status: "confirmed", payment: { voucherCode: code, voucherCents: 5000, paymentId: "" } });
    expect(await site.documents("Payments")).toHaveLength(0);
    expect(await voucherDoc(site, code)).toMatchObject({ balanceCents: 7000 });
    const email = site.mail.sent.find((sent) => sent.to === "joost.smit@example.org")!.email;
    expect(email.text).toContain(`Paid with gift voucher ${code.slice(0, 4)}-${code.slice(4, 8)}-${code.slice(8)}: €50`);

    expect((await site.post(booked.location!.replace(/\?.*/, ""), { intent: "cancel", confirm: "yes" })).status).toBe(303);
    expect(await voucherDoc(site, code)).toMatchObject({ balanceCents: 12000 });
    // Told twice, it gives back once.
    expect((await site.post(booked.location!.replace(/\?.*/, ""), { intent: "cancel", confirm: "yes" })).status).toBe(409);
    expect(await voucherDoc(site, code)).toMatchObject({ balanceCents: 12000 });
  });

  it("pays part of the deposit when less is left, the rest at the checkout; not paid, the voucher gets its part back", async () => {
    const site = await bookingSite("voucher-part", SITE);
    const code = await voucherOf(site, 3000);
    const checkout = await bookAndCheckout(site, "Lotte Jong", await freeSlot(site, 14));
    expect((await simulated(providerIdOf(checkout))).amount).toEqual({ currency: "EUR", value: "50.00" });
    const second = await site.post(SELF_PAGE, bookingDetails("Lotte Jong", await freeSlot(site, 15), { voucher: code }));
    expect(second.status).toBe(303);
    expect((await simulated(providerIdOf(second.location!))).amount).toEqual({ currency: "EUR", value: "20.00" });
    expect(await voucherDoc(site, code)).toMatchObject({ balanceCents: 0 });
    await pay(second.location!, "expired");
    expect((await webhook(site, providerIdOf(second.location!))).body).toBe("OK: released\n");
    expect(await voucherDoc(site, code)).toMatchObject({ balanceCents: 3000 });
  });

  it("refuses a code that is unknown, mistyped or spent beside the field, and limits the guessing", async () => {
    const site = await bookingSite("voucher-refused", SITE);
    const spent = await voucherOf(site, 5000);
    await site.post(SELF_PAGE, bookingDetails("Mila Bos", await freeSlot(site, 16), { voucher: spent }));
    const slot = await freeSlot(site, 17);
    const ip = "203.0.113.250";
    const refused = await site.post(SELF_PAGE, bookingDetails("Noor Dekker", slot, { voucher: spent }), ip);
    expect(refused.status).toBe(400);
    expect(refused.body).toContain("This voucher has been used in full");
    const unknown = await site.post(SELF_PAGE, bookingDetails("Noor Dekker", slot, { voucher: "K7QM-3XPA-9D2F" }), ip);
    expect(unknown.body).toContain("We don&#x27;t recognise that code");
    let last = unknown.status;
    for (let attempt = 0; attempt < 5 && last !== 429; attempt++) last = (await site.post(SELF_PAGE, bookingDetails("Noor Dekker", slot, { voucher: `ZZZZ-ZZZZ-ZZZ${attempt}` }), ip)).status;
    expect(last).toBe(429);
  });

  it("spent by two bookings at once, pays for exactly one of them", async () => {
    const site = await bookingSite("voucher-race", SITE);
    const code = await voucherOf(site, 5000);
    // Both times read first, so the two posts start together rather than one after a page render.
    const [olaf, pien] = [await freeSlot(site, 18), await freeSlot(site, 19)];
    const [first, second] = await Promise.all([
      site.post(SELF_PAGE, bookingDetails("Olaf Vries", olaf, { voucher: code })),
      site.post(SELF_PAGE, bookingDetails("Pien Maas", pien, { voucher: code })),
    ]);
    // The loser is told at its check (the voucher read as spent) or at its commit (spent meanwhile).
    const [winner, loser] = first.status === 303 ? [first, second] : [second, first];
    expect(winner.status).toBe(303);
    expect([400, 409]).toContain(loser.status);
    expect(loser.body).toMatch(/Your voucher was used for another booking a moment ago|This voucher has been used in full/);
    expect(await voucherDoc(site, code)).toMatchObject({ balanceCents: 0 });
    expect((await site.documents("Bookings")).filter((row) => row.status === "confirmed")).toHaveLength(1);
  });
});

describe("what a post cannot take", () => {
  it("a booking form carrying someone else's booking id as its submission id gets nothing of that booking", async () => {
    const site = await bookingSite("forged-id", SITE);
    const slot = await freeSlot(site, 20);
    await bookAndCheckout(site, "Quinten Hoek", slot);
    const victim = await one(site.documents("Bookings"));
    const forged = await site.post(SELF_PAGE, { ...bookingDetails("Rik Vos", await freeSlot(site, 21)), submissionId: victim.id });
    expect(forged.status).toBe(400);
    expect(forged.location).toBeNull();
    expect(forged.body).not.toContain(victim.id);
    expect(forged.body).not.toContain("/bookings/");
    const orders = await site.post("/gift-a-session", { ...GIFT_ORDER, submissionId: victim.id });
    expect(orders.status).toBe(400);
    expect(orders.location).toBeNull();
  });

  it("lets a booking form's answer redirect to the checkout and nowhere else (form-action)", async () => {
    const site = await bookingSite("form-action", SITE);
    const response = await callWorker(SELF_PAGE, site.overrides);
    const policy = response.headers.get("Content-Security-Policy") ?? "";
    expect(policy).toContain(`form-action 'self' ${SIMULATOR};`);
    await response.text();
  });
});

describe("the right of withdrawal", () => {
  it("asks for an express request to book a session within the 14 days, stores it, and repeats it in the confirmation", async () => {
    const site = await bookingSite("early-start", SITE);
    const slot = await freeSlot(site, 1);
    expect(Date.parse(slot) - Date.now()).toBeLessThan(13 * 86_400_000);
    const refused = await site.post(SELF_PAGE, bookingDetails("Sara Mol", slot));
    expect(refused.status).toBe(400);
    expect(refused.body).toContain("This time is within 14 days: tick the box to ask for it, or choose a later time.");
    expect(await site.documents("Bookings")).toHaveLength(0);

    const asked = await site.post(SELF_PAGE, bookingDetails("Sara Mol", slot, { earlyStart: "yes" }));
    expect(asked.status).toBe(303);
    expect(await one(site.documents("Bookings"))).toHaveProperty("earlyStartRequestedAt");
    await pay(asked.location!, "paid");
    await webhook(site, providerIdOf(asked.location!));
    const email = site.mail.sent.find((sent) => sent.to === "sara.mol@example.org")!.email;
    expect(email.text).toContain("You asked for your session to take place within your 14-day withdrawal period");
  });
});
