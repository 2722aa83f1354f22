import { describe, expect, it } from "vitest";
import { websiteData } from "../../../scripts/seed/website-data";
import { SUB_SEASON_SLUGS } from "~/data/seasons";
import { contrastRatio } from "~/color/contrast";
import { readableSubSeasonTheme } from "~/color/season-theme";
import { contrastRatio as referenceContrast } from "../support/contrast";

const colors = (bg: string, text: string, accent = "#888888") => ({
  bg_color: { hex: bg },
  text_color: { hex: text },
  accent_color: { hex: accent },
});

describe("sub-season header theme", () => {
  it("computes the WCAG contrast ratio like the reference helper", () => {
    for (const [a, b] of [
      ["#000000", "#ffffff"],
      ["#7a4a66", "#f6eef0"],
      ["#3A4A66", "#EEF2F8"],
    ] as const) {
      expect(contrastRatio(a, b)).toBeCloseTo(referenceContrast(a, b), 6);
    }
    expect(contrastRatio("#fff", "#000000")).toBeNull();
  });

  it("uses the editor's colours when the text passes AA", () => {
    expect(readableSubSeasonTheme(colors("#FDF3E1", "#5A3E2B", "#F4A38C"))).toEqual({
      bg: "#fdf3e1",
      text: "#5a3e2b",
      accent: "#f4a38c",
    });
  });

  it("keeps the site's colours when the text would fall below AA or there are none", () => {
    expect(readableSubSeasonTheme(colors("#ffffff", "#999999"))).toBeNull();
    expect(readableSubSeasonTheme(undefined)).toBeNull();
  });

  it("themes every sub-season of the seed content", () => {
    for (const slug of SUB_SEASON_SLUGS) expect(readableSubSeasonTheme(websiteData.subSeasons[slug]), slug).not.toBeNull();
  });
});
