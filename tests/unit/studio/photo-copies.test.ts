import { describe, expect, it } from "vitest";
import type { PhotoRef } from "~/schemas/photo";
import { followLibrary, type Description } from "~/studio/photo-copies";

const PHOTO = "a1b2c3d4e5f6g7h8i9j0";
const before: Description = { alt: "Folded knits in olive, rust and camel", decorative: false };
const copyOf = (description: Description, extra: Partial<PhotoRef> = {}): PhotoRef => ({ photo: PHOTO, alt: description.alt, ...(description.nl ? { nl: description.nl } : {}), decorative: Boolean(description.decorative), width: 1600, height: 1000, ...extra });

describe("a page's copy of a library photo, when the studio edits the photo's alt text", () => {
  it("takes the new Dutch beside its English when it said what the library said", () => {
    const after = { ...before, nl: { alt: "Opgevouwen breiwerk in olijfgroen, roest en camel" } };
    expect(followLibrary(copyOf(before), before, after)).toEqual(copyOf(after));
  });

  it("takes new text in both languages, and leaves out a Dutch the library no longer has", () => {
    const was = { ...before, nl: { alt: "Breiwerk" } };
    const after = { alt: "Knits on linen", nl: { alt: "" }, decorative: false };
    expect(followLibrary(copyOf(was), was, after)).toEqual({ photo: PHOTO, alt: "Knits on linen", decorative: false, width: 1600, height: 1000 });
  });

  it("keeps words of its own in one language and follows the library in the other", () => {
    // A Dutch article's cover, described in its own Dutch words.
    const copy = copyOf(before, { nl: { alt: "Een stapel truien in herfstkleuren" } });
    const after = { alt: "Knits folded on linen", nl: { alt: "Breiwerk op linnen" }, decorative: false };
    expect(followLibrary(copy, before, after)).toEqual({ ...copy, alt: "Knits folded on linen" });
    // An English article's own words stay; the library's new Dutch comes beside them.
    const own = copyOf(before, { alt: "The capsule's six knits" });
    expect(followLibrary(own, before, after)).toEqual({ ...own, nl: { alt: "Breiwerk op linnen" } });
  });

  it("is left alone when nothing it shows changes", () => {
    expect(followLibrary(copyOf(before), before, before)).toBeNull();
    const own = copyOf(before, { alt: "Our own words", nl: { alt: "Onze eigen woorden" } });
    expect(followLibrary(own, before, { alt: "New", nl: { alt: "Nieuw" }, decorative: false })).toBeNull();
  });

  it("becomes decorative with the library only when all of its description was the library's", () => {
    const decorative = { alt: "", decorative: true };
    expect(followLibrary(copyOf(before), before, decorative)).toEqual({ photo: PHOTO, alt: "", decorative: true, width: 1600, height: 1000 });
    expect(followLibrary(copyOf(before, { alt: "Our own words" }), before, decorative)).toBeNull();
    // A copy the article marked decorative stays so when the library's description changes.
    expect(followLibrary(copyOf(before, { alt: "", decorative: true }), before, { ...before, nl: { alt: "Breiwerk" } })).toBeNull();
    // And a decorative photo the studio describes later is described on the pages that followed it.
    expect(followLibrary(copyOf(decorative), decorative, { ...before, nl: { alt: "Breiwerk" } })).toEqual(copyOf({ ...before, nl: { alt: "Breiwerk" } }));
  });
});
