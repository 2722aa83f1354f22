import { describe, expect, it } from "vitest";
import { refundDescription } from "~/payments/checkout.server";

describe("a refund's description at the provider", () => {
  it("is in the language of the booking or order it refunds, before the payment's own description", () => {
    expect(refundDescription("Deposit: In-Person Colour Analysis, Tue 9 Mar, 10:30 (€50.00)", "en")).toBe("Refund: Deposit: In-Person Colour Analysis, Tue 9 Mar, 10:30 (€50.00)");
    expect(refundDescription("Aanbetaling: Kleuranalyse in de studio, di 9 mrt, 10:30 (€50.00)", "nl")).toBe("Terugbetaling: Aanbetaling: Kleuranalyse in de studio, di 9 mrt, 10:30 (€50.00)");
  });

  it("keeps to the provider's 255 characters", () => {
    const long = `Aanbetaling: ${"Kleuranalyse ".repeat(30)}`;
    const described = refundDescription(long, "nl");
    expect(described).toHaveLength(255);
    expect(described.startsWith("Terugbetaling: Aanbetaling: Kleuranalyse")).toBe(true);
  });
});
