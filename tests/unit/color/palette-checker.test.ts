import { differenceCiede2000 } from "culori";
import { describe, expect, it } from "vitest";
import { differenceOfLab, labOfHex, nearestInPalette } from "~/color/palette-checker";
import { getSubSeason, SUB_SEASONS } from "~/data/seasons";

/**
 * The 34 pairs of Sharma, Wu and Dalal, "The CIEDE2000 color-difference formula: implementation
 * notes, supplementary test data, and mathematical observations", Color Research & Application
 * 30(1), 2005, Table 1: L*a*b* of each colour and the published ΔE00, to four decimals. They include
 * the formula's known traps (hue angles either side of 180°, a mean hue across 0°).
 */
const SHARMA: ReadonlyArray<readonly [number, number, number, number, number, number, number]> = [
  [50, 2.6772, -79.7751, 50, 0, -82.7485, 2.0425],
  [50, 3.1571, -77.2803, 50, 0, -82.7485, 2.8615],
  [50, 2.8361, -74.02, 50, 0, -82.7485, 3.4412],
  [50, -1.3802, -84.2814, 50, 0, -82.7485, 1.0],
  [50, -1.1848, -84.8006, 50, 0, -82.7485, 1.0],
  [50, -0.9009, -85.5211, 50, 0, -82.7485, 1.0],
  [50, 0, 0, 50, -1, 2, 2.3669],
  [50, -1, 2, 50, 0, 0, 2.3669],
  [50, 2.49, -0.001, 50, -2.49, 0.0009, 7.1792],
  [50, 2.49, -0.001, 50, -2.49, 0.001, 7.1792],
  [50, 2.49, -0.001, 50, -2.49, 0.0011, 7.2195],
  [50, 2.49, -0.001, 50, -2.49, 0.0012, 7.2195],
  [50, -0.001, 2.49, 50, 0.0009, -2.49, 4.8045],
  [50, -0.001, 2.49, 50, 0.001, -2.49, 4.8045],
  [50, -0.001, 2.49, 50, 0.0011, -2.49, 4.7461],
  [50, 2.5, 0, 50, 0, -2.5, 4.3065],
  [50, 2.5, 0, 73, 25, -18, 27.1492],
  [50, 2.5, 0, 61, -5, 29, 22.8977],
  [50, 2.5, 0, 56, -27, -3, 31.903],
  [50, 2.5, 0, 58, 24, 15, 19.4535],
  [50, 2.5, 0, 50, 3.1736, 0.5854, 1.0],
  [50, 2.5, 0, 50, 3.2972, 0, 1.0],
  [50, 2.5, 0, 50, 1.8634, 0.5757, 1.0],
  [50, 2.5, 0, 50, 3.2592, 0.335, 1.0],
  [60.2574, -34.0099, 36.2677, 60.4626, -34.1751, 39.4387, 1.2644],
  [63.0109, -31.0961, -5.8663, 62.8187, -29.7946, -4.0864, 1.263],
  [61.2901, 3.7196, -5.3901, 61.4292, 2.248, -4.962, 1.8731],
  [35.0831, -44.1164, 3.7933, 35.0232, -40.0716, 1.5901, 1.8645],
  [22.7233, 20.0904, -46.694, 23.0331, 14.973, -42.5619, 2.0373],
  [36.4612, 47.858, 18.3852, 36.2715, 50.5065, 21.2231, 1.4146],
  [90.8027, -2.0831, 1.441, 91.1528, -1.6435, 0.0447, 1.4441],
  [90.9257, -0.5406, -0.9208, 88.6381, -0.8985, -0.7239, 1.5381],
  [6.7747, -0.2908, -2.4247, 5.8714, -0.0985, -2.2286, 0.6377],
  [2.0776, 0.0795, -1.135, 0.9033, -0.0636, -0.5514, 0.9082],
];

const lab = (l: number, a: number, b: number) => ({ mode: "lab65" as const, l, a, b });
const softAutumn = getSubSeason("soft-autumn")!.palette;

describe("the checker's ΔE00", () => {
  it("gives Sharma, Wu and Dalal's published value for each of their 34 pairs, both ways round", () => {
    for (const [l1, a1, b1, l2, a2, b2, expected] of SHARMA) {
      expect(differenceOfLab(lab(l1, a1, b1), lab(l2, a2, b2)), `${l1},${a1},${b1} – ${l2},${a2},${b2}`).toBeCloseTo(expected, 4);
      expect(differenceOfLab(lab(l2, a2, b2), lab(l1, a1, b1))).toBeCloseTo(expected, 4);
    }
  });

  it("reads sRGB hex as CIELAB D65: white is L 100 with no colour, and a mid grey L 53.6", () => {
    expect(labOfHex("#ffffff")).toMatchObject({ l: expect.closeTo(100, 3), a: expect.closeTo(0, 3), b: expect.closeTo(0, 3) });
    // #808080 is 21.6% luminance, L* 53.585 (sRGB's transfer function, CIE's L*).
    expect(labOfHex("#808080").l).toBeCloseTo(53.585, 2);
  });
});

describe("nearestInPalette", () => {
  it("answers terracotta #b5651d with Soft Autumn's Muted Terracotta at ΔE00 11.7, not yours", () => {
    const [first, ...rest] = nearestInPalette("#b5651d", softAutumn);
    expect(first).toEqual({ name: "Muted Terracotta", hex: "#b86f55", deltaE: 11.7, verdict: "not yours" });
    expect(rest.map((color) => color.name)).toEqual(["Soft Pumpkin", "Mauve Brown"]);
  });

  it("agrees with culori's own differenceCiede2000 on hex strings, for every palette's three nearest", () => {
    const reference = differenceCiede2000();
    for (const hex of ["#b5651d", "#1e90ff", "#c8a2c8", "#2f4f4f", "#f5f5dc"]) {
      for (const subSeason of SUB_SEASONS) {
        const expected = subSeason.palette
          .map((color) => ({ hex: color.hex, distance: reference(hex, color.hex) }))
          .sort((a, b) => a.distance - b.distance)
          .slice(0, 3);
        const answer = nearestInPalette(hex, subSeason.palette);
        expect(answer.map((color) => color.hex), `${hex} in ${subSeason.slug}`).toEqual(expected.map((color) => color.hex));
        expect(answer.map((color) => color.deltaE)).toEqual(expected.map((color) => Math.round(color.distance * 10) / 10));
      }
    }
  });

  it("finds a palette's own colour at ΔE00 0, close", () => {
    const [first] = nearestInPalette("#d08f5e", softAutumn);
    expect(first).toEqual({ name: "Soft Pumpkin", hex: "#d08f5e", deltaE: 0, verdict: "close" });
  });

  it("calls a colour a few steps from a palette colour close, and one between two of them borderline", () => {
    // Two units of each channel off Muted Terracotta: a difference the eye barely sees.
    expect(nearestInPalette("#ba7157", softAutumn)[0]).toMatchObject({ name: "Muted Terracotta", verdict: "close" });
    const between = nearestInPalette("#c47f5a", softAutumn)[0]!;
    expect(between.deltaE).toBeGreaterThanOrEqual(5);
    expect(between.deltaE).toBeLessThan(10);
    expect(between.verdict).toBe("borderline");
  });

  it("answers three colours, nearest first, or as many as asked", () => {
    const three = nearestInPalette("#1e90ff", softAutumn);
    expect(three).toHaveLength(3);
    expect(three.map((color) => color.deltaE)).toEqual([...three.map((color) => color.deltaE)].sort((a, b) => a - b));
    expect(nearestInPalette("#1e90ff", softAutumn, 1)).toHaveLength(1);
  });
});
