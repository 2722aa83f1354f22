import bodoni500 from "@fontsource/bodoni-moda/files/bodoni-moda-latin-500-normal.woff2";
import bodoni500Italic from "@fontsource/bodoni-moda/files/bodoni-moda-latin-500-italic.woff2";
import italianno400 from "@fontsource/italianno/files/italianno-latin-400-normal.woff2";
import montserrat400 from "@fontsource/montserrat/files/montserrat-latin-400-normal.woff2";
import montserrat600 from "@fontsource/montserrat/files/montserrat-latin-600-normal.woff2";
import type { FontSettings } from "~/schemas";
import type * as v from "valibot";

/** The site's three families, self-hosted from the @fontsource packages (latin subset). */
const FACES = [
  { family: "Montserrat", weight: 400, style: "normal", href: montserrat400 },
  { family: "Montserrat", weight: 600, style: "normal", href: montserrat600 },
  { family: "Bodoni Moda", weight: 500, style: "normal", href: bodoni500 },
  { family: "Bodoni Moda", weight: 500, style: "italic", href: bodoni500Italic },
  { family: "Italianno", weight: 400, style: "normal", href: italianno400 },
] as const;

/** Fonts every page paints above the fold: preloaded so text does not swap late. */
export const PRELOADED_FONTS = [montserrat400, bodoni500];

const STACKS: Record<v.InferOutput<typeof FontSettings>["titleFont"], string> = {
  Montserrat: `"Montserrat", "Helvetica Neue", Arial, sans-serif`,
  Bodoni: `"Bodoni Moda", "Didot", "Bodoni 72", Georgia, serif`,
  Italianno: `"Italianno", "Snell Roundhand", "Brush Script MT", cursive`,
};

export function fontFaceCss(): string {
  return FACES.map(
    (face) =>
      `@font-face{font-family:"${face.family}";font-style:${face.style};font-weight:${face.weight};font-display:swap;src:url(${face.href}) format("woff2")}`,
  ).join("");
}

export function fontStacks(settings: v.InferOutput<typeof FontSettings>) {
  return {
    title: STACKS[settings.titleFont],
    body: STACKS[settings.bodyFont],
    accent: STACKS[settings.accentFont],
  };
}
