import { describe, expect, it } from "vitest";
import {
  CHROMAS,
  CONTRASTS,
  DEPTHS,
  SEASONS,
  SEASON_SLUGS,
  SUB_SEASONS,
  SUB_SEASON_SLUGS,
  TEMPERATURES,
  getSeason,
  getSubSeason,
  subSeasonsOf,
  type NamedColor,
} from "~/data/seasons";

const HEX = /^#[0-9a-f]{6}$/;

const EXPECTED_SEASONS = ["spring", "summer", "autumn", "winter"];
const EXPECTED_SUB_SEASONS = [
  "light-spring",
  "warm-spring",
  "bright-spring",
  "true-spring",
  "light-summer",
  "cool-summer",
  "soft-summer",
  "true-summer",
  "soft-autumn",
  "warm-autumn",
  "deep-autumn",
  "true-autumn",
  "cool-winter",
  "bright-winter",
  "deep-winter",
  "true-winter",
];

function allColors(): { where: string; color: NamedColor }[] {
  const out: { where: string; color: NamedColor }[] = [];
  for (const season of SEASONS) {
    for (const color of season.keyColors) out.push({ where: `${season.slug}.keyColors`, color });
  }
  for (const sub of SUB_SEASONS) {
    for (const color of sub.palette) out.push({ where: `${sub.slug}.palette`, color });
    for (const color of sub.neutrals) out.push({ where: `${sub.slug}.neutrals`, color });
    for (const color of sub.avoid) out.push({ where: `${sub.slug}.avoid`, color });
  }
  return out;
}

function sentenceCount(text: string): number {
  return text.split(/[.!?](?:\s|$)/).filter((part) => part.trim().length > 0).length;
}

describe("season slugs", () => {
  it("lists exactly the four seasons in order", () => {
    expect([...SEASON_SLUGS]).toEqual(EXPECTED_SEASONS);
    expect(SEASONS.map((s) => s.slug)).toEqual(EXPECTED_SEASONS);
  });

  it("lists exactly the sixteen sub-seasons in order", () => {
    expect([...SUB_SEASON_SLUGS]).toEqual(EXPECTED_SUB_SEASONS);
    expect(SUB_SEASONS.map((s) => s.slug)).toEqual(EXPECTED_SUB_SEASONS);
  });

  it("has each season list its four sub-seasons in the global order", () => {
    expect(SEASONS.flatMap((s) => [...s.subSeasonSlugs])).toEqual(EXPECTED_SUB_SEASONS);
    for (const season of SEASONS) {
      expect(season.subSeasonSlugs).toHaveLength(4);
      for (const slug of season.subSeasonSlugs) expect(slug.endsWith(`-${season.slug}`)).toBe(true);
    }
  });

  it("gives every sub-season the seasonSlug of the season that lists it", () => {
    for (const season of SEASONS) {
      for (const slug of season.subSeasonSlugs) {
        expect(getSubSeason(slug)?.seasonSlug, slug).toBe(season.slug);
      }
    }
    for (const sub of SUB_SEASONS) {
      expect(getSeason(sub.seasonSlug)?.subSeasonSlugs, sub.slug).toContain(sub.slug);
    }
  });
});

describe("helpers", () => {
  it("finds seasons and sub-seasons by slug", () => {
    expect(getSeason("autumn")?.name).toBe("Autumn");
    expect(getSubSeason("deep-winter")?.name).toBe("Deep Winter");
    expect(getSeason("light-spring")).toBeUndefined();
    expect(getSubSeason("spring")).toBeUndefined();
    expect(getSubSeason("")).toBeUndefined();
  });

  it("returns the sub-seasons of a season in order", () => {
    expect(subSeasonsOf("summer").map((s) => s.slug)).toEqual([
      "light-summer",
      "cool-summer",
      "soft-summer",
      "true-summer",
    ]);
    for (const season of SEASONS) {
      expect(subSeasonsOf(season.slug).map((s) => s.slug)).toEqual([...season.subSeasonSlugs]);
    }
    expect(subSeasonsOf("monsoon")).toEqual([]);
  });
});

