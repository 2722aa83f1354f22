import { env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { myPaletteToken } from "~/my-palette/palette-link.server";
import { paletteResultFields, paletteResultPath } from "~/models/palette-results.server";
import { bookingSite, pageText, type BookingSite } from "./support/booking-site";

// "My palette" as the built worker serves it: the page of a signed link and what it is sent with
// (never kept, never indexed, no analytics) under any spelling of its address, a tampered or
// revoked link's 404, the two-step delete, and the service worker's script at each language's
// folder.

const SECRETS = String((env as unknown as Record<string, unknown>).STUDIO_SESSION_SECRETS).split(",");
const GTAG = "googletagmanager.com/gtag/js";
const IN_A_YEAR = new Date(Date.now() + 365 * 86_400_000);

let site: BookingSite;
let cookie: string;

beforeAll(async () => {
  site = await bookingSite("my-palette-page", { ANALYTICS_MEASUREMENT_ID: "G-PALETTE123" });
  // A visitor who accepted analytics: what the page leaves out is then its own doing.
  const accepted = await site.post("/consent", { choice: "accepted", redirectTo: "/faqs" });
  cookie = (accepted.headers.get("Set-Cookie") ?? "").split(";")[0]!;
}, 60_000);

/** A result recorded for a past session, in link version `version`, and its page's token. */
async function recordedPalette(version = 1): Promise<{ id: string; token: string }> {
  const id = crypto.randomUUID();
  const source = { source: "booking" as const, sourceId: id, clientName: "Sanne de Vries", email: `sanne-${id.slice(0, 8)}@example.com`, locale: "en" as const, sessionDate: new Date(Date.now() - 7 * 86_400_000) };
  const recorded = {
    subSeason: "soft-autumn" as const,
    borrowFrom: "soft-summer" as const,
    best: ["#a3ad8a", "#5b8a84", "#d9998a"],
    away: ["#e2c98e"],
    metals: "Brushed gold and bronze",
    makeup: "Warm rose lipstick",
    hair: "Keep the honey lowlights",
    note: "Lovely to meet you, Sanne.",
  };
  await site.firestore.writeDocument(paletteResultPath(id), { ...paletteResultFields(source, recorded, "studio@example.com", new Date(), null), linkVersion: version });
  return { id, token: await myPaletteToken(SECRETS, id, version, IN_A_YEAR) };
}

describe("My palette's page", () => {
  it("shows the client's colours by name and hex, private: never kept, never indexed, no analytics, no path as a referrer", async () => {
    const { token } = await recordedPalette();
    const page = await site.get(`/my-palette/${token}`, { Cookie: cookie });
    expect(page.status).toBe(200);
    const text = pageText(page.body);
    expect(text).toContain("Sanne de Vries");
    expect(text).toContain("You are a Soft Autumn");
    expect(text).toMatch(/Saliegroen|Sage/);
    expect(page.body).toContain("#a3ad8a");
    expect(page.headers.get("Cache-Control")).toBe("private, no-store");
    expect(page.headers.get("X-Robots-Tag")).toBe("noindex, nofollow");
    expect(page.body).toContain('<meta name="robots" content="noindex, nofollow"');
    expect(page.headers.get("Referrer-Policy")).toBe("strict-origin");
    expect(page.body).not.toContain(GTAG);
    expect(page.headers.get("Content-Security-Policy")).not.toContain("google");
    // The colour checker, set to the client's palette.
    expect(page.body).toContain('href="/colors-app?check=soft-autumn#checker"');
  });

  it("speaks Dutch at its Dutch address, with the colours' Dutch names", async () => {
    const { token } = await recordedPalette();
    const page = await site.get(`/nl/mijn-palet/${token}`);
    expect(page.status).toBe(200);
    expect(page.body).toContain('lang="nl"');
    expect(pageText(page.body)).toContain("Je beste kleuren");
    expect(pageText(page.body)).toContain("Saliegroen");
    expect(page.body).toContain('href="/nl/kleurenapp?check=soft-autumn#checker"');
  });

  it("answers 404 with what to do for a tampered, revoked or unknown link, as privately as the page", async () => {
    const { id, token } = await recordedPalette(2);
    const tampered = `${token.slice(0, -1)}${token.endsWith("0") ? "1" : "0"}`;
    const revoked = await myPaletteToken(SECRETS, id, 1, IN_A_YEAR);
    const unknown = await myPaletteToken(SECRETS, crypto.randomUUID(), 1, IN_A_YEAR);
    for (const path of [`/my-palette/${tampered}`, `/my-palette/${revoked}`, `/my-palette/${unknown}`, "/my-palette/not-a-link"]) {
      const page = await site.get(path, { Cookie: cookie });
      expect(page.status, path).toBe(404);
      expect(pageText(page.body), path).toContain("This link does not open a palette");
      expect(page.headers.get("Cache-Control"), path).toBe("private, no-store");
      expect(page.headers.get("Referrer-Policy"), path).toBe("strict-origin");
      expect(page.body, path).not.toContain(GTAG);
    }
    expect((await site.get(`/my-palette/${token}`)).status).toBe(200);
  });

  it("is private under any spelling of its address: sent elsewhere, refused, or answered as privately as the page and never kept", async () => {
    const { token } = await recordedPalette();
    const spellings = [
      `/My-Palette/${token}`,
      `/MY-PALETTE/${token}`,
      `/my-palette//${token}`,
      `//my-palette/${token}`,
      `/my-palette/${token}/`,
      `/my-palette/./${token}`,
      `/%6Dy-palette/${token}`,
      `/my-palette%2F${token}`,
      `/my-palette/${token}.data`,
      `/my-palette/${token}/_.data`,
      `/my-palette/${token};x`,
      `/my-palette/${token}?utm_source=news`,
      `/NL/Mijn-Palet/${token}`,
      `/nl/mijn-palet/${token}/`,
    ];
    for (const path of spellings) {
      const page = await site.get(path, { Cookie: cookie });
      expect(page.status, path).toBeLessThan(500);
      if (page.status >= 300 && page.status < 400) {
        expect(page.location ?? "", `${path} is sent to this site only`).toMatch(/^\/(?!\/)/);
        continue;
      }
      if (!page.body.includes("Sanne de Vries")) continue;
      expect(page.headers.get("Cache-Control"), path).toBe("private, no-store");
      expect(page.headers.get("X-Robots-Tag"), path).toBe("noindex, nofollow");
      expect(page.body, path).not.toContain(GTAG);
      const again = await site.get(path);
      expect(again.pageCache ?? "", `${path} is never kept`).not.toMatch(/^(hit|stale)/);
    }
    // The emailed spelling itself, asked for twice, is never kept either.
    await site.get(`/my-palette/${token}`);
    expect((await site.get(`/my-palette/${token}`)).pageCache ?? "").not.toMatch(/^(hit|stale)/);
  });

  it("deletes only after its confirmation step, then says so at an address of its own, and the link opens nothing", async () => {
    const { id, token } = await recordedPalette();
    const confirm = await site.get(`/my-palette/${token}?delete`);
    expect(pageText(confirm.body)).toContain("Delete your palette for good?");
    expect(confirm.body).toContain('name="intent" value="delete"');

    const refused = await site.post(`/my-palette/${token}`, {});
    expect(refused.status).toBe(400);
    expect(pageText(refused.body)).toContain("To delete your palette, press the button in the box below.");
    expect(await site.firestore.getDocument(paletteResultPath(id))).not.toBeNull();

    const deleted = await site.post(`/my-palette/${token}`, { intent: "delete" });
    expect(deleted.status).toBe(303);
    expect(deleted.location).toBe("/my-palette/deleted");
    expect(await site.firestore.getDocument(paletteResultPath(id))).toBeNull();
    const gone = await site.get(deleted.location!);
    expect(gone.status).toBe(200);
    expect(pageText(gone.body)).toContain("Your palette is deleted");
    expect(gone.headers.get("X-Robots-Tag")).toBe("noindex, nofollow");
    expect((await site.get(`/my-palette/${token}`)).status).toBe(404);
    // The Dutch form leads to the Dutch page.
    const dutch = await recordedPalette();
    expect((await site.post(`/nl/mijn-palet/${dutch.token}`, { intent: "delete" })).location).toBe("/nl/mijn-palet/verwijderd");
  });

  it("serves its service worker at each language's folder, as a script that reaches the site alone", async () => {
    for (const path of ["/my-palette/sw.js", "/nl/mijn-palet/sw.js"]) {
      const script = await site.get(path);
      expect(script.status, path).toBe(200);
      expect(script.headers.get("Content-Type"), path).toBe("text/javascript; charset=utf-8");
      expect(script.headers.get("Content-Security-Policy"), path).toBe("default-src 'none'; connect-src 'self'");
      expect(script.body, path).toContain('"pages":["/my-palette/","/nl/mijn-palet/"]');
      // The page's scripts may register a worker of the site's own.
      expect((await site.get("/faqs")).headers.get("Content-Security-Policy")).toContain("worker-src 'self'");
    }
  });
});
