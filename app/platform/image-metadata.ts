/**
 * What an uploaded photo's bytes are, read from the bytes themselves (a browser's or a client's
 * declared type is not trusted), and a JPEG's metadata taken out before anything else sees it.
 *
 * Why strip here rather than let Cloudflare Images do it: in production the Images binding applies
 * EXIF orientation by itself, and its `metadata` option keeps a JPEG's copyright fields unless told
 * otherwise (developers.cloudflare.com/images/transform-images/transform-via-url/#metadata);
 * Miniflare's simulation, sharp underneath (workers-sdk, packages/miniflare, the Images plugin),
 * does neither. A photo whose EXIF is gone before the binding sees it is turned by the explicit
 * `rotate` we pass, the same way in both places, and its location and camera data are never
 * stored anywhere. Pure: imports nothing of the app.
 */
import { ascii, childBoxes, readUint16, readUint32 } from "./binary";
import { heifHasMetadata, type HeifKind } from "./heif-metadata";

export type ImageKind = "image/jpeg" | "image/png" | "image/webp" | "image/avif";

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

/** The image type the bytes start with; null for anything else (SVG, GIF, HEIC, text, a PDF…). */
export function sniffImageType(bytes: Uint8Array): ImageKind | null {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return "image/jpeg";
  if (bytes.length >= 8 && PNG_SIGNATURE.every((byte, index) => bytes[index] === byte)) return "image/png";
  if (bytes.length >= 12 && ascii(bytes, 0, 4) === "RIFF" && ascii(bytes, 8, 4) === "WEBP") return "image/webp";
  // ISO-BMFF: a box size, then `ftyp` and the major brand (or a compatible brand within the box).
  if (bytes.length >= 12 && ascii(bytes, 4, 4) === "ftyp") {
    const boxSize = Math.min(readUint32(bytes, 0, false), bytes.length, 256);
    for (let at = 8; at + 4 <= boxSize; at += 4) {
      if (at === 12) continue; // the minor version, not a brand
      const brand = ascii(bytes, at, 4);
      if (brand === "avif" || brand === "avis") return "image/avif";
    }
  }
  return null;
}

/**
 * A JPEG's EXIF orientation (1–8), or 1 when it has none or the EXIF cannot be read. Only the
 * segments before the scan are looked at.
 */
export function jpegOrientation(bytes: Uint8Array): number {
  for (const segment of jpegSegments(bytes)) {
    if (segment.marker !== 0xe1) continue;
    const orientation = exifOrientation(bytes.subarray(segment.dataStart, segment.end));
    if (orientation !== null) return orientation;
  }
  return 1;
}

/** The markers whose segments go: APP1 (EXIF, XMP: location, camera, time), APP13 (IPTC, Photoshop), COM. */
const STRIPPED_MARKERS = new Set([0xe1, 0xed, 0xfe]);

/**
 * The JPEG with its APP1 (EXIF, XMP), APP13 (IPTC) and comment segments removed; APP0 (JFIF), APP2
 * (the ICC colour profile), APP14 (Adobe) and the image itself are kept byte for byte. Null when the
 * bytes are not a JPEG that can be walked up to its scan (truncated, or with no scan at all).
 */
export function stripJpegMetadata(bytes: Uint8Array): Uint8Array | null {
  const segments: JpegSegment[] = [];
  let scanStart: number | null = null;
  for (const segment of jpegSegments(bytes)) {
    if (segment.marker === 0xda) {
      scanStart = segment.start;
      break;
    }
    segments.push(segment);
  }
  if (scanStart === null) return null;
  const kept = segments.filter((segment) => !STRIPPED_MARKERS.has(segment.marker));
  const size = 2 + kept.reduce((total, segment) => total + (segment.end - segment.start), 0) + (bytes.length - scanStart);
  const out = new Uint8Array(size);
  out[0] = 0xff;
  out[1] = 0xd8;
  let offset = 2;
  for (const segment of kept) {
    out.set(bytes.subarray(segment.start, segment.end), offset);
    offset += segment.end - segment.start;
  }
  out.set(bytes.subarray(scanStart), offset);
  return out;
}

/** Whether a JPEG still holds any EXIF, XMP, IPTC or comment segment (a check before storing one). */
export function jpegHasMetadata(bytes: Uint8Array): boolean {
  for (const segment of jpegSegments(bytes)) {
    if (segment.marker === 0xda) return false;
    if (STRIPPED_MARKERS.has(segment.marker)) return true;
  }
  return false;
}

/** PNG chunks that carry metadata: EXIF, text (XMP is an iTXt chunk), and the time it was made. */
const PNG_METADATA_CHUNKS = new Set(["eXIf", "tEXt", "zTXt", "iTXt", "tIME"]);

