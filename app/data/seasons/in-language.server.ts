/**
 * The seasons and sub-seasons in a page's language (issue 43): the English of `./index.ts`, or the
 * Dutch of `./nl/`. The Dutch has the English's slugs, hex values, scale values and order (a unit
 * test holds it to that: tests/unit/data/seasons.dutch.test.ts); only the words differ. A
 * sub-season keeps its English name ("Soft Autumn") in both; its Dutch name is the first of its
 * `alsoKnownAs` on a Dutch page.
 *
 * Server-only (`.server`), so the Dutch text never reaches a browser bundle: a route's loader hands
 * its page the season data in the page's language. Mirrors the helpers of `./index.ts`.
 */
import type { Locale } from "~/schemas/common";
import type { Season, SubSeason, SubSeasonSlug } from "~/schemas/season";
import { SEASONS, SUB_SEASONS } from "./index";
import { AUTUMN_NL, AUTUMN_SUB_SEASONS_NL } from "./nl/autumn";
import { SPRING_NL, SPRING_SUB_SEASONS_NL } from "./nl/spring";
import { SUMMER_NL, SUMMER_SUB_SEASONS_NL } from "./nl/summer";
import { WINTER_NL, WINTER_SUB_SEASONS_NL } from "./nl/winter";

const SEASONS_NL: readonly Season[] = [SPRING_NL, SUMMER_NL, AUTUMN_NL, WINTER_NL];

const SUB_SEASONS_NL: readonly SubSeason[] = [...SPRING_SUB_SEASONS_NL, ...SUMMER_SUB_SEASONS_NL, ...AUTUMN_SUB_SEASONS_NL, ...WINTER_SUB_SEASONS_NL];

/** The four seasons in `locale`, in the order of `SEASONS`. */
export function seasonsIn(locale: Locale): readonly Season[] {
  return locale === "nl" ? SEASONS_NL : SEASONS;
}

/** The sixteen sub-seasons in `locale`, in the order of `SUB_SEASONS`. */
export function subSeasonsIn(locale: Locale): readonly SubSeason[] {
  return locale === "nl" ? SUB_SEASONS_NL : SUB_SEASONS;
}

export function getSeasonIn(slug: string, locale: Locale): Season | undefined {
  return seasonsIn(locale).find((season) => season.slug === slug);
}

export function getSubSeasonIn(slug: string, locale: Locale): SubSeason | undefined {
  return subSeasonsIn(locale).find((subSeason) => subSeason.slug === slug);
}

/** The four sub-seasons of a season in `locale`, in the season's order; empty for an unknown slug. */
export function subSeasonsOfIn(seasonSlug: string, locale: Locale): SubSeason[] {
  const season = getSeasonIn(seasonSlug, locale);
  if (!season) return [];
  return season.subSeasonSlugs
    .map((slug: SubSeasonSlug) => getSubSeasonIn(slug, locale))
    .filter((subSeason): subSeason is SubSeason => subSeason !== undefined);
}

/**
 * A sub-season's Dutch name ("Zachte Herfst"), the first of its Dutch `alsoKnownAs`, to show
 * beside its name on a Dutch page; null on an English page or for an unknown slug.
 */
export function dutchNameOf(slug: string, locale: Locale): string | null {
  if (locale !== "nl") return null;
  return getSubSeasonIn(slug, "nl")?.alsoKnownAs[0] ?? null;
}
