import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { retentionTableNl } from "~/data/retention.nl";
import {
  addMonths,
  ANALYSIS_ORDER_RETENTION,
  ANALYSIS_PHOTO_RETENTION,
  ANALYSIS_PHOTOS_PROMISE,
  ANALYSIS_REPORT_KEPT,
  analysisOrderDeletionDate,
  analysisPhotosDeletionDate,
  latestDueDays,
  APPOINTMENT_RETENTION,
  appointmentDeletionDate,
  BOOKING_RETENTION,
  CONTACT_RETENTION,
  contactFormRetentionWords,
  deletionDate,
  latestDueArrival,
  PALETTE_RESULT_RETENTION,
  paletteResultDeletionDate,
  RETENTION_RULES,
  RETENTION_TABLE,
  TAX_RECORD_RETENTION,
  taxRecordDeletionDate,
} from "~/data/retention";

const at = (iso: string) => new Date(iso);

describe("the retention table", () => {
  it("names the website's two kinds of request, its appointments booked online and its payment and voucher records with the rules the job runs, and the rest without one", () => {
    expect(RETENTION_TABLE.filter((row) => row.deletes).map((row) => row.deletes)).toEqual([
      CONTACT_RETENTION,
      BOOKING_RETENTION,
      APPOINTMENT_RETENTION,
      ANALYSIS_PHOTO_RETENTION,
      ANALYSIS_ORDER_RETENTION,
      TAX_RECORD_RETENTION,
      PALETTE_RESULT_RETENTION,
    ]);
    expect(RETENTION_TABLE[6]).toEqual({ data: "Invoices, payment and gift voucher records", keptFor: "7 years (Dutch tax law)", deletes: TAX_RECORD_RETENTION });
    expect(RETENTION_TABLE[2]).toEqual({ data: "Appointments booked online", keptFor: "12 months after the appointment", deletes: APPOINTMENT_RETENTION });
    expect(RETENTION_RULES).toEqual({ contact: CONTACT_RETENTION, booking: BOOKING_RETENTION });
    expect(RETENTION_TABLE[0]).toMatchObject({ data: "Contact form messages", keptFor: "12 months after our last reply to you, or after it arrived if we never replied" });
    expect(RETENTION_TABLE[1]).toMatchObject({ keptFor: "12 months after the request" });
    expect(contactFormRetentionWords()).toBe("We keep your message for 12 months after our last reply and then delete it");
  });
});

describe("the digital analysis's rows", () => {
  it("promise the photos' 90 days after delivery unless kept, and the order with its report for as long as its page opens", () => {
    expect(RETENTION_TABLE[4]).toEqual({
      data: "Photos sent for a digital analysis",
      keptFor: "90 days after we deliver your report, unless you ask us to keep them for a follow-up: then until you withdraw that, or your order is deleted. If you cancel, at once",
      deletes: ANALYSIS_PHOTO_RETENTION,
    });
    expect(RETENTION_TABLE[5]).toEqual({
      data: "Digital analysis orders, with your report and its PDF",
      keptFor: "2 years and 30 days after you order, as long as your order's page opens",
      deletes: ANALYSIS_ORDER_RETENTION,
    });
    expect(ANALYSIS_PHOTOS_PROMISE).toBe("deleted 90 days after we deliver your report, unless you ask us to keep them for a follow-up");
    expect(ANALYSIS_REPORT_KEPT).toBe("2 years and 30 days after you order");
  });

  it("count the photos' days from delivery, and the order's from when it was placed", () => {
    expect(analysisPhotosDeletionDate(ANALYSIS_PHOTO_RETENTION, at("2027-01-10T15:00:00Z"))).toEqual(at("2027-04-10T15:00:00Z"));
    expect(analysisPhotosDeletionDate(ANALYSIS_PHOTO_RETENTION, null)).toBeNull();
    expect(analysisOrderDeletionDate(ANALYSIS_ORDER_RETENTION, at("2027-01-10T15:00:00Z"))).toEqual(at("2029-02-08T15:00:00Z"));
    expect(latestDueDays(ANALYSIS_PHOTO_RETENTION, at("2027-04-10T15:00:00Z"))).toEqual(at("2027-01-10T15:00:00Z"));
  });
});

