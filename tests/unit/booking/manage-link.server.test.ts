import { describe, expect, it } from "vitest";
import { manageToken, verifyManageToken, verifyVersionedToken } from "~/booking/manage-link.server";

const SECRETS = ["a-secret-that-is-long-enough-0123456789"];
const ID = "0a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d";
const END = new Date("2027-01-05T12:00:00Z");
const NOW = Date.parse("2026-12-01T00:00:00Z");

describe("a booking's manage link and its version", () => {
  it("keeps the first link as it always was, and signs a later version into the link", async () => {
    const first = await manageToken(SECRETS, ID, END);
    expect(first).toMatch(new RegExp(`^${ID}\\.\\d{10}\\.[0-9a-f]{64}$`));
    expect(await verifyVersionedToken(SECRETS, first, NOW)).toEqual({ id: ID, version: 0 });
    const third = await manageToken(SECRETS, ID, END, "booking-manage-link", 2);
    expect(third).toMatch(new RegExp(`^${ID}\\.v2\\.\\d{10}\\.[0-9a-f]{64}$`));
    expect(await verifyVersionedToken(SECRETS, third, NOW)).toEqual({ id: ID, version: 2 });
  });

  it("refuses a version written into a link by hand, or taken out of one", async () => {
    const first = await manageToken(SECRETS, ID, END);
    const second = await manageToken(SECRETS, ID, END, "booking-manage-link", 1);
    expect(await verifyVersionedToken(SECRETS, first.replace(`${ID}.`, `${ID}.v1.`), NOW)).toBeNull();
    expect(await verifyVersionedToken(SECRETS, second.replace(".v1.", "."), NOW)).toBeNull();
    expect(await verifyVersionedToken(SECRETS, second.replace(".v1.", ".v2."), NOW)).toBeNull();
    // A gift order's link carries no version.
    expect(await verifyManageToken(SECRETS, second, NOW)).toBeNull();
  });
});
