import { describe, expect, it } from "vitest";
import { coverOf } from "~/studio/journal/build-article.server";

const photo = { id: "a1b2c3d4e5f6g7h8i9j0", alt: "Folded knits in olive, rust and camel", nl: { alt: "Opgevouwen breiwerk in olijfgroen, roest en camel" }, decorative: false, width: 1600, height: 1000 };
const size = { width: 1600, height: 1000 };

describe("an article's cover, copied from the library", () => {
  it("takes the library's alt text in both languages when none is typed", () => {
    expect(coverOf(photo, { language: "en", coverAlt: "", coverDecorative: false })).toEqual({ photo: photo.id, alt: photo.alt, nl: photo.nl, decorative: false, ...size });
    expect(coverOf(photo, { language: "nl", coverAlt: " ", coverDecorative: false })).toEqual({ photo: photo.id, alt: photo.alt, nl: photo.nl, decorative: false, ...size });
  });

  it("takes the typed alt text in the article's language, the library's in the other", () => {
    expect(coverOf(photo, { language: "en", coverAlt: "Six knits for a capsule", coverDecorative: false })).toMatchObject({ alt: "Six knits for a capsule", nl: photo.nl });
    expect(coverOf(photo, { language: "nl", coverAlt: "Zes truien voor een capsule", coverDecorative: false })).toMatchObject({ alt: photo.alt, nl: { alt: "Zes truien voor een capsule" } });
  });

  it("has no Dutch when neither the library nor a Dutch article gives one", () => {
    expect(coverOf({ ...photo, nl: undefined }, { language: "en", coverAlt: "", coverDecorative: false })).toEqual({ photo: photo.id, alt: photo.alt, decorative: false, ...size });
  });

  it("is decorative when marked so, or when the library's photo is and nothing is typed", () => {
    expect(coverOf(photo, { language: "nl", coverAlt: "Zes truien", coverDecorative: true })).toEqual({ photo: photo.id, alt: "", decorative: true, ...size });
    expect(coverOf({ ...photo, alt: "", nl: undefined, decorative: true }, { language: "en", coverAlt: "", coverDecorative: false })).toMatchObject({ alt: "", decorative: true });
  });
});
