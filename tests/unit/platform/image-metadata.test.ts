import sharp, { type Sharp } from "sharp";
import { describe, expect, it } from "vitest";
import { avifHasMetadata, hasMetadata, jpegHasMetadata, jpegOrientation, pngHasMetadata, sniffImageType, stripJpegMetadata, uprightTransforms, webpHasMetadata } from "~/platform/image-metadata";
import { PHONE_CAMERA, phonePhoto } from "../../../scripts/lib/phone-photo.mjs";

const bytes = (...parts: Array<number[] | string>) =>
  Uint8Array.from(parts.flatMap((part) => (typeof part === "string" ? [...part].map((char) => char.charCodeAt(0)) : part)));

/** A JPEG segment: marker, big-endian length (itself included), data. */
const segment = (marker: number, data: number[]) => [0xff, marker, (data.length + 2) >> 8, (data.length + 2) & 0xff, ...data];

/** An APP1 EXIF segment holding only IFD0's Orientation, in either byte order. */
function exifSegment(orientation: number, order: "II" | "MM"): number[] {
  const u16 = (value: number) => (order === "II" ? [value & 0xff, value >> 8] : [value >> 8, value & 0xff]);
  const u32 = (value: number) => (order === "II" ? [value & 0xff, (value >> 8) & 0xff, (value >> 16) & 0xff, value >>> 24] : [value >>> 24, (value >> 16) & 0xff, (value >> 8) & 0xff, value & 0xff]);
  const tiff = [...bytes(order), ...u16(42), ...u32(8), ...u16(1), ...u16(0x0112), ...u16(3), ...u32(1), ...u16(orientation), 0, 0, ...u32(0)];
  return segment(0xe1, [...bytes("Exif\0\0"), ...tiff]);
}

const SOS = segment(0xda, [1, 1, 0, 0, 0x3f, 0]);
const SCAN_AND_EOI = [0x12, 0x34, 0xff, 0x00, 0x56, 0xff, 0xd9];
const tinyJpeg = (...segments: number[][]) => Uint8Array.from([0xff, 0xd8, ...segments.flat(), ...SOS, ...SCAN_AND_EOI]);

describe("sniffImageType", () => {
  it("knows JPEG, PNG, WebP and AVIF by their first bytes", () => {
    expect(sniffImageType(bytes([0xff, 0xd8, 0xff, 0xe0]))).toBe("image/jpeg");
    expect(sniffImageType(bytes([0x89], "PNG\r\n\x1a\n", [0, 0]))).toBe("image/png");
    expect(sniffImageType(bytes("RIFF", [1, 2, 3, 4], "WEBPVP8 "))).toBe("image/webp");
    expect(sniffImageType(bytes([0, 0, 0, 0x1c], "ftypavif", [0, 0, 0, 0], "avifmif1miaf"))).toBe("image/avif");
    expect(sniffImageType(bytes([0, 0, 0, 0x1c], "ftypmif1", [0, 0, 0, 0], "mif1avifmiaf"))).toBe("image/avif");
  });

  it("refuses what is not one of them, whatever its name says", () => {
    expect(sniffImageType(bytes("<svg xmlns=\"http://www.w3.org/2000/svg\"></svg>"))).toBeNull();
    expect(sniffImageType(bytes("GIF89a", [1, 0, 1, 0]))).toBeNull();
    expect(sniffImageType(bytes("Just some text, saved as photo.jpg"))).toBeNull();
    expect(sniffImageType(bytes([0, 0, 0, 0x18], "ftypheic", [0, 0, 0, 0], "mif1heic"))).toBeNull();
    expect(sniffImageType(bytes([0xff, 0xd8]))).toBeNull();
    expect(sniffImageType(new Uint8Array())).toBeNull();
  });
});

describe("jpegOrientation", () => {
  it("reads the orientation in either byte order", () => {
    expect(jpegOrientation(tinyJpeg(exifSegment(6, "II")))).toBe(6);
    expect(jpegOrientation(tinyJpeg(exifSegment(8, "MM")))).toBe(8);
  });

  it("is 1 without EXIF, or with EXIF that cannot be read", () => {
    expect(jpegOrientation(tinyJpeg(segment(0xe0, [...bytes("JFIF\0"), 1, 1, 0, 0, 1, 0, 1, 0, 0])))).toBe(1);
    const cut = exifSegment(6, "II").slice(0, 20);
    cut[3] = cut.length - 2;
    expect(jpegOrientation(tinyJpeg(cut))).toBe(1);
    expect(jpegOrientation(tinyJpeg(exifSegment(9, "MM")))).toBe(1);
  });

  it("skips fill bytes between segments", () => {
    expect(jpegOrientation(Uint8Array.from([0xff, 0xd8, 0xff, 0xff, ...exifSegment(3, "II"), ...SOS, ...SCAN_AND_EOI]))).toBe(3);
  });
});

