// The Dutch emails end to end: every email to a Dutch client writes its dates, amounts, greeting and
// links through app/email/client-words.ts, so their test sits at that module's path (with what it adds).
import * as v from "valibot";
import { describe, expect, it } from "vitest";
import { visitorBookingEmail, type BookingEmailContext } from "~/booking/booking-emails";
import { directionsFor } from "~/booking/directions";
import { paymentLinkEmail } from "~/booking/payment-link-email";
import { orderConfirmationEmail } from "~/analysis/order-emails";
import { reportDeliveredEmail } from "~/analysis/progress-emails";
import { EARLY_START_CONFIRMATION } from "~/data/refund-policy";
import { localizedUrl, sessionTimeWords, slotWords } from "~/email/client-words";
import { formatCents } from "~/platform/money";
import { EARLY_START_CONFIRMATION_NL, refundDecisionWordsNl } from "~/data/refund-policy.nl";
import { Booking } from "~/schemas/booking";
import type { AnalysisOrder } from "~/schemas/analysis-order";

// Tuesday 1 December 2026, 10:00 to 12:30 in Utrecht (UTC+1).
const STARTS_AT = "2026-12-01T09:00:00.000Z";
const ENDS_AT = "2026-12-01T11:30:00.000Z";
const SITE = "https://www.plumandlinen.example";

const WRITTEN = {
  studio: "Bel aan bij de groene deur met Plum & Linen; we zitten op de eerste verdieping.",
  online: "Ga met je gezicht naar een raam met daglicht zitten.",
};
const PREPARATION = "Kom zonder make-up, en neem foto's mee van kleding waar je van houdt.";

function dutchBooking(location: "studio" | "online"): Booking {
  return v.parse(Booking, {
    status: "confirmed",
    mode: "self",
    serviceId: "in-person-color-analysis",
    serviceName: "In-Person Colour Analysis",
    location,
    people: 1,
    name: "Ada Jansen",
    email: "ada@example.org",
    startsAt: STARTS_AT,
    endsAt: ENDS_AT,
    busyUntil: "2026-12-01T12:00:00.000Z",
    claims: [],
    sequence: 0,
    locale: "nl",
    createdAt: "2026-11-25T10:00:00.000Z",
    updatedAt: "2026-11-25T10:00:00.000Z",
    earlyStartRequestedAt: "2026-11-25T10:00:00.000Z",
    reminder: "pending",
    reminderAt: "2026-11-29T09:00:00.000Z",
    emailKeys: [],
  });
}

function contextFor(booking: Booking): BookingEmailContext {
  return {
    bookingId: "0a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d",
    studio: { name: "Plum & Linen Colour Studio", email: "hello@plumandlinen.example", phone: "+31 30 204 7718", address: "Lange Nieuwstraat 87, 3512 PJ Utrecht" },
    // The English address, as a caller may still hand it: a Dutch email links to its Dutch twin.
    manageUrl: `${SITE}/bookings/tok.sig`,
    uidHost: "www.plumandlinen.example",
    cutoffHours: 48,
    preparation: PREPARATION,
    directions: directionsFor(booking.location, WRITTEN, "nl"),
    receipt: {
      amountCents: 1250,
      kind: "deposit",
      balanceCents: 13250,
      provider: { cents: 1250, method: "ideal", paidAt: "2026-11-25T10:00:00.000Z", reference: "tr_abc" },
    },
  };
}

/** English sentences of the emails that must not survive in a Dutch one. */
const ENGLISH = [
  "Dear ",
  "Warm regards",
  "Thank you for booking",
  "Your appointment",
  "A reminder that",
  "To move or cancel it",
  "After that, please call us",
  "How to prepare",
  "Finding the studio",
  "Joining by video",
  "Your receipt",
  "Including VAT",
  "Still to pay",
  "(Dutch time)",
  "Online, by video",
  "Change or cancel",
  " at Plum & Linen",
  EARLY_START_CONFIRMATION,
];

const expectNoEnglish = (text: string) => {
  for (const sentence of ENGLISH) expect(text, sentence).not.toContain(sentence);
};

/** The .ics as a calendar reads it: folded lines joined, text escapes undone. */
const unfold = (ics: string) => ics.replace(/\r\n[ \t]/g, "").replace(/\\([,;\\])/g, "$1");

