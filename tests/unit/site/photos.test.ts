import { describe, expect, it } from "vitest";
import { pictureOf, photoWidths } from "~/site/photos";

describe("photoWidths", () => {
  it("makes no size wider than the photo, but always the smallest", () => {
    expect(photoWidths(1000, "jpg", 750)).toEqual([400, 800]);
    expect(photoWidths(300, "webp", 200)).toEqual([400]);
    expect(photoWidths(3200, "jpg", 2400)).toEqual([400, 800, 1200, 1600]);
  });

  it("caps AVIF at 1,200 px on the long side, a portrait's height included", () => {
    expect(photoWidths(3200, "avif", 2400)).toEqual([400, 800, 1200]);
    // 2400 × 3200: 800 wide is 1,067 tall, 1,200 wide would be 1,600 tall.
    expect(photoWidths(2400, "avif", 3200)).toEqual([400, 800]);
    // So tall that even 400 wide is over 1,200 tall: no AVIF at all.
    expect(photoWidths(1000, "avif", 4000)).toEqual([]);
  });
});

describe("pictureOf", () => {
  it("leaves out the AVIF source of a photo too tall for any AVIF size", () => {
    const { sources, img } = pictureOf({ photo: "abcdefghij0123456789", alt: "A long scarf", decorative: false, width: 1000, height: 4000 }, { sizes: "100vw" });
    expect(sources.map((source) => source.type)).toEqual(["image/webp"]);
    expect(img).toMatchObject({ width: 1000, height: 4000, src: "/media/abcdefghij0123456789/800.jpg" });
  });
});
