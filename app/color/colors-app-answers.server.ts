import * as v from "valibot";
import { customPalette, subSeasonPalette, type Palette } from "~/color/palettes";
import { nearestSubSeasons, parseHexInput, type ColorMatch } from "~/color/nearest-colors";
import { nearestInPalette, type CheckedColor } from "~/color/palette-checker";
import { SEASON_SLUGS, SUB_SEASON_SLUGS, type NamedColor } from "~/data/seasons";
import { getSeasonIn, getSubSeasonIn, seasonsIn, subSeasonsOfIn } from "~/data/seasons/in-language.server";
import { Slug, type CustomPalette } from "~/schemas";
import type { Locale } from "~/schemas/common";
import { say } from "~/schemas/fields";

/*
 * The answers of the colour tool (/colors-app), each read from the query string:
 *   ?color=%23c8a2c8                     nearest sub-season palettes (CIEDE2000, app/color/nearest-colors.ts)
 *   ?season=spring&subSeason=light-spring one sub-season's palette (a season alone shows its overview)
 *   ?palette=<id>                        one custom palette from Website/CustomPalettes
 *   ?check=soft-autumn&checkColor=%23b5651d the shop-floor checker: the colour's three nearest in
 *                                        that sub-season's palette (app/color/palette-checker.ts);
 *                                        `check` alone sets the checker to the palette (a link from
 *                                        a client's own palette page), for the photo check too
 * Server-only, so no matching logic and no colour library ships to the browser. Each answer is in
 * the page's language (`locale`): the season data's words, and the messages.
 */

const MAX_ECHO = 40;

/** An absent or empty query value means "not chosen"; anything else is validated. */
function queryValue(query: URLSearchParams, name: string): string | null {
  const value = query.get(name);
  return value === null || value.trim() === "" ? null : value;
}

const echo = (input: string) => (input.length > MAX_ECHO ? `${input.slice(0, MAX_ECHO)}…` : input);

export type MatchAnswer =
  | { state: "none" }
  | { state: "invalid"; input: string; message: string }
  | { state: "matched"; input: string; hex: string; matches: ColorMatch[] };

/** The hex field's messages (app/color/nearest-colors.ts writes them in English) in Dutch; one not here stays English. */
const HEX_MESSAGES_NL: Record<string, string> = {
  "Type a colour as a hex code, such as #c8a2c8.": "Typ een kleur als hexcode, bijvoorbeeld #c8a2c8.",
  "That is too long for a hex code. Use six hex digits, such as #c8a2c8.":
    "Dat is te lang voor een hexcode. Gebruik zes hexadecimale tekens, bijvoorbeeld #c8a2c8.",
  "That is not a hex colour. Use six hex digits (0–9, a–f), with or without #, such as #c8a2c8.":
    "Dat is geen hexkleur. Gebruik zes hexadecimale tekens (0–9, a–f), met of zonder #, bijvoorbeeld #c8a2c8.",
  "That is not a hex colour.": "Dat is geen hexkleur.",
};

const hexMessage = (message: string, locale: Locale) => (locale === "nl" ? (HEX_MESSAGES_NL[message] ?? message) : message);

/** A match in `locale`'s words: its season's name and its colour's name (the same colour, by hex). */
function matchIn(match: ColorMatch, locale: Locale): ColorMatch {
  if (locale === "en") return match;
  const subSeason = getSubSeasonIn(match.subSeason.slug, locale);
  const color = subSeason?.palette.find((candidate) => candidate.hex === match.color.hex);
  return {
    ...match,
    subSeason: { ...match.subSeason, seasonName: getSeasonIn(match.subSeason.seasonSlug, locale)?.name ?? match.subSeason.seasonName },
    color: color ? { ...match.color, name: color.name } : match.color,
  };
}

/** The sub-season palettes nearest a typed or picked colour (`?color=`). */
export function answerMatch(input: string | null, locale: Locale = "en"): MatchAnswer {
  if (input === null) return { state: "none" };
  const parsed = parseHexInput(input);
  if (!parsed.success) return { state: "invalid", input: echo(input), message: hexMessage(parsed.message, locale) };
  return { state: "matched", input, hex: parsed.hex, matches: nearestSubSeasons(parsed.hex).map((match) => matchIn(match, locale)) };
}

