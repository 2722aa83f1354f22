import { describe, expect, it } from "vitest";
import { SITE_DEFAULTS } from "~/data/site-defaults";
import { AA_LARGE_TEXT, AA_NORMAL_TEXT, contrastRatio } from "./contrast";

// The built-in colours stand in when Website/Data is broken and theme the 503 page: they must be AA too.
describe("built-in default colours", () => {
  const { layoutColors: l, navbarColors: n, footerColors: f, skins } = SITE_DEFAULTS;
  const pairs: Array<[string, string, string, number]> = [
    ["layout text", l.text_color.hex, l.bg_color.hex, AA_NORMAL_TEXT],
    ["layout title", l.title_color.hex, l.bg_color.hex, AA_NORMAL_TEXT],
    ["layout subtitle", l.sub_title_color.hex, l.bg_color.hex, AA_NORMAL_TEXT],
    ["layout accent", l.accent_color.hex, l.bg_color.hex, AA_NORMAL_TEXT],
    ["navbar text", n.text_color.hex, n.bg_color.hex, AA_NORMAL_TEXT],
    ["navbar accent", n.accent_color.hex, n.bg_color.hex, AA_NORMAL_TEXT],
    ["footer text", f.text_color.hex, f.bg_color.hex, AA_NORMAL_TEXT],
    ["footer title", f.title_color.hex, f.bg_color.hex, AA_NORMAL_TEXT],
    ["footer accent", f.accent_color.hex, f.bg_color.hex, AA_NORMAL_TEXT],
    ["skin text on page", skins.default.text, skins.default.page, AA_NORMAL_TEXT],
    ["skin label on page", skins.default.label, skins.default.page, AA_NORMAL_TEXT],
    ["skin card text", skins.default.cardText, skins.default.card, AA_NORMAL_TEXT],
    ["skin input text", skins.default.inputText, skins.default.input, AA_NORMAL_TEXT],
    ["skin button text", skins.default.buttonText, skins.default.button, AA_NORMAL_TEXT],
    ["skin secondary button text", skins.default.secondaryButtonText, skins.default.secondaryButton, AA_NORMAL_TEXT],
    ["skin navigation text", skins.default.navigationText, skins.default.navigation, AA_NORMAL_TEXT],
    ["skin list text", skins.default.listText, skins.default.list, AA_NORMAL_TEXT],
    ["skin border on page", skins.default.border, skins.default.page, AA_LARGE_TEXT],
  ];
  for (const [name, foreground, background, minimum] of pairs) {
    it(`${name} meets ${minimum}:1`, () => {
      expect(contrastRatio(foreground, background)).toBeGreaterThanOrEqual(minimum);
    });
  }
});
