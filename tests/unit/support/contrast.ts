import { contrastRatio as contrastOrNull } from "~/color/contrast";

/**
 * The app's WCAG contrast ratio for tests that check colour pairs from the content and styles,
 * where every colour is known to be a six-digit hex: anything else fails the test loudly.
 */
export { AA_LARGE_TEXT, AA_NORMAL_TEXT } from "~/color/contrast";

/** Contrast ratio in [1, 21]; the order of the two colours does not matter. Throws on a colour that is not "#rrggbb". */
export function contrastRatio(a: string, b: string): number {
  const ratio = contrastOrNull(a, b);
  if (ratio === null) throw new Error(`Not a six-digit hex colour: ${a} or ${b}`);
  return ratio;
}
