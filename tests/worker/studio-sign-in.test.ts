import { UnsecuredJWT } from "jose";
import { describe, expect, it } from "vitest";
import { authEmulatorUser, callWorker, inOneRateWindow, seededProject } from "./support";

const SITE = "https://example.com";
let client = 0;

/** A project of its own, with StudioUsers as the test needs them, and the worker pointed at it. */
async function studioProject(users: Record<string, { role: "editor" | "admin"; active?: boolean }>) {
  const { projectId, firestore } = await seededProject("studio");
  for (const [email, { role, active = true }] of Object.entries(users)) {
    await firestore.writeDocument(`StudioUsers/${email}`, { email, role, active, createdAt: new Date() });
  }
  const call = (path: string, init?: RequestInit, overrides = {}) => callWorker(path, { FIRESTORE_PROJECT_ID: projectId, ...overrides }, init);
  return { projectId, firestore, call };
}

const unique = (name: string) => `${name}.${crypto.randomUUID().slice(0, 8)}@plumandlinen.example`;

function form(fields: Record<string, string>, headers: Record<string, string> = {}, ip = `203.0.113.${(++client % 250) + 1}`): RequestInit {
  return {
    method: "POST",
    body: new URLSearchParams(fields),
    headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: SITE, Host: "example.com", "CF-Connecting-IP": ip, ...headers },
    redirect: "manual",
  };
}

/** Signs in through POST /studio/sign-in with an email and password the Auth emulator knows; the session cookie. */
async function signIn(call: (path: string, init?: RequestInit) => Promise<Response>, email: string) {
  await authEmulatorUser(email, "studio-password-123");
  const response = await call("/studio/sign-in", form({ email, password: "studio-password-123", redirectTo: "/studio/inbox" }));
  expect(response.status).toBe(302);
  const setCookie = response.headers.get("Set-Cookie") ?? "";
  return { response, setCookie, cookie: setCookie.split(";")[0] ?? "" };
}

/** Google sign-in offered: the page shows its button and takes the ID tokens it posts. */
const WITH_GOOGLE = { FIREBASE_AUTH_DOMAIN: "demo-colour-studio.firebaseapp.com", FIREBASE_BROWSER_API_KEY: "browser-test-api-key" };

/** An ID token as the Auth emulator issues them (unsigned), from `provider`'s sign-in. */
function emulatorToken(email: string, provider: string): string {
  const now = Math.floor(Date.now() / 1000);
  const project = "demo-colour-studio";
  return new UnsecuredJWT({
    iss: `https://securetoken.google.com/${project}`, aud: project, sub: `uid-${email}`, iat: now, exp: now + 3600, auth_time: now,
    email, email_verified: true, firebase: { sign_in_provider: provider },
  }).encode();
}

const withCookie = (cookie: string, init: RequestInit = {}): RequestInit => ({ redirect: "manual", ...init, headers: { ...(init.headers as Record<string, string>), Cookie: cookie } });

