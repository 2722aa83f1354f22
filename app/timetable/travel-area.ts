/**
 * Where the studio travels for a session at a client's home: stretches of Dutch four-digit
 * postcodes ("3500–3585, 3700–3739"). Postcodes only, no radius: a distance needs every
 * postcode's position, and the studio thinks of its area as the towns it drives to.
 */
import type { PostcodeRange } from "~/schemas/availability";

/** "3512 AB", "3512AB" or "3512 ab": a Dutch postcode as typed, written the one way ("3512 AB"), or null. */
export function normalPostcode(typed: string): string | null {
  const match = /^\s*([1-9]\d{3})\s?([a-zA-Z]{2})\s*$/.exec(typed);
  // SA, SD and SS are never given out.
  if (!match || /^(SA|SD|SS)$/i.test(match[2]!)) return null;
  return `${match[1]} ${match[2]!.toUpperCase()}`;
}

/** Whether a postcode ("3512 AB") is inside the area. */
export function inTravelArea(area: readonly PostcodeRange[], postcode: string): boolean {
  const digits = Number(postcode.slice(0, 4));
  return area.some((range) => digits >= range.from && digits <= range.to);
}

/** The area as people read and the studio types it: "3500–3585, 3700–3739, 3811". */
export function travelAreaText(area: readonly PostcodeRange[]): string {
  return area.map((range) => (range.from === range.to ? String(range.from) : `${range.from}–${range.to}`)).join(", ");
}

/** The area the studio typed ("3500-3585, 3700"), in order, or the message for what cannot be read. */
export function parseTravelArea(text: string): { area: PostcodeRange[] } | { error: string } {
  const parts = text.split(/[,;\n]+/).map((part) => part.trim()).filter(Boolean);
  const area: PostcodeRange[] = [];
  for (const part of parts) {
    const match = /^([1-9]\d{3})(?:\s*[-–]\s*([1-9]\d{3}))?$/.exec(part);
    const from = Number(match?.[1]);
    const to = Number(match?.[2] ?? match?.[1]);
    if (!match || to < from) return { error: `"${part}" is not a postcode or a range like 3500-3585, lower first.` };
    area.push({ from, to });
  }
  return { area: area.sort((a, b) => a.from - b.from) };
}
