/**
 * Static data for the seasonal colour analysis pages: the four seasons and the
 * sixteen sub-seasons the studio works with, one file per season.
 *
 * Everything here is plain, typed data with no runtime dependencies, so it can be
 * imported by loaders, components, schemas (`SEASON_SLUGS` / `SUB_SEASON_SLUGS`
 * feed valibot picklists) and tests alike.
 */

import { AUTUMN, AUTUMN_SUB_SEASONS } from "./autumn";
import { SPRING, SPRING_SUB_SEASONS } from "./spring";
import { SUMMER, SUMMER_SUB_SEASONS } from "./summer";
import { SUB_SEASON_SLUGS, type Season, type SubSeason, type SubSeasonSlug } from "~/schemas/season";
import { WINTER, WINTER_SUB_SEASONS } from "./winter";

export {
  CHROMAS,
  CONTRASTS,
  DEPTHS,
  DIFFICULTIES,
  SEASON_SLUGS,
  SUB_SEASON_SLUGS,
  TEMPERATURES,
  TIP_CATEGORIES,
  type HexColor,
  type NamedColor,
  type Season,
  type SeasonSlug,
  type SubSeason,
  type SubSeasonSlug,
} from "~/schemas/season";

export const SEASONS: readonly Season[] = [SPRING, SUMMER, AUTUMN, WINTER];

/** Season by season; within a season, in the order it lists its sub-seasons. */
// A pure call, not a spread: esbuild can then leave the season data out of browser chunks that
// import only a slug list or a type from here.
export const SUB_SEASONS: readonly SubSeason[] = /* @__PURE__ */ SPRING_SUB_SEASONS.concat(
  SUMMER_SUB_SEASONS,
  AUTUMN_SUB_SEASONS,
  WINTER_SUB_SEASONS,
);

// ---------------------------------------------------------------------------
// Helpers
// ---------------------------------------------------------------------------

export function isSubSeasonSlug(slug: string): slug is SubSeasonSlug {
  return (SUB_SEASON_SLUGS as readonly string[]).includes(slug);
}

export function getSeason(slug: string): Season | undefined {
  return SEASONS.find((season) => season.slug === slug);
}

export function getSubSeason(slug: string): SubSeason | undefined {
  return SUB_SEASONS.find((subSeason) => subSeason.slug === slug);
}

/** The four sub-seasons of a season, in the season's order; empty for an unknown slug. */
export function subSeasonsOf(seasonSlug: string): SubSeason[] {
  const season = getSeason(seasonSlug);
  if (!season) return [];
  return season.subSeasonSlugs
    .map((slug) => getSubSeason(slug))
    .filter((subSeason): subSeason is SubSeason => subSeason !== undefined);
}