describe("the words every client email shares", () => {
  it("writes dates, times and amounts the Dutch way, and leaves the English as it was", () => {
    expect(slotWords(STARTS_AT, "nl")).toBe("dinsdag 1 december om 10:00");
    expect(slotWords(STARTS_AT, "en")).toBe("Tue 1 Dec, 10:00");
    expect(sessionTimeWords(STARTS_AT, ENDS_AT, "nl")).toBe("dinsdag 1 december 2026, van 10:00 tot 12:30 (Nederlandse tijd)");
    expect(sessionTimeWords(STARTS_AT, ENDS_AT, "en")).toBe("Tue 1 Dec, 10:00 to 12:30 (Dutch time)");
    expect([formatCents(1250, "nl"), formatCents(5000, "nl"), formatCents(125050, "nl")]).toEqual(["€12,50", "€50", "€1.250,50"]);
    expect([formatCents(1250, "en"), formatCents(125000, "en")]).toEqual(["€12.50", "€1,250"]);
  });

  it("links to the Dutch twin of a page in Dutch, keeping the query; an English link stays as it is", () => {
    expect(localizedUrl(`${SITE}/bookings/tok.sig?paying=1`, "nl")).toBe(`${SITE}/nl/afspraken/tok.sig?paying=1`);
    expect(localizedUrl(`${SITE}/analysis/tok.sig`, "nl")).toBe(`${SITE}/nl/analyse/tok.sig`);
    expect(localizedUrl(`${SITE}/gift-vouchers/tok.sig`, "nl")).toBe(`${SITE}/nl/cadeaubonnen/tok.sig`);
    expect(localizedUrl(`${SITE}/nl/afspraken/tok.sig`, "nl")).toBe(`${SITE}/nl/afspraken/tok.sig`);
    expect(localizedUrl(`${SITE}/bookings/tok.sig`, "en")).toBe(`${SITE}/bookings/tok.sig`);
  });
});

describe("a Dutch client's booking emails", () => {
  it("the confirmation is in Dutch: a Dutch date and time, euros with a decimal comma, the Dutch manage link", () => {
    const booking = dutchBooking("studio");
    const email = visitorBookingEmail("booked", booking, contextFor(booking), "nl");
    expect(email.subject).toBe("Bevestigd: In-Person Colour Analysis op dinsdag 1 december om 10:00");
    const { text } = email;
    expect(text.startsWith("Beste Ada Jansen,\n")).toBe(true);
    expect(text).toContain("Je afspraak is bevestigd");
    expect(text).toContain("Wanneer: dinsdag 1 december 2026, van 10:00 tot 12:30 (Nederlandse tijd)");
    expect(text).toContain("Waar: Plum & Linen Colour Studio, Lange Nieuwstraat 87, 3512 PJ Utrecht");
    expect(text).toContain("Je betaalbewijs\nAanbetaling voor In-Person Colour Analysis: €12,50");
    expect(text).toContain("Betaald met iDEAL | Wero op 25 november 2026: €12,50, kenmerk tr_abc");
    expect(text).toContain("Nog te betalen bij je sessie: €132,50");
    expect(text).toContain(EARLY_START_CONFIRMATION_NL);
    expect(text).toContain(`Zo bereid je je voor\n${PREPARATION}`);
    expect(text).toContain(`De weg naar de studio\n${WRITTEN.studio}`);
    expect(text).toContain(`Dat kan tot 48 uur voor het begin via deze link: ${SITE}/nl/afspraken/tok.sig`);
    expect(text).toContain("Hartelijke groet,\nPlum & Linen Colour Studio");
    expect(text).not.toContain("/bookings/");
    expectNoEnglish(`${email.subject}\n${text}`);
  });

  it("the reminder is in Dutch, with the video room of an online session", () => {
    const booking = dutchBooking("online");
    const email = visitorBookingEmail("reminder", booking, contextFor(booking), "nl");
    expect(email.subject).toBe("Tot dinsdag 1 december om 10:00: In-Person Colour Analysis");
    expect(email.calendar).toBeUndefined();
    expect(email.text).toContain("Even ter herinnering: over twee dagen zien we je graag.");
    expect(email.text).toContain("Waar: Online, via video: https://meet.jit.si/PlumAndLinen-0a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d");
    expect(email.text).toContain(`Deelnemen via video\n${WRITTEN.online}`);
    expect(email.text).toContain(`${SITE}/nl/afspraken/tok.sig`);
    expect(email.text).not.toContain("/bookings/");
    expectNoEnglish(`${email.subject}\n${email.text}`);
  });

  it("the invitation (.ics) names the session, the place and the link in Dutch, marked as Dutch", () => {
    const booking = dutchBooking("studio");
    const ics = unfold(visitorBookingEmail("booked", booking, contextFor(booking), "nl").calendar!.content);
    expect(ics).toContain("SUMMARY;LANGUAGE=nl:In-Person Colour Analysis bij Plum & Linen Colour Studio\r\n");
    expect(ics).toContain("LOCATION;LANGUAGE=nl:Plum & Linen Colour Studio, Lange Nieuwstraat 87, 3512 PJ Utrecht\r\n");
    expect(ics).toContain(`DESCRIPTION;LANGUAGE=nl:Verzetten of annuleren: ${SITE}/nl/afspraken/tok.sig\r\n`);
    expect(ics).toContain(`URL:${SITE}/nl/afspraken/tok.sig\r\n`);
    expect(ics).not.toContain("/bookings/");
    expectNoEnglish(ics);

    const online = dutchBooking("online");
    const onlineIcs = unfold(visitorBookingEmail("moved", online, contextFor(online), "nl").calendar!.content);
    expect(onlineIcs).toContain("LOCATION;LANGUAGE=nl:Online, via video (je link sturen we mee met de herinnering, twee dagen van tevoren)\r\n");
  });

  it("an English booking's invitation stays as it was, without a language", () => {
    const booking = dutchBooking("studio");
    const ics = unfold(visitorBookingEmail("booked", booking, contextFor(booking)).calendar!.content);
    expect(ics).toContain("SUMMARY:In-Person Colour Analysis at Plum & Linen Colour Studio\r\n");
    expect(ics).toContain(`DESCRIPTION:Change or cancel: ${SITE}/bookings/tok.sig\r\n`);
  });

  it("a cancellation says what is refunded in Dutch", () => {
    const booking = { ...dutchBooking("studio"), status: "cancelled" as const };
    const refund = refundDecisionWordsNl({ refundCents: 12500, keptCents: 5000 });
    expect(refund).toBe("We houden de aanbetaling van €50 in en betalen €125 terug. Het bedrag staat binnen 5 tot 10 werkdagen weer op je rekening, via de betaalmethode waarmee je betaalde.");
    const email = visitorBookingEmail("cancelled", booking, { ...contextFor(booking), refund }, "nl");
    expect(email.subject).toBe("Geannuleerd: In-Person Colour Analysis op dinsdag 1 december om 10:00");
    expect(email.text).toContain(refund);
    expect(email.calendar?.method).toBe("CANCEL");
    expectNoEnglish(`${email.subject}\n${email.text}`);
  });

  it("the payment link's email is in Dutch, with the Dutch manage link and the checkout untouched", () => {
    const booking = {
      ...dutchBooking("studio"),
      status: "held",
      holdUntil: "2026-11-26T14:20:00.000Z",
      payment: { paymentId: "p-1", kind: "deposit", amountCents: 5000, priceCents: 14550, voucherCode: "", voucherCents: 0 },
    } as unknown as Booking;
    const checkout = "https://www.mollie.com/checkout/select-method/tr_abc123";
    const email = paymentLinkEmail(booking, contextFor(booking), checkout, "nl");
    expect(email.subject).toBe("Bevestig je afspraak met de aanbetaling: In-Person Colour Analysis op dinsdag 1 december om 10:00");
    const text = email.lines.join("\n");
    expect(text).toContain(`de aanbetaling van €50 te betalen op de beveiligde betaalpagina`);
    expect(text).toContain(`\n${checkout}\n`);
    expect(text).toContain("tot 26 november 2026 om 15:20 (Nederlandse tijd)");
    expect(text).toContain("Het resterende bedrag, €95,50, betaal je bij je sessie.");
    expect(text).toContain(`${SITE}/nl/afspraken/tok.sig`);
    expectNoEnglish(text);
  });
});