const SeasonParam = v.picklist(
  SEASON_SLUGS,
  say("Choose one of the four seasons: Spring, Summer, Autumn or Winter.", "Kies een van de vier seizoenen: Lente, Zomer, Herfst of Winter."),
);
const SubSeasonParam = v.picklist(SUB_SEASON_SLUGS, say("Choose one of the sixteen sub-seasons from the list.", "Kies een van de zestien subseizoenen uit de lijst."));

/** Where the sub-season chosen belongs to another season than the one chosen. */
const OTHER_SEASON: Record<Locale, (subSeason: string, itsSeason: string | undefined, chosenSeason: string) => string> = {
  en: (subSeason, itsSeason, chosenSeason) =>
    `${subSeason} belongs to ${itsSeason ?? "another season"}. Choose one of the ${chosenSeason} sub-seasons below.`,
  nl: (subSeason, itsSeason, chosenSeason) =>
    `${subSeason} hoort bij ${itsSeason ? `de ${itsSeason}` : "een ander seizoen"}. Kies hieronder een van de subseizoenen van de ${chosenSeason}.`,
};

const NO_CUSTOM_PALETTE: Record<Locale, string> = {
  en: "We have no curated palette by that name. Choose one from the list.",
  nl: "We hebben geen samengesteld palet met die naam. Kies er een uit de lijst.",
};

type SeasonOverview = {
  slug: string;
  name: string;
  tagline: string;
  keyColors: Array<{ name: string; hex: string }>;
  subSeasons: Array<{ slug: string; name: string }>;
};

export type BrowseAnswer = {
  season: string | null;
  subSeason: string | null;
  errors: { season?: string; subSeason?: string };
  notice: string | null;
  overview: SeasonOverview | null;
  palette: Palette | null;
};

/** A sub-season's palette, or a season's overview when no sub-season is chosen (`?season=&subSeason=`). */
export function answerBrowse(seasonInput: string | null, subSeasonInput: string | null, locale: Locale = "en"): BrowseAnswer {
  const answer: BrowseAnswer = { season: null, subSeason: null, errors: {}, notice: null, overview: null, palette: null };
  if (seasonInput !== null) {
    const result = v.safeParse(SeasonParam, seasonInput, { lang: locale });
    if (result.success) answer.season = result.output;
    else answer.errors.season = result.issues[0].message;
  }
  if (subSeasonInput !== null) {
    const result = v.safeParse(SubSeasonParam, subSeasonInput, { lang: locale });
    if (result.success) answer.subSeason = result.output;
    else answer.errors.subSeason = result.issues[0].message;
  }

  const subSeason = answer.subSeason ? getSubSeasonIn(answer.subSeason, locale) : undefined;
  if (subSeason && answer.season === null && !answer.errors.season) answer.season = subSeason.seasonSlug;
  // Without JavaScript the sub-season list still holds the old season's choice after the season
  // changes: the season is the newer choice, so it wins and the visitor picks again from its four.
  if (subSeason && answer.season !== null && subSeason.seasonSlug !== answer.season) {
    answer.notice = OTHER_SEASON[locale](subSeason.name, getSeasonIn(subSeason.seasonSlug, locale)?.name, getSeasonIn(answer.season, locale)?.name ?? "");
    answer.subSeason = null;
  }

  if (answer.subSeason) {
    const chosen = getSubSeasonIn(answer.subSeason, locale);
    answer.palette = chosen ? subSeasonPalette(chosen) : null;
  } else if (answer.season) {
    const season = getSeasonIn(answer.season, locale);
    answer.overview = season
      ? {
          slug: season.slug,
          name: season.name,
          tagline: season.tagline,
          keyColors: season.keyColors.map(({ name, hex }) => ({ name, hex })),
          subSeasons: subSeasonsOfIn(season.slug, locale).map(({ slug, name }) => ({ slug, name })),
        }
      : null;
  }
  return answer;
}

export type CustomAnswer = { selected: string | null; error: string | null; palette: Palette | null };

