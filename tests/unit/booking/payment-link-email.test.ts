import { describe, expect, it } from "vitest";
import type { Booking } from "~/schemas/booking";
import type { BookingEmailContext } from "~/booking/booking-emails";
import { paymentLinkEmail } from "~/booking/payment-link-email";

const CONTEXT: BookingEmailContext = {
  bookingId: "b-1",
  studio: { name: "Plum & Linen", email: "hello@plumandlinen.example", phone: "+31 30 123 4567", address: "Oudegracht 128, 3511 AX Utrecht" },
  manageUrl: "https://www.plumandlinen.example/bookings/b-1.token",
  uidHost: "www.plumandlinen.example",
  cutoffHours: 48,
  preparation: "",
  directions: null,
};

const BOOKING = {
  status: "held",
  mode: "self",
  serviceId: "in-person-color-analysis",
  serviceName: "In-Person Colour Analysis",
  location: "studio",
  people: 1,
  name: "Marieke de Boer",
  email: "marieke@example.org",
  // Thursday 3 December 2026, 10:00 to 12:30 in Utrecht (UTC+1).
  startsAt: "2026-12-03T09:00:00.000Z",
  endsAt: "2026-12-03T11:30:00.000Z",
  holdUntil: "2026-11-20T14:20:00.000Z",
  payment: { paymentId: "b-1", kind: "deposit", amountCents: 5000, priceCents: 14500, voucherCode: "", voucherCents: 0 },
} as unknown as Booking;

const CHECKOUT = "https://www.mollie.com/checkout/select-method/tr_abc123";

describe("the email with a payment link for a booking the studio made", () => {
  it("names the session on the studio's clock, the deposit, the checkout, the hold's end and what is left to pay", () => {
    const email = paymentLinkEmail(BOOKING, CONTEXT, CHECKOUT);
    expect(email.subject).toBe("Pay the deposit to confirm: In-Person Colour Analysis on Thu 3 Dec, 10:00");
    const text = email.lines.join("\n");
    expect(text).toContain("When: Thu 3 Dec, 10:00 to 12:30 (Dutch time)");
    expect(text).toContain("Where: Plum & Linen, Oudegracht 128, 3511 AX Utrecht");
    expect(text).toContain(`please pay the deposit of €50 on our payment provider's secure page (iDEAL | Wero, card or Bancontact):\n${CHECKOUT}`);
    expect(text).toContain("We hold the time for you until 20 Nov 2026, 15:20 (Dutch time).");
    expect(text).toContain("The rest, €95, is paid at your session.");
    expect(text).toContain(CONTEXT.manageUrl);
  });

  it("asks for the full price without a balance, and says when no hold keeps the time", () => {
    const full = { ...BOOKING, status: "released", holdUntil: undefined, payment: { ...BOOKING.payment!, kind: "full", amountCents: 14500 } } as Booking;
    const email = paymentLinkEmail(full, CONTEXT, CHECKOUT);
    expect(email.subject).toBe("Pay to confirm: In-Person Colour Analysis on Thu 3 Dec, 10:00");
    const text = email.lines.join("\n");
    expect(text).toContain("please pay the price, €145, on our payment provider's secure page");
    expect(text).toContain("The time is yours as soon as it is paid, if nobody else has booked it meanwhile");
    expect(text).not.toContain("The rest,");
  });

  it("says where a session away from the studio happens: a home visit at the client's address, a call to their number", () => {
    const home = { ...BOOKING, location: "home", address: { street: "Biltstraat 40", postcode: "3572 BG", town: "Utrecht" } } as Booking;
    expect(paymentLinkEmail(home, CONTEXT, CHECKOUT).lines).toContain("Where: At your home: Biltstraat 40, 3572 BG Utrecht");
    const call = { ...BOOKING, location: "call", phone: "+31612345678" } as Booking;
    expect(paymentLinkEmail(call, CONTEXT, CHECKOUT).lines).toContain("Where: By phone: we call you on +31612345678");
  });
});
