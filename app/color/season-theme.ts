import { AA_NORMAL_TEXT, contrastRatio } from "./contrast";

/**
 * The header colours of a sub-season page, from `Website/Data#subSeasons`. Editors choose them,
 * so they are only used when the text stays readable (WCAG AA, 4.5:1); otherwise the page keeps
 * the site's own colours.
 */

type SubSeasonHeaderColors = {
  bg_color: { hex: string };
  text_color: { hex: string };
  accent_color: { hex: string };
};

type SubSeasonTheme = { bg: string; text: string; accent: string };

/** The theme to paint the header with, or null when there is none or its text would not pass AA. */
export function readableSubSeasonTheme(colors: SubSeasonHeaderColors | undefined | null): SubSeasonTheme | null {
  if (!colors) return null;
  const bg = colors.bg_color.hex.toLowerCase();
  const text = colors.text_color.hex.toLowerCase();
  const ratio = contrastRatio(text, bg);
  if (ratio === null || ratio < AA_NORMAL_TEXT) return null;
  return { bg, text, accent: colors.accent_color.hex.toLowerCase() };
}
