import { describe, expect, it } from "vitest";
import { amountDue } from "~/booking/deposits.server";
import { refundDecision } from "~/data/refund-policy";
import { depositOf, type Booking } from "~/schemas/booking";
import { availability } from "../../../scripts/seed/availability";

const inPerson = availability.services["in-person-color-analysis"]!;
const PRICE = 24_500;

describe("what a booking pays online", () => {
  it("where the service takes a deposit: the €50 deposit by default, or the full price when chosen, the deposit kept on record either way", () => {
    expect(amountDue(inPerson, PRICE, 1)).toEqual({ kind: "deposit", amountCents: 5000, depositCents: 5000 });
    expect(amountDue(inPerson, PRICE, 1, "full")).toEqual({ kind: "full", amountCents: 24_500, depositCents: 5000 });
    expect(amountDue(inPerson, PRICE, 2, "full")).toEqual({ kind: "full", amountCents: 49_000, depositCents: 5000 });
  });

  it("where the service takes the full price or nothing, the choice changes nothing", () => {
    expect(amountDue({ ...inPerson, payment: { kind: "full" } }, PRICE, 1, "deposit")).toEqual({ kind: "full", amountCents: 24_500, depositCents: 0 });
    expect(amountDue({ ...inPerson, payment: { kind: "none" } }, PRICE, 1, "full")).toBeNull();
  });
});

describe("a late cancellation of a booking paid in full", () => {
  const paidInFull: NonNullable<Booking["payment"]> = { paymentId: "b1", kind: "full", amountCents: 24_500, priceCents: 24_500, depositCents: 5000, voucherCode: "", voucherCents: 0 };
  const late = { by: "visitor" as const, hoursBeforeStart: 20, cutoffHours: 48, withinWithdrawalPeriod: false };

  it("keeps the €50 deposit and refunds the €195 paid above it, as the FAQ and the refund policy say", () => {
    expect(refundDecision({ ...late, paidCents: 24_500, depositCents: depositOf(paidInFull) })).toEqual({ refundCents: 19_500, keptCents: 5000, row: "cancelled-late" });
  });

  it("reads a booking stored before the choice: a deposit keeps what it paid, a full price of a service without a deposit keeps nothing", () => {
    const { depositCents: _, ...older } = paidInFull;
    expect(depositOf(older)).toBe(0);
    expect(depositOf({ ...older, kind: "deposit", amountCents: 5000 })).toBe(5000);
  });
});
