import { describe, expect, it } from "vitest";
import { customPalettes } from "../../../scripts/seed/custom-palettes";
import {
  answerBrowse,
  answerChecker,
  answerCustom,
  answerMatch,
  colorsAppPage,
  hasInvalidChoice,
} from "~/color/colors-app-answers.server";
import { getSubSeason } from "~/data/seasons";

const palettes = customPalettes.customPalettes;

describe("matching a colour (?color=)", () => {
  it("answers a hex code with the nearest sub-season palettes, nearest first", () => {
    const answer = answerMatch("#c8a2c8");
    expect(answer.state).toBe("matched");
    if (answer.state !== "matched") return;
    expect(answer.hex).toBe("#c8a2c8");
    expect(answer.matches).toHaveLength(5);
    expect(answer.matches[0]?.subSeason.seasonSlug).toBe("summer");
  });

  it("reads a hex code without # or in short form, and keeps what the visitor typed", () => {
    const answer = answerMatch("CAC");
    expect(answer).toMatchObject({ state: "matched", input: "CAC", hex: "#ccaacc" });
  });

  it("answers something that is not a colour with a message, echoing at most 40 characters", () => {
    expect(answerMatch("nothex")).toEqual({
      state: "invalid",
      input: "nothex",
      message: "That is not a hex colour. Use six hex digits (0–9, a–f), with or without #, such as #c8a2c8.",
    });
    const long = answerMatch("z".repeat(60));
    expect(long.state === "invalid" && long.input).toBe(`${"z".repeat(40)}…`);
  });

  it("has no answer when no colour was asked for", () => {
    expect(answerMatch(null)).toEqual({ state: "none" });
  });
});

describe("browsing a season (?season=&subSeason=)", () => {
  it("answers a sub-season with its palette", () => {
    const answer = answerBrowse("spring", "light-spring");
    expect(answer).toMatchObject({ season: "spring", subSeason: "light-spring", errors: {}, notice: null, overview: null });
    expect(answer.palette?.name).toBe("Light Spring");
    expect(answer.palette?.colors).toHaveLength(getSubSeason("light-spring")!.palette.length);
  });

  it("fills in the season of a sub-season chosen alone", () => {
    expect(answerBrowse(null, "cool-winter")).toMatchObject({ season: "winter", subSeason: "cool-winter" });
  });

  it("answers a season alone with its key colours and its four sub-seasons", () => {
    const answer = answerBrowse("summer", null);
    expect(answer.palette).toBeNull();
    expect(answer.overview).toMatchObject({ slug: "summer", name: "Summer" });
    expect(answer.overview?.subSeasons.map((option) => option.slug)).toEqual([
      "light-summer",
      "cool-summer",
      "soft-summer",
      "true-summer",
    ]);
  });

  it("lets a newly chosen season win over a sub-season of another season, and says so", () => {
    const answer = answerBrowse("winter", "light-spring");
    expect(answer.subSeason).toBeNull();
    expect(answer.notice).toBe("Light Spring belongs to Spring. Choose one of the Winter sub-seasons below.");
    expect(answer.overview?.slug).toBe("winter");
  });

  it("answers an unknown season or sub-season with a message for each", () => {
    const answer = answerBrowse("monsoon", "bogus");
    expect(answer.errors).toEqual({
      season: "Choose one of the four seasons: Spring, Summer, Autumn or Winter.",
      subSeason: "Choose one of the sixteen sub-seasons from the list.",
    });
    expect(answer).toMatchObject({ season: null, subSeason: null, overview: null, palette: null });
  });

  it("has no answer when nothing was chosen", () => {
    expect(answerBrowse(null, null)).toEqual({
      season: null,
      subSeason: null,
      errors: {},
      notice: null,
      overview: null,
      palette: null,
    });
  });
});

describe("opening a curated palette (?palette=)", () => {
  it("answers a published palette's id with that palette", () => {
    const answer = answerCustom("wedding-guest-jewel-tones", palettes);
    expect(answer.selected).toBe("wedding-guest-jewel-tones");
    expect(answer.error).toBeNull();
    expect(answer.palette).toMatchObject({ slug: "wedding-guest-jewel-tones", kind: "custom", seasonSlug: null });
  });

  it("answers an unknown or malformed id with a message", () => {
    const unknown = { selected: null, error: "We have no curated palette by that name. Choose one from the list.", palette: null };
    expect(answerCustom("nope", palettes)).toEqual(unknown);
    expect(answerCustom("Bad Slug!", palettes)).toEqual(unknown);
    expect(answerCustom("wedding-guest-jewel-tones", [])).toEqual(unknown);
  });

  it("has no answer when no palette was chosen", () => {
    expect(answerCustom(null, palettes)).toEqual({ selected: null, error: null, palette: null });
  });
});

