import { describe, expect, it } from "vitest";
import { bookingDetails, bookingSite, offered, weeksAhead } from "./support/booking-site";
import { bookAndCheckout, one, PAYING, pay, providerIdOf, SELF_PAGE, simulated, sitePath, webhook } from "./support/mollie";

/**
 * The FAQ's "you pay a €50 deposit … (or the full price, if you prefer)": where a service takes a
 * deposit, the visitor chooses to pay it or the full price, and the checkout, the booking's payment,
 * the receipt and a refund follow the choice. Against the local Mollie simulator, as payments.test.ts.
 */
describe("the deposit or the full price", () => {
  it("offers both with the deposit chosen, and the deposit still books as before", async () => {
    const site = await bookingSite("payment-choice-page", PAYING);
    const page = await site.get(`${SELF_PAGE}&from=${weeksAhead(5)}`);
    const radio = (id: string) => new RegExp(`<input[^>]*id="${id}"[^>]*>`).exec(page.body)?.[0] ?? "";
    expect(radio("booking-pay-deposit")).toContain('value="deposit"');
    expect(radio("booking-pay-deposit")).toContain('checked=""');
    expect(radio("booking-pay-full")).toContain('value="full"');
    expect(radio("booking-pay-full")).not.toContain("checked");
    expect(page.body).toContain("The deposit, €50: €195 is left to pay at your session");
    expect(page.body).toContain("The full price, €245: nothing is left to pay at your session");

    const refused = await site.post(SELF_PAGE, bookingDetails("Femke Smit", offered(page.body)[0]!, { pay: "half" }));
    expect(refused.status).toBe(400);
    expect(refused.body).toContain("Choose to pay the deposit or the full price.");
    expect(await site.documents("Bookings")).toHaveLength(0);
  });

  it("the full price chosen: the checkout asks for €245, the booking records it, and the receipt says nothing is left to pay", async () => {
    const site = await bookingSite("payment-choice-full", PAYING);
    const slot = offered((await site.get(`${SELF_PAGE}&from=${weeksAhead(6)}`)).body)[0]!;
    const checkout = await bookAndCheckout(site, "Lotte Vermeer", slot, { pay: "full" });
    const booking = await one(site.documents("Bookings"));
    expect(booking).toMatchObject({ status: "held", payment: { kind: "full", amountCents: 24_500, priceCents: 24_500, depositCents: 5000 } });
    expect(await one(site.documents("Payments"))).toMatchObject({ amountCents: 24_500 });
    expect((await simulated(providerIdOf(checkout))).amount.value).toBe("245.00");

    const back = await pay(checkout, "paid");
    expect(await webhook(site, providerIdOf(checkout))).toEqual({ status: 200, body: "OK: confirmed\n" });
    const receipt = site.mail.sent.find((sent) => sent.to === "lotte.vermeer@example.org")!.email.text;
    expect(receipt).toContain("In-Person Colour Analysis: €245");
    expect(receipt).toContain("Nothing is left to pay at your session.");
    expect(receipt).not.toContain("Still to pay");

    // Cancelled in time, everything paid comes back, as the refund policy's first row says.
    const manage = sitePath(back).replace(/\?.*/, "");
    expect((await site.post(manage, { intent: "cancel", confirm: "yes" })).status).toBe(303);
    expect(await one(site.documents("Payments"))).toMatchObject({ refunds: [{ amountCents: 24_500, reason: "cancelled-in-time" }] });
    expect((await simulated(providerIdOf(checkout))).refunds).toMatchObject([{ amount: { value: "245.00" } }]);
    expect(site.mail.sent.filter((sent) => sent.to === "lotte.vermeer@example.org").at(-1)!.email.text).toContain("We refund the €245 you paid in full.");
  });
});
