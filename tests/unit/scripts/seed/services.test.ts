import * as v from "valibot";
import { describe, expect, it } from "vitest";
import { COLOR_ANALYSIS_SERVICE_IDS, Service } from "~/schemas/service";
import { services } from "../../../../scripts/seed/services";

// What the demo studio tells a client to do before each service (the FAQ promises "a short
// preparation guide" with the confirmation): every service has one, and it fits the service.

const preparationOf = (id: string) => services.find((service) => service.id === id)!.data.preparation;

describe("the seeded services' preparation texts", () => {
  it("every active service has a preparation text of a few sentences, within what the schema keeps", () => {
    const active = services.filter(({ data }) => data.status === "active");
    expect(active.length).toBeGreaterThanOrEqual(12);
    for (const { id, data } of active) {
      const preparation = v.parse(Service, data).preparation;
      expect(preparation.length, id).toBeGreaterThanOrEqual(150);
      expect(preparation.length, id).toBeLessThanOrEqual(700);
    }
  });

  it("no two services share one text", () => {
    const texts = services.map(({ data }) => data.preparation);
    expect(new Set(texts).size).toBe(texts.length);
  });

  it("asks for what each colour analysis needs: no make-up, and for the ones by camera the white top and the white paper", () => {
    for (const id of COLOR_ANALYSIS_SERVICE_IDS) expect(preparationOf(id), id).toMatch(/no make-up|without make-up/);
    for (const id of ["online-color-analysis", "digital-color-analysis"]) {
      expect(preparationOf(id), id).toContain("white top");
      expect(preparationOf(id), id).toMatch(/white (printer )?paper/);
    }
  });

  it("asks for the make-up bag for the make-up session, the wardrobe photos for the capsule plan, and prepares the makeovers' free call", () => {
    expect(preparationOf("colour-and-makeup-palette-session")).toContain("make-up bag");
    expect(preparationOf("capsule-wardrobe-plan")).toContain("photos of your wardrobe");
    for (const id of ["signature-makeover", "new-chapter-makeover", "makeover-day"]) expect(preparationOf(id), id).toContain("free 20-minute call");
  });
});
