/**
 * What the browser shows while a web face of app/site/fonts.ts loads: a system font scaled so
 * that an average line of Latin text is as long, with the web face's ascent, descent and line
 * gap, so that the swap does not shift the page. One per web face, with its weight and style, so the browser picks
 * the matching one. The body font has three, tried in turn: one whose local() font is missing
 * is skipped (Arial on Windows and macOS, Roboto on Android, DejaVu Sans on bare Linux).
 * Printed by `npx node scripts/font-metrics.mjs` from the woff2 files the site serves, and kept
 * here as data so the worker carries no font parser; tests/unit/site/fonts.test.ts fails when
 * they no longer match.
 */
export const FALLBACK_FACES = [
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
