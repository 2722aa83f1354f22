/**
 * A photo's colour at a tapped spot, and that colour corrected against a white in the same photo.
 * Pure arithmetic on pixels the browser already holds (app/routes/colors-app/PhotoChecker.tsx
 * reads them from a canvas on the device); nothing here sees a whole image or a network.
 */

/** An sRGB colour, each channel 0–255. */
export type Rgb = { r: number; g: number; b: number };

/** The side of the square a tap reads, in the photo's pixels: one pixel is one grain of sensor noise. */
export const PATCH_SIZE = 5;

/** sRGB's transfer function, 0–1 either side. */
function toLinear(channel: number): number {
  const c = channel / 255;
  return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
}

function fromLinear(value: number): number {
  const v = Math.min(1, Math.max(0, value));
  const c = v <= 0.0031308 ? v * 12.92 : 1.055 * v ** (1 / 2.4) - 0.055;
  return Math.round(c * 255);
}

const linear = ({ r, g, b }: Rgb) => [toLinear(r), toLinear(g), toLinear(b)] as const;

/**
 * The average colour of the `size`×`size` square centred on (x, y) of an RGBA pixel buffer (a
 * canvas's ImageData), kept inside the image at its edges. Averaged in linear light, as the
 * sensor mixed it, then written back in sRGB.
 */
export function patchAverage(pixels: ArrayLike<number>, width: number, height: number, x: number, y: number, size = PATCH_SIZE): Rgb {
  if (width < 1 || height < 1 || pixels.length < width * height * 4) throw new RangeError("The pixels do not fill the image's size.");
  const half = Math.floor(size / 2);
  const left = Math.min(Math.max(0, Math.round(x) - half), Math.max(0, width - size));
  const top = Math.min(Math.max(0, Math.round(y) - half), Math.max(0, height - size));
  const right = Math.min(width, left + size);
  const bottom = Math.min(height, top + size);
  const sum = [0, 0, 0];
  for (let row = top; row < bottom; row++) {
    for (let column = left; column < right; column++) {
      const at = (row * width + column) * 4;
      sum[0]! += toLinear(pixels[at]!);
      sum[1]! += toLinear(pixels[at + 1]!);
      sum[2]! += toLinear(pixels[at + 2]!);
    }
  }
  const count = (right - left) * (bottom - top);
  return { r: fromLinear(sum[0]! / count), g: fromLinear(sum[1]! / count), b: fromLinear(sum[2]! / count) };
}

/**
 * The dimmest channel, in linear light, a tapped white may have: below it the spot is a shadow or
 * not white at all (sRGB 100 is about 0.13), and dividing by it would blow the colour out.
 */
const DIMMEST_WHITE = 0.13;

/** Whether a tapped spot can serve as the white: every channel bright enough to divide by. */
export function isUsableWhite(white: Rgb): boolean {
  return linear(white).every((channel) => channel >= DIMMEST_WHITE);
}

/**
 * The colour as it would look had the white in the photo been white: von Kries's correction, one
 * gain per channel in linear RGB that turns the tapped white into #ffffff, applied to the colour.
 * It removes the light's cast (warm shop lamps, a blue window) and the camera's under-exposure of
 * a white sheet together; a channel pushed past white stays white. Throws for a white that
 * `isUsableWhite` refuses.
 */
export function correctedForWhite(color: Rgb, white: Rgb): Rgb {
  if (!isUsableWhite(white)) throw new RangeError("The white reference is too dark to correct against.");
  const [wr, wg, wb] = linear(white);
  const [r, g, b] = linear(color);
  return { r: fromLinear(r / wr), g: fromLinear(g / wg), b: fromLinear(b / wb) };
}

/** `#rrggbb` of a colour. */
export function hexOf({ r, g, b }: Rgb): `#${string}` {
  return `#${[r, g, b].map((channel) => Math.round(channel).toString(16).padStart(2, "0")).join("")}`;
}
