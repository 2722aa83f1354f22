import { describe, expect, it } from "vitest";
import { formatCents } from "~/platform/money";

describe("formatCents", () => {
  it("writes whole euros without decimals and other amounts with cents", () => {
    expect(formatCents(5000)).toBe("€50");
    expect(formatCents(1250)).toBe("€12.50");
    expect(formatCents(5)).toBe("€0.05");
    expect(formatCents(0)).toBe("€0");
    expect(formatCents(125_000)).toBe("€1,250");
  });

  it("writes Dutch amounts as the Dutch formatter before it did: the sign against the figure, a decimal comma, a point between thousands", () => {
    const amounts = [0, 5, 1250, 5000, 12345, 125000, 125050, 100000000];
    expect(amounts.map((cents) => formatCents(cents, "nl"))).toEqual(["€0", "€0,05", "€12,50", "€50", "€123,45", "€1.250", "€1.250,50", "€1.000.000"]);
    expect(amounts.map((cents) => formatCents(cents, "en"))).toEqual(["€0", "€0.05", "€12.50", "€50", "€123.45", "€1,250", "€1,250.50", "€1,000,000"]);
  });

  it("writes a price in pounds or dollars in either language, as the price formatter did", () => {
    const amounts = [24500, 1250, 125000, 5, 123456789];
    expect(amounts.map((cents) => formatCents(cents, "nl", "GBP"))).toEqual(["£245", "£12,50", "£1.250", "£0,05", "£1.234.567,89"]);
    expect(amounts.map((cents) => formatCents(cents, "en", "GBP"))).toEqual(["£245", "£12.50", "£1,250", "£0.05", "£1,234,567.89"]);
    // A dollar keeps "US$" and a no-break space before the figure in Dutch, as it always has.
    expect(amounts.map((cents) => formatCents(cents, "nl", "USD"))).toEqual(["US$\u00a0245", "US$\u00a012,50", "US$\u00a01.250", "US$\u00a00,05", "US$\u00a01.234.567,89"]);
    expect(amounts.map((cents) => formatCents(cents, "en", "USD"))).toEqual(["US$245", "US$12.50", "US$1,250", "US$0.05", "US$1,234,567.89"]);
  });

  it("refuses what is not a whole, non-negative number of cents", () => {
    expect(() => formatCents(12.5)).toThrow(RangeError);
    expect(() => formatCents(-100)).toThrow(RangeError);
    expect(() => formatCents(Number.NaN)).toThrow(RangeError);
  });
});
