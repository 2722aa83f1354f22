import { describe, expect, it } from "vitest";
import {
  averageColor,
  colorMatrixValues,
  drapesInTurn,
  FIRST_PAIR,
  linearChannel,
  MAX_GAIN,
  pictureAt,
  signatureColor,
  stepIndex,
  whiteBalanceGains,
} from "~/color/drapes";
import { drapesIn } from "~/color/drapes.server";
import { SUB_SEASONS } from "~/data/seasons";

const { drapes, seasons } = drapesIn("en");

describe("the drapes in turn", () => {
  it("are the sixteen sub-seasons season by season, spring first, as the seasons list them", () => {
    const all = drapesInTurn(drapes, "all");
    expect(all.map((drape) => drape.slug)).toEqual(SUB_SEASONS.map((subSeason) => subSeason.slug));
    expect(all.slice(0, 4).every((drape) => drape.seasonSlug === "spring")).toBe(true);
    expect(all.at(-1)!.seasonSlug).toBe("winter");
  });

  it("are a season's four alone when a season is chosen, in its own order", () => {
    expect(drapesInTurn(drapes, "autumn").map((drape) => drape.slug)).toEqual(["soft-autumn", "warm-autumn", "deep-autumn", "true-autumn"]);
    expect(seasons.map((season) => season.slug)).toEqual(["spring", "summer", "autumn", "winter"]);
  });

  it("go round at both ends", () => {
    expect(stepIndex(15, 1, 16)).toBe(0);
    expect(stepIndex(0, -1, 16)).toBe(15);
    expect(stepIndex(2, -1, 4)).toBe(1);
    expect(stepIndex(0, 1, 0)).toBe(0);
  });

  it("start the pairs with a warm season against a cool one, both among the sixteen", () => {
    const [warm, cool] = FIRST_PAIR.map((slug) => drapes.find((drape) => drape.slug === slug)!);
    expect(warm!.seasonSlug).toBe("autumn");
    expect(cool!.seasonSlug).toBe("summer");
  });

  it("are named in Dutch with the sub-season's Dutch name beside its English one", () => {
    const dutch = drapesIn("nl");
    expect(dutch.drapes.find((drape) => drape.slug === "soft-autumn")!.name).toBe("Soft Autumn (zachte herfst)");
    expect(dutch.seasons.find((season) => season.slug === "autumn")!.name).toBe("Herfst");
    expect(dutch.drapes.map((drape) => drape.colors.map((color) => color.hex))).toEqual(drapes.map((drape) => drape.colors.map((color) => color.hex)));
  });
});

describe("a drape's first colour", () => {
  it("is the palette's most colourful one of middle lightness, not its palest or darkest", () => {
    const colors = [
      { name: "Ivory", hex: "#fffff0" },
      { name: "Charcoal", hex: "#36454f" },
      { name: "Rust", hex: "#b7410e" },
      { name: "Sage", hex: "#a3ad8a" },
    ];
    expect(signatureColor(colors)).toBe(2);
  });

  it("is the first of equals, and one of the palette's for every drape", () => {
    expect(signatureColor([{ name: "a", hex: "#808080" }, { name: "b", hex: "#808080" }])).toBe(0);
    for (const drape of drapes) expect(drape.colors[drape.start]).toBeDefined();
  });
});

describe("the white balance", () => {
  it("leaves a neutral white sheet as it is", () => {
    expect(whiteBalanceGains([200, 200, 200])).toEqual([1, 1, 1]);
  });

  it("raises the weaker channels of a warm cast to the strongest, in linear light", () => {
    // Lamp light: the sheet looks orange. Blue is raised most, red not at all.
    const gains = whiteBalanceGains([240, 200, 150])!;
    expect(gains[0]).toBe(1);
    expect(gains[1]).toBeCloseTo(linearChannel(240) / linearChannel(200), 10);
    expect(gains[2]).toBeCloseTo(linearChannel(240) / linearChannel(150), 10);
    expect(gains[2]).toBeGreaterThan(gains[1]);
    // The corrected sheet is neutral: each channel's linear value times its gain is the same.
    const corrected = [240, 200, 150].map((value, index) => linearChannel(value) * gains[index]!);
    expect(corrected[1]).toBeCloseTo(corrected[0]!, 10);
    expect(corrected[2]).toBeCloseTo(corrected[0]!, 10);
  });

  it("refuses a spot too dark to be a lit sheet, and stops a channel's gain at its most", () => {
    expect(whiteBalanceGains([40, 45, 50])).toBeNull();
    expect(whiteBalanceGains([255, 255, 0])).toEqual([1, 1, MAX_GAIN]);
  });

  it("is written as an feColorMatrix that multiplies each channel and keeps alpha", () => {
    expect(colorMatrixValues([1, 1.25, 2.5])).toBe("1 0 0 0 0 0 1.25 0 0 0 0 0 2.5 0 0 0 0 0 1 0");
    expect(colorMatrixValues([1, 1 / 3, 1])).toBe("1 0 0 0 0 0 0.3333 0 0 0 0 0 1 0 0 0 0 0 1 0");
  });
});

describe("the tapped spot", () => {
  /** RGBA pixels `width` by `height`, each (x, y) coloured by `paint`. */
  const image = (width: number, height: number, paint: (x: number, y: number) => [number, number, number]) => {
    const pixels = new Uint8ClampedArray(width * height * 4);
    for (let y = 0; y < height; y++) for (let x = 0; x < width; x++) pixels.set([...paint(x, y), 255], (y * width + x) * 4);
    return pixels;
  };

  it("is the mean of the square round it, cut at the picture's edge", () => {
    const pixels = image(4, 4, (x) => (x < 2 ? [0, 0, 0] : [200, 100, 50]));
    expect(averageColor(pixels, 4, 4, 2, 2, 0)).toEqual([200, 100, 50]);
    // Columns 1 to 3 of rows 1 to 3: one black column, two coloured.
    expect(averageColor(pixels, 4, 4, 2, 2, 1)).toEqual([133, 67, 33]);
    // At the corner only the 2×2 inside the picture count.
    expect(averageColor(pixels, 4, 4, 0, 0, 1)).toEqual([0, 0, 0]);
  });

  it("is found under a tap on a picture cropped to fill its frame, mirrored for the front camera", () => {
    // A 1280×960 picture in a 300×400 frame: scaled by 400/960, 233 px cut off each side.
    const picture = { width: 1280, height: 960 };
    const frame = { width: 300, height: 400 };
    expect(pictureAt({ x: 150, y: 200 }, frame, picture, false)).toEqual({ x: 640, y: 480 });
    const left = pictureAt({ x: 0, y: 0 }, frame, picture, false);
    expect(left.x).toBeCloseTo(280, 6);
    expect(left.y).toBe(0);
    // Mirrored, the frame's left edge shows the picture's right.
    expect(pictureAt({ x: 0, y: 0 }, frame, picture, true).x).toBeCloseTo(1000, 6);
    // Never outside the picture.
    expect(pictureAt({ x: 300, y: 400 }, frame, { width: 300, height: 400 }, false)).toEqual({ x: 299, y: 399 });
  });
});
