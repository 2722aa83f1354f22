// The colour tool's answers on a Dutch page (/nl/kleurenapp): the season data's Dutch words and
// Dutch messages; the same slugs, hex values and matches as the English.
import { describe, expect, it } from "vitest";
import { customPalettes } from "../../../scripts/seed/custom-palettes";
import { answerBrowse, answerChecker, answerCustom, answerMatch, colorsAppPage } from "~/color/colors-app-answers.server";

const palettes = customPalettes.customPalettes;

describe("the colour tool in Dutch", () => {
  it("matches a colour as in English, naming the season and the colour in Dutch", () => {
    const english = answerMatch("#c8a2c8");
    const dutch = answerMatch("#c8a2c8", "nl");
    if (english.state !== "matched" || dutch.state !== "matched") throw new Error("no match");
    expect(dutch.matches.map((match) => [match.subSeason.slug, match.color.hex, match.deltaE, match.verdict])).toEqual(
      english.matches.map((match) => [match.subSeason.slug, match.color.hex, match.deltaE, match.verdict]),
    );
    expect(dutch.matches.map((match) => match.subSeason.name)).toEqual(english.matches.map((match) => match.subSeason.name));
    expect(dutch.matches[0]?.subSeason.seasonName).toBe("Zomer");
    expect(dutch.matches[0]?.color.name).not.toBe(english.matches[0]?.color.name);
  });

  it("checks a colour against a palette as in English, naming the palette's colours in Dutch, and asks for a palette in Dutch", () => {
    const english = answerChecker("soft-autumn", "#b5651d");
    const dutch = answerChecker("soft-autumn", "#b5651d", "nl");
    if (english.color.state !== "checked" || dutch.color.state !== "checked") throw new Error("not checked");
    expect(dutch.color.matches.map(({ hex, deltaE, verdict }) => [hex, deltaE, verdict])).toEqual(english.color.matches.map(({ hex, deltaE, verdict }) => [hex, deltaE, verdict]));
    expect(dutch.color.matches[0]?.name).not.toBe(english.color.matches[0]?.name);
    expect(answerChecker(null, "#b5651d", "nl").paletteError).toBe("Kies het palet waarmee je de kleur wilt vergelijken.");
    expect(answerChecker("soft-autumn", "bruin", "nl").color).toMatchObject({ state: "invalid", message: expect.stringMatching(/^Dat is geen hexkleur/) });
  });

  it("answers every message of the hex field in Dutch", () => {
    for (const input of ["nothex", "#12345678901234567", " "]) {
      const answer = answerMatch(input, "nl");
      expect(answer.state, input).toBe("invalid");
      if (answer.state === "invalid") expect(answer.message, input).toMatch(/^(Dat is|Typ)/);
    }
  });

  it("says a sub-season belongs to another season, and asks for a season or sub-season it knows, in Dutch", () => {
    expect(answerBrowse("spring", "deep-winter", "nl").notice).toBe("Deep Winter hoort bij de Winter. Kies hieronder een van de subseizoenen van de Lente.");
    expect(answerBrowse("monsoon", "soft-monsoon", "nl").errors).toEqual({
      season: "Kies een van de vier seizoenen: Lente, Zomer, Herfst of Winter.",
      subSeason: "Kies een van de zestien subseizoenen uit de lijst.",
    });
    expect(answerCustom("no-such-palette", palettes, "nl").error).toBe("We hebben geen samengesteld palet met die naam. Kies er een uit de lijst.");
  });

  it("shows a sub-season's palette and a season's overview in Dutch words, with the English's colours", () => {
    const english = answerBrowse(null, "soft-autumn");
    const dutch = answerBrowse(null, "soft-autumn", "nl");
    expect(dutch.palette?.name).toBe("Soft Autumn");
    expect(dutch.palette?.colors.map((color) => color.hex)).toEqual(english.palette?.colors.map((color) => color.hex));
    expect(dutch.palette?.description).not.toBe(english.palette?.description);
    expect(answerBrowse("autumn", null, "nl").overview).toMatchObject({ name: "Herfst", tagline: "Warm, rijk en aards." });
  });

  it("offers the seasons by their Dutch names, the sub-seasons by their names", () => {
    const page = colorsAppPage(new URLSearchParams(), palettes, "nl");
    expect(page.seasonOptions.map((season) => season.name)).toEqual(["Lente", "Zomer", "Herfst", "Winter"]);
    expect(page.seasonOptions[2]?.subSeasons[0]).toEqual({ slug: "soft-autumn", name: "Soft Autumn" });
  });
});
