/**
 * The words a page shows for the values the season data and the styling tips store as English
 * identifiers (issue 43): a sub-season's place on the four scales ("warm-neutral"), a tip's
 * category ("Wardrobe") and difficulty ("Beginner"). The stored values stay as they are; a Dutch
 * page shows these labels. Small and plain, so a page's script may carry them.
 */
import type { Locale } from "~/schemas/common";
import type { CHROMAS, CONTRASTS, DEPTHS, DIFFICULTIES, TEMPERATURES, TIP_CATEGORIES } from "~/schemas/season";

type Scales = {
  depth: (typeof DEPTHS)[number];
  temperature: (typeof TEMPERATURES)[number];
  chroma: (typeof CHROMAS)[number];
  contrast: (typeof CONTRASTS)[number];
};
export type Scale = keyof Scales;

const SCALES_NL: { [S in Scale]: Record<Scales[S], string> } = {
  depth: { light: "Licht", "medium-light": "Licht tot gemiddeld", medium: "Gemiddeld", "medium-deep": "Gemiddeld tot diep", deep: "Diep" },
  temperature: { warm: "Warm", "warm-neutral": "Warm-neutraal", neutral: "Neutraal", "cool-neutral": "Koel-neutraal", cool: "Koel" },
  chroma: { soft: "Zacht", "medium-soft": "Zacht tot gemiddeld", medium: "Gemiddeld", "medium-bright": "Gemiddeld tot helder", bright: "Helder" },
  contrast: { low: "Laag", "low-medium": "Laag tot gemiddeld", medium: "Gemiddeld", "medium-high": "Gemiddeld tot hoog", high: "Hoog" },
};

/** "medium-light" → "Medium-light" in English, "Licht tot gemiddeld" in Dutch. */
export function scaleLabel<S extends Scale>(scale: S, value: Scales[S], locale: Locale): string {
  if (locale === "nl") return SCALES_NL[scale][value];
  return value.charAt(0).toUpperCase() + value.slice(1);
}

const TIP_CATEGORIES_NL: Record<(typeof TIP_CATEGORIES)[number], string> = {
  Wardrobe: "Garderobe",
  Makeup: "Make-up",
  Hair: "Haar",
  Accessories: "Accessoires",
  "Prints & Patterns": "Prints & patronen",
};

/** A styling tip's category as a page in `locale` names it. */
export function tipCategoryLabel(category: (typeof TIP_CATEGORIES)[number], locale: Locale): string {
  return locale === "nl" ? TIP_CATEGORIES_NL[category] : category;
}

const DIFFICULTIES_NL: Record<(typeof DIFFICULTIES)[number], string> = {
  Beginner: "Beginner",
  Intermediate: "Gemiddeld",
  Advanced: "Gevorderd",
};

/** A styling tip's difficulty as a page in `locale` names it. */
export function difficultyLabel(difficulty: (typeof DIFFICULTIES)[number], locale: Locale): string {
  return locale === "nl" ? DIFFICULTIES_NL[difficulty] : difficulty;
}
