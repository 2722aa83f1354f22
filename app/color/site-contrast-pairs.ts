import type { WebsiteData } from "~/schemas";
import { AA_LARGE_TEXT, AA_NORMAL_TEXT, contrastRatio } from "./contrast";

/**
 * The site's colour pairs that must stay readable: each foreground the site draws on a background
 * (app/site/theme.ts), with its WCAG AA minimum. One list for the seed and built-in colours' tests
 * and for the studio's colours form, which refuses a pair below it.
 */

/** The parts of `Website/Data` that hold the pairs. */
type SiteColors = Pick<WebsiteData, "layoutColors" | "navbarColors" | "footerColors" | "skins">;

type ContrastPair = {
  /** What a person sees: "Text on the page background". */
  label: string;
  /** Dot paths into SiteColors, which are also the colours form's field names. */
  foreground: string;
  background: string;
  minimum: number;
};

const SKIN_PAIRS: ReadonlyArray<[foreground: string, background: string, label: string, minimum: number]> = [
  ["text", "page", "Text on the page background", AA_NORMAL_TEXT],
  ["label", "page", "Labels on the page background", AA_NORMAL_TEXT],
  ["cardText", "card", "Text on cards", AA_NORMAL_TEXT],
  ["inputText", "input", "Text in input fields", AA_NORMAL_TEXT],
  ["buttonText", "button", "Text on buttons", AA_NORMAL_TEXT],
  ["secondaryButtonText", "secondaryButton", "Text on secondary buttons", AA_NORMAL_TEXT],
  ["navigationText", "navigation", "Text in the navigation", AA_NORMAL_TEXT],
  ["listText", "list", "Text in lists", AA_NORMAL_TEXT],
  // Borders carry no text: WCAG's 3:1 for the edges of components (1.4.11).
  ["border", "page", "Borders on the page background", AA_LARGE_TEXT],
];

export const SKIN_NAMES = ["default", "lightTheme", "darkTheme"] as const;

// No pair gets large text's 3:1: the titles' colour is also the colour of links in body text
// (app/styles/base.css), the footer's titles are 1.1rem, and accents colour links on hover and the
// current page's link in the top bar.
export const SITE_CONTRAST_PAIRS: readonly ContrastPair[] = [
  { label: "Text on the page background", foreground: "layoutColors.text_color", background: "layoutColors.bg_color", minimum: AA_NORMAL_TEXT },
  { label: "Titles on the page background", foreground: "layoutColors.title_color", background: "layoutColors.bg_color", minimum: AA_NORMAL_TEXT },
  { label: "Subtitles on the page background", foreground: "layoutColors.sub_title_color", background: "layoutColors.bg_color", minimum: AA_NORMAL_TEXT },
  { label: "Accent on the page background", foreground: "layoutColors.accent_color", background: "layoutColors.bg_color", minimum: AA_NORMAL_TEXT },
  { label: "Top bar text on its background", foreground: "navbarColors.text_color", background: "navbarColors.bg_color", minimum: AA_NORMAL_TEXT },
  { label: "Top bar accent on its background", foreground: "navbarColors.accent_color", background: "navbarColors.bg_color", minimum: AA_NORMAL_TEXT },
  { label: "Footer text on its background", foreground: "footerColors.text_color", background: "footerColors.bg_color", minimum: AA_NORMAL_TEXT },
  { label: "Footer titles on its background", foreground: "footerColors.title_color", background: "footerColors.bg_color", minimum: AA_NORMAL_TEXT },
  { label: "Footer accent on its background", foreground: "footerColors.accent_color", background: "footerColors.bg_color", minimum: AA_NORMAL_TEXT },
  ...SKIN_NAMES.flatMap((skin) =>
    SKIN_PAIRS.map(([foreground, background, label, minimum]) => ({
      label,
      foreground: `skins.${skin}.${foreground}`,
      background: `skins.${skin}.${background}`,
      minimum,
    })),
  ),
];

/** The hex at a pair's path: a plain string, or the `hex` of a `{ hex }` colour. */
export function colorAt(colors: SiteColors, path: string): string | undefined {
  let value: unknown = colors;
  for (const key of path.split(".")) value = (value as Record<string, unknown> | undefined)?.[key];
  if (value && typeof value === "object") value = (value as { hex?: unknown }).hex;
  return typeof value === "string" ? value : undefined;
}

type ContrastShortfall = { pair: ContrastPair; ratio: number | null };

/** The pairs below their minimum, with the ratio they have (null: a colour that is not "#rrggbb"). */
export function contrastShortfalls(colors: SiteColors, pairs: readonly ContrastPair[] = SITE_CONTRAST_PAIRS): ContrastShortfall[] {
  return pairs.flatMap((pair) => {
    const ratio = contrastRatio(colorAt(colors, pair.foreground) ?? "", colorAt(colors, pair.background) ?? "");
    return ratio === null || ratio < pair.minimum ? [{ pair, ratio }] : [];
  });
}

/**
 * "Text on the page background: 3.1:1 — needs at least 4.5:1 (WCAG AA)". The ratio is rounded
 * down, so a pair just short of its minimum never reads as meeting it.
 */
export function shortfallMessage({ pair, ratio }: ContrastShortfall): string {
  const has = ratio === null ? "cannot be measured" : `${formatRatio(Math.floor(ratio * 10) / 10)}:1`;
  return `${pair.label}: ${has} — needs at least ${formatRatio(pair.minimum)}:1 (WCAG AA)`;
}

const formatRatio = (ratio: number) => (Number.isInteger(ratio) ? String(ratio) : ratio.toFixed(1));
