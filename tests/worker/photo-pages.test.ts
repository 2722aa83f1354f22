import { describe, expect, it } from "vitest";
import { SCRIPTS_AFTER_LOAD } from "~/site/scripts-handle";
import { bookingSite } from "./support/booking-site";

// The pages that work with the visitor's own photo or camera on the device (the colour checker in the
// colours app, Try the drapes) name no origin but the site's in their Content-Security-Policy and run no analytics,
// whatever the visitor accepted (app/site/photo-on-device.ts). The same visitor's other pages do.

const GTAG = "googletagmanager.com/gtag/js";
const PHOTO_PAGES = [
  "/colors-app",
  "/nl/kleurenapp",
  "/colors-app?check=soft-autumn&checkColor=%23b5651d",
  "/colors-app?check=soft-autumn&photo=1",
  "/try-the-drapes",
  "/nl/drapeerdoeken-passen",
  "/try-the-drapes?open=camera",
  "/nl/drapeerdoeken-passen?open=photo",
];

/** Every source the policy names that is an origin (scheme://host), in any directive. */
const originsIn = (policy: string) => policy.split(";").flatMap((directive) => directive.trim().split(/\s+/).slice(1)).filter((source) => source.includes("://"));

describe("a page that works with a photo on the device", () => {
  it("allows no other origin and runs no analytics after the visitor accepted cookies", async () => {
    const site = await bookingSite("photo-pages");
    const accepted = await site.post("/consent", { choice: "accepted", redirectTo: "/faqs" });
    const cookie = (accepted.headers.get("Set-Cookie") ?? "").split(";")[0]!;
    const faqs = await site.get("/faqs", { Cookie: cookie });
    // The comparison: an ordinary page, for the same visitor, allows Google's analytics and the checkout.
    expect(faqs.body).toContain(GTAG);
    expect(originsIn(faqs.headers.get("Content-Security-Policy") ?? "")).not.toEqual([]);
    for (const path of PHOTO_PAGES) {
      const page = await site.get(path, { Cookie: cookie });
      expect(page.status, path).toBe(200);
      expect(page.body, path).not.toContain(GTAG);
      expect(page.body, path).not.toContain("gtag(");
      const policy = page.headers.get("Content-Security-Policy") ?? "";
      expect(policy, path).toContain("default-src 'self'");
      expect(originsIn(policy), path).toEqual([]);
      // The camera: on Try the drapes for the page itself, nowhere else.
      const camera = page.headers.get("Permissions-Policy") ?? "";
      expect(camera, path).toContain(path.includes("drape") ? "camera=(self)" : "camera=()");
    }
  });
});

describe("where a photo tool opens the photo (decision 038)", () => {
  it("the kept pages link to the tool's own address, in their language, and carry no tool; that address carries it", async () => {
    const site = await bookingSite("photo-addresses");
    for (const [path, local] of [
      ["/try-the-drapes", "/try-the-drapes"],
      ["/nl/drapeerdoeken-passen", "/nl/drapeerdoeken-passen"],
    ] as const) {
      const kept = await site.get(path);
      expect(kept.body, path).toContain(`href="${local}?open=camera#drapes-title"`);
      expect(kept.body, path).toContain(`href="${local}?open=photo#drapes-title"`);
      expect(kept.body, `${path} starts no tool`).not.toContain(SCRIPTS_AFTER_LOAD);
      // The sixteen drapes' colours are the tool's data: the kept page does not carry them.
      expect(kept.body, path).not.toContain("#c24a2a");
      const opened = await site.get(`${path}?open=camera`);
      expect(opened.body, `${path}?open=camera`).toContain(SCRIPTS_AFTER_LOAD);
      expect(opened.body, `${path}?open=camera`).toContain("#c24a2a");
      expect(opened.body).not.toContain("?open=camera#");
    }
    for (const [path, local] of [
      ["/colors-app?check=soft-autumn", "/colors-app"],
      ["/nl/kleurenapp?check=soft-autumn", "/nl/kleurenapp"],
    ] as const) {
      const kept = await site.get(path);
      expect(kept.body, path).toContain(`href="${local}?check=soft-autumn&amp;photo=1#photo-check-title"`);
      expect(kept.body, path).not.toContain(SCRIPTS_AFTER_LOAD);
      const opened = await site.get(`${path}&photo=1`);
      expect(opened.body, `${path}&photo=1`).toContain(SCRIPTS_AFTER_LOAD);
      expect(opened.body).not.toContain("photo=1#photo-check-title");
    }
  });
});