describe("checking a colour against a palette (?check=&checkColor=)", () => {
  it("sets the checker to a sub-season's palette, with all its colours, before any colour is asked", () => {
    const answer = answerChecker("soft-autumn", null);
    expect(answer.palette?.name).toBe("Soft Autumn");
    expect(answer.palette?.colors).toEqual(getSubSeason("soft-autumn")!.palette.map(({ name, hex }) => ({ name, hex })));
    expect(answer.color).toEqual({ state: "none" });
    expect(answer.paletteError).toBeNull();
  });

  it("answers a typed colour with the palette's three nearest, their ΔE00 and the verdict", () => {
    const answer = answerChecker("soft-autumn", "B5651D");
    expect(answer.color).toMatchObject({ state: "checked", input: "B5651D", hex: "#b5651d" });
    if (answer.color.state !== "checked") return;
    expect(answer.color.matches).toHaveLength(3);
    expect(answer.color.matches[0]).toEqual({ name: "Muted Terracotta", hex: "#b86f55", deltaE: 11.7, verdict: "not yours" });
  });

  it("asks for a palette when a colour comes without one, and names a sub-season it does not know", () => {
    expect(answerChecker(null, "#b5651d")).toMatchObject({ palette: null, paletteError: "Choose the palette to check the colour against.", color: { state: "none" } });
    expect(answerChecker("mud-season", null)).toMatchObject({ palette: null, paletteError: "Choose one of the sixteen sub-seasons from the list." });
  });

  it("answers a typed value that is no colour with the hex field's message", () => {
    expect(answerChecker("soft-autumn", "terracotta").color).toMatchObject({ state: "invalid", input: "terracotta", message: expect.stringMatching(/^That is not a hex colour/) });
  });

  it("makes the page a 400 for an unknown palette or a bad colour, not for a palette alone", () => {
    expect(hasInvalidChoice(colorsAppPage(new URLSearchParams("check=soft-autumn"), palettes))).toBe(false);
    expect(hasInvalidChoice(colorsAppPage(new URLSearchParams("check=soft-autumn&checkColor=%23b5651d"), palettes))).toBe(false);
    expect(hasInvalidChoice(colorsAppPage(new URLSearchParams("check=mud-season"), palettes))).toBe(true);
    expect(hasInvalidChoice(colorsAppPage(new URLSearchParams("check=soft-autumn&checkColor=zz"), palettes))).toBe(true);
    expect(hasInvalidChoice(colorsAppPage(new URLSearchParams("checkColor=%23b5651d"), palettes))).toBe(true);
  });
});

describe("the colour tool's page", () => {
  it("reads each tool's question from the query, an empty value counting as none", () => {
    const page = colorsAppPage(new URLSearchParams("color=%23c8a2c8&season=+&palette=capsule-neutrals-soft-summer"), palettes);
    expect(page.match.state).toBe("matched");
    expect(page.browse.season).toBeNull();
    expect(page.browse.errors).toEqual({});
    expect(page.custom.selected).toBe("capsule-neutrals-soft-summer");
    expect(hasInvalidChoice(page)).toBe(false);
  });

  it("offers the four seasons with their sub-seasons, and the published palettes", () => {
    const page = colorsAppPage(new URLSearchParams(), palettes);
    expect(page.seasonOptions.map((option) => option.slug)).toEqual(["spring", "summer", "autumn", "winter"]);
    for (const option of page.seasonOptions) expect(option.subSeasons).toHaveLength(4);
    expect(page.paletteOptions).toEqual(palettes.map(({ id, name }) => ({ id, name })));
    expect(hasInvalidChoice(page)).toBe(false);
  });

  it("counts as invalid when any one tool was sent a value it cannot use", () => {
    for (const query of ["color=nothex", "season=monsoon", "subSeason=bogus", "palette=nope"]) {
      expect(hasInvalidChoice(colorsAppPage(new URLSearchParams(query), palettes)), query).toBe(true);
    }
  });
});
