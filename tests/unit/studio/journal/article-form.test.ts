import { describe, expect, it } from "vitest";
import { articleFormValues, postedArticleValues } from "~/studio/journal/article-form";

// The journal editor's form both ways: what a stored article fills it with, and what a post says.

describe("the journal editor's form", () => {
  it("reads ticked seasons in the form's order, once each, dropping names it does not know", () => {
    const form = new FormData();
    for (const season of ["winter", "spring", "winter", "monsoon"]) form.append("seasons", season);
    for (const sub of ["soft-autumn", "light-spring", "not-a-season"]) form.append("subSeasons", sub);
    form.set("cover.photo", "a1b2c3d4e5f6g7h8i9j0");
    form.set("cover.decorative", "on");
    form.set("body", "## One\r\n\r\nTwo");
    const values = postedArticleValues(form);
    expect(values.seasons).toEqual(["spring", "winter"]);
    expect(values.subSeasons).toEqual(["light-spring", "soft-autumn"]);
    expect(values.coverPhoto).toBe("a1b2c3d4e5f6g7h8i9j0");
    expect(values.coverDecorative).toBe(true);
    expect(values.body).toBe("## One\n\nTwo");
    expect(values.title).toBe("");
  });

  it("fills the schedule field with the stored time on the studio's clock, and tolerates a broken document", () => {
    expect(articleFormValues({ title: "A", publishAt: "2026-07-01T07:30:00.000Z", cover: { photo: "p", alt: "Scarves", decorative: false } })).toMatchObject({
      title: "A",
      publishAt: "2026-07-01T09:30",
      coverPhoto: "p",
      coverAlt: "Scarves",
      coverDecorative: false,
    });
    expect(articleFormValues({ title: 7, seasons: "spring", publishAt: "soon", cover: null })).toMatchObject({ title: "", seasons: [], publishAt: "", coverPhoto: "", kind: "article" });
  });
});
