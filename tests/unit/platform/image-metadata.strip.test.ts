import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { hasMetadata, pngHasMetadata, stripPngMetadata, stripWebpMetadata, webpHasMetadata } from "~/platform/image-metadata";

const text = (value: string) => [...value].map((char) => char.charCodeAt(0));
const u32be = (value: number) => [value >>> 24, (value >> 16) & 0xff, (value >> 8) & 0xff, value & 0xff];
const u32le = (value: number) => [value & 0xff, (value >> 8) & 0xff, (value >> 16) & 0xff, value >>> 24];
const includes = (haystack: Uint8Array, needle: string) => Buffer.from(haystack).includes(needle);

/** A PNG chunk: length, type, data and a CRC (not checked by the stripper, so any four bytes). */
const pngChunk = (type: string, data: number[]) => [...u32be(data.length), ...text(type), ...data, 0xde, 0xad, 0xbe, 0xef];
const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const GPS = "GPS 52.0907N 5.1214E";
const CAMERA = "Apple iPhone 15 Pro";
const ICC = [...text("fake ICC profile: Display P3"), 1, 2, 3, 4, 5];

describe("stripPngMetadata", () => {
  const ihdr = pngChunk("IHDR", [0, 0, 0, 1, 0, 0, 0, 1, 8, 2, 0, 0, 0]);
  const iccp = pngChunk("iCCP", [...text("P3\0"), 0, ...ICC]);
  const srgb = pngChunk("sRGB", [0]);
  const gama = pngChunk("gAMA", u32be(45455));
  const chrm = pngChunk("cHRM", Array.from({ length: 32 }, (_, index) => index));
  const idat = pngChunk("IDAT", [0x78, 0x9c, 1, 2, 3]);
  const iend = pngChunk("IEND", []);
  const exif = pngChunk("eXIf", [...text("MM\0*"), ...text(GPS), ...text(CAMERA)]);
  const textChunk = pngChunk("tEXt", [...text("Comment\0"), ...text(GPS)]);
  const ztxt = pngChunk("zTXt", [...text("Raw profile\0"), 0, 1, 2]);
  const itxt = pngChunk("iTXt", [...text("XML:com.adobe.xmp\0"), 0, 0, 0, 0, ...text(`<x:xmpmeta>${CAMERA}</x:xmpmeta>`)]);
  const time = pngChunk("tIME", [0x07, 0xea, 3, 14, 11, 30, 0]);

  it("drops eXIf, tEXt, zTXt, iTXt and tIME, and keeps the colour chunks and the image byte for byte", () => {
    const png = Uint8Array.from([...PNG_SIGNATURE, ...ihdr, ...iccp, ...exif, ...srgb, ...gama, ...chrm, ...textChunk, ...ztxt, ...itxt, ...idat, ...time, ...iend]);
    const stripped = stripPngMetadata(png)!;
    expect([...stripped]).toEqual([...PNG_SIGNATURE, ...ihdr, ...iccp, ...srgb, ...gama, ...chrm, ...idat, ...iend]);
    expect(includes(stripped, GPS) || includes(stripped, CAMERA)).toBe(false);
    expect(pngHasMetadata(stripped)).toBe(false);
    expect(hasMetadata(stripped, "image/png")).toBe(false);
  });

  it("refuses bytes that are not a PNG, or a PNG cut short before its end", () => {
    const png = [...PNG_SIGNATURE, ...ihdr, ...idat, ...iend];
    expect(stripPngMetadata(Uint8Array.from(png.slice(0, png.length - 6)))).toBeNull();
    expect(stripPngMetadata(Uint8Array.from(png.slice(0, 30)))).toBeNull();
    expect(stripPngMetadata(Uint8Array.from(text("GIF89a-not-a-png")))).toBeNull();
  });

  it("leaves a real PNG that still decodes to the same pixels, with its ICC profile unchanged", async () => {
    const image = sharp({ create: { width: 8, height: 6, channels: 3, background: "#9a4560" } }).withIccProfile("p3");
    const png = new Uint8Array(await image.png().withExif({ IFD0: { Make: "Apple", Model: CAMERA } }).toBuffer());
    expect(pngHasMetadata(png)).toBe(true);
    const stripped = stripPngMetadata(png)!;
    expect(pngHasMetadata(stripped)).toBe(false);
    expect(includes(stripped, CAMERA)).toBe(false);
    const [before, after] = await Promise.all([sharp(png).metadata(), sharp(stripped).metadata()]);
    expect(after.icc).toEqual(before.icc);
    expect(after.exif).toBeUndefined();
    expect(await sharp(stripped).raw().toBuffer()).toEqual(await sharp(png).raw().toBuffer());
  });
});

