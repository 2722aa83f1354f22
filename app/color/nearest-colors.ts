import * as v from "valibot";
import { ciede2000, labOfHex, type Lab } from "~/color/ciede2000";
import { getSeason, SUB_SEASONS, type HexColor, type NamedColor, type SubSeason } from "~/data/seasons";

/**
 * Which sub-season palettes hold the colours nearest to a given colour, by CIEDE2000 (ΔE00).
 *
 * Pure and server-side: the colors-app loader calls it. The distance is the one the photo check
 * works out in the browser (app/color/ciede2000.ts), so the two tools can never disagree.
 */

/** A hex colour as a visitor types it: `#c8a2c8`, `c8a2c8`, or the short `#cac`; becomes `#c8a2c8`. */
const HexInput = v.pipe(
  v.string("Type a colour as a hex code, such as #c8a2c8."),
  v.trim(),
  v.nonEmpty("Type a colour as a hex code, such as #c8a2c8."),
  v.maxLength(16, "That is too long for a hex code. Use six hex digits, such as #c8a2c8."),
  v.regex(
    /^#?(?:[0-9a-fA-F]{3}|[0-9a-fA-F]{6})$/,
    "That is not a hex colour. Use six hex digits (0–9, a–f), with or without #, such as #c8a2c8.",
  ),
  v.transform((input): HexColor => {
    const digits = input.replace(/^#/, "").toLowerCase();
    const full = digits.length === 3 ? [...digits].map((digit) => digit + digit).join("") : digits;
    return `#${full}`;
  }),
);

type ParsedHex = { success: true; hex: HexColor } | { success: false; message: string };

/** Parses a typed or picked colour; on failure the message is written for the visitor. */
export function parseHexInput(input: unknown): ParsedHex {
  const result = v.safeParse(HexInput, input);
  if (result.success) return { success: true, hex: result.output };
  return { success: false, message: result.issues[0]?.message ?? "That is not a hex colour." };
}

type Verdict = "very close" | "close" | "related";

/** Plain English for a ΔE00 value: below 3 most people see the two as near twins, below 6 as the same family. */
export function verdictFor(deltaE: number): Verdict {
  if (deltaE < 3) return "very close";
  if (deltaE < 6) return "close";
  return "related";
}

export type ColorMatch = {
  subSeason: { slug: SubSeason["slug"]; name: string; seasonSlug: SubSeason["seasonSlug"]; seasonName: string };
  /** The colour of that sub-season's palette nearest the input. */
  color: NamedColor;
  /** ΔE00 rounded to one decimal, as shown; the verdict is judged on this value so the two agree. */
  deltaE: number;
  verdict: Verdict;
};

type Candidate = { subSeason: SubSeason; color: NamedColor; lab: Lab };

let candidates: Candidate[] | undefined;


function paletteCandidates(): Candidate[] {
  candidates ??= SUB_SEASONS.flatMap((subSeason) =>
    subSeason.palette.map((color) => ({ subSeason, color, lab: labOfHex(color.hex) })),
  );
  return candidates;
}

/**
 * The sub-seasons whose palettes hold the nearest colours, nearest first: one entry per sub-season
 * (its closest colour), so five results are five different palettes. Throws a RangeError for input
 * that is not a hex colour; parse visitor input with `parseHexInput` first.
 */
export function nearestSubSeasons(input: string, limit = 5): ColorMatch[] {
  const parsed = parseHexInput(input);
  if (!parsed.success) throw new RangeError(parsed.message);
  const target = labOfHex(parsed.hex);

  const best = new Map<string, { candidate: Candidate; distance: number }>();
  for (const candidate of paletteCandidates()) {
    const distance = ciede2000(target, candidate.lab);
    const current = best.get(candidate.subSeason.slug);
    if (!current || distance < current.distance) best.set(candidate.subSeason.slug, { candidate, distance });
  }

  return [...best.values()]
    .sort((a, b) => a.distance - b.distance)
    .slice(0, Math.max(0, limit))
    .map(({ candidate: { subSeason, color }, distance }) => {
      const deltaE = Math.round(distance * 10) / 10;
      return {
        subSeason: {
          slug: subSeason.slug,
          name: subSeason.name,
          seasonSlug: subSeason.seasonSlug,
          seasonName: getSeason(subSeason.seasonSlug)?.name ?? subSeason.seasonSlug,
        },
        color: { name: color.name, hex: color.hex },
        deltaE,
        verdict: verdictFor(deltaE),
      };
    });
}
