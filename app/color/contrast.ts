import { modeLrgb, modeRgb, useMode as registerMode, wcagContrast } from "culori/fn";

/**
 * WCAG 2.x contrast ratio (https://www.w3.org/TR/WCAG21/#dfn-contrast-ratio), computed by culori.
 * WCAG's relative luminance is taken in linear sRGB, so that is the one space registered besides
 * sRGB itself (the tree-shakable `culori/fn`).
 */
// culori's `useMode` is no React hook; renamed so the hooks lint rule does not read it as one.
registerMode(modeRgb);
registerMode(modeLrgb);

/** WCAG AA thresholds: 4.5 for body text, 3 for large text, UI components and graphics. */
export const AA_NORMAL_TEXT = 4.5;
export const AA_LARGE_TEXT = 3;

const SIX_DIGIT_HEX = /^#[0-9a-f]{6}$/i;

/**
 * Contrast ratio in [1, 21] of two six-digit hex colours, in either order; null if either is not
 * one, so a malformed colour counts as unreadable rather than as whatever culori makes of it.
 */
export function contrastRatio(a: string, b: string): number | null {
  if (!SIX_DIGIT_HEX.test(a) || !SIX_DIGIT_HEX.test(b)) return null;
  return wcagContrast(a, b);
}
