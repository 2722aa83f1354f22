import { describe, expect, it } from "vitest";
import {
  CANCELLATION_REFUND_TABLE,
  DEFAULT_CANCELLATION_CUTOFF_HOURS,
  EARLY_START_CONFIRMATION,
  EARLY_START_CONSENT_LABEL,
  inWithdrawalPeriod,
  needsEarlyStartConsent,
  refundDecision,
  digitalRefundDecision,
  DIGITAL_AFTER_WORK,
  DIGITAL_BEFORE_WORK,
  refundDecisionWords,
  refundTableRows,
  WITHDRAWAL_DAYS,
  withdrawalPeriodEnds,
  type RefundCase,
} from "~/data/refund-policy";
import { STUDIO_TIME_ZONE } from "~/platform/studio-time-zone";
import { availability } from "../../../scripts/seed/availability";

const CUTOFF = 48;
const DEPOSIT = 5000;
const FULL_PRICE = 17500;

/** A visitor's cancellation after the withdrawal period, with the demo's deposit and cut-off. */
const visitor = (fields: Partial<RefundCase>): RefundCase => ({
  by: "visitor",
  hoursBeforeStart: 72,
  paidCents: DEPOSIT,
  depositCents: DEPOSIT,
  cutoffHours: CUTOFF,
  withinWithdrawalPeriod: false,
  ...fields,
});

describe("a digital analysis's cancellation", () => {
  it("refunds everything paid until work starts, whatever the amount, and nothing after, by the table's digital rows", () => {
    expect(digitalRefundDecision({ workStarted: false, paidCents: 9500 })).toEqual({ refundCents: 9500, keptCents: 0, row: DIGITAL_BEFORE_WORK });
    expect(digitalRefundDecision({ workStarted: true, paidCents: 9500 })).toEqual({ refundCents: 0, keptCents: 9500, row: DIGITAL_AFTER_WORK });
    expect(digitalRefundDecision({ workStarted: false, paidCents: 0 })).toEqual({ refundCents: 0, keptCents: 0, row: "digital-before-work" });
    expect(() => digitalRefundDecision({ workStarted: false, paidCents: 95.5 })).toThrow();
    const ids = refundTableRows(48).map((row) => row.id);
    expect(ids).toContain(DIGITAL_BEFORE_WORK);
    expect(ids).toContain(DIGITAL_AFTER_WORK);
  });
});

describe("the refund table", () => {
  it("prints each row with the cut-off the studio set, in hours", () => {
    expect(refundTableRows(48)).toEqual([
      { id: "cancelled-in-time", when: "You cancel 48 hours or more before your session starts", outcome: "Everything you paid is refunded in full, whether a deposit or the full price." },
      { id: "moved-in-time", when: "You move your session 48 hours or more before it starts", outcome: "Your payment moves with it to the new time: nothing is refunded and nothing extra is charged." },
      { id: "cancelled-late", when: "You cancel less than 48 hours before your session, or do not come", outcome: "We keep the deposit and refund anything you paid above it." },
      {
        id: "withdrawn",
        when: "You withdraw within your 14-day withdrawal period, before your session begins",
        outcome: "Everything you paid is refunded in full, even when your session is less than 48 hours away.",
      },
      { id: "cancelled-by-studio", when: "We cancel your session, whenever and for whatever reason", outcome: "Everything you paid is refunded in full." },
      {
        id: "digital-before-work",
        when: "You cancel a digital analysis before our analyst starts work on your photos",
        outcome: "Everything you paid is refunded in full, also after you have sent your photos.",
      },
      {
        id: "digital-after-work",
        when: "You cancel a digital analysis once our analyst has started work on your photos",
        outcome: "Nothing is refunded: you asked us to start within your withdrawal period, and the analysis is made for you alone.",
      },
    ]);
    expect(refundTableRows(24).map((row) => row.when)).toContain("You cancel less than 24 hours before your session, or do not come");
    expect(refundTableRows(1)[0]!.when).toBe("You cancel 1 hour or more before your session starts");
  });

  it("reads sensibly with no cut-off: cancelling is in time until the session starts", () => {
    const rows = refundTableRows(0);
    expect(rows[0]!.when).toBe("You cancel any time before your session starts");
    expect(rows[2]!.when).toBe("You do not come to your session");
    expect(rows.map((row) => `${row.when} ${row.outcome}`).join(" ")).not.toMatch(/\b0 hours/);
  });

  it("has one row for each case, and the page's default cut-off is the seed's", () => {
    expect(new Set(CANCELLATION_REFUND_TABLE.map((row) => row.id)).size).toBe(CANCELLATION_REFUND_TABLE.length);
    expect(DEFAULT_CANCELLATION_CUTOFF_HOURS).toBe(availability.cancellationCutoffHours);
  });
});

