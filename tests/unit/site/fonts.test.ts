import { describe, expect, it } from "vitest";
import { fontFaceCss, fontStacks, preloadedFont } from "~/site/fonts";
import { fallbackFaces } from "../../../scripts/font-metrics.mjs";

const NAMES = ["Montserrat", "Bodoni", "Italianno"] as const;
const settings = (titleFont: (typeof NAMES)[number], other: (typeof NAMES)[number] = "Montserrat") => ({
  titleFont,
  bodyFont: other,
  accentFont: other,
  baseFontSizePx: 16,
});

/** Every @font-face rule of the page's CSS as its descriptors. */
const faces = [...fontFaceCss().matchAll(/@font-face\{([^}]*)\}/g)].map(([, body = ""]) =>
  Object.fromEntries(
    body.split(";").map((descriptor) => {
      const colon = descriptor.indexOf(":");
      return [descriptor.slice(0, colon), descriptor.slice(colon + 1)];
    }),
  ),
);
const webFaces = faces.filter((face) => face.src?.startsWith("url("));
const fallbackFaceRules = faces.filter((face) => face.src?.startsWith("local("));
const percent = (value: string | undefined) => Number(value?.match(/^(\d+(?:\.\d+)?)%$/)?.[1] ?? Number.NaN);
const unquote = (family: string) => family.trim().replace(/^"(.*)"$/, "$1");

describe("web fonts", () => {
  it("self-hosts five faces, each swapping in when it has loaded", () => {
    expect(webFaces).toHaveLength(5);
    for (const face of webFaces) {
      expect(face["font-display"]).toBe("swap");
      expect(face.src).toMatch(/^url\([^)]+-latin-\d+-(normal|italic)\.woff2\) format\("woff2"\)$/);
    }
  });

  it("follows every web family in every stack with its own fallback family", () => {
    const webFamilies = new Set(webFaces.map((face) => unquote(face["font-family"] ?? "")));
    for (const name of NAMES) {
      for (const stack of Object.values(fontStacks(settings(name, name)))) {
        const families = stack.split(",").map(unquote);
        const web = families.filter((family) => webFamilies.has(family));
        expect(web).toHaveLength(1);
        expect(families[0]).toBe(web[0]);
        const fallbacks = families.slice(1).filter((family) => family.startsWith(`${web[0]} Fallback`));
        // Every fallback family straight after the web family, before any system font's name.
        expect(families.slice(1, 1 + fallbacks.length)).toEqual(fallbacks);
        expect(fallbacks).toContain(`${web[0]} Fallback`);
      }
    }
  });

  it("tries the body font's DejaVu fallback first, the one a Linux machine has, since each name it lacks costs Chromium there a slow lookup", () => {
    const [, first, ...rest] = fontStacks(settings("Montserrat")).body.split(",").map(unquote);
    expect(first).toBe("Montserrat Fallback DejaVu");
    expect(rest.slice(0, 2).sort()).toEqual(["Montserrat Fallback", "Montserrat Fallback Roboto"]);
  });

  it("gives each web face a fallback face of the same weight and style, and the body font one for Android and Linux too", () => {
    const bodyFallbacks = fallbackFaceRules.filter((rule) => /^"?Montserrat Fallback (Roboto|DejaVu)"?$/.test(rule["font-family"] ?? ""));
    expect(bodyFallbacks.map((rule) => `${unquote(rule["font-family"] ?? "")} ${rule["font-weight"]}`).sort()).toEqual([
      "Montserrat Fallback DejaVu 400",
      "Montserrat Fallback DejaVu 600",
      "Montserrat Fallback Roboto 400",
      "Montserrat Fallback Roboto 600",
    ]);
    expect(fallbackFaceRules).toHaveLength(webFaces.length + bodyFallbacks.length);
    for (const face of webFaces) {
      const fallback = fallbackFaceRules.find(
        (candidate) =>
          unquote(candidate["font-family"] ?? "") === `${unquote(face["font-family"] ?? "")} Fallback` &&
          candidate["font-weight"] === face["font-weight"] &&
          candidate["font-style"] === face["font-style"],
      );
      expect(fallback, `${face["font-family"]} ${face["font-weight"]} ${face["font-style"]}`).toBeDefined();
    }
  });

  it("sizes every fallback face with the four metric overrides, within plausible bounds", () => {
    for (const face of fallbackFaceRules) {
      expect(face.src).toMatch(/^local\("[^"]+"\)(,local\("[^"]+"\))*$/);
      // Italianno is a narrow script: Brush Script MT needs shrinking to 80% to match its line length.
      expect(percent(face["size-adjust"])).toBeGreaterThanOrEqual(70);
      expect(percent(face["size-adjust"])).toBeLessThanOrEqual(130);
      expect(percent(face["ascent-override"])).toBeGreaterThanOrEqual(60);
      expect(percent(face["ascent-override"])).toBeLessThanOrEqual(130);
      expect(percent(face["descent-override"])).toBeGreaterThanOrEqual(10);
      expect(percent(face["descent-override"])).toBeLessThanOrEqual(70);
      expect(percent(face["line-gap-override"])).toBeGreaterThanOrEqual(0);
      expect(percent(face["line-gap-override"])).toBeLessThanOrEqual(50);
    }
  });

  it("keeps the fallback metrics those the woff2 files give today (else rerun scripts/font-metrics.mjs)", async () => {
    const expected = await fallbackFaces();
    expect(
      fallbackFaceRules.map((face) => ({
        family: unquote(face["font-family"] ?? ""),
        weight: Number(face["font-weight"]),
        style: face["font-style"],
        local: [...(face.src ?? "").matchAll(/local\("([^"]+)"\)/g)].map(([, name]) => name),
        sizeAdjust: face["size-adjust"],
        ascentOverride: face["ascent-override"],
        descentOverride: face["descent-override"],
        lineGapOverride: face["line-gap-override"],
      })),
    ).toEqual(expected);
  });

  it("preloads only the title font, in the face the headings use", () => {
    const files = { Montserrat: "montserrat-latin-400-normal", Bodoni: "bodoni-moda-latin-500-normal", Italianno: "italianno-latin-400-normal" };
    for (const name of NAMES) {
      for (const other of NAMES) {
        const link = preloadedFont(settings(name, other));
        expect(link).toMatchObject({ rel: "preload", as: "font", type: "font/woff2", crossOrigin: "anonymous" });
        expect(link.href).toMatch(new RegExp(`${files[name]}\\.woff2$`));
        expect(webFaces.map((face) => face.src)).toContain(`url(${link.href}) format("woff2")`);
      }
    }
  });
});
