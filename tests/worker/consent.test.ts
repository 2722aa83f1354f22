import { SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";

const SITE = "https://example.com";
const GTAG = "googletagmanager.com/gtag/js?id=G-TEST12345";

function post(path: string, fields: Record<string, string>, headers: Record<string, string> = {}) {
  return SELF.fetch(`${SITE}${path}`, {
    method: "POST",
    body: new URLSearchParams(fields),
    headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: SITE, Host: "example.com", ...headers },
    redirect: "manual",
  });
}

async function choose(choice: string) {
  const response = await post("/consent", { choice, redirectTo: "/faqs" });
  const setCookie = response.headers.get("Set-Cookie") ?? "";
  return { response, setCookie, cookie: setCookie.split(";")[0] ?? "" };
}

/** A cookie value signed the way React Router's createCookie signs it, with the given secret. */
async function signedCookie(name: string, value: unknown, secret: string) {
  const encoded = btoa(unescape(encodeURIComponent(JSON.stringify(value))));
  const key = await crypto.subtle.importKey("raw", new TextEncoder().encode(secret), { name: "HMAC", hash: "SHA-256" }, false, ["sign"]);
  const signature = await crypto.subtle.sign("HMAC", key, new TextEncoder().encode(encoded));
  const hash = btoa(String.fromCharCode(...new Uint8Array(signature))).replace(/=+$/, "");
  return `${name}=${encodeURIComponent(`${encoded}.${hash}`)}`;
}

const page = async (cookie?: string) =>
  (await SELF.fetch(`${SITE}/`, { headers: cookie ? { Cookie: cookie } : {} })).text();

describe("cookie consent", () => {
  it("shows the banner, with the security-check wording, when no choice is saved", async () => {
    const html = await page();
    expect(html).toContain('data-testid="consent-banner"');
    expect(html).toContain("Contact forms and interactive elements need cookies because of a security-check measure");
    expect(html).not.toContain(GTAG);
  });

  it("Accept saves a signed, HttpOnly, year-long cookie and redirects back to the page", async () => {
    const { response, setCookie } = await choose("accepted");
    expect(response.status).toBe(303);
    expect(response.headers.get("Location")).toBe("/faqs");
    expect(setCookie).toMatch(/^consent=[^;]+/);
    expect(setCookie).toContain("HttpOnly");
    expect(setCookie).toContain("Secure");
    expect(setCookie).toMatch(/SameSite=Lax/i);
    expect(setCookie).toContain("Max-Age=31536000");
  });

  it("after Accept: no banner, and analytics is loaded", async () => {
    const { cookie } = await choose("accepted");
    const html = await page(cookie);
    expect(html).not.toContain('data-testid="consent-banner"');
    expect(html).toContain(GTAG);
  });

  it("after Reject: no banner, and no analytics", async () => {
    const { cookie } = await choose("rejected");
    const html = await page(cookie);
    expect(html).not.toContain('data-testid="consent-banner"');
    expect(html).not.toContain("googletagmanager");
  });

  it("accepts a cookie signed with the current secret (the test's signer matches React Router's)", async () => {
    const html = await page(await signedCookie("consent", "rejected", "worker-test-consent-secret-new"));
    expect(html).not.toContain('data-testid="consent-banner"');
  });

  it("treats a tampered or unsigned cookie as no choice", async () => {
    const { cookie } = await choose("rejected");
    const [name, value] = cookie.split("=") as [string, string];
    const forged = `${name}=${btoa(JSON.stringify("accepted"))}${value.slice(value.indexOf("."))}`;
    const wrongSecret = await signedCookie("consent", "accepted", "an-attacker-guessed-secret");
    for (const bad of [forged, wrongSecret, `consent=${btoa(JSON.stringify("accepted"))}`, "consent=accepted"]) {
      const html = await page(bad);
      expect(html).toContain('data-testid="consent-banner"');
      expect(html).not.toContain(GTAG);
    }
  });

  it("still reads a cookie signed with an older secret, so secrets can be rotated", async () => {
    const html = await page(await signedCookie("consent", "accepted", "worker-test-consent-secret-old"));
    expect(html).not.toContain('data-testid="consent-banner"');
    expect(html).toContain(GTAG);
  });

  it("answers a background (JavaScript) choice without a redirect", async () => {
    // React Router's fetcher posts to the route's single-fetch data URL.
    const response = await post("/consent.data", { choice: "accepted", redirectTo: "/", mode: "background" });
    expect(response.status).toBe(200);
    expect(response.headers.get("Set-Cookie")).toMatch(/^consent=/);
  });

  it("refuses a choice that is neither accepted nor rejected with 400", async () => {
    const response = await post("/consent", { choice: "maybe" });
    expect(response.status).toBe(400);
  });

  it("never redirects to another site", async () => {
    for (const redirectTo of ["//evil.example/", "https://evil.example/", "/\\evil.example"]) {
      const response = await post("/consent", { choice: "rejected", redirectTo });
      expect(response.headers.get("Location")).toBe("/");
    }
  });
});

describe("form post guards", () => {
  it("refuses a cross-origin POST with 403", async () => {
    const response = await post("/consent", { choice: "accepted" }, { Origin: "https://evil.example" });
    expect(response.status).toBe(403);
    expect(response.headers.get("Set-Cookie")).toBeNull();
  });

  it("refuses a POST the browser marks cross-site", async () => {
    const response = await SELF.fetch(`${SITE}/consent`, {
      method: "POST",
      body: new URLSearchParams({ choice: "accepted" }),
      headers: { "Content-Type": "application/x-www-form-urlencoded", "Sec-Fetch-Site": "cross-site" },
      redirect: "manual",
    });
    expect(response.status).toBe(403);
  });

  it("answers an oversized body with 413", async () => {
    const response = await post("/consent", { choice: "accepted", padding: "x".repeat(70 * 1024) });
    expect(response.status).toBe(413);
  });
});
