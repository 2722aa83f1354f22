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

/**
 * A photo like a journal cover (3:2, 2400x1600): soft shapes in a season's colours under light grain,
 * so it compresses the way a real photo does rather than the way flat swatches or pure noise do.
 * @returns {Promise<Buffer>}
 */
export async function coverPhoto({ width = 2400, height = 1600 } = {}) {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <defs>
      <linearGradient id="sky" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#e8dcc8"/><stop offset="1" stop-color="#b98b73"/></linearGradient>
      <radialGradient id="silk" cx="0.35" cy="0.4" r="0.6"><stop offset="0" stop-color="#9a4560"/><stop offset="1" stop-color="#4a1f3d"/></radialGradient>
      <filter id="soft"><feGaussianBlur stdDeviation="18"/></filter>
    </defs>
    <rect width="100%" height="100%" fill="url(#sky)"/>
    <ellipse cx="${width * 0.38}" cy="${height * 0.55}" rx="${width * 0.28}" ry="${height * 0.33}" fill="url(#silk)" filter="url(#soft)"/>
    <path d="M0 ${height * 0.8} C ${width * 0.3} ${height * 0.6}, ${width * 0.6} ${height}, ${width} ${height * 0.7} L ${width} ${height} L 0 ${height} Z" fill="#7a6a4f" opacity="0.85"/>
    <circle cx="${width * 0.74}" cy="${height * 0.32}" r="${height * 0.16}" fill="#d99aae" opacity="0.8" filter="url(#soft)"/>
  </svg>`;
  const grain = await sharp({ create: { width, height, channels: 3, background: "#808080", noise: { type: "gaussian", mean: 128, sigma: 12 } } })
    .png()
    .toBuffer();
  return sharp(Buffer.from(svg))
    .composite([{ input: grain, blend: "soft-light" }])
    .jpeg({ quality: 90 })
    .toBuffer();
}

/** XMP as a phone or an editor writes it: a location and the camera. */
const LOCATED_XMP =
  '<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#">' +
  '<rdf:Description xmlns:exif="http://ns.adobe.com/exif/1.0/" xmlns:tiff="http://ns.adobe.com/tiff/1.0/" exif:GPSLatitude="52,5.33N" exif:GPSLongitude="5,7.16E" tiff:Model="Pixelphone 9 Pro"/>' +
  "</rdf:RDF></x:xmpmeta>";

/**
 * A cover-like photo (900x600) as PNG, WebP or AVIF carrying a location and the camera in EXIF and
 * XMP, as a phone's editor or an export may leave them.
 * @param {"png" | "webp" | "avif"} format
 * @returns {Promise<Buffer>}
 */
export async function locatedPhoto(format) {
  const pixels = sharp(await coverPhoto({ width: 900, height: 600 }));
  const encoded = format === "png" ? pixels.png() : format === "webp" ? pixels.webp({ quality: 85 }) : pixels.avif({ quality: 60, effort: 2 });
  return encoded
    .withExif({
      IFD0: { Make: PHONE_CAMERA.make, Model: PHONE_CAMERA.model },
      IFD3: { GPSLatitudeRef: "N", GPSLatitude: "52/1 5/1 2000/100", GPSLongitudeRef: "E", GPSLongitude: "5/1 7/1 1000/100" },
    })
    .withXmp(LOCATED_XMP)
    .toBuffer();
}