describe("season content", () => {
  it("has names, copy and six valid key colours per season", () => {
    for (const season of SEASONS) {
      expect(season.name).toBe(season.slug.charAt(0).toUpperCase() + season.slug.slice(1));
      expect(season.tagline.length).toBeGreaterThan(0);
      expect(season.tagline.length).toBeLessThanOrEqual(60);
      expect(sentenceCount(season.description), season.slug).toBeGreaterThanOrEqual(2);
      expect(sentenceCount(season.description), season.slug).toBeLessThanOrEqual(3);
      expect(season.keyColors).toHaveLength(6);
      expect(new Set(season.keyColors.map((c) => c.hex)).size).toBe(6);
      const { temperature, value, chroma, summary } = season.characteristics;
      for (const text of [temperature, value, chroma, summary]) expect(text.length).toBeGreaterThan(0);
    }
  });
});

describe("colours", () => {
  it("uses a valid lower-case #rrggbb hex and a name for every colour", () => {
    for (const { where, color } of allColors()) {
      expect(color.hex, `${where}: ${color.name}`).toMatch(HEX);
      expect(color.name.trim().length, where).toBeGreaterThan(0);
    }
  });

  it("gives each sub-season a palette of at least 14 colours without duplicate hex", () => {
    for (const sub of SUB_SEASONS) {
      expect(sub.palette.length, sub.slug).toBeGreaterThanOrEqual(14);
      const hexes = sub.palette.map((c) => c.hex);
      expect(new Set(hexes).size, `${sub.slug} has a duplicate hex`).toBe(hexes.length);
      const names = sub.palette.map((c) => c.name.toLowerCase());
      expect(new Set(names).size, `${sub.slug} has a duplicate name`).toBe(names.length);
    }
  });

  it("keeps every palette distinct from every other", () => {
    const keys = SUB_SEASONS.map((s) => JSON.stringify(s.palette.map((c) => c.hex).sort()));
    expect(new Set(keys).size).toBe(SUB_SEASONS.length);

    // Neighbours may share a few colours, but most of each palette is its own.
    for (const [i, a] of SUB_SEASONS.entries()) {
      const aHex = new Set(a.palette.map((c) => c.hex));
      for (const b of SUB_SEASONS.slice(i + 1)) {
        const shared = b.palette.filter((c) => aHex.has(c.hex)).length;
        const smaller = Math.min(a.palette.length, b.palette.length);
        expect(shared, `${a.slug} / ${b.slug}`).toBeLessThan(smaller / 2);
      }
    }
  });

  it("has 4–6 neutrals and 4–6 colours to avoid, each with a reason", () => {
    for (const sub of SUB_SEASONS) {
      expect(sub.neutrals.length, sub.slug).toBeGreaterThanOrEqual(4);
      expect(sub.neutrals.length, sub.slug).toBeLessThanOrEqual(6);
      expect(sub.avoid.length, sub.slug).toBeGreaterThanOrEqual(4);
      expect(sub.avoid.length, sub.slug).toBeLessThanOrEqual(6);
      for (const color of sub.avoid) expect(color.reason.length, `${sub.slug}: ${color.name}`).toBeGreaterThan(10);
      const paletteHex = new Set(sub.palette.map((c) => c.hex));
      for (const color of sub.avoid) {
        expect(paletteHex.has(color.hex), `${sub.slug} both wears and avoids ${color.hex}`).toBe(false);
      }
    }
  });
});

