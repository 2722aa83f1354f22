/**
 * HEIC/HEIF (an iPhone's photos): what the bytes are, and their Exif and XMP items blanked in place.
 *
 * A Worker cannot decode HEIC, and rewriting the container would mean rewriting every offset in
 * `iloc`, so the metadata items' bytes are zeroed where they lie: the file keeps its length and
 * every offset, and its pixels and its colour (the `colr` property, an ICC profile or nclx) are
 * untouched. The items are found as a reader finds them: `meta` → `iinf`/`infe` for their types,
 * `iloc` for where their bytes are. Pure: imports nothing of the app.
 */
import { ascii, childBoxes, readUint16, readUint32, type Box } from "./binary";

export type HeifKind = "image/heic" | "image/heif";

const HEIC_BRANDS = new Set(["heic", "heix", "heim", "heis", "hevc", "hevx", "hevm", "hevs"]);
const HEIF_BRANDS = new Set(["mif1", "msf1", "mif2"]);

/** HEIC (HEVC-coded) or another HEIF by the file's `ftyp` brands; null for anything else, AVIF included. */
export function sniffHeifType(bytes: Uint8Array): HeifKind | null {
  if (bytes.length < 16 || ascii(bytes, 4, 4) !== "ftyp") return null;
  const boxEnd = Math.min(readUint32(bytes, 0, false), bytes.length, 256);
  const brands = [ascii(bytes, 8, 4)];
  // After the major brand comes the minor version, then the compatible brands.
  for (let at = 16; at + 4 <= boxEnd; at += 4) brands.push(ascii(bytes, at, 4));
  if (brands.some((brand) => brand === "avif" || brand === "avis")) return null;
  if (brands.some((brand) => HEIC_BRANDS.has(brand))) return "image/heic";
  if (brands.some((brand) => HEIF_BRANDS.has(brand))) return "image/heif";
  return null;
}

type Range = { start: number; end: number };

/**
 * The HEIF with the bytes of its Exif items and XMP items (`mime`, application/rdf+xml) set to zero,
 * the same length as before. Null when the file has no `meta` box, or a metadata item's bytes
 * cannot be found within the file (then it cannot be made clean, and is refused).
 */
export function blankHeifMetadata(bytes: Uint8Array): Uint8Array | null {
  const ranges = metadataRanges(bytes);
  if (!ranges) return null;
  const out = bytes.slice();
  for (const { start, end } of ranges) out.fill(0, start, end);
  return out;
}

/** Whether a HEIF still holds Exif or XMP bytes (an item whose bytes are all zero holds none); a file whose items cannot be found counts as holding them. */
export function heifHasMetadata(bytes: Uint8Array): boolean {
  const ranges = metadataRanges(bytes);
  return !ranges || ranges.some(({ start, end }) => bytes.subarray(start, end).some((byte) => byte !== 0));
}

/** Where the Exif and XMP items' bytes are; null when the file cannot be read that far. */
function metadataRanges(bytes: Uint8Array): Range[] | null {
  const meta = childBoxes(bytes, 0, bytes.length).find((box) => box.type === "meta");
  if (!meta) return null;
  // `meta` is a full box: its children follow 4 bytes of version and flags.
  const children = childBoxes(bytes, meta.start + 4, meta.end);
  const iinf = children.find((box) => box.type === "iinf");
  const ids = iinf ? metadataItemIds(bytes, iinf) : [];
  if (ids.length === 0) return [];
  const iloc = children.find((box) => box.type === "iloc");
  const locations = iloc ? itemLocations(bytes, iloc, children.find((box) => box.type === "idat")) : null;
  if (!locations) return null;
  const ranges: Range[] = [];
  for (const id of ids) {
    const found = locations.get(id);
    if (!found || found.some((range) => range.end > bytes.length || range.start >= range.end)) return null;
    ranges.push(...found);
  }
  return ranges;
}

/** The ids of the items that are Exif, or XMP (a `mime` item of an RDF/XMP content type). */
function metadataItemIds(bytes: Uint8Array, iinf: Box): number[] {
  const version = bytes[iinf.start] ?? 0;
  const entries = childBoxes(bytes, iinf.start + 4 + (version === 0 ? 2 : 4), iinf.end).filter((box) => box.type === "infe");
  return entries.flatMap((infe) => {
    const infeVersion = bytes[infe.start] ?? 0;
    if (infeVersion < 2) return [];
    const id = infeVersion === 2 ? readUint16(bytes, infe.start + 4, false) : readUint32(bytes, infe.start + 4, false);
    // version, flags, item id (2 or 4 bytes), protection index (2), then the item type.
    const typeAt = infe.start + 4 + (infeVersion === 2 ? 2 : 4) + 2;
    const itemType = ascii(bytes, typeAt, 4);
    if (itemType === "Exif") return [id];
    if (itemType !== "mime") return [];
    // The item's name, then its content type, each ending in a zero byte.
    const [, contentType = ""] = ascii(bytes, typeAt + 4, Math.min(infe.end - typeAt - 4, 300)).split("\0");
    return /rdf\+xml|xmp/i.test(contentType) ? [id] : [];
  });
}

/**
 * Each item's extents as absolute byte ranges, from `iloc` (versions 0 to 2): construction method 0
 * (offsets in the file) and 1 (offsets in `idat`). An item built another way, or an extent of
 * length 0 ("the rest"), gets no entry. Null when `iloc` is cut short.
 */
function itemLocations(bytes: Uint8Array, iloc: Box, idat: Box | undefined): Map<number, Range[]> | null {
  const version = bytes[iloc.start] ?? 0;
  let at = iloc.start + 4;
  const sizes = bytes[at] ?? 0;
  const more = bytes[at + 1] ?? 0;
  at += 2;
  const [offsetSize, lengthSize, baseSize, indexSize] = [sizes >> 4, sizes & 15, more >> 4, version >= 1 ? more & 15 : 0];
  const read = (size: number) => {
    const value = size === 8 ? readUint32(bytes, at, false) * 2 ** 32 + readUint32(bytes, at + 4, false) : size === 4 ? readUint32(bytes, at, false) : size === 2 ? readUint16(bytes, at, false) : 0;
    at += size;
    return value;
  };
  const count = read(version < 2 ? 2 : 4);
  const locations = new Map<number, Range[]>();
  for (let item = 0; item < count; item++) {
    const id = read(version < 2 ? 2 : 4);
    const method = version >= 1 ? read(2) & 15 : 0;
    read(2); // the data reference: 0, this file
    const base = read(baseSize);
    const extents = read(2);
    const ranges: Range[] = [];
    for (let extent = 0; extent < extents; extent++) {
      read(indexSize);
      const offset = read(offsetSize);
      const length = read(lengthSize);
      const origin = method === 0 ? 0 : method === 1 && idat ? idat.start : null;
      if (origin !== null && length > 0) ranges.push({ start: origin + base + offset, end: origin + base + offset + length });
    }
    if (at > iloc.end) return null;
    if (ranges.length === extents) locations.set(id, ranges);
  }
  return locations;
}
