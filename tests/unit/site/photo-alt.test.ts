import { describe, expect, it } from "vitest";
import { altIn, missesDutchAlt } from "~/site/photo-alt";

const both = { alt: "Folded knits in Soft Autumn's olive, rust and camel", nl: { alt: "Opgevouwen breiwerk in olijfgroen, roest en camel" } };

describe("a photo's alt text in the page's language", () => {
  it("is the page's language's when written", () => {
    expect(altIn(both, "en")).toEqual({ alt: both.alt });
    expect(altIn(both, "nl")).toEqual({ alt: both.nl.alt });
  });

  it("is the English, marked English, on a Dutch page when the Dutch is missing or blank", () => {
    expect(altIn({ alt: both.alt }, "nl")).toEqual({ alt: both.alt, lang: "en" });
    expect(altIn({ alt: both.alt, nl: { alt: "  " } }, "nl")).toEqual({ alt: both.alt, lang: "en" });
    expect(altIn({ alt: both.alt, nl: {} }, "nl")).toEqual({ alt: both.alt, lang: "en" });
  });

  it("is the Dutch, marked Dutch, on an English page when only the Dutch is written (a Dutch article's own words)", () => {
    expect(altIn({ alt: "", nl: both.nl }, "en")).toEqual({ alt: both.nl.alt, lang: "nl" });
  });

  it("is empty for a decorative photo, whatever it holds", () => {
    expect(altIn({ ...both, decorative: true }, "nl")).toEqual({ alt: "" });
    expect(altIn({ alt: "", decorative: true }, "en")).toEqual({ alt: "" });
  });
});

describe("the library's 'Dutch missing'", () => {
  it("marks a described photo without Dutch, never a decorative one", () => {
    expect(missesDutchAlt({ alt: both.alt })).toBe(true);
    expect(missesDutchAlt({ alt: both.alt, nl: { alt: "" } })).toBe(true);
    expect(missesDutchAlt(both)).toBe(false);
    expect(missesDutchAlt({ alt: "", decorative: true })).toBe(false);
  });
});
