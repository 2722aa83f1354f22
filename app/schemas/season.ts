/**
 * The vocabulary the season files are written in: the slugs, the five-step scales a sub-season
 * is placed on, and the shapes of a season and a sub-season.
 */

// ---------------------------------------------------------------------------
// Slugs
// ---------------------------------------------------------------------------

export const SEASON_SLUGS = ["spring", "summer", "autumn", "winter"] as const;

export const SUB_SEASON_SLUGS = [
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
] as const;

export type SeasonSlug = (typeof SEASON_SLUGS)[number];
export type SubSeasonSlug = (typeof SUB_SEASON_SLUGS)[number];

// ---------------------------------------------------------------------------
// Types
// ---------------------------------------------------------------------------

/** A six-digit, lower-case hex colour such as `#c8a2c8`. */
export type HexColor = `#${string}`;

export type NamedColor = {
  name: string;
  hex: HexColor;
};

/** A colour that works against a sub-season, with the reason why. */
type AvoidColor = NamedColor & {
  reason: string;
};

export const DEPTHS = ["light", "medium-light", "medium", "medium-deep", "deep"] as const;
export const TEMPERATURES = ["warm", "warm-neutral", "neutral", "cool-neutral", "cool"] as const;
export const CHROMAS = ["soft", "medium-soft", "medium", "medium-bright", "bright"] as const;
export const CONTRASTS = ["low", "low-medium", "medium", "medium-high", "high"] as const;
export const TIP_CATEGORIES = ["Wardrobe", "Makeup", "Hair", "Accessories", "Prints & Patterns"] as const;
export const DIFFICULTIES = ["Beginner", "Intermediate", "Advanced"] as const;

type Depth = (typeof DEPTHS)[number];
type Temperature = (typeof TEMPERATURES)[number];
type Chroma = (typeof CHROMAS)[number];
type Contrast = (typeof CONTRASTS)[number];

type SubSeasonCharacteristics = {
  depth: Depth;
  temperature: Temperature;
  chroma: Chroma;
  contrast: Contrast;
  summary: string;
};

type SeasonCharacteristics = {
  /** Overall undertone of the season, in words. */
  temperature: string;
  /** Overall value (lightness / depth), in words. */
  value: string;
  /** Overall chroma (clarity / saturation), in words. */
  chroma: string;
  summary: string;
};

type Metals = {
  recommended: readonly string[];
  why: string;
};

type ConfusedWith = {
  slug: SubSeasonSlug;
  /** One sentence telling the two sub-seasons apart. */
  why: string;
};

export type Season = {
  slug: SeasonSlug;
  name: string;
  tagline: string;
  description: string;
  keyColors: readonly NamedColor[];
  characteristics: SeasonCharacteristics;
  subSeasonSlugs: readonly [SubSeasonSlug, SubSeasonSlug, SubSeasonSlug, SubSeasonSlug];
};

export type SubSeason = {
  slug: SubSeasonSlug;
  name: string;
  seasonSlug: SeasonSlug;
  alsoKnownAs: readonly string[];
  description: string;
  characteristics: SubSeasonCharacteristics;
  palette: readonly NamedColor[];
  neutrals: readonly NamedColor[];
  metals: Metals;
  avoid: readonly AvoidColor[];
  confusedWith: readonly ConfusedWith[];
};
