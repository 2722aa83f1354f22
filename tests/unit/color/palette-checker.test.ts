import { differenceCiede2000 } from "culori";
import { describe, expect, it } from "vitest";
import { nearestInPalette } from "~/color/palette-checker";
import { getSubSeason, SUB_SEASONS } from "~/data/seasons";

const softAutumn = getSubSeason("soft-autumn")!.palette;

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
