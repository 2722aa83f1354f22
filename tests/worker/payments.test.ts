import { describe, expect, inject, it } from "vitest";
import { callWorker } from "./support";
import { bookingDetails, bookingSite, offered, weeksAhead, type BookingSite } from "./support/booking-site";

/**
 * Deposits paid at Mollie's checkout, against the local Mollie simulator (scripts/lib/mollie-simulator.mjs),
 * which the worker calls exactly as it would call api.mollie.com. The simulator's webhook goes to
 * SITE_URL, which nothing answers in these tests (port 9, discard): like a webhook Mollie could not
 * deliver, the test delivers it itself, as Mollie's retry would.
 */
const SIMULATOR = inject("mollieSimulatorUrl");
const SELF_PAGE = "/service-booking?mode=self&service=in-person-color-analysis";
const SITE = { SITE_URL: "http://127.0.0.1:9" };

type SimulatedPayment = {
  id: string;
  status: string;
  redirectUrl: string;
  idempotencyKey: string | null;
  amount: { value: string };
  refunds: Array<{ id: string; amount: { value: string }; status: string }>;
  webhookCalls: unknown[];
};

async function simulated(id: string): Promise<SimulatedPayment> {
  const response = await fetch(`${SIMULATOR}/_simulator/payments/${id}`);
  expect(response.status).toBe(200);
  return (await response.json()) as SimulatedPayment;
}

/** The visitor at the checkout: opens it (as a browser does), then presses a test-mode button. Returns where they are sent. */
async function pay(checkoutUrl: string, status: "paid" | "failed" | "canceled" | "expired" | "open"): Promise<string> {
  expect((await fetch(checkoutUrl)).status).toBe(200);
  const response = await fetch(checkoutUrl, { method: "POST", body: new URLSearchParams({ status }), redirect: "manual" });
  expect(response.status).toBe(303);
  return response.headers.get("Location")!;
}

/** Mollie's webhook call: a form post with the payment's id and no Origin, from Mollie's servers. */
async function webhook(site: BookingSite, id: string) {
  const response = await callWorker("/payments/webhook", site.overrides, {
    method: "POST",
    body: new URLSearchParams({ id }),
    headers: { "Content-Type": "application/x-www-form-urlencoded", "CF-Connecting-IP": "198.51.100.7" },
  });
  return { status: response.status, body: await response.text() };
}

const sitePath = (url: string) => new URL(url).pathname + new URL(url).search;
const providerIdOf = (checkoutUrl: string) => checkoutUrl.split("/").pop()!;

/** A free start `weeks` weeks ahead, and the page it was read from. */
async function freeSlot(site: BookingSite, weeks: number, index = 0): Promise<string> {
  const page = await site.get(`${SELF_PAGE}&from=${weeksAhead(weeks)}`);
  expect(page.status).toBe(200);
  const slot = offered(page.body)[index];
  expect(slot).toBeDefined();
  return slot!;
}

async function bookAndCheckout(site: BookingSite, name: string, slot: string) {
  const posted = await site.post(SELF_PAGE, bookingDetails(name, slot));
  expect(posted.status).toBe(303);
  expect(posted.location).toMatch(new RegExp(`^${SIMULATOR}/checkout/tr_\\w+$`));
  return posted.location!;
}

const one = async <T>(rows: Promise<T[]>): Promise<T> => {
  const all = await rows;
  expect(all).toHaveLength(1);
  return all[0]!;
};

describe("a deposit paid at the checkout", () => {
  it("holds the time while the visitor pays, confirms it on the webhook, and emails the receipt with its VAT", async () => {
    const site = await bookingSite("deposit-paid", SITE);
    const page = await site.get(`${SELF_PAGE}&from=${weeksAhead(5)}`);
    expect(page.body).toContain("A deposit of €50 secures your time");
    expect(page.body).toContain("Book and pay €50");
    const slot = offered(page.body)[0]!;

    const checkout = await bookAndCheckout(site, "Ada Jansen", slot);
    const booking = await one(site.documents("Bookings"));
    expect(booking).toMatchObject({ status: "held", payment: { kind: "deposit", amountCents: 5000, paymentId: booking.id } });
    expect(Date.parse(String(booking.holdUntil)) - Date.now()).toBeGreaterThan(19 * 60_000);
    const payment = await one(site.documents("Payments"));
    expect(payment).toMatchObject({ id: booking.id, purpose: "deposit", status: "open", amountCents: 5000, providerId: providerIdOf(checkout) });
    // Held is taken: no other visitor is offered the time while it is paid for.
    expect(offered((await site.get(`${SELF_PAGE}&from=${weeksAhead(5)}`)).body)).not.toContain(slot);

    // A double click, or Back and send again: the same payment, made once at Mollie under the booking's id.
    const again = await site.post(SELF_PAGE, bookingDetails("Ada Jansen", slot));
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
    const slot = await freeSlot(site, 11);
    const late = await bookAndCheckout(site, "Gijs Vos", slot);
    expect((await fetch(late)).status).toBe(200);
    await site.cron(Date.now() + 21 * 60_000);

    const other = await bookAndCheckout(site, "Hanna Peters", slot);
    await pay(other, "paid");
    expect((await webhook(site, providerIdOf(other))).body).toBe("OK: confirmed\n");

    await pay(late, "paid");
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
    expect((await simulated(providerIdOf(checkout))).refunds).toMatchObject([{ amount: { value: "50.00" } }]);
    const email = site.mail.sent.filter((sent) => sent.to === "iris.kok@example.org").at(-1)!.email;
    expect(email.header("subject")).toContain("Cancelled:");
    expect(email.text).toContain("We refund the €50 you paid in full.");
    expect((await site.get(manage)).body).toContain("of which €50 refunded");
  });
});