/** One of the studio's curated palettes (`?palette=`), looked up among the published ones. */
export function answerCustom(input: string | null, palettes: readonly CustomPalette[], locale: Locale = "en"): CustomAnswer {
  if (input === null) return { selected: null, error: null, palette: null };
  const slug = v.safeParse(Slug, input);
  const found = slug.success ? palettes.find((palette) => palette.id === slug.output) : undefined;
  if (!found) return { selected: null, error: NO_CUSTOM_PALETTE[locale], palette: null };
  return { selected: found.id, error: null, palette: customPalette(found) };
}

export type CheckerPalette = { slug: string; name: string; colors: NamedColor[] };

export type CheckerAnswer = {
  /** The palette the checker is set to, its colours named in the page's language. */
  palette: CheckerPalette | null;
  paletteError: string | null;
  color:
    | { state: "none" }
    | { state: "invalid"; input: string; message: string }
    | { state: "checked"; input: string; hex: string; matches: CheckedColor[] };
};

const CHECK_PALETTE_FIRST: Record<Locale, string> = {
  en: "Choose the palette to check the colour against.",
  nl: "Kies het palet waarmee je de kleur wilt vergelijken.",
};

/** The checker set to a sub-season's palette (`?check=`), and a typed colour checked against it (`?checkColor=`). */
export function answerChecker(paletteInput: string | null, colorInput: string | null, locale: Locale = "en"): CheckerAnswer {
  const answer: CheckerAnswer = { palette: null, paletteError: null, color: { state: "none" } };
  if (paletteInput !== null) {
    const result = v.safeParse(SubSeasonParam, paletteInput, { lang: locale });
    const subSeason = result.success ? getSubSeasonIn(result.output, locale) : undefined;
    if (subSeason) answer.palette = { slug: subSeason.slug, name: subSeason.name, colors: subSeason.palette.map(({ name, hex }) => ({ name, hex })) };
    else if (!result.success) answer.paletteError = result.issues[0].message;
  }
  if (colorInput === null) return answer;
  const parsed = parseHexInput(colorInput);
  if (!parsed.success) answer.color = { state: "invalid", input: echo(colorInput), message: hexMessage(parsed.message, locale) };
  else if (answer.palette) answer.color = { state: "checked", input: colorInput, hex: parsed.hex, matches: nearestInPalette(parsed.hex, answer.palette.colors) };
  else answer.paletteError ??= CHECK_PALETTE_FIRST[locale];
  return answer;
}

export type SeasonOption = { slug: string; name: string; subSeasons: Array<{ slug: string; name: string }> };
/** `english`: the name is left in English on a Dutch page (`langOf`). */
export type PaletteOption = { id: string; name: string; english?: readonly string[] };

type ColorsAppPage = {
  match: MatchAnswer;
  browse: BrowseAnswer;
  custom: CustomAnswer;
  checker: CheckerAnswer;
  seasonOptions: SeasonOption[];
  paletteOptions: PaletteOption[];
};

/** The three tools' answers to a query, side by side, with the choices their forms offer, in `locale`'s words. */
export function colorsAppPage(query: URLSearchParams, customPalettes: ReadonlyArray<CustomPalette & { english?: readonly string[] }>, locale: Locale = "en"): ColorsAppPage {
  return {
    match: answerMatch(queryValue(query, "color"), locale),
    browse: answerBrowse(queryValue(query, "season"), queryValue(query, "subSeason"), locale),
    custom: answerCustom(queryValue(query, "palette"), customPalettes, locale),
    checker: answerChecker(queryValue(query, "check"), queryValue(query, "checkColor"), locale),
    seasonOptions: seasonsIn(locale).map((season) => ({
      slug: season.slug,
      name: season.name,
      subSeasons: subSeasonsOfIn(season.slug, locale).map(({ slug, name }) => ({ slug, name })),
    })),
    paletteOptions: customPalettes.map(({ id, name, english }) => ({ id, name, ...(english?.includes("name") ? { english: ["name"] } : {}) })),
  };
}

/** Whether any tool was sent a value it cannot use: the page then answers 400, with each message shown. */
export function hasInvalidChoice({ match, browse, custom, checker }: ColorsAppPage): boolean {
  return (
    match.state === "invalid" ||
    Object.keys(browse.errors).length > 0 ||
    custom.error !== null ||
    checker.paletteError !== null ||
    checker.color.state === "invalid"
  );
}