describe("sub-season content", () => {
  it("names each sub-season after its slug", () => {
    for (const sub of SUB_SEASONS) {
      const expected = sub.slug
        .split("-")
        .map((w) => w.charAt(0).toUpperCase() + w.slice(1))
        .join(" ");
      expect(sub.name).toBe(expected);
    }
  });

  it("has a distinct 3–4 sentence description for every sub-season", () => {
    for (const sub of SUB_SEASONS) {
      const count = sentenceCount(sub.description);
      expect(count, sub.slug).toBeGreaterThanOrEqual(3);
      expect(count, sub.slug).toBeLessThanOrEqual(4);
      expect(sub.description.toLowerCase()).not.toContain("lorem");
    }
    expect(new Set(SUB_SEASONS.map((s) => s.description)).size).toBe(SUB_SEASONS.length);
    expect(new Set(SUB_SEASONS.map((s) => s.characteristics.summary)).size).toBe(SUB_SEASONS.length);
  });

  it("uses only valid characteristic values", () => {
    for (const sub of SUB_SEASONS) {
      const c = sub.characteristics;
      expect(DEPTHS, sub.slug).toContain(c.depth);
      expect(TEMPERATURES, sub.slug).toContain(c.temperature);
      expect(CHROMAS, sub.slug).toContain(c.chroma);
      expect(CONTRASTS, sub.slug).toContain(c.contrast);
      expect(c.summary.length).toBeGreaterThan(0);
    }
  });

  it("matches the defining trait of the sub-seasons", () => {
    const c = (slug: string) => getSubSeason(slug)?.characteristics;
    expect(c("light-spring")).toMatchObject({
      depth: "light",
      temperature: "warm-neutral",
      chroma: "medium-bright",
      contrast: "low-medium",
    });
    expect(c("deep-winter")).toMatchObject({
      depth: "deep",
      temperature: "cool-neutral",
      chroma: "bright",
      contrast: "high",
    });
    expect(c("soft-summer")).toMatchObject({
      depth: "medium",
      temperature: "cool-neutral",
      chroma: "soft",
      contrast: "low",
    });
    expect(c("true-autumn")).toMatchObject({ depth: "medium", temperature: "warm", chroma: "medium", contrast: "medium" });

    for (const sub of SUB_SEASONS) {
      const ch = sub.characteristics;
      if (sub.slug.startsWith("light-")) expect(ch.depth, sub.slug).toBe("light");
      if (sub.slug.startsWith("deep-")) expect(ch.depth, sub.slug).toBe("deep");
      if (sub.slug.startsWith("soft-")) expect(ch.chroma, sub.slug).toBe("soft");
      if (sub.slug.startsWith("bright-")) expect(ch.chroma, sub.slug).toBe("bright");
      if (sub.slug.startsWith("warm-")) expect(ch.temperature, sub.slug).toBe("warm");
      if (sub.slug.startsWith("cool-")) expect(ch.temperature, sub.slug).toBe("cool");
      if (sub.seasonSlug === "spring" || sub.seasonSlug === "autumn") {
        expect(["warm", "warm-neutral"], sub.slug).toContain(ch.temperature);
      } else {
        expect(["cool", "cool-neutral"], sub.slug).toContain(ch.temperature);
      }
    }
  });

  it("has metals with a reason", () => {
    for (const sub of SUB_SEASONS) {
      expect(sub.metals.recommended.length, sub.slug).toBeGreaterThan(0);
      expect(sub.metals.why.length, sub.slug).toBeGreaterThan(20);
    }
  });

  it("points confusedWith at 1–3 other existing sub-seasons", () => {
    for (const sub of SUB_SEASONS) {
      expect(sub.confusedWith.length, sub.slug).toBeGreaterThanOrEqual(1);
      expect(sub.confusedWith.length, sub.slug).toBeLessThanOrEqual(3);
      const slugs = sub.confusedWith.map((c) => c.slug);
      expect(new Set(slugs).size, sub.slug).toBe(slugs.length);
      for (const other of sub.confusedWith) {
        expect(other.slug, sub.slug).not.toBe(sub.slug);
        expect(getSubSeason(other.slug), `${sub.slug} -> ${other.slug}`).toBeDefined();
        expect(other.why.length, `${sub.slug} -> ${other.slug}`).toBeGreaterThan(20);
      }
    }
  });

  it("does not carry celebrity examples", () => {
    for (const sub of SUB_SEASONS) expect(sub).not.toHaveProperty("celebrityExamples");
  });
});
