/**
 * Try the drapes (/try-the-drapes): the drapes a visitor compares, and the white balance that
 * corrects their camera against a white sheet. Pure: no DOM, no season data (the page's loader
 * hands the drapes over in the page's language), so it is tested as plain functions and ships only
 * in the page's lazily loaded tool.
 */
import type { SeasonSlug } from "~/schemas/season";

export type DrapeColor = { name: string; hex: string };

/** One sub-season's drapes: its palette, the fabric the studio would hold under the face. */
export type Drape = {
  slug: string;
  /** The sub-season's name ("Soft Autumn"), and in Dutch its Dutch name beside it. */
  name: string;
  seasonSlug: SeasonSlug;
  seasonName: string;
  colors: readonly DrapeColor[];
  /** The colour the drape shows first: `signatureColor`'s pick. */
  start: number;
};

/** "All sixteen", or one season's four. */
export type DrapeScope = "all" | SeasonSlug;

/** The drapes "in turn" steps through: the sixteen in the seasons' order, or one season's four. */
export function drapesInTurn(drapes: readonly Drape[], scope: DrapeScope): Drape[] {
  return scope === "all" ? [...drapes] : drapes.filter((drape) => drape.seasonSlug === scope);
}

/** The place `step` away from `index` in a list of `length`, going round at either end. */
export function stepIndex(index: number, step: number, length: number): number {
  if (length <= 0) return 0;
  return (((index + step) % length) + length) % length;
}

function channels(hex: string): [number, number, number] {
  const value = Number.parseInt(hex.slice(1), 16);
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255];
}

/**
 * The colour a drape shows first: the palette's most colourful one that is neither near white nor
 * near black, as a draper reaches for the fabric that says most about a palette. Chroma (the
 * channels' spread) counts, less half its distance from mid-lightness; ties go to the first.
 */
export function signatureColor(colors: readonly DrapeColor[]): number {
  let best = 0;
  let bestScore = -Infinity;
  for (const [index, { hex }] of colors.entries()) {
    const [r, g, b] = channels(hex);
    const high = Math.max(r, g, b);
    const low = Math.min(r, g, b);
    const score = high - low - Math.abs((high + low) / 2 - 128) / 2;
    if (score > bestScore) {
      best = index;
      bestScore = score;
    }
  }
  return best;
}

/** The two drapes "two at a time" and "side by side" start with: a warm season against a cool one. */
export const FIRST_PAIR = ["warm-autumn", "cool-summer"] as const;

export type Rgb = readonly [number, number, number];
export type Gains = readonly [number, number, number];

/** A sample darker than this (its brightest channel, 0 to 255) is not a lit white sheet. */
const DARKEST_WHITE = 60;
/** The most one channel is raised: past it the camera's colour is too far off to correct. */
export const MAX_GAIN = 4;

/** sRGB's transfer function undone: 0 to 255 → 0 to 1, linear light. */
export function linearChannel(value: number): number {
  const c = value / 255;
  return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
}

/**
 * Per-channel gains that make the white sheet neutral: each channel raised to the brightest one,
 * in linear light (where an SVG filter's feColorMatrix works by default, color-interpolation-filters
 * linearRGB). Null when the sample is too dark to be a lit white sheet. Gains never lower a
 * channel, so the picture keeps its brightness, and stop at MAX_GAIN.
 */
export function whiteBalanceGains(sample: Rgb): Gains | null {
  if (Math.max(...sample) < DARKEST_WHITE) return null;
  const linear = sample.map(linearChannel) as unknown as Rgb;
  const target = Math.max(...linear);
  return linear.map((value) => Math.min(MAX_GAIN, value > 0 ? target / value : MAX_GAIN)) as unknown as Gains;
}

/** The `values` of an feColorMatrix that multiplies each channel by its gain. */
export function colorMatrixValues(gains: Gains): string {
  const [r, g, b] = gains.map((gain) => Number(gain.toFixed(4)));
  return `${r} 0 0 0 0 0 ${g} 0 0 0 0 0 ${b} 0 0 0 0 0 1 0`;
}

/**
 * The mean colour of the square of `radius` pixels round (x, y) in RGBA pixels `width` wide,
 * cut to the picture's edges; a spot sampled this way is steadier than one pixel of a camera's noise.
 */
export function averageColor(pixels: ArrayLike<number>, width: number, height: number, x: number, y: number, radius: number): Rgb {
  const sums = [0, 0, 0];
  let count = 0;
  const left = Math.max(0, Math.round(x) - radius);
  const right = Math.min(width - 1, Math.round(x) + radius);
  const top = Math.max(0, Math.round(y) - radius);
  const bottom = Math.min(height - 1, Math.round(y) + radius);
  for (let row = top; row <= bottom; row++) {
    for (let column = left; column <= right; column++) {
      const at = (row * width + column) * 4;
      sums[0]! += pixels[at]!;
      sums[1]! += pixels[at + 1]!;
      sums[2]! += pixels[at + 2]!;
      count++;
    }
  }
  if (count === 0) return [0, 0, 0];
  return [Math.round(sums[0]! / count), Math.round(sums[1]! / count), Math.round(sums[2]! / count)];
}

type Size = { width: number; height: number };

/**
 * The picture's pixel under a tap on a frame that shows it as CSS `object-fit: cover` (centred,
 * cropped to fill) and, for the front camera, mirrored: the tap is in the frame's own coordinates.
 */
export function pictureAt(tap: { x: number; y: number }, frame: Size, picture: Size, mirrored: boolean): { x: number; y: number } {
  const scale = Math.max(frame.width / picture.width, frame.height / picture.height);
  const offsetX = (frame.width - picture.width * scale) / 2;
  const offsetY = (frame.height - picture.height * scale) / 2;
  const x = mirrored ? frame.width - tap.x : tap.x;
  return {
    x: Math.min(picture.width - 1, Math.max(0, (x - offsetX) / scale)),
    y: Math.min(picture.height - 1, Math.max(0, (tap.y - offsetY) / scale)),
  };
}
