import { converter, differenceCiede2000, modeLab65, modeRgb, parseHex, useMode as registerMode, type Lab65 } from "culori/fn";
import type { NamedColor } from "~/data/seasons";
import { checkVerdict, type CheckVerdict } from "~/color/check-verdict";

/**
 * The shop-floor checker: how far a garment's colour is from the nearest colours of one palette,
 * by CIEDE2000 (ΔE00), and what that distance means to a shopper.
 *
 * Pure and shared: the server answers a typed hex code with it, and the photo checker's chunk
 * (app/routes/colors-app/PhotoChecker.tsx, loaded only when a visitor picks a photo) answers a
 * tapped colour with it on the device, so a photo's colours never travel. The same culori formula
 * as app/color/nearest-colors.ts, one implementation for both tools.
 */
// culori's `useMode` is no React hook; renamed so the hooks lint rule does not read it as one.
registerMode(modeRgb);
registerMode(modeLab65);

const toLab = converter("lab65");
const deltaE00 = differenceCiede2000();

export type CheckedColor = NamedColor & {
  /** ΔE00 from the checked colour, rounded to one decimal as shown. */
  deltaE: number;
  verdict: CheckVerdict;
};

/** CIELAB (D65) of a `#rrggbb` colour. */
export function labOfHex(hex: string): Lab65 {
  const rgb = parseHex(hex);
  if (!rgb) throw new RangeError(`Not a hex colour: ${hex}`);
  return toLab(rgb);
}

/** ΔE00 between two CIELAB colours, unrounded. */
export function differenceOfLab(first: Lab65, second: Lab65): number {
  return deltaE00(first, second);
}

/** The palette's colours nearest `hex` (a `#rrggbb` already parsed), nearest first, at most `limit`. */
export function nearestInPalette(hex: string, colors: readonly NamedColor[], limit = 3): CheckedColor[] {
  const target = labOfHex(hex);
  return colors
    .map((color) => ({ color, distance: differenceOfLab(target, labOfHex(color.hex)) }))
    .sort((a, b) => a.distance - b.distance)
    .slice(0, Math.max(0, limit))
    .map(({ color, distance }) => {
      const deltaE = Math.round(distance * 10) / 10;
      return { name: color.name, hex: color.hex, deltaE, verdict: checkVerdict(deltaE) };
    });
}
