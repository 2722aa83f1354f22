// A photo as a phone takes it, made with sharp (Node only: it cannot run inside workerd): a 12-megapixel
// JPEG stored landscape (4032x3024) with EXIF orientation 6 (turn 90° clockwise to view: a portrait),
// the camera's Make and Model, and a GPS position. The upper half of the stored pixels is plum and the
// lower half linen, so a test can tell which way up a result is: upright, the plum half is on the right.
import sharp from "sharp";

export const PHONE_CAMERA = { make: "Pixelphone", model: "Pixelphone 9 Pro" };

/**
 * @param {{ width?: number; height?: number; orientation?: number }} [options] the stored (unrotated) size;
 *   the default is a phone's 12 MP
 * @returns {Promise<Buffer>}
 */
export async function phonePhoto({ width = 4032, height = 3024, orientation = 6 } = {}) {
  const half = Math.floor(height / 2);
  const noisy = (colour, h) =>
    sharp({ create: { width, height: h, channels: 3, background: colour, noise: { type: "gaussian", mean: 128, sigma: 45 } } })
      .blur(0.6)
      .png()
      .toBuffer();
  // Noise is grey; a tint over it keeps the halves told apart by colour, and the photo as hard to compress as a real one.
  const tint = (colour, h) => sharp({ create: { width, height: h, channels: 4, background: { ...colour, alpha: 0.45 } } }).png().toBuffer();
  const [top, bottom, plum, linen] = await Promise.all([
    noisy("#6b3a5a", half),
    noisy("#e8dcc8", height - half),
    tint({ r: 107, g: 58, b: 90 }, half),
    tint({ r: 232, g: 220, b: 200 }, height - half),
  ]);
  const canvas = await sharp({ create: { width, height, channels: 3, background: "#808080" } })
    .composite([
      { input: top, top: 0, left: 0 },
      { input: plum, top: 0, left: 0 },
      { input: bottom, top: half, left: 0 },
      { input: linen, top: half, left: 0 },
    ])
    .png()
    .toBuffer();
  return sharp(canvas)
    .jpeg({ quality: 92 })
    .withMetadata({ orientation })
    .withExifMerge({
      IFD0: { Make: PHONE_CAMERA.make, Model: PHONE_CAMERA.model, Software: "Pixelphone Camera 4.2" },
      IFD3: { GPSLatitudeRef: "N", GPSLatitude: "51/1 30/1 2640/100", GPSLongitudeRef: "W", GPSLongitude: "0/1 7/1 3960/100" },
    })
    .toBuffer();
}
