import { describe, expect, it } from "vitest";
import { DUTCH_PAGE_ROUTES, PAGE_ROUTES } from "../../../scripts/lib/routes.mjs";
import { localeOfPath, localizedPath, ROUTE_TWINS, twinPath } from "~/site/locale";

describe("the two languages' addresses", () => {
  it("gives every page the bench and the audit visit a Dutch twin under /nl, and back to the same English address", () => {
    for (const path of PAGE_ROUTES) {
      const dutch = twinPath(path, "nl");
      expect(dutch, path).toMatch(/^\/nl(\/|$)/);
      expect(localeOfPath(dutch), path).toBe("nl");
      expect(twinPath(dutch, "en"), path).toBe(path);
    }
  });

  it("lists for the bench and the audit the Dutch twin of every page they visit, a Dutch article in the English article's place", () => {
    expect(DUTCH_PAGE_ROUTES).toHaveLength(PAGE_ROUTES.length);
    PAGE_ROUTES.forEach((path, index) => {
      if (path.startsWith("/journal/")) expect(DUTCH_PAGE_ROUTES[index]).toMatch(/^\/nl\/journal\/[a-z0-9-]+$/);
      else expect(DUTCH_PAGE_ROUTES[index], path).toBe(twinPath(path, "nl"));
    });
  });

  it("spells Dutch pages in Dutch words and keeps content slugs and tokens as they are", () => {
    expect(twinPath("/", "nl")).toBe("/nl");
    expect(twinPath("/nl", "en")).toBe("/");
    expect(twinPath("/seasons/sub-season/soft-autumn", "nl")).toBe("/nl/seizoenen/subseizoen/soft-autumn");
    expect(twinPath("/services/color-analysis-styling/online-color-analysis", "nl")).toBe("/nl/diensten/color-analysis-styling/online-color-analysis");
    expect(twinPath("/legal/privacy-policy", "nl")).toBe("/nl/juridisch/privacybeleid");
    expect(twinPath("/bookings/abc.123.def", "nl")).toBe("/nl/afspraken/abc.123.def");
    expect(twinPath("/nl/analyse/tok/fotos/0123456789abcdef", "en")).toBe("/analysis/tok/photos/0123456789abcdef");
  });

  it("sends an unknown address to the other language's not-found page, and keeps the query and fragment of a link", () => {
    expect(twinPath("/no/such/page", "nl")).toBe("/nl/no/such/page");
    expect(twinPath("/nl/bestaat/niet", "en")).toBe("/bestaat/niet");
    expect(localizedPath("/service-booking?mode=self&service=digital-color-analysis#form", "nl")).toBe("/nl/afspraak-maken?mode=self&service=digital-color-analysis#form");
    expect(localizedPath("/faqs", "en")).toBe("/faqs");
  });

  it("tells the languages apart by the prefix alone", () => {
    expect(localeOfPath("/nl")).toBe("nl");
    expect(localeOfPath("/nl/contact")).toBe("nl");
    expect(localeOfPath("/nlx")).toBe("en");
    expect(localeOfPath("/contact")).toBe("en");
  });

  it("has one Dutch spelling for each English pattern and no two patterns alike in either language", () => {
    for (const column of [0, 1] as const) {
      const patterns = ROUTE_TWINS.map((twin) => twin[column]);
      expect(new Set(patterns).size, `column ${column}`).toBe(patterns.length);
    }
    for (const [english, dutch] of ROUTE_TWINS) {
      expect(dutch.split("/").filter((part) => part.startsWith(":") || part === "*"), english).toEqual(english.split("/").filter((part) => part.startsWith(":") || part === "*"));
    }
  });
});
