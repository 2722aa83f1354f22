import { describe, expect, it } from "vitest";
import { CHECK_THRESHOLDS, checkVerdict } from "~/color/check-verdict";

describe("checkVerdict", () => {
  it("says close under ΔE00 5, borderline from 5 to under 10, not yours from 10", () => {
    expect(CHECK_THRESHOLDS).toEqual({ close: 5, borderline: 10 });
    expect(checkVerdict(0)).toBe("close");
    expect(checkVerdict(4.9)).toBe("close");
    expect(checkVerdict(5)).toBe("borderline");
    expect(checkVerdict(9.9)).toBe("borderline");
    expect(checkVerdict(10)).toBe("not yours");
    expect(checkVerdict(42.5)).toBe("not yours");
  });
});
