#!/usr/bin/env node
// npx node scripts/font-metrics.mjs: prints FALLBACK_FACES for app/data/font-fallbacks.ts, the metric
// overrides that make a local system font take the same room as each web face, so that the swap
// from fallback to web font (font-display: swap) moves nothing. The numbers come from the woff2
// files the site serves, measured with @capsizecss/unpack the way Next.js's adjustFontFallback
// does, and are committed so the worker carries no font parser. tests/unit/site/fonts.test.ts fails
// when a font update makes the committed numbers stale: run this and paste its output then.
import { fromFile } from "@capsizecss/unpack/fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = fileURLToPath(new URL("..", import.meta.url));

/**
 * The system fonts the fallbacks use: units per em and capsize's average advance of Latin text
 * (xWidthAvg, widths weighted by letter frequency). Arial, Times New Roman and Brush Script MT
 * from @capsizecss/metrics 4.3.0; Arial Bold and Times New Roman Italic, which it lacks, measured
 * from Liberation Sans Bold and Liberation Serif Italic 2.1.5, which have the same advance widths
 * (their regular faces give capsize's Arial and Times New Roman figures exactly: 913 and 832).
 * `local` lists the full names to look for: the font itself, then its metric-compatible twins on
 * Linux (Liberation) and ChromeOS (Arimo, Tinos), for which the same overrides hold.
 * Phones on Android have none of these, and Linux often only DejaVu: the body font has a fallback
 * for each too, measured from Roboto 5.3.0 (@fontsource/roboto, latin) and DejaVu Sans 2.37;
 * `label` names such a second or third fallback family.
 */
const SYSTEM_FONTS = {
  arial: { local: ["Arial", "Liberation Sans", "Arimo"], unitsPerEm: 2048, xWidthAvg: 913 },
  arialBold: { local: ["Arial Bold", "Liberation Sans Bold", "Arimo Bold"], unitsPerEm: 2048, xWidthAvg: 983 },
  timesNewRoman: { local: ["Times New Roman", "Liberation Serif", "Tinos"], unitsPerEm: 2048, xWidthAvg: 832 },
  timesNewRomanItalic: {
    local: ["Times New Roman Italic", "Liberation Serif Italic", "Tinos Italic"],
    unitsPerEm: 2048,
    xWidthAvg: 836,
  },
  brushScript: { local: ["Brush Script MT Italic", "BrushScriptMT"], unitsPerEm: 2048, xWidthAvg: 683 },
  roboto: { label: "Roboto", local: ["Roboto", "Roboto Regular", "Roboto-Regular"], unitsPerEm: 2048, xWidthAvg: 911 },
  robotoBold: { label: "Roboto", local: ["Roboto Bold", "Roboto-Bold"], unitsPerEm: 2048, xWidthAvg: 926 },
  dejaVuSans: { label: "DejaVu", local: ["DejaVu Sans", "DejaVuSans"], unitsPerEm: 2048, xWidthAvg: 1041 },
  dejaVuSansBold: { label: "DejaVu", local: ["DejaVu Sans Bold", "DejaVuSans-Bold"], unitsPerEm: 2048, xWidthAvg: 1176 },
};

/** Every web face of app/site/fonts.ts with its stand-in: sans, serif and script alike. */
const WEB_FACES = [
  { family: "Montserrat", weight: 400, style: "normal", file: "montserrat/files/montserrat-latin-400-normal.woff2", fallbacks: ["arial", "roboto", "dejaVuSans"] },
  { family: "Montserrat", weight: 600, style: "normal", file: "montserrat/files/montserrat-latin-600-normal.woff2", fallbacks: ["arialBold", "robotoBold", "dejaVuSansBold"] },
  { family: "Bodoni Moda", weight: 500, style: "normal", file: "bodoni-moda/files/bodoni-moda-latin-500-normal.woff2", fallbacks: ["timesNewRoman"] },
  {
    family: "Bodoni Moda",
    weight: 500,
    style: "italic",
    file: "bodoni-moda/files/bodoni-moda-latin-500-italic.woff2",
    fallbacks: ["timesNewRomanItalic"],
  },
  { family: "Italianno", weight: 400, style: "normal", file: "italianno/files/italianno-latin-400-normal.woff2", fallbacks: ["brushScript"] },
];

const DIGITS = 4;
const rounded = (ratio, round = Math.round) => round(ratio * 100 * 10 ** DIGITS) / 10 ** DIGITS;

/**
 * One fallback face per web face. size-adjust scales the system font so its average Latin line is
 * as long as the web font's; the vertical overrides are then relative to that adjusted size.
 * The faces set USE_TYPO_METRICS and their hhea and typo metrics agree, so every browser lays
 * out the web font with these ascent, descent and line gap.
 */
export async function fallbackFaces() {
  const pairs = WEB_FACES.flatMap((face) => face.fallbacks.map((fallback) => ({ ...face, system: SYSTEM_FONTS[fallback] })));
  return Promise.all(
    pairs.map(async ({ family, weight, style, file, system }) => {
      const web = await fromFile(path.join(root, "node_modules", "@fontsource", file));
      const sizeAdjust = rounded(web.xWidthAvg / web.unitsPerEm / (system.xWidthAvg / system.unitsPerEm));
      // Relative to the rounded size, and rounded up, so that rounding never leaves the fallback's
      // ascent or descent a hair under the web face's: browsers round both to whole pixels, and
      // 22.4999px would lose the pixel that 22.5px keeps.
      const override = (units) => `${rounded(Math.abs(units) / web.unitsPerEm / (sizeAdjust / 100), Math.ceil)}%`;
      return {
        family: system.label ? `${family} Fallback ${system.label}` : `${family} Fallback`,
        weight,
        style,
        local: system.local,
        sizeAdjust: `${sizeAdjust}%`,
        ascentOverride: override(web.ascent),
        descentOverride: override(web.descent),
        lineGapOverride: override(web.lineGap),
      };
    }),
  );
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const faces = await fallbackFaces();
  const fields = (face, keys) => keys.map((key) => `${key}: ${JSON.stringify(face[key]).replaceAll(",", ", ")}`).join(", ");
  const entries = faces.map((face) =>
    [
      "  {",
      `    ${fields(face, ["family", "weight", "style"])},`,
      `    ${fields(face, ["local"])},`,
      `    ${fields(face, ["sizeAdjust", "ascentOverride", "descentOverride", "lineGapOverride"])},`,
      "  },",
    ].join("\n"),
  );
  console.log(`export const FALLBACK_FACES = [\n${entries.join("\n")}\n] as const;`);
}