describe("the palette result's row", () => {
  it("promises five years from the session, or until the client deletes it, in both languages", () => {
    expect(RETENTION_TABLE[7]).toEqual({
      data: "Your palette result, for your “My palette” page",
      keptFor: "5 years after your session, or until you delete it from your “My palette” page",
      deletes: PALETTE_RESULT_RETENTION,
    });
    expect(retentionTableNl()[7]).toEqual({ data: "Uw kleuruitslag, voor uw pagina ‘Mijn palet’", keptFor: "5 jaar na uw sessie, of tot u de uitslag zelf verwijdert op uw pagina ‘Mijn palet’" });
  });

  it("counts the five years from the session, in calendar months", () => {
    expect(paletteResultDeletionDate(PALETTE_RESULT_RETENTION, at("2026-05-04T08:00:00Z"))).toEqual(at("2031-05-04T08:00:00Z"));
    // A leap day's session: its fifth year has no 29 February.
    expect(paletteResultDeletionDate(PALETTE_RESULT_RETENTION, at("2028-02-29T10:00:00Z"))).toEqual(at("2033-02-28T10:00:00Z"));
  });
});

describe("deletion dates", () => {
  it("a payment or gift voucher record is kept 7 years from its payment or expiry; without that time, for good", () => {
    expect(taxRecordDeletionDate(TAX_RECORD_RETENTION, at("2026-02-28T12:00:00Z"))).toEqual(at("2033-02-28T12:00:00Z"));
    expect(taxRecordDeletionDate(TAX_RECORD_RETENTION, at("2028-02-29T08:00:00Z"))).toEqual(at("2035-02-28T08:00:00Z"));
    expect(taxRecordDeletionDate(TAX_RECORD_RETENTION, null)).toBeNull();
  });

  it("adds calendar months in UTC, a missing day becoming the month's last", () => {
    expect(addMonths(at("2026-03-15T10:00:00Z"), 12)).toEqual(at("2027-03-15T10:00:00Z"));
    expect(addMonths(at("2028-02-29T08:00:00Z"), 12)).toEqual(at("2029-02-28T08:00:00Z"));
    expect(addMonths(at("2027-01-31T23:30:00Z"), 1)).toEqual(at("2027-02-28T23:30:00Z"));
    expect(addMonths(at("2027-06-15T02:30:00Z"), -12)).toEqual(at("2026-06-15T02:30:00Z"));
  });

  it("a contact message counts from the later of its arrival and its last reply; a booking from its arrival", () => {
    const receivedAt = at("2026-01-10T09:00:00Z");
    const answeredAt = at("2026-04-02T16:00:00Z");
    expect(deletionDate(CONTACT_RETENTION, { receivedAt, answeredAt: null })).toEqual(at("2027-01-10T09:00:00Z"));
    expect(deletionDate(CONTACT_RETENTION, { receivedAt, answeredAt })).toEqual(at("2027-04-02T16:00:00Z"));
    expect(deletionDate(BOOKING_RETENTION, { receivedAt, answeredAt })).toEqual(at("2027-01-10T09:00:00Z"));
    expect(deletionDate(BOOKING_RETENTION, { receivedAt: null, answeredAt })).toBeNull();
  });

  it("an appointment booked online counts from the appointment itself", () => {
    expect(appointmentDeletionDate(APPOINTMENT_RETENTION, at("2026-12-03T09:00:00Z"))).toEqual(at("2027-12-03T09:00:00Z"));
    expect(appointmentDeletionDate(APPOINTMENT_RETENTION, null)).toBeNull();
  });

  it("every request due at a time arrived before the job's latest due arrival, so the job's read never misses one", () => {
    const day = fc.date({ min: at("2024-01-01T00:00:00Z"), max: at("2032-12-31T00:00:00Z"), noInvalidDate: true });
    fc.assert(
      fc.property(day, day, fc.option(day, { nil: null }), (now, receivedAt, answeredAt) => {
        for (const rule of [CONTACT_RETENTION, BOOKING_RETENTION]) {
          const ends = deletionDate(rule, { receivedAt, answeredAt })!;
          if (ends <= now) expect(receivedAt.getTime()).toBeLessThan(latestDueArrival(rule, now).getTime());
        }
        // An appointment's start stands in for the arrival: the job reads bookings by it.
        if (appointmentDeletionDate(APPOINTMENT_RETENTION, receivedAt)! <= now) {
          expect(receivedAt.getTime()).toBeLessThan(latestDueArrival(APPOINTMENT_RETENTION, now).getTime());
        }
      }),
      { numRuns: 2000 },
    );
  });
});
