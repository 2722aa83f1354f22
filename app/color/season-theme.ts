/**
 * The header colours of a sub-season page, from `Website/Data#subSeasons`. Editors choose them,
 * so they are only used when the text stays readable (WCAG AA, 4.5:1); otherwise the page keeps
 * the site's own colours.
 */

export type SubSeasonHeaderColors = {
  bg_color: { hex: string };
  text_color: { hex: string };
  accent_color: { hex: string };
};

export type SubSeasonTheme = { bg: string; text: string; accent: string };

export const AA_NORMAL_TEXT = 4.5;

const HEX = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i;

function relativeLuminance(hex: string): number | null {
  const match = HEX.exec(hex);
  if (!match) return null;
  const [r, g, b] = [match[1], match[2], match[3]].map((channel) => {
    const c = parseInt(channel ?? "0", 16) / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG contrast ratio of two six-digit hex colours, or null if either is not one. */
export function contrastRatio(a: string, b: string): number | null {
  const la = relativeLuminance(a);
  const lb = relativeLuminance(b);
  if (la === null || lb === null) return null;
  const [hi, lo] = la >= lb ? [la, lb] : [lb, la];
  return (hi + 0.05) / (lo + 0.05);
}

/** The theme to paint the header with, or null when there is none or its text would not pass AA. */
export function readableSubSeasonTheme(colors: SubSeasonHeaderColors | undefined | null): SubSeasonTheme | null {
  if (!colors) return null;
  const bg = colors.bg_color.hex.toLowerCase();
  const text = colors.text_color.hex.toLowerCase();
  const ratio = contrastRatio(text, bg);
  if (ratio === null || ratio < AA_NORMAL_TEXT) return null;
  return { bg, text, accent: colors.accent_color.hex.toLowerCase() };
}
