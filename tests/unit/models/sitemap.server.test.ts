import { describe, expect, it } from "vitest";
import { listSitemapEntries, renderSitemap, type SitemapHandle, type SitemapRoute } from "~/models/sitemap.server";
import type { AppContext } from "~/firestore/app-context.server";

const app = {} as AppContext;
const Page = () => null;

/** A route manifest shaped like the build's: ids, parents and path segments. */
function manifest(...routes: SitemapRoute[]): Record<string, SitemapRoute> {
  return Object.fromEntries(routes.map((route) => [route.id, route]));
}

const root: SitemapRoute = { id: "root", path: "", module: { default: Page } };
const route = (id: string, path: string | undefined, module: SitemapRoute["module"], parentId = "root"): SitemapRoute => ({
  id: `routes/${id}`,
  parentId,
  path,
  module,
});

const paths = async (routes: Record<string, SitemapRoute>) => (await listSitemapEntries(app, routes)).map((entry) => entry.path);

describe("the sitemap found in the routes", () => {
  it("lists a new page added as one route file, with its URL", async () => {
    const before = manifest(root, route("_index", undefined, { default: Page }), route("about", "about", { default: Page }));
    const after = { ...before, ...manifest(route("style-journal", "style-journal", { default: Page })) };
    expect(await paths(before)).toEqual(["/", "/about"]);
    expect(await paths(after)).toEqual(["/", "/about", "/style-journal"]);
  });

  it("leaves out resource routes, the splat, and routes with parameters that do not list their values", async () => {
    const routes = manifest(
      root,
      route("robots[.]txt", "robots.txt", {}),
      route("consent", "consent", {}),
      route("$", "*", { default: Page }),
      route("notes.$slug", "notes/:slug", { default: Page }),
    );
    expect(await paths(routes)).toEqual([]);
  });

  it("lists a layout's pages, not the layout: its index route stands at its URL", async () => {
    const routes = manifest(
      root,
      route("legal", "legal", { default: Page }),
      route("legal.privacy-policy", "privacy-policy", { default: Page }, "routes/legal"),
      route("seasons", "seasons", { default: Page }),
      route("seasons._index", undefined, { default: Page }, "routes/seasons"),
    );
    expect(await paths(routes)).toEqual(["/legal/privacy-policy", "/seasons"]);
  });

  it("keeps a page whose only children are files, such as a palette's SVG", async () => {
    const routes = manifest(
      root,
      route("color.color-palettes", "color/color-palettes", { default: Page }),
      route("color.color-palettes.$slug[.]svg", ":slug.svg", {}, "routes/color.color-palettes"),
    );
    expect(await paths(routes)).toEqual(["/color/color-palettes"]);
  });

  it("takes a handle's entries, with their dates, or leaves the route out when it returns null", async () => {
    const seasons: SitemapHandle = { getSitemapEntries: () => [{ path: "/seasons/spring" }, { path: "/seasons/winter" }] };
    const policy: SitemapHandle = { getSitemapEntries: async () => [{ path: "/terms", lastmod: "2026-09-15" }] };
    const hidden: SitemapHandle = { getSitemapEntries: () => null };
    const routes = manifest(
      root,
      route("seasons.$slug", "seasons/:slug", { default: Page, handle: seasons }),
      route("terms", "terms", { default: Page, handle: policy }),
      route("thanks", "thanks", { default: Page, handle: hidden }),
    );
    expect(await listSitemapEntries(app, routes)).toEqual([
      { path: "/seasons/spring" },
      { path: "/seasons/winter" },
      { path: "/terms", lastmod: "2026-09-15" },
    ]);
  });

  it("lists a URL once when two routes give it", async () => {
    const again: SitemapHandle = { getSitemapEntries: () => [{ path: "/about" }] };
    const routes = manifest(root, route("about", "about", { default: Page }), route("about-us", "about-us", { default: Page, handle: again }));
    expect(await paths(routes)).toEqual(["/about"]);
  });
});

describe("renderSitemap", () => {
  it("writes absolute, escaped URLs with their dates, each page beside its Dutch twin and both naming each other", () => {
    const both = (en: string, nl: string) =>
      `<xhtml:link rel="alternate" hreflang="en" href="https://example.com${en}"/><xhtml:link rel="alternate" hreflang="nl" href="https://example.com${nl}"/><xhtml:link rel="alternate" hreflang="x-default" href="https://example.com${en}"/>`;
    expect(renderSitemap("https://example.com", [{ path: "/" }, { path: "/faqs?b=1&c=2", lastmod: "2026-01-02" }, { path: "/journal/winter-white", oneLanguage: true }])).toBe(
      [
        '<?xml version="1.0" encoding="UTF-8"?>',
        '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
        `  <url><loc>https://example.com/</loc>${both("/", "/nl")}</url>`,
        `  <url><loc>https://example.com/nl</loc>${both("/", "/nl")}</url>`,
        `  <url><loc>https://example.com/faqs?b=1&amp;c=2</loc><lastmod>2026-01-02</lastmod>${both("/faqs?b=1&amp;c=2", "/nl/veelgestelde-vragen?b=1&amp;c=2")}</url>`,
        `  <url><loc>https://example.com/nl/veelgestelde-vragen?b=1&amp;c=2</loc><lastmod>2026-01-02</lastmod>${both("/faqs?b=1&amp;c=2", "/nl/veelgestelde-vragen?b=1&amp;c=2")}</url>`,
        "  <url><loc>https://example.com/journal/winter-white</loc></url>",
        "</urlset>",
        "",
      ].join("\n"),
    );
  });
});
