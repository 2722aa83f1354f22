import { SEASONS, SUB_SEASONS, getSubSeason, type NamedColor, type Season, type SeasonSlug, type SubSeason } from "~/data/seasons";
import type { CustomPalette } from "~/schemas";

/**
 * One printable, downloadable palette: a sub-season's (from the season data) or a curated one
 * (from `Website/CustomPalettes`). Hex codes are lower case so text, copies and SVGs agree.
 */
export type Palette = {
  /** The sub-season slug or the custom palette's id; names the card anchor and the SVG file. */
  slug: string;
  name: string;
  description: string;
  kind: "sub-season" | "custom";
  seasonSlug: SeasonSlug | null;
  colors: NamedColor[];
  /** A curated palette's fields shown in English on a Dutch page (`langOf`), for want of a Dutch text. */
  english?: readonly string[];
};

function lowerHex(colors: readonly NamedColor[]): NamedColor[] {
  return colors.map(({ name, hex }) => ({ name, hex: hex.toLowerCase() as NamedColor["hex"] }));
}

export function subSeasonPalette(subSeason: SubSeason): Palette {
  return {
    slug: subSeason.slug,
    name: subSeason.name,
    description: subSeason.characteristics.summary,
    kind: "sub-season",
    seasonSlug: subSeason.seasonSlug,
    colors: lowerHex(subSeason.palette),
  };
}

/** A curated palette, in the page's language as its model read it (`english`: the fields it lacks in Dutch). */
export function customPalette(palette: CustomPalette & { english?: readonly string[] }): Palette {
  return {
    slug: palette.id,
    name: palette.name,
    description: palette.description,
    kind: "custom",
    seasonSlug: null,
    colors: lowerHex(palette.colors.map(({ name, hex }) => ({ name, hex: hex as NamedColor["hex"] }))),
    ...(palette.english?.length ? { english: palette.english } : {}),
  };
}

/**
 * The sixteen sub-season palettes, grouped by season in the seasons' order. A page in another
 * language passes the season data in its words (its loader's `seasonsIn`/`subSeasonsIn`, which
 * stay on the server: this module is in the browser's bundle too).
 */
export function seasonPaletteGroups(seasons: readonly Season[] = SEASONS, subSeasons: readonly SubSeason[] = SUB_SEASONS) {
  return seasons.map((season) => ({
    slug: season.slug,
    name: season.name,
    tagline: season.tagline,
    palettes: season.subSeasonSlugs
      .map((slug) => subSeasons.find((subSeason) => subSeason.slug === slug))
      .filter((subSeason): subSeason is SubSeason => subSeason !== undefined)
      .map(subSeasonPalette),
  }));
}

/**
 * The palette behind a slug. A sub-season slug always means the sub-season, so a custom palette
 * that happens to share its id cannot shadow one of the sixteen.
 */
export function findPalette(slug: string, customPalettes: readonly CustomPalette[], subSeasons?: readonly SubSeason[]): Palette | undefined {
  // `subSeasons`: the sixteen in the page's language (app/data/seasons/in-language.server.ts); the English by default.
  const subSeason = subSeasons ? subSeasons.find((candidate) => candidate.slug === slug) : getSubSeason(slug);
  if (subSeason) return subSeasonPalette(subSeason);
  const custom = customPalettes.find((palette) => palette.id === slug);
  return custom ? customPalette(custom) : undefined;
}

/** Where a palette's SVG is downloaded from (app/routes/color.color-palettes.$slug[.]svg.ts). */
export function paletteSvgPath(slug: string): string {
  return `/color/color-palettes/${slug}.svg`;
}

export function paletteSvgFileName(slug: string): string {
  return `${slug}-palette.svg`;
}

/** The id of a palette's card on /color/color-palettes; prefixed so no slug can clash with page ids. */
export function paletteCardId(slug: string): string {
  return `palette-${slug}`;
}