describe("studio sign-in", () => {
  it("a Google sign-in's ID token (posted by the page's Google button) opens a session where Google is offered", async () => {
    const email = unique("google");
    const { call } = await studioProject({ [email]: { role: "editor" } });
    const response = await call("/studio/sign-in", form({ idToken: emulatorToken(email, "google.com"), redirectTo: "/studio/inbox" }), WITH_GOOGLE);
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/studio/inbox");
    expect(response.headers.get("Set-Cookie")).toMatch(/^__Host-studio_session=/);
  });

  it("takes no token from a password sign-in made straight at Firebase: guesses there would skip the failed-sign-in limits", async () => {
    const email = unique("sidestep");
    const { call } = await studioProject({ [email]: { role: "admin" } });
    // The same token as the Google test's but for its provider: everything else about it is valid.
    const withGoogle = await call("/studio/sign-in", form({ idToken: emulatorToken(email, "password") }), WITH_GOOGLE);
    expect(withGoogle.status).toBe(401);
    expect(withGoogle.headers.get("Set-Cookie")).toBeNull();
    const withoutGoogle = await call("/studio/sign-in", form({ idToken: emulatorToken(email, "google.com") }));
    expect(withoutGoogle.status).toBe(400);
    expect(await withoutGoogle.text()).toContain("Sign in with your email address and password");
  });

  it("an email and password checked by the worker become an eight-hour, HttpOnly, SameSite=Strict, __Host- session that opens the studio", async () => {
    const email = unique("editor");
    const { call } = await studioProject({ [email]: { role: "editor" } });
    const { response, setCookie, cookie } = await signIn(call, email);
    expect(response.headers.get("Location")).toBe("/studio/inbox");
    expect(setCookie).toMatch(/^__Host-studio_session=/);
    expect(setCookie).toMatch(/HttpOnly/i);
    expect(setCookie).toMatch(/SameSite=Strict/i);
    expect(setCookie).toMatch(/Secure/i);
    expect(setCookie).toMatch(/Path=\//);
    expect(setCookie).toMatch(/Max-Age=28800/);
    const inbox = await call("/studio/inbox", withCookie(cookie));
    expect(inbox.status).toBe(200);
    expect(await inbox.text()).toContain(email);
  });

  it("refuses an unsigned token when the Auth emulator is not configured (production), and a wrong-audience one in emulator mode", async () => {
    const email = unique("forger");
    const { call } = await studioProject({ [email]: { role: "admin" } });
    const now = Math.floor(Date.now() / 1000);
    const authProject = "demo-colour-studio";
    const claims = { iss: `https://securetoken.google.com/${authProject}`, aud: authProject, sub: "forged", iat: now, exp: now + 3600, auth_time: now, email, email_verified: true, firebase: { sign_in_provider: "google.com" } };
    const unsigned = new UnsecuredJWT(claims).encode();
    const production = await call("/studio/sign-in", form({ idToken: unsigned }), { ...WITH_GOOGLE, FIREBASE_AUTH_EMULATOR_HOST: undefined });
    expect(production.status).toBe(401);
    expect(production.headers.get("Set-Cookie")).toBeNull();
    const wrongAudience = await call("/studio/sign-in", form({ idToken: new UnsecuredJWT({ ...claims, aud: "another-project" }).encode() }), WITH_GOOGLE);
    expect(wrongAudience.status).toBe(401);
    const expired = await call("/studio/sign-in", form({ idToken: new UnsecuredJWT({ ...claims, exp: now - 60, iat: now - 3700, auth_time: now - 3700 }).encode() }), WITH_GOOGLE);
    expect(expired.status).toBe(401);
    expect(await expired.text()).toContain("could not be confirmed");
  });

  it("a tampered session cookie is refused: back to the sign-in page", async () => {
    const email = unique("tamper");
    const { call } = await studioProject({ [email]: { role: "editor" } });
    const { cookie } = await signIn(call, email);
    const [name = "", value = ""] = cookie.split("=");
    const decoded = decodeURIComponent(value);
    const [payload, signature] = [decoded.slice(0, decoded.lastIndexOf(".")), decoded.slice(decoded.lastIndexOf(".") + 1)];
    const forgedPayload = btoa(JSON.stringify({ ...JSON.parse(atob(payload)), email: "admin@plumandlinen.example" }));
    const tampered = `${name}=${encodeURIComponent(`${forgedPayload}.${signature}`)}`;
    const response = await call("/studio/inbox", withCookie(tampered));
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/studio/sign-in?redirectTo=%2Fstudio%2Finbox");
  });

  it("a person with the right password but no studio record gets a wrong password's answer (no tell that it was right), and no session", async () => {
    const email = unique("stranger");
    const { call } = await studioProject({});
    await authEmulatorUser(email, "studio-password-123");
    const response = await call("/studio/sign-in", form({ email, password: "studio-password-123" }));
    expect(response.status).toBe(401);
    expect(response.headers.get("Set-Cookie")).toBeNull();
    const text = await response.text();
    expect(text).toContain("That email address and password don&#x27;t match a studio account.");
    expect(text).not.toContain("no access");
  });

  it("a new role or being switched off ends the person's sessions at once; signed in again, the new role counts", async () => {
    const admin = unique("admin");
    const editor = unique("editor");
    const { call, firestore } = await studioProject({ [admin]: { role: "admin" }, [editor]: { role: "editor" } });
    const adminSession = (await signIn(call, admin)).cookie;
    const editorSession = (await signIn(call, editor)).cookie;
    expect((await call("/studio/users", withCookie(editorSession))).status).toBe(403);

    const promote = async (fields: Record<string, string>) => {
      const current = await firestore.getDocument(`StudioUsers/${editor}`);
      return call("/studio/users", withCookie(adminSession, form({ email: editor, updateTime: current?.updateTime ?? "", ...fields })));
    };
    expect((await promote({ role: "admin", active: "on" })).status).toBe(302);
    const ended = await call("/studio/users", withCookie(editorSession));
    expect(ended.status).toBe(302);
    expect(ended.headers.get("Location")).toBe("/studio/sign-in?redirectTo=%2Fstudio%2Fusers");
    const promoted = (await signIn(call, editor)).cookie;
    expect((await call("/studio/users", withCookie(promoted))).status).toBe(200);

    expect((await promote({ role: "editor" })).status).toBe(302);
    expect((await call("/studio/inbox", withCookie(promoted))).status).toBe(302);
    const again = await call("/studio/sign-in", form({ email: editor, password: "studio-password-123" }));
    expect(again.status).toBe(401);
    expect(again.headers.get("Set-Cookie")).toBeNull();
    expect(await again.text()).not.toContain("switch it on again");
    const stored = await firestore.getDocument(`StudioUsers/${editor}`);
    expect(stored?.fields?.active).toEqual({ booleanValue: false });
  });

  it("signing out clears the cookie", async () => {
    const email = unique("leaver");
    const { call } = await studioProject({ [email]: { role: "editor" } });
    const { cookie } = await signIn(call, email);
    const response = await call("/studio/sign-out", withCookie(cookie, form({})));
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/studio/sign-in");
    expect(response.headers.get("Set-Cookie")).toMatch(/^__Host-studio_session=;.*(Max-Age=0|Expires=Thu, 01 Jan 1970)/i);
  });

  it("a studio post from another site is refused before it reaches the studio", async () => {
    const email = unique("csrf");
    const { call } = await studioProject({ [email]: { role: "admin" } });
    const { cookie } = await signIn(call, email);
    const response = await call("/studio/publish", withCookie(cookie, form({}, { Origin: "https://evil.example" })));
    expect(response.status).toBe(403);
  });

  it("sign-in attempts are rate-limited per address", async () => {
    const { call } = await studioProject({});
    await inOneRateWindow();
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 11; attempt++) {
      statuses.push((await call("/studio/sign-in", form({ email: "", password: "" }, {}, "192.0.2.77"))).status);
    }
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(400));
    expect(statuses[10]).toBe(429);
  });

  it("studio pages are noindex, no-store, never page-cached, and their CSP allows Firebase Auth only for Google sign-in", async () => {
    const passwordsOnly = await callWorker("/studio/sign-in");
    expect(passwordsOnly.headers.get("Content-Security-Policy")).not.toContain("identitytoolkit");
    expect(passwordsOnly.headers.get("Content-Security-Policy")).not.toContain("securetoken");
    await passwordsOnly.body?.cancel();
    const signInPage = await callWorker("/studio/sign-in", WITH_GOOGLE);
    expect(signInPage.status).toBe(200);
    expect(signInPage.headers.get("Cache-Control")).toBe("private, no-store");
    expect(signInPage.headers.get("X-Robots-Tag")).toBe("noindex, nofollow");
    expect(signInPage.headers.get("Content-Security-Policy")).toContain("https://identitytoolkit.googleapis.com");
    expect(signInPage.headers.get("Server-Timing") ?? "").not.toMatch(/page;/);
    const html = await signInPage.text();
    expect(html).toContain('<meta name="robots" content="noindex, nofollow"/>');
    const home = await callWorker("/");
    expect(home.headers.get("Content-Security-Policy")).not.toContain("identitytoolkit");
    expect(home.headers.get("Content-Security-Policy")).not.toContain("securetoken");
  });
});
