import type { NamedColor } from "~/data/seasons";
import { checkVerdict, type CheckVerdict } from "~/color/check-verdict";
import { ciede2000, labOfHex } from "~/color/ciede2000";

/**
 * The shop-floor checker: how far a garment's colour is from the nearest colours of one palette,
 * by CIEDE2000 (ΔE00), and what that distance means to a shopper.
 *
 * Pure and shared: the server answers a typed hex code with it, and the photo checker's chunk
 * (app/routes/colors-app/PhotoChecker.tsx, loaded only when a visitor picks a photo) answers a
 * tapped colour with it on the device, so a photo's colours never travel.
 */

export type CheckedColor = NamedColor & {
  /** ΔE00 from the checked colour, rounded to one decimal as shown. */
  deltaE: number;
  verdict: CheckVerdict;
};

/** The palette's colours nearest `hex` (a `#rrggbb` already parsed), nearest first, at most `limit`. */
export function nearestInPalette(hex: string, colors: readonly NamedColor[], limit = 3): CheckedColor[] {
  const target = labOfHex(hex);
  return colors
    .map((color) => ({ color, distance: ciede2000(target, labOfHex(color.hex)) }))
    .sort((a, b) => a.distance - b.distance)
    .slice(0, Math.max(0, limit))
    .map(({ color, distance }) => {
      const deltaE = Math.round(distance * 10) / 10;
      return { name: color.name, hex: color.hex, deltaE, verdict: checkVerdict(deltaE) };
    });
}
