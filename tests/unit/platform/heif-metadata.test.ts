import { describe, expect, it } from "vitest";
import { blankHeifMetadata, heifHasMetadata, sniffHeifType } from "~/platform/heif-metadata";
import { hasMetadata } from "~/platform/image-metadata";

const text = (value: string) => [...value].map((char) => char.charCodeAt(0));
const u16 = (value: number) => [value >> 8, value & 0xff];
const u32 = (value: number) => [value >>> 24, (value >> 16) & 0xff, (value >> 8) & 0xff, value & 0xff];
const box = (type: string, ...contents: number[][]) => [...u32(8 + contents.flat().length), ...text(type), ...contents.flat()];
const fullBox = (type: string, version: number, ...contents: number[][]) => box(type, [version, 0, 0, 0], ...contents);
const includes = (haystack: Uint8Array, needle: string | number[]) => Buffer.from(haystack).includes(typeof needle === "string" ? needle : Buffer.from(needle));

const GPS = "GPSLatitude 52/1 5/1 2000/100 N";
const CAMERA = "Apple iPhone 15 Pro";
const EXIF = [0, 0, 0, 6, ...text("Exif\0\0MM\0*"), ...text(GPS), ...text(CAMERA)];
const XMP = text(`<x:xmpmeta xmlns:x="adobe:ns:meta/"><exif:GPSLatitude>52,5.33N</exif:GPSLatitude>${CAMERA}</x:xmpmeta>`);
const PIXELS = Array.from({ length: 40 }, (_, index) => (index * 37) & 0xff);
const ICC = [...text("prof"), ...text("Display P3 ICC profile bytes"), 9, 8, 7];

const infe = (id: number, type: string, contentType?: string) => fullBox("infe", 2, u16(id), u16(0), text(type), [0], contentType ? text(`${contentType}\0`) : []);
const ftyp = box("ftyp", text("heic"), u32(0), text("mif1heic"));
const iprp = box("iprp", box("ipco", box("colr", ICC)));

/**
 * A small HEIC as iPhones lay it out: item 1 the image, item 2 its Exif, item 3 its XMP, with the
 * colour profile as a `colr` property. With `inIdat`, the Exif and XMP live in the meta box's
 * `idat` (iloc version 1, construction method 1) rather than in `mdat`.
 */
function heic({ inIdat = false } = {}): Uint8Array {
  const iinf = fullBox("iinf", 0, u16(3), infe(1, "hvc1"), infe(2, "Exif"), infe(3, "mime", "application/rdf+xml"));
  const ilocOf = (mdatData: number) => {
    const pixels = [...u16(1), ...(inIdat ? u16(0) : []), ...u16(0), ...u16(1), ...u32(mdatData), ...u32(PIXELS.length)];
    const exif = inIdat ? [...u16(2), ...u16(1), ...u16(0), ...u16(1), ...u32(0), ...u32(EXIF.length)] : [...u16(2), ...u16(0), ...u16(1), ...u32(mdatData + PIXELS.length), ...u32(EXIF.length)];
    const xmp = inIdat ? [...u16(3), ...u16(1), ...u16(0), ...u16(1), ...u32(EXIF.length), ...u32(XMP.length)] : [...u16(3), ...u16(0), ...u16(1), ...u32(mdatData + PIXELS.length + EXIF.length), ...u32(XMP.length)];
    return fullBox("iloc", inIdat ? 1 : 0, [0x44, 0x00], u16(3), pixels, exif, xmp);
  };
  const idat = inIdat ? box("idat", EXIF, XMP) : [];
  const metaOf = (mdatData: number) => fullBox("meta", 0, fullBox("hdlr", 0, u32(0), text("pict"), u32(0), u32(0), u32(0), [0]), iinf, ilocOf(mdatData), iprp, idat);
  const mdatData = ftyp.length + metaOf(0).length + 8;
  const mdat = box("mdat", PIXELS, inIdat ? [] : [...EXIF, ...XMP]);
  return Uint8Array.from([...ftyp, ...metaOf(mdatData), ...mdat]);
}

describe("sniffHeifType", () => {
  it("knows HEIC and HEIF by their brands, and leaves AVIF and everything else alone", () => {
    expect(sniffHeifType(heic())).toBe("image/heic");
    expect(sniffHeifType(Uint8Array.from(box("ftyp", text("mif1"), u32(0), text("mif1miaf"))))).toBe("image/heif");
    expect(sniffHeifType(Uint8Array.from(box("ftyp", text("avif"), u32(0), text("mif1avif"))))).toBeNull();
    expect(sniffHeifType(Uint8Array.from(box("ftyp", text("mif1"), u32(0), text("mif1avif"))))).toBeNull();
    expect(sniffHeifType(Uint8Array.from(box("ftyp", text("isom"), u32(0), text("isomavc1"))))).toBeNull();
    expect(sniffHeifType(Uint8Array.from(text("GIF89a and some more bytes")))).toBeNull();
  });
});

describe("blankHeifMetadata", () => {
  it.each([
    ["in mdat", false],
    ["in idat", true],
  ])("zeroes the Exif and XMP items %s, and keeps the length, the pixels and the colour profile byte for byte", (_where, inIdat) => {
    const original = heic({ inIdat });
    expect(includes(original, GPS)).toBe(true);
    expect(heifHasMetadata(original)).toBe(true);
    expect(hasMetadata(original, "image/heic")).toBe(true);

    const blanked = blankHeifMetadata(original)!;
    expect(blanked.length).toBe(original.length);
    expect(includes(blanked, GPS) || includes(blanked, CAMERA)).toBe(false);
    expect(heifHasMetadata(blanked)).toBe(false);
    expect(hasMetadata(blanked, "image/heic")).toBe(false);
    // Only the metadata's bytes changed: all of them are now zero, and every other byte is as it was.
    const changed = [...original.keys()].filter((at) => original[at] !== blanked[at]);
    expect(changed.length).toBeGreaterThan(0);
    expect(changed.every((at) => blanked[at] === 0)).toBe(true);
    expect(changed.length).toBeLessThanOrEqual(EXIF.length + XMP.length);
    expect(includes(blanked, ICC)).toBe(true);
    expect(includes(blanked, PIXELS)).toBe(true);
    expect(sniffHeifType(blanked)).toBe("image/heic");
  });

  it("passes a HEIC without metadata through unchanged", () => {
    const plain = Uint8Array.from([...ftyp, ...fullBox("meta", 0, fullBox("iinf", 0, u16(1), infe(1, "hvc1")), iprp), ...box("mdat", PIXELS)]);
    expect([...blankHeifMetadata(plain)!]).toEqual([...plain]);
    expect(heifHasMetadata(plain)).toBe(false);
  });

  it("refuses a file whose metadata cannot be found, so it is never stored with its location", () => {
    const original = heic();
    // Cut before the mdat's end: the Exif item's extent now points past the file.
    expect(blankHeifMetadata(original.subarray(0, original.length - XMP.length - 10))).toBeNull();
    expect(heifHasMetadata(original.subarray(0, original.length - XMP.length - 10))).toBe(true);
    expect(blankHeifMetadata(Uint8Array.from([...ftyp, ...box("mdat", PIXELS)]))).toBeNull();
  });
});
