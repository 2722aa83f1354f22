import { describe, expect, it } from "vitest";
import { SAVE_DATA_PHOTO_WIDTH, smallCandidates } from "~/worker/save-data-page.server";

// A page for Save-Data offers only its photos' small sizes.

describe("the photo sizes a Save-Data page offers", () => {
  it("keeps the candidates up to the Save-Data width, smallest first", () => {
    const srcset = "/media/a/1200.avif 1200w, /media/a/400.avif 400w, /media/a/800.avif 800w";
    expect(smallCandidates(srcset)).toEqual([{ url: "/media/a/400.avif", width: 400 }]);
    expect(SAVE_DATA_PHOTO_WIDTH).toBe(400);
  });

  it("keeps the smallest when every candidate is wider, and ignores what is not a width candidate", () => {
    expect(smallCandidates("/media/b/1600.jpg 1600w, /media/b/800.jpg 800w")).toEqual([{ url: "/media/b/800.jpg", width: 800 }]);
    expect(smallCandidates("/logo.svg 2x, , /media/c/400.webp 400w")).toEqual([{ url: "/media/c/400.webp", width: 400 }]);
    expect(smallCandidates("")).toEqual([]);
  });
});