describe("a Dutch client's digital analysis emails", () => {
  const order: AnalysisOrder = {
    status: "awaiting-photos",
    serviceId: "digital-color-analysis",
    serviceName: "digitale kleuranalyse",
    name: "Ada Jansen",
    email: "ada@example.org",
    postalAddress: "Twijnstraat 12, 3511 ZL Utrecht",
    priceCents: 9550,
    providerCents: 6550,
    voucherCode: "PLUMABCDEFGH",
    voucherCents: 3000,
    earlyStartRequestedAt: "2026-11-01T10:00:00.000Z",
    photos: [],
    keepPhotos: false,
    photosStored: true,
    linkVersion: 0,
    emailKeys: ["k"],
    locale: "nl",
    createdAt: "2026-11-01T10:00:00.000Z",
    updatedAt: "2026-11-01T10:00:00.000Z",
  } as AnalysisOrder;
  const studio = { name: "Plum & Linen Studio", email: "hello@plumandlinen.example", phone: "030 123 4567" };

  it("the order's confirmation and its report link to the Dutch order page", () => {
    const confirmation = orderConfirmationEmail(order, `${SITE}/analysis/tok.sig`, studio, "nl");
    expect(confirmation.subject).toBe("Je digitale kleuranalyse: stuur ons je foto's");
    const text = confirmation.lines.join("\n");
    expect(text).toContain("Betaald: €95,50 (cadeaubon: €30; online betaald: €65,50).");
    expect(text).toContain(`${SITE}/nl/analyse/tok.sig`);
    expect(text).toContain(EARLY_START_CONFIRMATION_NL);
    expect(text).not.toContain("/analysis/");
    expectNoEnglish(text);

    const report = reportDeliveredEmail({ ...order, status: "delivered", report: { subSeason: "soft-autumn" } } as unknown as AnalysisOrder, `${SITE}/analysis/tok.sig`, studio, "nl");
    expect(report.lines.join("\n")).toContain("je bent een Soft Autumn (zachte herfst).");
    expect(report.lines).toContain(`${SITE}/nl/analyse/tok.sig`);
  });
});
