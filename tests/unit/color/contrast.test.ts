import { describe, expect, it } from "vitest";
import { AA_LARGE_TEXT, AA_NORMAL_TEXT, contrastRatio } from "~/color/contrast";

// Expected values from WCAG 2.x's formula worked by hand (sRGB to linear, relative luminance,
// (lighter + 0.05) / (darker + 0.05)), so a change of library or formula shows here.
const KNOWN: Array<[string, string, number]> = [
  ["#000000", "#ffffff", 21],
  ["#777777", "#ffffff", 4.48],
  ["#999999", "#ffffff", 2.85],
  ["#7a4a66", "#f6eef0", 6.14],
  ["#3A4A66", "#EEF2F8", 7.95],
  ["#5a3e2b", "#fdf3e1", 8.84],
  ["#0b1f4b", "#d6ecfa", 13.14],
  ["#abcdef", "#abcdef", 1],
];

describe("WCAG contrast ratio", () => {
  it("matches the WCAG formula to two decimals", () => {
    for (const [a, b, expected] of KNOWN) expect(contrastRatio(a, b), `${a} on ${b}`).toBeCloseTo(expected, 2);
  });

  it("does not depend on which colour is the text", () => {
    for (const [a, b] of KNOWN) expect(contrastRatio(b, a)).toBe(contrastRatio(a, b));
  });

  it("is null for anything but a six-digit hex colour", () => {
    expect(contrastRatio("#fff", "#000000")).toBeNull();
    expect(contrastRatio("#000000", "red")).toBeNull();
    expect(contrastRatio("000000", "#ffffff")).toBeNull();
    expect(contrastRatio("", "#ffffff")).toBeNull();
  });

  it("puts the AA thresholds at 4.5:1 for body text and 3:1 for large text", () => {
    expect(AA_NORMAL_TEXT).toBe(4.5);
    expect(AA_LARGE_TEXT).toBe(3);
    expect(contrastRatio("#767676", "#ffffff")).toBeGreaterThanOrEqual(AA_NORMAL_TEXT);
    expect(contrastRatio("#777777", "#ffffff")).toBeLessThan(AA_NORMAL_TEXT);
  });
});
