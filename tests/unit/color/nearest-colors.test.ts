import { describe, expect, it } from "vitest";
import { SUB_SEASONS } from "~/data/seasons";
import { nearestSubSeasons, parseHexInput, verdictFor } from "~/color/nearest-colors";

describe("nearestSubSeasons", () => {
  it("places lilac #c8a2c8 nearest a Summer palette", () => {
    const [first] = nearestSubSeasons("#c8a2c8");
    expect(first?.subSeason.seasonSlug).toBe("summer");
    expect(first?.deltaE).toBeLessThan(6);
  });

  it("answers five different sub-seasons, nearest first", () => {
    const matches = nearestSubSeasons("#c8a2c8");
    expect(matches).toHaveLength(5);
    expect(new Set(matches.map((match) => match.subSeason.slug)).size).toBe(5);
    const distances = matches.map((match) => match.deltaE);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
  });

  it("gives ΔE 0 and 'very close' for a colour taken from a palette", () => {
    const lightSpring = SUB_SEASONS.find((subSeason) => subSeason.slug === "light-spring");
    const apricot = lightSpring?.palette.find((color) => color.name === "Apricot");
    expect(apricot).toBeDefined();
    const [first] = nearestSubSeasons(apricot!.hex);
    expect(first?.deltaE).toBe(0);
    expect(first?.verdict).toBe("very close");
    expect(first?.color.hex).toBe(apricot!.hex);
  });

  it("finds every palette colour of every sub-season at ΔE 0", () => {
    for (const subSeason of SUB_SEASONS) {
      for (const color of subSeason.palette) {
        expect(nearestSubSeasons(color.hex, 1)[0]?.deltaE, `${subSeason.slug} ${color.hex}`).toBe(0);
      }
    }
  });

  it("accepts the hex without # and in capitals, and the three-digit short form", () => {
    const reference = nearestSubSeasons("#c8a2c8");
    expect(nearestSubSeasons("c8a2c8")).toEqual(reference);
    expect(nearestSubSeasons("  #C8A2C8 ")).toEqual(reference);
    expect(nearestSubSeasons("#fff")).toEqual(nearestSubSeasons("#ffffff"));
  });

  it("rejects input that is not a hex colour", () => {
    expect(() => nearestSubSeasons("nothex")).toThrow(RangeError);
    expect(() => nearestSubSeasons("#c8a2c")).toThrow(RangeError);
    expect(() => nearestSubSeasons("")).toThrow(RangeError);
  });
});

describe("parseHexInput", () => {
  it("normalises a valid colour to lower-case #rrggbb", () => {
    expect(parseHexInput("C8A2C8")).toEqual({ success: true, hex: "#c8a2c8" });
    expect(parseHexInput("#abc")).toEqual({ success: true, hex: "#aabbcc" });
  });

  it.each(["nothex", "#12345g", "#1234", "rgb(1,2,3)", "", "   ", "#".repeat(40), 42, undefined])(
    "rejects %j with a message for the visitor",
    (input) => {
      const result = parseHexInput(input);
      expect(result.success).toBe(false);
      if (!result.success) expect(result.message).toMatch(/hex/);
    },
  );
});

describe("verdictFor", () => {
  it("calls below 3 very close, below 6 close, and anything further related", () => {
    expect(verdictFor(0)).toBe("very close");
    expect(verdictFor(2.9)).toBe("very close");
    expect(verdictFor(3)).toBe("close");
    expect(verdictFor(5.9)).toBe("close");
    expect(verdictFor(6)).toBe("related");
    expect(verdictFor(42)).toBe("related");
  });
});
