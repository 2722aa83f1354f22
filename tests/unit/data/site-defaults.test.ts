import { describe, expect, it } from "vitest";
import { SITE_CONTRAST_PAIRS, colorAt } from "~/color/site-contrast-pairs";
import { SITE_DEFAULTS } from "~/data/site-defaults";
import { contrastRatio } from "../support/contrast";

// The built-in colours stand in when Website/Data is broken and theme the 503 page: they must be AA too.
describe("built-in default colours", () => {
  for (const pair of SITE_CONTRAST_PAIRS) {
    it(`${pair.foreground} on ${pair.background} (${pair.label.toLowerCase()}) meets ${pair.minimum}:1`, () => {
      expect(contrastRatio(colorAt(SITE_DEFAULTS, pair.foreground)!, colorAt(SITE_DEFAULTS, pair.background)!)).toBeGreaterThanOrEqual(pair.minimum);
    });
  }
});