describe("stripJpegMetadata", () => {
  const jfif = segment(0xe0, [...bytes("JFIF\0"), 1, 1, 0, 0, 1, 0, 1, 0, 0]);
  const icc = segment(0xe2, [...bytes("ICC_PROFILE\0"), 1, 1, 9, 9]);
  const xmp = segment(0xe1, [...bytes("http://ns.adobe.com/xap/1.0/\0<x:xmpmeta/>")]);
  const iptc = segment(0xed, [...bytes("Photoshop 3.0\0"), 1, 2]);
  const comment = segment(0xfe, [...bytes("Taken at 51.5N 0.1W")]);

  it("drops EXIF, XMP, IPTC and comments, and keeps JFIF, the colour profile and the scan byte for byte", () => {
    const stripped = stripJpegMetadata(tinyJpeg(jfif, exifSegment(6, "II"), icc, xmp, iptc, comment))!;
    expect([...stripped]).toEqual([...tinyJpeg(jfif, icc)]);
    expect(jpegHasMetadata(stripped)).toBe(false);
    expect(jpegOrientation(stripped)).toBe(1);
  });

  it("refuses a JPEG with no scan, or one cut off inside a segment", () => {
    expect(stripJpegMetadata(Uint8Array.from([0xff, 0xd8, ...jfif, 0xff, 0xd9]))).toBeNull();
    expect(stripJpegMetadata(Uint8Array.from([0xff, 0xd8, ...exifSegment(6, "II").slice(0, 10)]))).toBeNull();
    expect(stripJpegMetadata(bytes("not a jpeg at all"))).toBeNull();
  });

  it("takes the location and camera out of a phone's photo, which still decodes at its size", async () => {
    const photo = new Uint8Array(await phonePhoto({ width: 320, height: 240 }));
    expect(jpegOrientation(photo)).toBe(6);
    expect(jpegHasMetadata(photo)).toBe(true);
    expect(Buffer.from(photo).includes(PHONE_CAMERA.make)).toBe(true);

    const stripped = stripJpegMetadata(photo)!;
    expect(Buffer.from(stripped).includes(PHONE_CAMERA.make)).toBe(false);
    const metadata = await sharp(stripped).metadata();
    expect(metadata).toMatchObject({ format: "jpeg", width: 320, height: 240 });
    expect(metadata.exif).toBeUndefined();
    expect(metadata.orientation).toBeUndefined();
  });
});

describe("uprightTransforms", () => {
  it("turns the orientations phones write, and flips the mirrored ones first", () => {
    expect(uprightTransforms(1)).toEqual([]);
    expect(uprightTransforms(3)).toEqual([{ rotate: 180 }]);
    expect(uprightTransforms(6)).toEqual([{ rotate: 90 }]);
    expect(uprightTransforms(8)).toEqual([{ rotate: 270 }]);
    expect(uprightTransforms(5)).toEqual([{ flip: "h" }, { rotate: 270 }]);
  });
});

describe("metadata in PNG, WebP and AVIF", () => {
  const GPS = { IFD0: { Make: PHONE_CAMERA.make, Model: PHONE_CAMERA.model }, IFD3: { GPSLatitudeRef: "N", GPSLatitude: "52/1 5/1 2000/100", GPSLongitudeRef: "E", GPSLongitude: "5/1 7/1 1000/100" } };
  const XMP = '<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#"><rdf:Description xmlns:exif="http://ns.adobe.com/exif/1.0/" exif:GPSLatitude="52,5.33N"/></rdf:RDF></x:xmpmeta>';
  const plain = () => sharp({ create: { width: 64, height: 48, channels: 3, background: "#9a4560" } });
  const formats = {
    "image/png": (image: Sharp) => image.png(),
    "image/webp": (image: Sharp) => image.webp(),
    "image/avif": (image: Sharp) => image.avif({ effort: 0 }),
  } as const;
  const checkers = { "image/png": pngHasMetadata, "image/webp": webpHasMetadata, "image/avif": avifHasMetadata } as const;

  it.each(Object.keys(formats) as Array<keyof typeof formats>)("%s: finds EXIF with a location, and XMP, and nothing in a photo without either", async (kind) => {
    const encode = formats[kind];
    const withExif = new Uint8Array(await encode(plain()).withExif(GPS).toBuffer());
    const withXmp = new Uint8Array(await encode(plain()).withXmp(XMP).toBuffer());
    const without = new Uint8Array(await encode(plain()).toBuffer());
    expect(sniffImageType(withExif)).toBe(kind);
    for (const check of [checkers[kind], (bytes: Uint8Array) => hasMetadata(bytes, kind)]) {
      expect(check(withExif)).toBe(true);
      expect(check(withXmp)).toBe(true);
      expect(check(without)).toBe(false);
    }
  });

  it("reads a damaged or cut-off file as holding nothing, without throwing", async () => {
    const png = new Uint8Array(await plain().png().withExif(GPS).toBuffer());
    for (const bytes of [png.subarray(0, 20), png.subarray(0, 9), new Uint8Array(0)]) {
      expect(() => pngHasMetadata(bytes)).not.toThrow();
      expect(() => webpHasMetadata(bytes)).not.toThrow();
      expect(() => avifHasMetadata(bytes)).not.toThrow();
    }
  });
});
