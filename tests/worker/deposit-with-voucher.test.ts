import { describe, expect, it } from "vitest";
import { callWorker } from "./support";
import { bookingDetails, bookingSite, offered, weeksAhead } from "./support/booking-site";
import { grantStudioUser, studioCookie, studioEnv } from "./support/studio-session";
import { bookAndCheckout, freeSlot, one, PAYING, pay, providerIdOf, SELF_PAGE, simulated, sitePath, voucherDoc, voucherOf, webhook } from "./support/mollie";

/**
 * A deposit paid partly with a gift voucher and the rest at Mollie, over HTTP against the real
 * emulator and the simulator: what goes back where when the hold ends or the booking is cancelled,
 * and a voucher that can no longer pay.
 */

const printed = (code: string) => `${code.slice(0, 4)}-${code.slice(4, 8)}-${code.slice(8)}`;

describe("a deposit paid with a €30 voucher and €20 at Mollie", () => {
  it("paid after the Cron Trigger released its hold: the €20 refunded once, the voucher kept at €30, the booking released, and the email says why", async () => {
    const site = await bookingSite("voucher-late-paid", PAYING);
    const code = await voucherOf(site, 3000);
    const slot = await freeSlot(site, 5);
    const checkout = await bookAndCheckout(site, "Lotte Jong", slot, { voucher: code });
    const providerId = providerIdOf(checkout);
    expect((await simulated(providerId)).amount).toMatchObject({ value: "20.00" });
    expect(await voucherDoc(site, code)).toMatchObject({ balanceCents: 0 });

    // At the bank (the checkout is open), so Mollie can no longer cancel it: the Cron Trigger releases the time and gives the voucher its part back.
    expect((await fetch(checkout)).status).toBe(200);
    await site.cron(Date.now() + 21 * 60_000);
    expect(await one(site.documents("Bookings"))).toMatchObject({ status: "released" });
    expect(await voucherDoc(site, code)).toMatchObject({ balanceCents: 3000 });

    await pay(checkout, "paid");
    expect(await webhook(site, providerId)).toEqual({ status: 200, body: "OK: refunded\n" });
    expect((await simulated(providerId)).refunds).toMatchObject([{ amount: { value: "20.00" } }]);
    expect(await voucherDoc(site, code)).toMatchObject({ balanceCents: 3000 });
    expect(await one(site.documents("Bookings"))).toMatchObject({ status: "released" });
    expect(offered((await site.get(`${SELF_PAGE}&from=${weeksAhead(5)}`)).body)).toContain(slot);

    const email = site.mail.sent.find((sent) => sent.to === "lotte.jong@example.org" && sent.email.header("subject")!.startsWith("Refunded:"))!.email;
    expect(email.text).toContain("We have refunded the €20 in full");
    expect(email.text).toContain(`the €30 paid with your gift voucher ${printed(code)} went back onto the voucher`);
    expect(email.text).not.toContain("booked");

    // Told again, nothing more is refunded.
    expect((await webhook(site, providerId)).body).toBe("OK: unchanged\n");
    expect((await simulated(providerId)).refunds).toHaveLength(1);
  });

  it("cancelled in time: the €30 goes back onto the voucher and the €20 is refunded at Mollie", async () => {
    const site = await bookingSite("voucher-cancelled", PAYING);
    const code = await voucherOf(site, 3000);
    const checkout = await bookAndCheckout(site, "Mila Bos", await freeSlot(site, 6), { voucher: code });
    const providerId = providerIdOf(checkout);
    const back = await pay(checkout, "paid");
    expect((await webhook(site, providerId)).body).toBe("OK: confirmed\n");
    expect(await voucherDoc(site, code)).toMatchObject({ balanceCents: 0 });

    const manage = sitePath(back).replace(/\?.*/, "");
    expect((await site.post(manage, { intent: "cancel", confirm: "yes" })).status).toBe(303);
    expect(await voucherDoc(site, code)).toMatchObject({ balanceCents: 3000 });
    expect((await simulated(providerId)).refunds).toMatchObject([{ amount: { value: "20.00" } }]);
    expect(await one(site.documents("Payments"))).toMatchObject({ refunds: [{ amountCents: 2000, reason: "cancelled-in-time" }] });
    expect(await one(site.documents("Bookings"))).toMatchObject({ status: "cancelled" });
    // The email says where each part goes: the voucher's at once, the rest to the account.
    const email = site.mail.sent.find((sent) => sent.to === "mila.bos@example.org" && sent.email.header("subject")?.startsWith("Cancelled"))!.email;
    expect(email.text.replace(/\s+/g, " ")).toContain(`€30 goes back onto your gift voucher ${printed(code)} at once, and €20 reaches your account within 5 to 10 working days`);
  });
});

describe("a voucher that can no longer pay", () => {
  it("is refused at booking when it has expired or been voided, with the reason beside the field, and nothing is booked", async () => {
    const site = await bookingSite("voucher-unusable", { ...PAYING, ...studioEnv });
    const expired = await voucherOf(site, 5000, new Date(Date.now() - 2 * 365.25 * 86_400_000 - 2 * 86_400_000));
    const voided = await voucherOf(site, 5000);
    const admin = `vouchers-admin.${crypto.randomUUID().slice(0, 6)}@plumandlinen.example`;
    await grantStudioUser(site.firestore, admin, "admin");
    const cookie = await studioCookie(admin, site.firestore);
    const search = `/studio/vouchers?q=${voided}`;
    const page = await (await callWorker(search, site.overrides, { headers: { Cookie: cookie } })).text();
    const updateTime = /name="updateTime" value="([^"]+)"/.exec(page)![1]!;
    const voiding = await callWorker(search, site.overrides, {
      method: "POST",
      body: new URLSearchParams({ intent: "void", code: voided, updateTime, confirm: "yes" }),
      headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: "https://example.com", Host: "example.com", Cookie: cookie },
      redirect: "manual",
    });
    expect(voiding.status).toBe(303);

    const slot = await freeSlot(site, 7);
    const tooLate = await site.post(SELF_PAGE, bookingDetails("Noor Dekker", slot, { voucher: expired }));
    expect(tooLate.status).toBe(400);
    expect(tooLate.body).toMatch(/This voucher expired on [^.<]+\d{4}\./);
    const void_ = await site.post(SELF_PAGE, bookingDetails("Noor Dekker", slot, { voucher: voided.toLowerCase() }));
    expect(void_.status).toBe(400);
    expect(void_.body).toContain("This voucher can no longer be used.");
    expect(void_.body).toContain('value="Noor Dekker"');

    expect(await site.documents("Bookings")).toHaveLength(0);
    expect(await site.documents("Payments")).toHaveLength(0);
    expect(await voucherDoc(site, expired)).toMatchObject({ balanceCents: 5000 });
    expect(await voucherDoc(site, voided)).toMatchObject({ status: "void" });
    expect(offered((await site.get(`${SELF_PAGE}&from=${weeksAhead(7)}`)).body)).toContain(slot);
  });
});
