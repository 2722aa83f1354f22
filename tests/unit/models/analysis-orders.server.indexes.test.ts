import { describe, expect, it } from "vitest";
import { photosDueQuery } from "~/models/analysis-orders.server";
import { hasIndexFor } from "../support/firestore-indexes";

describe("the nightly job's query of orders whose photos are due", () => {
  it("has its composite index, for delivered and for cancelled orders (the emulator would run it without one)", () => {
    for (const status of ["delivered", "cancelled"] as const) {
      const spec = photosDueQuery(status, new Date("2027-06-15T02:30:00Z"), 20);
      expect(hasIndexFor(spec), status).toBe(true);
    }
  });

  it("reads only orders still holding photos and not kept for a follow-up, so the ones done are never read again", () => {
    const spec = photosDueQuery("delivered", new Date("2027-06-15T02:30:00Z"), 20);
    expect(spec.where).toEqual([
      { field: "status", equals: "delivered" },
      { field: "photosStored", equals: true },
      { field: "keepPhotos", equals: false },
    ]);
    expect(spec.orderBy).toEqual([{ field: "deliveredAt", direction: "ASCENDING" }]);
  });
});
