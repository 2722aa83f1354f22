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

  it("refuses what is not a whole, non-negative number of cents", () => {
    expect(() => formatCents(12.5)).toThrow(RangeError);
    expect(() => formatCents(-100)).toThrow(RangeError);
    expect(() => formatCents(Number.NaN)).toThrow(RangeError);
  });
});
