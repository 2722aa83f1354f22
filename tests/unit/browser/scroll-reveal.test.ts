import { readFileSync } from "node:fs";
import { describe, expect, test } from "vitest";
import {
  CENTRE_MAX_WIDTH,
  CENTRE_RATIO,
  DELAY_MS,
  DISTANCE_PX,
  DURATION_MS,
  installScrollReveal,
  isInViewport,
  OBSERVER_THRESHOLDS,
  revealCustomProperties,
  shouldCentre,
  shouldEnableReveal,
} from "~/browser/scroll-reveal";

describe("scroll-reveal", () => {
  test("rises 20 px over 800 ms after 200 ms; centres above 70% below 768 px", () => {
    expect([DISTANCE_PX, DURATION_MS, DELAY_MS, CENTRE_RATIO, CENTRE_MAX_WIDTH]).toEqual([20, 800, 200, 0.7, 768]);
  });

  test("the centre effect needs more than 70% visible on a window narrower than 768 px", () => {
    expect(shouldCentre(0.71, 390)).toBe(true);
    expect(shouldCentre(1, 767)).toBe(true);
    expect(shouldCentre(0.7, 390)).toBe(false);
    expect(shouldCentre(0.5, 390)).toBe(false);
    expect(shouldCentre(0.9, 768)).toBe(false);
    expect(shouldCentre(0.9, 1366)).toBe(false);
  });

  test("the observer reports crossing the centre ratio", () => {
    expect(OBSERVER_THRESHOLDS).toContain(CENTRE_RATIO);
    expect(OBSERVER_THRESHOLDS.some((t) => t > CENTRE_RATIO)).toBe(true);
  });

  test("nothing animates with reduced motion or without IntersectionObserver", () => {
    expect(shouldEnableReveal({ reducedMotion: false, hasIntersectionObserver: true })).toBe(true);
    expect(shouldEnableReveal({ reducedMotion: true, hasIntersectionObserver: true })).toBe(false);
    expect(shouldEnableReveal({ reducedMotion: false, hasIntersectionObserver: false })).toBe(false);
  });

  test("elements already on screen are told apart from those below the fold", () => {
    expect(isInViewport({ top: 100, bottom: 300 }, 800)).toBe(true);
    expect(isInViewport({ top: -200, bottom: 10 }, 800)).toBe(true);
    expect(isInViewport({ top: 800, bottom: 1000 }, 800)).toBe(false);
    expect(isInViewport({ top: -300, bottom: 0 }, 800)).toBe(false);
  });

  test("is not installed on the server", () => {
    expect(installScrollReveal()).toBeNull();
  });

  test("the CSS hides only under js-reveal, and its fallbacks are the same numbers", () => {
    const css = readFileSync(new URL("../../../app/styles/client-behaviours.css", import.meta.url), "utf8");
    const hiding = [...css.matchAll(/([^{}]+)\{[^}]*opacity:\s*0;/g)].map((match) => match[1]!.trim());
    expect(hiding.length).toBeGreaterThan(0);
    for (const selector of hiding) expect(selector.startsWith(".js-reveal ")).toBe(true);
    expect(css).toMatch(/@media \(prefers-reduced-motion: reduce\)\s*\{\s*\.js-reveal \[data-reveal\]\s*\{\s*opacity: 1 !important;/);
    for (const [name, value] of Object.entries(revealCustomProperties())) {
      const fallbacks = [...css.matchAll(new RegExp(`var\\(${name},\\s*([^)]+)\\)`, "g"))].map((m) => m[1]);
      expect(fallbacks.length, name).toBeGreaterThan(0);
      for (const fallback of fallbacks) expect(fallback, name).toBe(value);
    }
  });
});
