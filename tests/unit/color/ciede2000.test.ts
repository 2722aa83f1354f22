import { differenceCiede2000 } from "culori";
import { describe, expect, it } from "vitest";
import { ciede2000, labOfHex } from "~/color/ciede2000";
import { SUB_SEASONS } from "~/data/seasons";

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

describe("ciede2000", () => {
  it("gives Sharma, Wu and Dalal's published value for each of their 34 pairs, both ways round", () => {
    for (const [l1, a1, b1, l2, a2, b2, expected] of SHARMA) {
      const first = { l: l1, a: a1, b: b1 };
      const second = { l: l2, a: a2, b: b2 };
      expect(ciede2000(first, second), `${l1},${a1},${b1} – ${l2},${a2},${b2}`).toBeCloseTo(expected, 4);
      expect(ciede2000(second, first)).toBeCloseTo(expected, 4);
    }
  });

  it("is 0 between a colour and itself, and between two greys of the same lightness", () => {
    expect(ciede2000(labOfHex("#b86f55"), labOfHex("#b86f55"))).toBe(0);
    expect(ciede2000({ l: 40, a: 0, b: 0 }, { l: 40, a: 0, b: 0 })).toBe(0);
  });

  it("agrees with culori's differenceCiede2000 on hex colours: every palette colour against a spread of others", () => {
    const reference = differenceCiede2000();
    const others = ["#000000", "#ffffff", "#808080", "#b5651d", "#1e90ff", "#c8a2c8", "#ff0000", "#00ff00", "#0000ff", "#f5f5dc"];
    for (const { palette } of SUB_SEASONS) {
      for (const { hex } of palette) {
        for (const other of others) expect(ciede2000(labOfHex(hex), labOfHex(other)), `${hex} – ${other}`).toBeCloseTo(reference(hex, other), 5);
      }
    }
  });
});

describe("labOfHex", () => {
  it("reads sRGB as CIELAB D65: white is L 100 with no colour, a mid grey L 53.6", () => {
    const white = labOfHex("#FFFFFF");
    expect(white.l).toBeCloseTo(100, 6);
    expect(white.a).toBeCloseTo(0, 6);
    expect(white.b).toBeCloseTo(0, 6);
    // #808080 is 21.6% luminance: L* 53.585.
    expect(labOfHex("#808080").l).toBeCloseTo(53.585, 2);
  });

  it("refuses anything but #rrggbb", () => {
    expect(() => labOfHex("#fff")).toThrow(RangeError);
    expect(() => labOfHex("b86f55")).toThrow(RangeError);
  });
});