/** Whether a PNG holds an EXIF, text or time chunk. */
export function pngHasMetadata(bytes: Uint8Array): boolean {
  for (let at = 8; at + 8 <= bytes.length; ) {
    const length = readUint32(bytes, at, false);
    const type = ascii(bytes, at + 4, 4);
    if (PNG_METADATA_CHUNKS.has(type)) return true;
    if (type === "IEND") return false;
    at += 12 + length;
  }
  return false;
}

/**
 * The PNG without its EXIF, text (XMP too) and time chunks; every other chunk (the colour's `iCCP`,
 * `sRGB`, `gAMA`, `cHRM`, and the image data) kept byte for byte. Null when the bytes are not a PNG
 * whose chunks can be walked to its `IEND`.
 */
export function stripPngMetadata(bytes: Uint8Array): Uint8Array | null {
  if (sniffImageType(bytes) !== "image/png") return null;
  const kept: Array<[number, number]> = [[0, 8]];
  for (let at = 8; at + 12 <= bytes.length; ) {
    const end = at + 12 + readUint32(bytes, at, false);
    const type = ascii(bytes, at + 4, 4);
    if (end > bytes.length) return null;
    if (!PNG_METADATA_CHUNKS.has(type)) kept.push([at, end]);
    if (type === "IEND") return joined(bytes, kept);
    at = end;
  }
  return null;
}

/** The VP8X header's flags for "has an EXIF chunk" (0x08) and "has an XMP chunk" (0x04). */
const VP8X_METADATA_FLAGS = 0x08 | 0x04;

/**
 * The WebP without its `EXIF` and `XMP ` chunks, its VP8X flags saying so and its RIFF size
 * corrected; the `ICCP` colour profile and the image's own chunks kept byte for byte. Null when the
 * bytes are not a WebP whose chunks can be walked to the RIFF's end.
 */
export function stripWebpMetadata(bytes: Uint8Array): Uint8Array | null {
  if (sniffImageType(bytes) !== "image/webp") return null;
  const riffEnd = 8 + readUint32(bytes, 4, true);
  if (riffEnd > bytes.length) return null;
  const kept: Array<[number, number]> = [[0, 12]];
  for (let at = 12; at < riffEnd; ) {
    if (at + 8 > riffEnd) return null;
    const type = ascii(bytes, at, 4);
    const length = readUint32(bytes, at + 4, true);
    const end = at + 8 + length + (length % 2);
    if (end > riffEnd) return null;
    if (type !== "EXIF" && type !== "XMP ") kept.push([at, end]);
    at = end;
  }
  const out = joined(bytes, kept);
  new DataView(out.buffer).setUint32(4, out.length - 8, true);
  if (ascii(out, 12, 4) === "VP8X" && out.length > 20) out[20] = out[20]! & ~VP8X_METADATA_FLAGS;
  return out;
}

/** The byte ranges `[start, end)` of `bytes`, one after another in a new array. */
function joined(bytes: Uint8Array, ranges: ReadonlyArray<[number, number]>): Uint8Array {
  const out = new Uint8Array(ranges.reduce((total, [start, end]) => total + end - start, 0));
  let offset = 0;
  for (const [start, end] of ranges) {
    out.set(bytes.subarray(start, end), offset);
    offset += end - start;
  }
  return out;
}

/** Whether a WebP holds an EXIF or XMP chunk (RIFF chunks, padded to an even length). */
export function webpHasMetadata(bytes: Uint8Array): boolean {
  for (let at = 12; at + 8 <= bytes.length; ) {
    const type = ascii(bytes, at, 4);
    if (type === "EXIF" || type === "XMP ") return true;
    const length = readUint32(bytes, at + 4, true);
    at += 8 + length + (length % 2);
  }
  return false;
}

/**
 * Whether an AVIF (ISO-BMFF) declares an EXIF item, or an XMP one (a `mime` item of type
 * application/rdf+xml), in its `meta` box's item information.
 */