describe("refundDecision: a visitor cancelling", () => {
  it("exactly at the cut-off is in time: the deposit is refunded in full", () => {
    expect(refundDecision(visitor({ hoursBeforeStart: 48 }))).toEqual({ refundCents: DEPOSIT, keptCents: 0, row: "cancelled-in-time" });
  });

  it("a moment after the cut-off is late: the deposit is kept", () => {
    expect(refundDecision(visitor({ hoursBeforeStart: 47.99 }))).toEqual({ refundCents: 0, keptCents: DEPOSIT, row: "cancelled-late" });
  });

  it("in time after paying the full price gets the full price back", () => {
    expect(refundDecision(visitor({ hoursBeforeStart: 48, paidCents: FULL_PRICE }))).toEqual({ refundCents: FULL_PRICE, keptCents: 0, row: "cancelled-in-time" });
  });

  it("late after paying the full price gets back all but the deposit", () => {
    expect(refundDecision(visitor({ hoursBeforeStart: 47.99, paidCents: FULL_PRICE }))).toEqual({ refundCents: FULL_PRICE - DEPOSIT, keptCents: DEPOSIT, row: "cancelled-late" });
  });

  it("not coming is a late cancellation: the deposit is kept, the rest of a full price refunded", () => {
    expect(refundDecision(visitor({ hoursBeforeStart: -1, paidCents: FULL_PRICE }))).toEqual({ refundCents: FULL_PRICE - DEPOSIT, keptCents: DEPOSIT, row: "cancelled-late" });
  });

  it("late, where the deposit is the full price (a digital analysis), keeps all of it", () => {
    expect(refundDecision(visitor({ hoursBeforeStart: 2, paidCents: 9500, depositCents: 9500 }))).toEqual({ refundCents: 0, keptCents: 9500, row: "cancelled-late" });
  });

  it("never keeps more than was paid", () => {
    expect(refundDecision(visitor({ hoursBeforeStart: 2, paidCents: 3000 }))).toEqual({ refundCents: 0, keptCents: 3000, row: "cancelled-late" });
  });

  it("with nothing paid refunds and keeps nothing, in time or late", () => {
    expect(refundDecision(visitor({ hoursBeforeStart: 48, paidCents: 0 }))).toEqual({ refundCents: 0, keptCents: 0, row: "cancelled-in-time" });
    expect(refundDecision(visitor({ hoursBeforeStart: 1, paidCents: 0 }))).toEqual({ refundCents: 0, keptCents: 0, row: "cancelled-late" });
  });

  it("follows the studio's cut-off, not a fixed 48 hours", () => {
    expect(refundDecision(visitor({ hoursBeforeStart: 30, cutoffHours: 24 })).row).toBe("cancelled-in-time");
    expect(refundDecision(visitor({ hoursBeforeStart: 60, cutoffHours: 72 })).row).toBe("cancelled-late");
  });

  it("within the withdrawal period, before the session begins, is refunded in full even after the cut-off", () => {
    expect(refundDecision(visitor({ hoursBeforeStart: 1, paidCents: FULL_PRICE, withinWithdrawalPeriod: true }))).toEqual({ refundCents: FULL_PRICE, keptCents: 0, row: "withdrawn" });
    expect(refundDecision(visitor({ hoursBeforeStart: 48, withinWithdrawalPeriod: true })).row).toBe("cancelled-in-time");
  });

  it("within the withdrawal period but once the session has begun is not a withdrawal", () => {
    expect(refundDecision(visitor({ hoursBeforeStart: 0, withinWithdrawalPeriod: true }))).toEqual({ refundCents: 0, keptCents: DEPOSIT, row: "cancelled-late" });
  });

  it("refuses amounts that are not whole cents", () => {
    expect(() => refundDecision(visitor({ paidCents: 50.5 }))).toThrow(RangeError);
    expect(() => refundDecision(visitor({ depositCents: -1 }))).toThrow(RangeError);
  });
});

describe("refundDecision: the studio cancelling", () => {
  it("refunds everything, even an hour before the session", () => {
    expect(refundDecision(visitor({ by: "studio", hoursBeforeStart: 1 }))).toEqual({ refundCents: DEPOSIT, keptCents: 0, row: "cancelled-by-studio" });
    expect(refundDecision(visitor({ by: "studio", hoursBeforeStart: 1, paidCents: FULL_PRICE }))).toEqual({ refundCents: FULL_PRICE, keptCents: 0, row: "cancelled-by-studio" });
  });
});

describe("refundDecision and the table agree", () => {
  it("each decision's row is a row of the table, and only the rows that keep the deposit keep anything", () => {
    const cases: RefundCase[] = [48, 47.99, 1, 0, -3].flatMap((hoursBeforeStart) =>
      (["visitor", "studio"] as const).flatMap((by) =>
        [true, false].map((withinWithdrawalPeriod) => visitor({ by, hoursBeforeStart, withinWithdrawalPeriod, paidCents: FULL_PRICE })),
      ),
    );
    for (const refundCase of cases) {
      const decision = refundDecision(refundCase);
      const row = CANCELLATION_REFUND_TABLE.find((candidate) => candidate.id === decision.row)!;
      expect(row.keeps).not.toBe("carries-over");
      expect(decision.keptCents).toBe(row.keeps === "deposit" ? DEPOSIT : 0);
      expect(decision.refundCents + decision.keptCents).toBe(FULL_PRICE);
    }
  });
});

