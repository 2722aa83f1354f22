import bodoni500 from "@fontsource/bodoni-moda/files/bodoni-moda-latin-500-normal.woff2?url";
import bodoni500Italic from "@fontsource/bodoni-moda/files/bodoni-moda-latin-500-italic.woff2?url";
import italianno400 from "@fontsource/italianno/files/italianno-latin-400-normal.woff2?url";
import montserrat400 from "@fontsource/montserrat/files/montserrat-latin-400-normal.woff2?url";
import montserrat600 from "@fontsource/montserrat/files/montserrat-latin-600-normal.woff2?url";
import { FALLBACK_FACES } from "~/data/font-fallbacks";
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
 * Each setting's stack, and the face its headings (weight 500, upright) use: Montserrat and
 * Italianno have no 500, so the browser takes the nearest lighter weight, their 400.
 *
 * Montserrat's fallbacks are tried in this order, each a `local()` lookup until one is found.
 * Chromium on Linux answers a missing name slowly: Arial's and Roboto's six misses before DejaVu
 * cost a phone-sized home page about 75 to 100 ms of layout on a Debian machine that has only
 * DejaVu, the Linux most test machines (Lighthouse's among them) run. DejaVu first costs Android two
 * missed names and Apple and Windows five, which could not be measured here.
 */
const FONTS: Record<FontName, { stack: string; headingFace: string }> = {
  Montserrat: {
    stack: `"Montserrat", "Montserrat Fallback DejaVu", "Montserrat Fallback Roboto", "Montserrat Fallback", "Helvetica Neue", Arial, sans-serif`,
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

/**
 * The site's `@font-face` rules: the web fonts, and their metric-matched fallbacks from the
 * device's own fonts. A page for Save-Data (`webFonts: false`) has only the fallbacks.
 */
export function fontFaceCss({ webFonts = true }: { webFonts?: boolean } = {}): string {
  const webFaces = (webFonts ? FACES : []).map(
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
