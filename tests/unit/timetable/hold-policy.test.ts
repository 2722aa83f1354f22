import { describe, expect, it } from "vitest";
import { holdFor, type RecentBooking } from "~/timetable/hold-policy";

const NOW = Date.parse("2026-12-01T10:00:00Z");
const MINUTE = 60_000;
const party = { emailKey: "ada@example.org", addressKey: "a1" };

const held = (email: string, address: string, minutesLeft = 10): RecentBooking => ({
  status: "held",
  createdAt: NOW - MINUTE,
  holdUntil: NOW + minutesLeft * MINUTE,
  emailKeys: [email],
  addressKey: address,
});
const abandoned = (email: string, address: string, hoursAgo = 1): RecentBooking => ({
  status: "released",
  createdAt: NOW - hoursAgo * 3_600_000,
  holdUntil: NOW - hoursAgo * 3_600_000 + 20 * MINUTE,
  emailKeys: [email],
  addressKey: address,
});

describe("the hold a booking gets while its deposit is paid", () => {
  it("is twenty minutes for a visitor with nothing held and nothing left unpaid", () => {
    expect(holdFor([held("bo@example.org", "b2"), abandoned("bo@example.org", "b2")], party, NOW)).toEqual({ minutes: 20, reason: "first" });
  });

  it("is five minutes after two checkouts left unpaid in a day, and none after four", () => {
    expect(holdFor([abandoned(party.emailKey, "z")], party, NOW).minutes).toBe(20);
    expect(holdFor([abandoned(party.emailKey, "z"), abandoned("other@example.org", party.addressKey)], party, NOW)).toEqual({ minutes: 5, reason: "abandoned" });
    const four = [1, 2, 3, 4].map((hour) => abandoned(party.emailKey, "z", hour));
    expect(holdFor(four, party, NOW)).toEqual({ minutes: 0, reason: "abandoned-often" });
    // Older than a day, they no longer count.
    expect(holdFor([25, 26, 27, 28].map((hour) => abandoned(party.emailKey, "z", hour)), party, NOW).minutes).toBe(20);
  });

  it("does not count a booking that went to the checkout without a hold as left unpaid", () => {
    const unheld: RecentBooking = { status: "released", createdAt: NOW - MINUTE, emailKeys: [party.emailKey], addressKey: party.addressKey };
    expect(holdFor([unheld, unheld, unheld, unheld], party, NOW).minutes).toBe(20);
  });
});
