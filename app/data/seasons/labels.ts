/**
 * The words a page shows for a sub-season's place on the four scales, which the season data
 * stores as English identifiers ("warm-neutral"), issue 43. The stored values stay as they are; a
 * Dutch page shows these labels (a tip's topic and difficulty: app/components/journal/journal-words.ts).
 * Small and plain, so a page's script may carry them.
 */
import type { Locale } from "~/schemas/common";
import type { CHROMAS, CONTRASTS, DEPTHS, TEMPERATURES } from "~/schemas/season";

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
