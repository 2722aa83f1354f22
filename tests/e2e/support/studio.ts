import { expect, type APIRequestContext, type BrowserContext, type Page } from "@playwright/test";
import { createAuthUser } from "../../../scripts/lib/studio-accounts.mjs";
import { ownAddress } from "./client-address";
import { authEmulatorHost, emulatorFirestore, PROJECT_ID } from "./emulators";

// The studio for end-to-end tests: people in the Auth emulator that `npm start` runs for them
// (playwright.config.ts sets E2E_AUTH_HOST), their StudioUsers documents, and signing in.

export type StudioRole = "editor" | "admin";
export type StudioPerson = { email: string; password: string; uid: string };
type Cookie = Parameters<BrowserContext["addCookies"]>[0][number];

/** A verified email/password account with an address no other test uses; no studio role yet. */
export async function createStudioPerson(name = "person"): Promise<StudioPerson> {
  const email = `${name}-${crypto.randomUUID().slice(0, 8)}@e2e.plumandlinen.example`;
  const password = `e2e-${crypto.randomUUID()}`;
  const { uid } = await createAuthUser({ authHost: authEmulatorHost(), email, password, verified: true });
  return { email, password, uid };
}

/** Writes StudioUsers/{email}, as an admin on the users page would. */
export async function grantStudioRole(email: string, role: StudioRole, active = true): Promise<void> {
  const firestore = emulatorFirestore();
  const path = `StudioUsers/${email.toLowerCase()}`;
  const existing = await firestore.getDocument(path);
  const createdAt = existing?.fields?.createdAt;
  await firestore.writeDocument(path, {
    email: email.toLowerCase(),
    role,
    active,
    createdAt: createdAt && "timestampValue" in createdAt ? new Date(createdAt.timestampValue) : new Date(),
    ...(existing ? { updatedAt: new Date(), updatedBy: "e2e" } : {}),
  });
}

/** A new person with this role: their account and their StudioUsers document. */
export async function createStudioUser(role: StudioRole, name: string = role): Promise<StudioPerson> {
  const person = await createStudioPerson(name);
  await grantStudioRole(person.email, role);
  return person;
}

/** Switches the person off (active: false), keeping their role: their next request is refused. */
export async function deactivateStudioUser(email: string): Promise<void> {
  const firestore = emulatorFirestore();
  await firestore.writeDocument(`StudioUsers/${email.toLowerCase()}`, { active: false, updatedAt: new Date(), updatedBy: "e2e" }, { fields: ["active", "updatedAt", "updatedBy"], exists: true });
}

/** The contact message the inbox's request page shows in the page audit (written once, by the global setup). */
export const STUDIO_PAGES_MESSAGE_ID = "e2e-pages";

/** Every studio page an admin reaches, for the page audit (page-audit.spec.ts). */
export const STUDIO_PAGES = [
  "/studio/inbox",
  "/studio/inbox?status=new",
  `/studio/inbox/contact/${STUDIO_PAGES_MESSAGE_ID}`,
  "/studio/content",
  "/studio/content/home",
  "/studio/content/faqs",
  "/studio/content/business",
  "/studio/content/links",
  "/studio/content/colors",
  "/studio/content/palettes",
  "/studio/content/services",
  "/studio/content/services/virtual-wardrobe-audit",
  "/studio/content/services/new",
  "/studio/content/categories",
  "/studio/content/categories/wardrobe-audit",
  "/studio/content/categories/new",
  "/studio/content/testimonials",
  "/studio/journal",
  "/studio/journal/new",
  "/studio/journal/what-colours-suit-a-soft-autumn",
  "/studio/media",
  "/studio/vouchers",
  "/studio/payments",
  "/studio/users",
  "/studio/privacy",
  "/studio/audit",
  "/studio/account",
] as const;

/** A new contact message in the inbox, as the contact form stores it; `id` names it. */
export async function writeContactMessage(id: string, message = "Hello! Could I book a colour analysis for the first Saturday in March?"): Promise<void> {
  await emulatorFirestore().writeDocument(`ContactMessages/${id}`, {
    name: "Ilse de Boer",
    email: "ilse.deboer@example.org",
    message,
    whatsapp: "",
    page: "/contact",
    createdAt: new Date(),
    status: "new",
    notified: true,
  });
}

/**
 * What the studio's pages show in the page audit, written once before the first test: a contact
 * message for the inbox's request page, and an audit entry with the long address and path an
 * audit log holds. No test changes either.
 */