describe("refundDecisionWords", () => {
  it("says what is refunded and what is kept, in euros", () => {
    const toAccount = "It reaches your account within 5 to 10 working days, the way you paid.";
    expect(refundDecisionWords({ refundCents: 17500, keptCents: 0 })).toBe(`We refund the €175 you paid in full. ${toAccount}`);
    expect(refundDecisionWords({ refundCents: 12500, keptCents: 5000 })).toBe(`We keep the deposit of €50 and refund €125. ${toAccount}`);
    // Paid partly with a gift voucher: its part goes back onto the voucher, the rest to the account.
    const voucher = { voucherCents: 3000, voucherCode: "ABCD-EFGH-JKLM", refundedBeforeCents: 0 };
    expect(refundDecisionWords({ refundCents: 5000, keptCents: 0 }, voucher)).toBe(
      "We refund the €50 you paid in full. €30 goes back onto your gift voucher ABCD-EFGH-JKLM at once, and €20 reaches your account within 5 to 10 working days, the way you paid.",
    );
    expect(refundDecisionWords({ refundCents: 2000, keptCents: 0 }, { ...voucher, voucherCents: 5000 })).toBe("We refund the €20 you paid in full. It goes back onto your gift voucher ABCD-EFGH-JKLM at once.");
    // After a refund by hand, "you paid" would not be true of what is left.
    expect(refundDecisionWords({ refundCents: 3000, keptCents: 0 }, { voucherCents: 0, voucherCode: "", refundedBeforeCents: 2000 })).toBe(
      `We refund the €30 still paid, in full (€20 was refunded to you before). ${toAccount}`,
    );
    expect(refundDecisionWords({ refundCents: 0, keptCents: 5000 })).toBe("We keep the deposit of €50.");
    expect(refundDecisionWords({ refundCents: 0, keptCents: 0 })).toBe("Nothing was paid, so there is nothing to refund.");
  });
});

describe("the withdrawal period", () => {
  // 10:00 in Amsterdam on 1 March 2027 (winter time, UTC+1).
  const bookedAt = new Date("2027-03-01T09:00:00Z");
  const days = (count: number) => new Date(bookedAt.getTime() + count * 86_400_000);

  it("lasts 14 days and ends at the end of the 14th day after the booking, on the studio's clock", () => {
    expect(WITHDRAWAL_DAYS).toBe(14);
    expect(withdrawalPeriodEnds(bookedAt)).toEqual(new Date("2027-03-15T23:00:00Z"));
    // Booked just after midnight in Amsterdam, still the evening before in UTC: the studio's day counts.
    expect(withdrawalPeriodEnds(new Date("2027-02-28T23:30:00Z"))).toEqual(new Date("2027-03-15T23:00:00Z"));
    // Across the change to summer time (28 March 2027) the period still ends at the studio's midnight.
    expect(withdrawalPeriodEnds(new Date("2027-03-20T09:00:00Z"))).toEqual(new Date("2027-04-03T22:00:00Z"));
  });

  it("a session exactly 14 days after booking needs the visitor's express request to start early", () => {
    expect(needsEarlyStartConsent(bookedAt, days(14))).toBe(true);
  });

  it("a session late on the 14th day still needs it; one from the next day on does not", () => {
    expect(needsEarlyStartConsent(bookedAt, new Date("2027-03-15T22:59:00Z"))).toBe(true);
    expect(needsEarlyStartConsent(bookedAt, new Date("2027-03-15T23:00:00Z"))).toBe(false);
    expect(needsEarlyStartConsent(bookedAt, days(15))).toBe(false);
    expect(needsEarlyStartConsent(bookedAt, days(2))).toBe(true);
  });

  it("is running exactly 14 days after booking, and over once the 14th day has ended", () => {
    expect(inWithdrawalPeriod(bookedAt, days(14))).toBe(true);
    expect(inWithdrawalPeriod(bookedAt, new Date("2027-03-15T23:00:00Z"))).toBe(false);
  });

  it("counts the days on the studio's clock", () => {
    expect(STUDIO_TIME_ZONE).toBe("Europe/Amsterdam");
  });

  it("words the express request and its confirmation with the period and the right's end", () => {
    for (const text of [EARLY_START_CONSENT_LABEL, EARLY_START_CONFIRMATION]) {
      expect(text).toContain("14-day withdrawal period");
      expect(text).toContain("right of withdrawal ends once the session has taken place");
    }
  });
});
