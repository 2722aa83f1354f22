import bodoni500 from "@fontsource/bodoni-moda/files/bodoni-moda-latin-500-normal.woff2";
import bodoni500Italic from "@fontsource/bodoni-moda/files/bodoni-moda-latin-500-italic.woff2";
import italianno400 from "@fontsource/italianno/files/italianno-latin-400-normal.woff2";
import montserrat400 from "@fontsource/montserrat/files/montserrat-latin-400-normal.woff2";
import montserrat600 from "@fontsource/montserrat/files/montserrat-latin-600-normal.woff2";
import type { FontSettings } from "~/schemas";
import type * as v from "valibot";

type FontName = v.InferOutput<typeof FontSettings>["titleFont"];

/** The site's three families, self-hosted from the @fontsource packages (latin subset). */
const FACES = [
  { family: "Montserrat", weight: 400, style: "normal", href: montserrat400 },
  { family: "Montserrat", weight: 600, style: "normal", href: montserrat600 },
  { family: "Bodoni Moda", weight: 500, style: "normal", href: bodoni500 },
  { family: "Bodoni Moda", weight: 500, style: "italic", href: bodoni500Italic },
  { family: "Italianno", weight: 400, style: "normal", href: italianno400 },
] as const;

/**
 * What the browser shows while a web face loads: a system font scaled so that an average line
 * of Latin text is as long, with the web face's ascent, descent and line gap, so that the swap
 * does not shift the page. One per web face, with its weight and style, so the browser picks
 * the matching one. The body font has three, tried in turn: one whose local() font is missing
 * is skipped (Arial on Windows and macOS, Roboto on Android, DejaVu Sans on bare Linux).
 * Printed by `npx node scripts/font-metrics.mjs` from the woff2 files above; the unit test
 * fails when they no longer match.
 */
const FALLBACK_FACES = [
  {
    family: "Montserrat Fallback", weight: 400, style: "normal",
    local: ["Arial", "Liberation Sans", "Arimo"],
    sizeAdjust: "112.8307%", ascentOverride: "85.7923%", descentOverride: "22.2458%", lineGapOverride: "0%",
  },
  {
    family: "Montserrat Fallback Roboto", weight: 400, style: "normal",
    local: ["Roboto", "Roboto Regular", "Roboto-Regular"],
    sizeAdjust: "113.0784%", ascentOverride: "85.6044%", descentOverride: "22.197%", lineGapOverride: "0%",
  },
  {
    family: "Montserrat Fallback DejaVu", weight: 400, style: "normal",
    local: ["DejaVu Sans", "DejaVuSans"],
    sizeAdjust: "98.9572%", ascentOverride: "97.8201%", descentOverride: "25.3646%", lineGapOverride: "0%",
  },
  {
    family: "Montserrat Fallback", weight: 600, style: "normal",
    local: ["Arial Bold", "Liberation Sans Bold", "Arimo Bold"],
    sizeAdjust: "108.3377%", ascentOverride: "89.3503%", descentOverride: "23.1683%", lineGapOverride: "0%",
  },
  {
    family: "Montserrat Fallback Roboto", weight: 600, style: "normal",
    local: ["Roboto Bold", "Roboto-Bold"],
    sizeAdjust: "115.0065%", ascentOverride: "84.1692%", descentOverride: "21.8249%", lineGapOverride: "0%",
  },
  {
    family: "Montserrat Fallback DejaVu", weight: 600, style: "normal",
    local: ["DejaVu Sans Bold", "DejaVuSans-Bold"],
    sizeAdjust: "90.5578%", ascentOverride: "106.8931%", descentOverride: "27.7172%", lineGapOverride: "0%",
  },
  {
    family: "Bodoni Moda Fallback", weight: 500, style: "normal",
    local: ["Times New Roman", "Liberation Serif", "Tinos"],
    sizeAdjust: "116.0615%", ascentOverride: "96.9314%", descentOverride: "34.4645%", lineGapOverride: "0%",
  },
  {
    family: "Bodoni Moda Fallback", weight: 500, style: "italic",
    local: ["Times New Roman Italic", "Liberation Serif Italic", "Tinos Italic"],
    sizeAdjust: "108.8919%", ascentOverride: "103.3135%", descentOverride: "36.7337%", lineGapOverride: "0%",
  },
  {
    family: "Italianno Fallback", weight: 400, style: "normal",
    local: ["Brush Script MT Italic", "BrushScriptMT"],
    sizeAdjust: "79.7611%", ascentOverride: "100.2996%", descentOverride: "56.4185%", lineGapOverride: "0%",
  },
] as const;

/**
 * Each setting's stack, and the face its headings (weight 500, upright) use: Montserrat and
 * Italianno have no 500, so the browser takes the nearest lighter weight, their 400.
 */
const FONTS: Record<FontName, { stack: string; headingFace: string }> = {
  Montserrat: {
    stack: `"Montserrat", "Montserrat Fallback", "Montserrat Fallback Roboto", "Montserrat Fallback DejaVu", "Helvetica Neue", Arial, sans-serif`,
    headingFace: montserrat400,
  },
  Bodoni: {
    stack: `"Bodoni Moda", "Bodoni Moda Fallback", "Didot", "Bodoni 72", Georgia, serif`,
    headingFace: bodoni500,
  },
  Italianno: {
    stack: `"Italianno", "Italianno Fallback", "Snell Roundhand", "Brush Script MT", cursive`,
    headingFace: italianno400,
  },
};

export function fontFaceCss(): string {
  const webFaces = FACES.map(
    (face) =>
      `@font-face{font-family:"${face.family}";font-style:${face.style};font-weight:${face.weight};font-display:swap;src:url(${face.href}) format("woff2")}`,
  );
  const fallbackFaces = FALLBACK_FACES.map(
    (face) =>
      `@font-face{font-family:"${face.family}";font-style:${face.style};font-weight:${face.weight};` +
      `src:${face.local.map((name) => `local("${name}")`).join(",")};` +
      `size-adjust:${face.sizeAdjust};ascent-override:${face.ascentOverride};descent-override:${face.descentOverride};line-gap-override:${face.lineGapOverride}}`,
  );
  return [...webFaces, ...fallbackFaces].join("");
}

export function fontStacks(settings: v.InferOutput<typeof FontSettings>) {
  return {
    title: FONTS[settings.titleFont].stack,
    body: FONTS[settings.bodyFont].stack,
    accent: FONTS[settings.accentFont].stack,
  };
}

/**
 * The one font worth preloading: the title font's face, which paints the largest text of the
 * first screen (the h1, and the brand in the header). The others swap in later, and their
 * metric-matched fallbacks keep that from moving anything. Attributes of a `<link>`.
 */
export function preloadedFont(settings: v.InferOutput<typeof FontSettings>) {
  return {
    rel: "preload",
    href: FONTS[settings.titleFont].headingFace,
    as: "font",
    type: "font/woff2",
    crossOrigin: "anonymous",
  } as const;
}
