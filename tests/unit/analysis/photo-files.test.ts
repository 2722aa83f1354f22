import sharp, { type Sharp } from "sharp";
import { describe, expect, it } from "vitest";
import { cleanFileName, cleanPhoto, fileSize, photoType } from "~/analysis/photo-files";
import { hasMetadata } from "~/platform/image-metadata";

const text = (value: string) => Uint8Array.from([...value].map((char) => char.charCodeAt(0)));
const GPS = { IFD0: { Make: "Apple", Model: "iPhone 15 Pro" }, IFD3: { GPSLatitudeRef: "N", GPSLatitude: "52/1 5/1 2000/100", GPSLongitudeRef: "E", GPSLongitude: "5/1 7/1 1000/100" } };
const plain = () => sharp({ create: { width: 16, height: 12, channels: 3, background: "#9a4560" } }).withIccProfile("p3");

describe("a client's photo for a digital analysis", () => {
  it.each([
    ["image/jpeg", (image: Sharp) => image.jpeg()],
    ["image/png", (image: Sharp) => image.png()],
    ["image/webp", (image: Sharp) => image.webp()],
  ] as const)("%s: is known by its bytes and stored without its location, with its ICC profile", async (type, encode) => {
    const located = new Uint8Array(await encode(plain()).withExif(GPS).toBuffer());
    expect(photoType(located)).toBe(type);
    const clean = cleanPhoto(located);
    expect(clean.ok && clean.type).toBe(type);
    if (!clean.ok) return;
    expect(hasMetadata(clean.bytes, type)).toBe(false);
    expect(Buffer.from(clean.bytes).includes("iPhone")).toBe(false);
    expect((await sharp(clean.bytes).metadata()).icc).toEqual((await sharp(located).metadata()).icc);
  });

  it("refuses a GIF, a PDF, an AVIF and text, whatever their names say, and a JPEG cut short", async () => {
    expect(cleanPhoto(text("GIF89a\x01\x00\x01\x00"))).toEqual({ ok: false, problem: "type" });
    expect(cleanPhoto(text("%PDF-1.7\n1 0 obj"))).toEqual({ ok: false, problem: "type" });
    expect(cleanPhoto(new Uint8Array(await plain().avif({ effort: 0 }).toBuffer()))).toEqual({ ok: false, problem: "type" });
    expect(cleanPhoto(text("just some text"))).toEqual({ ok: false, problem: "type" });
    const jpeg = new Uint8Array(await plain().jpeg().withExif(GPS).toBuffer());
    expect(cleanPhoto(jpeg.subarray(0, 40))).toEqual({ ok: false, problem: "unreadable" });
  });

  it("keeps a file's own name without folders or control characters, and says sizes in words", () => {
    expect(cleanFileName("C:\\Users\\sanne\\IMG_0412.HEIC")).toBe("IMG_0412.HEIC");
    expect(cleanFileName("../../etc/pass\u0000wd")).toBe("passwd");
    expect(cleanFileName("   ")).toBe("photo");
    expect(cleanFileName(`${"a".repeat(150)}.jpg`)).toHaveLength(100);
    expect(fileSize(4.24 * 1024 * 1024)).toBe("4.2 MB");
    expect(fileSize(380 * 1024)).toBe("380 KB");
  });
});
