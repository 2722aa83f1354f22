import * as v from "valibot";
import { describe, expect, it } from "vitest";
import { Article } from "~/schemas/article";
import { Photo } from "~/schemas/photo";
import { Testimonial } from "~/schemas";
import { toInboxEntry } from "~/models/inbox-view";
import { articleIndexFields } from "~/models/article-index";
import { wordsInHtml } from "~/site/markdown";
import { scaleArticle, scalePhoto, scaleRequest, scaleTestimonial } from "../../../../scripts/seed/scale";

// What `npm run bench -- --scale` adds must be content the site reads as the studio's own:
// otherwise the bench measures pages that skip it.
const asStored = (data: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(data).map(([key, value]) => [key, value instanceof Date ? value.toISOString() : value]));

describe("the scale bench's content", () => {
  it("articles are published, about 900 words, with their index fields, each under its own link", () => {
    const first = scaleArticle(0).data;
    const parsed = v.parse(Article, asStored(first));
    expect(parsed.status).toBe("published");
    expect(wordsInHtml(parsed.bodyHtml)).toBeGreaterThanOrEqual(900);
    expect(first).toMatchObject(articleIndexFields(parsed));
    expect(scaleArticle(1).data.slug).not.toBe(first.slug);
    expect(Date.parse(parsed.publishedAt!)).toBeGreaterThan(Date.parse(v.parse(Article, asStored(scaleArticle(1).data)).publishedAt!));
  });

  it("testimonials, photos and inbox requests pass what their pages check", () => {
    expect(v.parse(Testimonial, asStored(scaleTestimonial(7).data)).status).toBe("active");
    expect(v.is(Photo, asStored(scalePhoto(7).data))).toBe(true);
    for (const n of [0, 2]) {
      const { path, data } = scaleRequest(n);
      const entry = toInboxEntry(path.startsWith("Booking") ? "booking" : "contact", "x", asStored(data));
      expect(entry.receivedAt, path).toBeTruthy();
      expect(entry.name, path).not.toBe("");
    }
  });
});
