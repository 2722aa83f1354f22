/*
 * The shop-floor checker's words for a distance (app/color/palette-checker.ts measures it). A
 * module of its own, without culori, so the page's script can show the thresholds in its help text
 * without carrying the colour formula.
 */

/**
 * Where "close" ends and "not yours" begins, in ΔE00. Three measures set them:
 * - two colours side by side become just noticeably different at about ΔE00 1 (the often quoted
 *   2.3 is the same threshold in the older CIELAB ΔE*ab);
 * - a fabric under shop lighting and its photo or its shop's screen colour differ by more: a phone
 *   camera, even corrected against a white, is off by 3 or so, and a garment's own colour varies
 *   across its folds by as much. So "close" allows 5, about what a careful eye accepts as the same
 *   colour in two materials;
 * - the sixteen palettes' colours sit a median ΔE00 of 10 from their nearest neighbour in the same
 *   palette (measured over all of them: 6 at the 10th percentile, 16 at the 90th). Under 5 the
 *   garment is nearer one palette colour than halfway to the next; from 5 to 10 it falls between
 *   two of them ("borderline": try it against the face or the fabric swatch); from 10 it is further
 *   from the palette than the palette's own colours are from each other ("not yours").
 * The page's help text (app/routes/colors-app/CheckerSection.tsx) says the same in words.
 */
export const CHECK_THRESHOLDS = { close: 5, borderline: 10 } as const;

export type CheckVerdict = "close" | "borderline" | "not yours";

/** The words for a ΔE00 value; judged on the value as shown (one decimal), so the two agree. */
export function checkVerdict(deltaE: number): CheckVerdict {
  if (deltaE < CHECK_THRESHOLDS.close) return "close";
  if (deltaE < CHECK_THRESHOLDS.borderline) return "borderline";
  return "not yours";
}

