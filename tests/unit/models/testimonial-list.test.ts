import { describe, expect, it } from "vitest";
import { testimonialPage } from "~/models/testimonial-list";
import { testimonialPageQuery } from "~/models/testimonials.server";
import { hasIndexFor } from "../support/firestore-indexes";

describe("the testimonials' pages", () => {
  it("reads nine at a time by offset; past the last page there is none, but an empty list has page 1", () => {
    expect(testimonialPage(300, 34)).toEqual({ offset: 297, limit: 9, pageCount: 34, from: 298, to: 300 });
    expect(testimonialPage(300, 35)).toBeNull();
    expect(testimonialPage(0, 1)).toEqual({ offset: 0, limit: 9, pageCount: 1, from: 0, to: 0 });
  });

  it("each page's query, filtered or not, has its index in firestore.indexes.json", () => {
    expect(hasIndexFor(testimonialPageQuery({ category: null, offset: 9, limit: 9 }))).toBe(true);
    expect(hasIndexFor(testimonialPageQuery({ category: "wardrobe-audit", offset: 9, limit: 9 }))).toBe(true);
  });
});
