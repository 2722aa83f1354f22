import { describe, expect, it } from "vitest";
import { correctedForWhite, hexOf, isUsableWhite, patchAverage, PATCH_SIZE, type Rgb } from "~/color/photo-color";

/** An RGBA buffer of `width`×`height` filled by `at(x, y)`. */
function image(width: number, height: number, at: (x: number, y: number) => Rgb): Uint8ClampedArray {
  const pixels = new Uint8ClampedArray(width * height * 4);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const { r, g, b } = at(x, y);
      pixels.set([r, g, b, 255], (y * width + x) * 4);
    }
  }
  return pixels;
}

const toLinear = (c: number) => (c / 255 <= 0.04045 ? c / 255 / 12.92 : ((c / 255 + 0.055) / 1.055) ** 2.4);
const fromLinear = (v: number) => Math.round(255 * (v <= 0.0031308 ? v * 12.92 : 1.055 * v ** (1 / 2.4) - 0.055));

describe("patchAverage", () => {
  it("reads a 5×5 square: a pixel of another colour two steps away counts, three steps away does not", () => {
    expect(PATCH_SIZE).toBe(5);
    const grey = { r: 128, g: 128, b: 128 };
    // One red pixel at (12, 10); the tap at (10, 10) reaches x 8..12, a tap at (9, 10) only 7..11.
    const pixels = image(20, 20, (x, y) => (x === 12 && y === 10 ? { r: 255, g: 0, b: 0 } : grey));
    expect(patchAverage(pixels, 20, 20, 9, 10)).toEqual(grey);
    const mixed = patchAverage(pixels, 20, 20, 10, 10);
    expect(mixed.r).toBeGreaterThan(128);
    expect(mixed.g).toBeLessThan(128);
  });

  it("averages in linear light: a black and white checkerboard reads as sRGB 191, not the 133 of averaging sRGB values", () => {
    const pixels = image(9, 9, (x, y) => ((x + y) % 2 ? { r: 0, g: 0, b: 0 } : { r: 255, g: 255, b: 255 }));
    // 13 white and 12 black pixels in the square at (4, 4).
    const expected = fromLinear(13 / 25);
    expect(patchAverage(pixels, 9, 9, 4, 4)).toEqual({ r: expected, g: expected, b: expected });
    expect(expected).toBe(191);
  });

  it("keeps the square inside the image at a corner", () => {
    const pixels = image(10, 10, (x, y) => (x < 5 && y < 5 ? { r: 200, g: 30, b: 40 } : { r: 0, g: 0, b: 255 }));
    expect(patchAverage(pixels, 10, 10, 0, 0)).toEqual({ r: 200, g: 30, b: 40 });
  });

  it("refuses a buffer smaller than its stated size", () => {
    expect(() => patchAverage(new Uint8ClampedArray(16), 10, 10, 0, 0)).toThrow(RangeError);
  });
});

describe("correctedForWhite", () => {
  it("turns the white itself into #ffffff", () => {
    const warmWhite = { r: 230, g: 214, b: 180 };
    expect(correctedForWhite(warmWhite, warmWhite)).toEqual({ r: 255, g: 255, b: 255 });
  });

  it("takes away a light's cast: a colour seen under warm light comes back as it is under white light", () => {
    const gains = [0.8, 0.7, 0.5] as const;
    const seen = (color: Rgb): Rgb => ({
      r: fromLinear(toLinear(color.r) * gains[0]),
      g: fromLinear(toLinear(color.g) * gains[1]),
      b: fromLinear(toLinear(color.b) * gains[2]),
    });
    const white = seen({ r: 255, g: 255, b: 255 });
    const sage = { r: 0x8f, g: 0x9e, b: 0x7b };
    const corrected = correctedForWhite(seen(sage), white);
    for (const channel of ["r", "g", "b"] as const) expect(Math.abs(corrected[channel] - sage[channel])).toBeLessThanOrEqual(1);
    expect(seen(sage)).not.toEqual(sage);
  });

  it("keeps a channel pushed past white at white", () => {
    expect(correctedForWhite({ r: 250, g: 250, b: 250 }, { r: 200, g: 200, b: 200 })).toEqual({ r: 255, g: 255, b: 255 });
  });

  it("refuses a white too dark to divide by, and accepts a pale grey", () => {
    const shadow = { r: 90, g: 95, b: 100 };
    expect(isUsableWhite(shadow)).toBe(false);
    expect(() => correctedForWhite({ r: 10, g: 10, b: 10 }, shadow)).toThrow(RangeError);
    expect(isUsableWhite({ r: 200, g: 195, b: 185 })).toBe(true);
  });
});

describe("hexOf", () => {
  it("writes #rrggbb with two lower-case digits a channel", () => {
    expect(hexOf({ r: 0, g: 10, b: 255 })).toBe("#000aff");
  });
});
