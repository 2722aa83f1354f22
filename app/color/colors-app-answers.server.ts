import * as v from "valibot";
import { customPalette, subSeasonPalette, type Palette } from "~/color/palettes";
import { nearestSubSeasons, parseHexInput, type ColorMatch } from "~/color/nearest-colors";
import { getSeason, getSubSeason, SEASON_SLUGS, SEASONS, SUB_SEASON_SLUGS, subSeasonsOf } from "~/data/seasons";
import { Slug, type CustomPalette } from "~/schemas";

/*
 * The answers of the colour tool (/colors-app), each read from the query string:
 *   ?color=%23c8a2c8                     nearest sub-season palettes (CIEDE2000, app/color/nearest-colors.ts)
 *   ?season=spring&subSeason=light-spring one sub-season's palette (a season alone shows its overview)
 *   ?palette=<id>                        one custom palette from Website/CustomPalettes
 * Server-only, so no matching logic and no colour library ships to the browser.
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

/** The sub-season palettes nearest a typed or picked colour (`?color=`). */
export function answerMatch(input: string | null): MatchAnswer {
  if (input === null) return { state: "none" };
  const parsed = parseHexInput(input);
  if (!parsed.success) return { state: "invalid", input: echo(input), message: parsed.message };
  return { state: "matched", input, hex: parsed.hex, matches: nearestSubSeasons(parsed.hex) };
}

const SeasonParam = v.picklist(SEASON_SLUGS, "Choose one of the four seasons: Spring, Summer, Autumn or Winter.");
const SubSeasonParam = v.picklist(SUB_SEASON_SLUGS, "Choose one of the sixteen sub-seasons from the list.");

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
export function answerBrowse(seasonInput: string | null, subSeasonInput: string | null): BrowseAnswer {
  const answer: BrowseAnswer = { season: null, subSeason: null, errors: {}, notice: null, overview: null, palette: null };
  if (seasonInput !== null) {
    const result = v.safeParse(SeasonParam, seasonInput);
    if (result.success) answer.season = result.output;
    else answer.errors.season = result.issues[0].message;
  }
  if (subSeasonInput !== null) {
    const result = v.safeParse(SubSeasonParam, subSeasonInput);
    if (result.success) answer.subSeason = result.output;
    else answer.errors.subSeason = result.issues[0].message;
  }

  const subSeason = answer.subSeason ? getSubSeason(answer.subSeason) : undefined;
  if (subSeason && answer.season === null && !answer.errors.season) answer.season = subSeason.seasonSlug;
  // Without JavaScript the sub-season list still holds the old season's choice after the season
  // changes: the season is the newer choice, so it wins and the visitor picks again from its four.
  if (subSeason && answer.season !== null && subSeason.seasonSlug !== answer.season) {
    answer.notice = `${subSeason.name} belongs to ${getSeason(subSeason.seasonSlug)?.name ?? "another season"}. Choose one of the ${getSeason(answer.season)?.name ?? ""} sub-seasons below.`;
    answer.subSeason = null;
  }

  if (answer.subSeason) {
    const chosen = getSubSeason(answer.subSeason);
    answer.palette = chosen ? subSeasonPalette(chosen) : null;
  } else if (answer.season) {
    const season = getSeason(answer.season);
    answer.overview = season
      ? {
          slug: season.slug,
          name: season.name,
          tagline: season.tagline,
          keyColors: season.keyColors.map(({ name, hex }) => ({ name, hex })),
          subSeasons: subSeasonsOf(season.slug).map(({ slug, name }) => ({ slug, name })),
        }
      : null;
  }
  return answer;
}

export type CustomAnswer = { selected: string | null; error: string | null; palette: Palette | null };

/** One of the studio's curated palettes (`?palette=`), looked up among the published ones. */
export function answerCustom(input: string | null, palettes: readonly CustomPalette[]): CustomAnswer {
  if (input === null) return { selected: null, error: null, palette: null };
  const slug = v.safeParse(Slug, input);
  const found = slug.success ? palettes.find((palette) => palette.id === slug.output) : undefined;
  if (!found) return { selected: null, error: "We have no curated palette by that name. Choose one from the list.", palette: null };
  return { selected: found.id, error: null, palette: customPalette(found) };
}

export type SeasonOption = { slug: string; name: string; subSeasons: Array<{ slug: string; name: string }> };
export type PaletteOption = { id: string; name: string };

type ColorsAppPage = {
  match: MatchAnswer;
  browse: BrowseAnswer;
  custom: CustomAnswer;
  seasonOptions: SeasonOption[];
  paletteOptions: PaletteOption[];
};

/** The three tools' answers to a query, side by side, with the choices their forms offer. */
export function colorsAppPage(query: URLSearchParams, customPalettes: readonly CustomPalette[]): ColorsAppPage {
  return {
    match: answerMatch(queryValue(query, "color")),
    browse: answerBrowse(queryValue(query, "season"), queryValue(query, "subSeason")),
    custom: answerCustom(queryValue(query, "palette"), customPalettes),
    seasonOptions: SEASONS.map((season) => ({
      slug: season.slug,
      name: season.name,
      subSeasons: subSeasonsOf(season.slug).map(({ slug, name }) => ({ slug, name })),
    })),
    paletteOptions: customPalettes.map(({ id, name }) => ({ id, name })),
  };
}

/** Whether any tool was sent a value it cannot use: the page then answers 400, with each message shown. */
export function hasInvalidChoice({ match, browse, custom }: ColorsAppPage): boolean {
  return match.state === "invalid" || Object.keys(browse.errors).length > 0 || custom.error !== null;
}
