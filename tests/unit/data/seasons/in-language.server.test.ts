// The seasons in Dutch (app/data/seasons/nl/) against the English (app/data/seasons/): the same
// slugs, hex values, scale values, order and lengths, and every text written in Dutch, but for the
// names the studio keeps and a few words Dutch shares with English.
import { describe, expect, it } from "vitest";
import { SEASONS, SUB_SEASONS, getSeason, getSubSeason, subSeasonsOf, type NamedColor } from "~/data/seasons";
import { dutchNameOf, getSeasonIn, getSubSeasonIn, seasonsIn, subSeasonsIn, subSeasonsOfIn } from "~/data/seasons/in-language.server";

const DUTCH_SEASONS = seasonsIn("nl");
const DUTCH_SUB_SEASONS = subSeasonsIn("nl");

/** Words Dutch writes as English does: colour names, a metal, the season "Winter", and English aliases Dutch analysts use too. */
const SHARED_WORDS = new Set([
  "Winter",
  "Aubergine",
  "Beige",
  "Camel",
  "Cognac",
  "Espresso",
  "Eucalyptus",
  "Fuchsia",
  "Gunmetal",
  "Magenta",
  "Mango",
  "Paprika",
  "Terracotta",
  "Toffee",
  "Clear Spring",
  "Clear Winter",
  "Pure Winter",
]);

/** A text the Dutch must have written: different from the English, unless a shared word. */
function expectDutch(dutch: string, english: string, where: string) {
  expect(dutch.trim(), `${where} is empty`).not.toBe("");
  if (!SHARED_WORDS.has(english)) expect(dutch, `${where} is still the English`).not.toBe(english);
}

/** Same length, same hex in the same place, each name in Dutch. */
function expectColours(dutch: readonly NamedColor[], english: readonly NamedColor[], where: string) {
  expect(dutch.map((color) => color.hex), `${where}: hex values`).toEqual(english.map((color) => color.hex));
  english.forEach((color, index) => expectDutch(dutch[index]!.name, color.name, `${where}[${index}].name`));
}

describe("the Dutch seasons", () => {
  it("are the four seasons in the English order", () => {
    expect(DUTCH_SEASONS.map((season) => season.slug)).toEqual(SEASONS.map((season) => season.slug));
  });

  for (const [index, english] of SEASONS.entries()) {
    it(`${english.slug}: the English's slugs and colours, its words in Dutch`, () => {
      const dutch = DUTCH_SEASONS[index]!;
      expect(dutch.subSeasonSlugs).toEqual(english.subSeasonSlugs);
      expectDutch(dutch.name, english.name, "name");
      for (const field of ["tagline", "description"] as const) expectDutch(dutch[field], english[field], field);
      for (const field of ["temperature", "value", "chroma", "summary"] as const) {
        expectDutch(dutch.characteristics[field], english.characteristics[field], `characteristics.${field}`);
      }
      expectColours(dutch.keyColors, english.keyColors, "keyColors");
    });
  }
});

describe("the Dutch sub-seasons", () => {
  it("are the sixteen sub-seasons in the English order", () => {
    expect(DUTCH_SUB_SEASONS.map((subSeason) => subSeason.slug)).toEqual(SUB_SEASONS.map((subSeason) => subSeason.slug));
  });

  for (const [index, english] of SUB_SEASONS.entries()) {
    it(`${english.slug}: its name, season, scales and colours as the English, its words in Dutch`, () => {
      const dutch = DUTCH_SUB_SEASONS[index]!;
      // The name is the name ("Soft Autumn"); its Dutch name comes first among the others.
      expect(dutch.name).toBe(english.name);
      expect(dutch.seasonSlug).toBe(english.seasonSlug);
      expect(dutch.alsoKnownAs).toHaveLength(english.alsoKnownAs.length + 1);
      expectDutch(dutch.alsoKnownAs[0]!, english.name, "alsoKnownAs[0], its Dutch name");
      english.alsoKnownAs.forEach((alias, at) => expectDutch(dutch.alsoKnownAs[at + 1]!, alias, `alsoKnownAs[${at + 1}]`));

      const { summary, ...scales } = dutch.characteristics;
      const { summary: englishSummary, ...englishScales } = english.characteristics;
      expect(scales).toEqual(englishScales);
      expectDutch(summary, englishSummary, "characteristics.summary");
      expectDutch(dutch.description, english.description, "description");

      expectColours(dutch.palette, english.palette, "palette");
      expectColours(dutch.neutrals, english.neutrals, "neutrals");
      expectColours(dutch.avoid, english.avoid, "avoid");
      english.avoid.forEach((color, at) => expectDutch(dutch.avoid[at]!.reason, color.reason, `avoid[${at}].reason`));

      expect(dutch.metals.recommended).toHaveLength(english.metals.recommended.length);
      english.metals.recommended.forEach((metal, at) => expectDutch(dutch.metals.recommended[at]!, metal, `metals.recommended[${at}]`));
      expectDutch(dutch.metals.why, english.metals.why, "metals.why");

      expect(dutch.confusedWith.map((other) => other.slug)).toEqual(english.confusedWith.map((other) => other.slug));
      english.confusedWith.forEach((other, at) => expectDutch(dutch.confusedWith[at]!.why, other.why, `confusedWith[${at}].why`));
    });
  }
});

describe("the season helpers in a language", () => {
  it("give the English data on an English page, as app/data/seasons does", () => {
    expect(seasonsIn("en")).toBe(SEASONS);
    expect(subSeasonsIn("en")).toBe(SUB_SEASONS);
    expect(getSeasonIn("autumn", "en")).toBe(getSeason("autumn"));
    expect(getSubSeasonIn("soft-autumn", "en")).toBe(getSubSeason("soft-autumn"));
    expect(subSeasonsOfIn("autumn", "en")).toEqual(subSeasonsOf("autumn"));
  });

  it("give the Dutch on a Dutch page", () => {
    expect(getSeasonIn("spring", "nl")?.name).toBe("Lente");
    expect(getSubSeasonIn("soft-autumn", "nl")?.alsoKnownAs[0]).toBe("Zachte Herfst");
    expect(subSeasonsOfIn("winter", "nl").map((subSeason) => subSeason.slug)).toEqual(subSeasonsOf("winter").map((subSeason) => subSeason.slug));
    expect(subSeasonsOfIn("winter", "nl")[0]).toBe(getSubSeasonIn("cool-winter", "nl"));
  });

  it("know no made-up slug", () => {
    expect(getSeasonIn("monsoon", "nl")).toBeUndefined();
    expect(getSubSeasonIn("soft-monsoon", "nl")).toBeUndefined();
    expect(subSeasonsOfIn("monsoon", "nl")).toEqual([]);
  });

  it("name a sub-season in Dutch on a Dutch page only", () => {
    expect(dutchNameOf("soft-autumn", "nl")).toBe("Zachte Herfst");
    expect(dutchNameOf("true-winter", "nl")).toBe("Ware Winter");
    expect(dutchNameOf("soft-autumn", "en")).toBeNull();
    expect(dutchNameOf("soft-monsoon", "nl")).toBeNull();
  });
});