describe("stripWebpMetadata", () => {
  /** A RIFF chunk, padded to an even length. */
  const chunk = (type: string, data: number[]) => [...text(type), ...u32le(data.length), ...data, ...(data.length % 2 ? [0] : [])];
  const riff = (...chunks: number[][]) => {
    const body = [...text("WEBP"), ...chunks.flat()];
    return Uint8Array.from([...text("RIFF"), ...u32le(body.length), ...body]);
  };
  const vp8x = (flags: number) => chunk("VP8X", [flags, 0, 0, 0, 0, 0, 0, 0, 0, 0]);
  const iccp = chunk("ICCP", ICC);
  // An odd length, so the chunk after it starts past a padding byte.
  const image = chunk("VP8L", [0x2f, 0, 0, 0, 0x10, 7, 0x10, 0x11, 0x11]);

  it("drops the EXIF and XMP chunks, clears their VP8X flags, fixes the RIFF size, and keeps the ICC profile byte for byte", () => {
    const webp = riff(vp8x(0x20 | 0x08 | 0x04), iccp, image, chunk("EXIF", [...text("MM\0*"), ...text(GPS)]), chunk("XMP ", text(`<x:xmpmeta>${CAMERA}</x:xmpmeta>`)));
    const stripped = stripWebpMetadata(webp)!;
    expect([...stripped]).toEqual([...riff(vp8x(0x20), iccp, image)]);
    expect(new DataView(stripped.buffer).getUint32(4, true)).toBe(stripped.length - 8);
    expect(includes(stripped, GPS) || includes(stripped, CAMERA)).toBe(false);
    expect(webpHasMetadata(stripped)).toBe(false);
  });

  it("refuses bytes that are not a WebP, or whose chunks run past the file", () => {
    const webp = riff(vp8x(0x08), image, chunk("EXIF", text(GPS)));
    expect(stripWebpMetadata(webp.subarray(0, webp.length - 4))).toBeNull();
    const lying = webp.slice();
    new DataView(lying.buffer).setUint32(16, 9999, true);
    expect(stripWebpMetadata(lying)).toBeNull();
    expect(stripWebpMetadata(Uint8Array.from(text("RIFF\0\0\0\0AVI LIST")))).toBeNull();
  });

  it("leaves a real WebP that still decodes to the same pixels, with its ICC profile unchanged", async () => {
    const base = sharp({ create: { width: 8, height: 6, channels: 3, background: "#3f6b7a" } }).withIccProfile("p3");
    const webp = new Uint8Array(await base.webp({ lossless: true }).withExif({ IFD0: { Make: "Apple", Model: CAMERA } }).toBuffer());
    expect(webpHasMetadata(webp)).toBe(true);
    const stripped = stripWebpMetadata(webp)!;
    expect(webpHasMetadata(stripped)).toBe(false);
    expect(includes(stripped, CAMERA)).toBe(false);
    const [before, after] = await Promise.all([sharp(webp).metadata(), sharp(stripped).metadata()]);
    expect(after.icc).toEqual(before.icc);
    expect(after.exif).toBeUndefined();
    expect(await sharp(stripped).raw().toBuffer()).toEqual(await sharp(webp).raw().toBuffer());
  });
});