export function avifHasMetadata(bytes: Uint8Array): boolean {
  const meta = childBoxes(bytes, 0, bytes.length).find((box) => box.type === "meta");
  // `meta` is a full box: its children follow 4 bytes of version and flags.
  const iinf = meta && childBoxes(bytes, meta.start + 4, meta.end).find((box) => box.type === "iinf");
  if (!iinf) return false;
  const version = bytes[iinf.start] ?? 0;
  const entries = childBoxes(bytes, iinf.start + 4 + (version === 0 ? 2 : 4), iinf.end).filter((box) => box.type === "infe");
  return entries.some((infe) => {
    const infeVersion = bytes[infe.start] ?? 0;
    if (infeVersion < 2) return false;
    // version, flags, item id (2 or 4 bytes), protection index (2), then the item type.
    const typeAt = infe.start + 4 + (infeVersion === 2 ? 2 : 4) + 2;
    const itemType = ascii(bytes, typeAt, 4);
    if (itemType === "Exif") return true;
    if (itemType !== "mime") return false;
    const rest = ascii(bytes, typeAt + 4, Math.min(infe.end - typeAt - 4, 200));
    return rest.includes("rdf+xml") || rest.includes("xmp");
  });
}

/** Whether a photo of any kind the library or a digital analysis takes still holds location, camera or other metadata. */
export function hasMetadata(bytes: Uint8Array, kind: ImageKind | HeifKind): boolean {
  if (kind === "image/jpeg") return jpegHasMetadata(bytes);
  if (kind === "image/png") return pngHasMetadata(bytes);
  if (kind === "image/webp") return webpHasMetadata(bytes);
  if (kind === "image/heic" || kind === "image/heif") return heifHasMetadata(bytes);
  return avifHasMetadata(bytes);
}

/**
 * What turns a photo stored with EXIF orientation `orientation` upright, as Cloudflare Images
 * transforms applied in order (the flip first, then the rotation, clockwise). Phones write 1, 3, 6
 * and 8; the mirrored ones (2, 4, 5, 7) need a flip, which Miniflare's simulation ignores.
 */
export function uprightTransforms(orientation: number): Array<{ flip: "h" | "v" } | { rotate: 90 | 180 | 270 }> {
  switch (orientation) {
    case 2:
      return [{ flip: "h" }];
    case 3:
      return [{ rotate: 180 }];
    case 4:
      return [{ flip: "v" }];
    case 5:
      return [{ flip: "h" }, { rotate: 270 }];
    case 6:
      return [{ rotate: 90 }];
    case 7:
      return [{ flip: "h" }, { rotate: 90 }];
    case 8:
      return [{ rotate: 270 }];
    default:
      return [];
  }
}

type JpegSegment = { marker: number; start: number; dataStart: number; end: number };

/**
 * The marker segments of a JPEG from after SOI up to and including SOS (whose `end` is its header's
 * end). Fill bytes (0xFF runs) between segments are skipped; standalone markers have no length.
 * Stops quietly at a truncated or malformed segment: the caller sees no SOS then.
 */
function* jpegSegments(bytes: Uint8Array): Generator<JpegSegment> {
  if (bytes.length < 4 || bytes[0] !== 0xff || bytes[1] !== 0xd8) return;
  let at = 2;
  while (at < bytes.length) {
    if (bytes[at] !== 0xff) return;
    const start = at;
    while (at < bytes.length && bytes[at] === 0xff) at++;
    if (at >= bytes.length) return;
    const marker = bytes[at]!;
    at++;
    // TEM and RSTn have no length; SOI inside would be malformed, EOI before a scan means no image.
    if (marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) continue;
    if (marker === 0xd8 || marker === 0xd9 || marker === 0x00) return;
    if (at + 2 > bytes.length) return;
    const length = (bytes[at]! << 8) | bytes[at + 1]!;
    if (length < 2 || at + length > bytes.length) return;
    yield { marker, start, dataStart: at + 2, end: at + length };
    if (marker === 0xda) return;
    at += length;
  }
}

/** Orientation (tag 0x0112) from IFD0 of an APP1 segment's data, or null when it is not EXIF or has none. */
function exifOrientation(data: Uint8Array): number | null {
  if (data.length < 14 || ascii(data, 0, 6) !== "Exif\0\0") return null;
  const tiff = data.subarray(6);
  const order = ascii(tiff, 0, 2);
  if (order !== "II" && order !== "MM") return null;
  const little = order === "II";
  if (readUint16(tiff, 2, little) !== 42) return null;
  const ifd = readUint32(tiff, 4, little);
  if (ifd + 2 > tiff.length) return null;
  const count = readUint16(tiff, ifd, little);
  for (let index = 0; index < count; index++) {
    const entry = ifd + 2 + index * 12;
    if (entry + 12 > tiff.length) return null;
    if (readUint16(tiff, entry, little) !== 0x0112) continue;
    const type = readUint16(tiff, entry + 2, little);
    // SHORT, as the standard says; a LONG is read too, since some writers use it.
    const value = type === 3 ? readUint16(tiff, entry + 8, little) : type === 4 ? readUint32(tiff, entry + 8, little) : 0;
    return value >= 1 && value <= 8 ? value : null;
  }
  return null;
}
