import { describe, expect, it } from "vitest";
import { callWorker } from "./support";
import { bookingSite, type BookingSite } from "./support/booking-site";
import { grantStudioUser, studioCookie, studioEnv } from "./support/studio-session";
import { bookAndCheckout, freeSlot, one, paidAfterRebooked, PAYING, pay, providerIdOf, simulated, sitePath, webhook } from "./support/mollie";

/**
 * One deposit told of by many at once (Mollie's webhooks, the visitor's return, the Cron Trigger),
 * and a deposit refunded in two parts: each outcome written and emailed once, over HTTP against the
 * real emulator and the simulator.
 */

const mailTo = (site: BookingSite, to: string, subject: string) => site.mail.sent.filter((sent) => sent.to === to && sent.email.header("subject")!.startsWith(subject));

describe("a paid deposit settled by many at the same moment", () => {
  it("by three webhooks, the return page and the Cron Trigger: confirmed once, and one confirmation email", async () => {
    const site = await bookingSite("settle-five-ways", PAYING);
    const checkout = await bookAndCheckout(site, "Ada Jansen", await freeSlot(site, 5));
    const providerId = providerIdOf(checkout);
    const back = await pay(checkout, "paid");
    const booking = await one(site.documents("Bookings"));
    // The visitor comes back once the hold has run out: the page then settles the deposit itself, as the Cron Trigger does.
    await site.firestore.commit([{ path: `Bookings/${booking.id}`, data: { holdUntil: new Date(Date.now() - 60_000) }, options: { fields: ["holdUntil"] } }]);

    const [first, second, third, page] = await Promise.all([
      webhook(site, providerId),
      webhook(site, providerId),
      webhook(site, providerId),
      site.get(sitePath(back)),
      site.cron(Date.now() + 60_000),
    ]);
    expect([first, second, third].map((answer) => answer.status)).toEqual([200, 200, 200]);
    expect([first, second, third].filter((answer) => answer.body === "OK: confirmed\n").length).toBeLessThanOrEqual(1);
    expect(page!.status).toBe(200);

    expect(await one(site.documents("Bookings"))).toMatchObject({ status: "confirmed", sequence: 0 });
    expect(await one(site.documents("Payments"))).toMatchObject({ status: "paid", refunds: [] });
    expect(await site.documents("BookingClaims")).toHaveLength(12);
    expect(mailTo(site, "ada.jansen@example.org", "Booked:")).toHaveLength(1);
    expect(site.mail.sent).toHaveLength(2);
    expect((await site.get(sitePath(back))).body).toContain("Deposit paid");
  });

  it("two late-payment webhooks at once, for a time booked by someone else meanwhile: one refund, and one email to the visitor and one to the studio", async () => {
    const site = await bookingSite("late-twice", PAYING);
    const late = await paidAfterRebooked(site, 6);
    const answers = await Promise.all([webhook(site, providerIdOf(late)), webhook(site, providerIdOf(late))]);
    expect(answers.map((answer) => answer.status)).toEqual([200, 200]);
    expect((await simulated(providerIdOf(late))).refunds).toMatchObject([{ amount: { value: "50.00" } }]);
    const refunded = (await site.documents("Payments")).find((payment) => payment.providerId === providerIdOf(late))!;
    expect(refunded).toMatchObject({ refunds: [{ amountCents: 5000, reason: "late-payment" }] });
    expect(mailTo(site, "gijs.vos@example.org", "Refunded:")).toHaveLength(1);
    expect(mailTo(site, "studio@plumandlinen.example", "Refunded a late payment")).toHaveLength(1);
  });
});

describe("a deposit refunded in two parts", () => {
  it("€20 refunded by hand, then cancelled in time by the visitor: the €30 left is refunded, and the email says €30", async () => {
    const site = await bookingSite("refund-then-cancel", { ...PAYING, ...studioEnv });
    const admin = `refund-admin.${crypto.randomUUID().slice(0, 6)}@plumandlinen.example`;
    await grantStudioUser(site.firestore, admin, "admin");
    const cookie = await studioCookie(admin, site.firestore);
    const checkout = await bookAndCheckout(site, "Iris Kok", await freeSlot(site, 7));
    const providerId = providerIdOf(checkout);
    const back = await pay(checkout, "paid");
    expect((await webhook(site, providerId)).body).toBe("OK: confirmed\n");
    const booking = await one(site.documents("Bookings"));

    const byHand = await callWorker(`/studio/bookings/${booking.id}`, site.overrides, {
      method: "POST",
      body: new URLSearchParams({ intent: "refund", amount: "20", confirm: "yes", refundsSeen: "0" }),
      headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: "https://example.com", Host: "example.com", Cookie: cookie },
      redirect: "manual",
    });
    expect(byHand.status).toBe(303);
    site.mail.sent.length = 0;

    const manage = sitePath(back).replace(/\?.*/, "");
    expect((await site.post(manage, { intent: "cancel", confirm: "yes" })).status).toBe(303);
    expect((await simulated(providerId)).refunds.map((refund) => refund.amount.value)).toEqual(["20.00", "30.00"]);
    expect(await one(site.documents("Payments"))).toMatchObject({
      refunds: [
        { amountCents: 2000, reason: "by-hand", by: admin },
        { amountCents: 3000, reason: "cancelled-in-time" },
      ],
    });
    const email = mailTo(site, "iris.kok@example.org", "Cancelled:")[0]!.email;
    expect(email.text.replace(/\s+/g, " ")).toContain("We refund the €30 still paid, in full (€20 was refunded to you before).");
    expect(email.text).not.toContain("€50");
    expect((await site.get(manage)).body).toContain("of which €50 refunded");
  });
});