export async function writeStudioPagesFixtures(): Promise<void> {
  const actor = `studio-pages-${crypto.randomUUID().slice(0, 8)}@e2e.plumandlinen.example`;
  const at = new Date();
  await emulatorFirestore().writeDocument(`StudioAudit/${at.toISOString().replace(/[:.]/g, "-")}-${crypto.randomUUID().slice(0, 8)}`, {
    at,
    actor,
    document: `StudioUsers/${actor}`,
    action: "Added a studio user",
    before: null,
    after: JSON.stringify({ role: "editor", active: true }, null, 2),
  });
  await writeContactMessage(STUDIO_PAGES_MESSAGE_ID);
}

export { ownAddress } from "./client-address";

/** Signs in on the real sign-in page, as a person would (the form posts the password to the worker, with JavaScript on or off). */
export async function signInThroughPage(page: Page, email: string, password: string): Promise<void> {
  await page.setExtraHTTPHeaders(ownAddress());
  await page.goto("/studio/sign-in");
  await page.getByLabel("Email", { exact: true }).fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
  await page.waitForURL((url) => /^\/studio(\/.*)?$/.test(url.pathname) && url.pathname !== "/studio/sign-in");
}

/**
 * A studio session without a browser: the email and password posted to /studio/sign-in as the
 * page's own form posts them. Returns the cookies it set, for `context.addCookies(...)`. Use the
 * `request` fixture (a context of its own), not `page.request`. One person per request context:
 * a second sign-in through the same context carries the first session's cookie, and a sign-in
 * ends the browser's previous session (docs/decisions/013).
 */
export async function studioSessionCookie(request: APIRequestContext, email: string, password: string): Promise<Cookie[]> {
  const origin = await siteOrigin(request);
  const response = await request.post(`${origin}/studio/sign-in`, {
    form: { email, password },
    headers: { Origin: origin, ...ownAddress() },
    maxRedirects: 0,
  });
  expect(response.status(), "the sign-in answers with a redirect").toBe(302);
  const cookies = response
    .headersArray()
    .filter(({ name }) => name.toLowerCase() === "set-cookie")
    .map(({ value }) => parseSetCookie(value, origin));
  expect(cookies.length, "the sign-in sets a session cookie").toBeGreaterThan(0);
  return cookies;
}

/** The origin the `request` fixture's baseURL names (the form check wants it in the Origin header). */
async function siteOrigin(request: APIRequestContext): Promise<string> {
  const response = await request.get("/healthz");
  expect(response.ok(), "the site answers /healthz").toBe(true);
  return new URL(response.url()).origin;
}

function parseSetCookie(header: string, origin: string): Cookie {
  const [pair = "", ...attributes] = header.split(";").map((part) => part.trim());
  const at = pair.indexOf("=");
  const cookie: Cookie = { name: pair.slice(0, at), value: pair.slice(at + 1), domain: new URL(origin).hostname, path: "/" };
  for (const attribute of attributes) {
    const [key = "", value = ""] = attribute.split("=");
    switch (key.toLowerCase()) {
      case "path":
        cookie.path = value;
        break;
      case "httponly":
        cookie.httpOnly = true;
        break;
      case "secure":
        cookie.secure = true;
        break;
      case "samesite":
        cookie.sameSite = value.toLowerCase() === "strict" ? "Strict" : value.toLowerCase() === "none" ? "None" : "Lax";
        break;
      case "max-age":
        cookie.expires = Math.floor(Date.now() / 1000) + Number(value);
        break;
    }
  }
  return cookie;
}

/**
 * The newest password-reset code the Auth emulator "emailed" to `email` (the link's `oobCode`).
 * "Forgot your password?" sends it after answering (waitUntil): it may take a moment to appear.
 */
export async function emailedResetCode(email: string, { after = new Set<string>() }: { after?: Set<string> } = {}): Promise<string> {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const response = await fetch(`http://${authEmulatorHost()}/emulator/v1/projects/${PROJECT_ID}/oobCodes`);
    expect(response.ok, "the Auth emulator lists its codes").toBe(true);
    const { oobCodes } = (await response.json()) as { oobCodes: Array<{ email: string; oobCode: string; requestType: string }> };
    const code = oobCodes.filter((entry) => entry.email === email.toLowerCase() && entry.requestType === "PASSWORD_RESET" && !after.has(entry.oobCode)).at(-1)?.oobCode;
    if (code) return code;
    if (Date.now() > deadline) throw new Error(`no password-reset email to ${email} within 10 s`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}
