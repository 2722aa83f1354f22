import { describe, expect, it } from "vitest";
import { manageToken, verifyVersionedToken } from "~/booking/manage-link.server";
import { myPalettePath, myPaletteToken, verifyMyPaletteToken } from "~/my-palette/palette-link.server";

const SECRETS = ["a-secret-that-is-long-enough-0123456789"];
const ID = "0a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d";
const UNTIL = new Date("2031-03-05T09:00:00Z");
const NOW = Date.parse("2026-12-01T00:00:00Z");

describe("the My palette link", () => {
  it("opens the result and version it was signed for, with the new secret or the old", async () => {
    const token = await myPaletteToken(SECRETS, ID, 3, UNTIL);
    expect(token).toMatch(new RegExp(`^${ID}\\.v3\\.${UNTIL.getTime() / 1000}\\.[0-9a-f]{64}$`));
    expect(await verifyMyPaletteToken(SECRETS, token, NOW)).toEqual({ id: ID, version: 3 });
    expect(await verifyMyPaletteToken(["a-newer-secret-0123456789abcdef", ...SECRETS], token, NOW)).toEqual({ id: ID, version: 3 });
    // A booking's retry of the same form ("-2") is an id too.
    expect(await verifyMyPaletteToken(SECRETS, await myPaletteToken(SECRETS, `${ID}-2`, 1, UNTIL), NOW)).toEqual({ id: `${ID}-2`, version: 1 });
  });

  it("opens nothing once it has expired: the day the result's retention ends", async () => {
    const token = await myPaletteToken(SECRETS, ID, 1, UNTIL);
    expect(await verifyMyPaletteToken(SECRETS, token, UNTIL.getTime() - 1000)).toEqual({ id: ID, version: 1 });
    expect(await verifyMyPaletteToken(SECRETS, token, UNTIL.getTime())).toBeNull();
  });

  it("is refused when tampered with: another id, version or expiry, a changed signature, or a secret no longer held", async () => {
    const token = await myPaletteToken(SECRETS, ID, 1, UNTIL);
    const other = "1a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d";
    expect(await verifyMyPaletteToken(SECRETS, token.replace(ID, other), NOW)).toBeNull();
    expect(await verifyMyPaletteToken(SECRETS, token.replace(".v1.", ".v2."), NOW)).toBeNull();
    expect(await verifyMyPaletteToken(SECRETS, token.replace(`.${UNTIL.getTime() / 1000}.`, `.${UNTIL.getTime() / 1000 + 86_400}.`), NOW)).toBeNull();
    const last = token.at(-1) === "0" ? "1" : "0";
    expect(await verifyMyPaletteToken(SECRETS, `${token.slice(0, -1)}${last}`, NOW)).toBeNull();
    expect(await verifyMyPaletteToken(["another-secret-0123456789abcdefgh"], token, NOW)).toBeNull();
    for (const malformed of ["", token.toUpperCase(), `${token}x`, token.replace(".v1.", "."), token.replace(".v1.", ".v0."), `../${token}`]) {
      expect(await verifyMyPaletteToken(SECRETS, malformed, NOW), malformed).toBeNull();
    }
  });

  it("never opens another link's purpose, and no other link opens it", async () => {
    const expires = String(UNTIL.getTime() / 1000);
    for (const purpose of ["booking-manage-link", "gift-order-link", "analysis-order-link"] as const) {
      // A booking's link of the same id, version and expiry, signed under the same secret.
      const other = await manageToken(SECRETS, ID, new Date(UNTIL.getTime() - 30 * 86_400_000), purpose, 1);
      expect(other.split(".")[2]).toBe(expires);
      expect(await verifyMyPaletteToken(SECRETS, other, NOW), purpose).toBeNull();
      const palette = await myPaletteToken(SECRETS, ID, 1, UNTIL);
      expect(await verifyVersionedToken(SECRETS, palette, NOW, purpose), purpose).toBeNull();
    }
  });

  it("refuses to sign a version below 1 or an id that is no result's", async () => {
    await expect(myPaletteToken(SECRETS, ID, 0, UNTIL)).rejects.toThrow();
    await expect(myPaletteToken(SECRETS, "Bookings/x", 1, UNTIL)).rejects.toThrow();
    await expect(myPaletteToken([], ID, 1, UNTIL)).rejects.toThrow(/secret/);
  });

  it("is addressed in the client's language", () => {
    expect(myPalettePath("t", "en")).toBe("/my-palette/t");
    expect(myPalettePath("t", "nl")).toBe("/nl/mijn-palet/t");
  });
});
