import { createExecutionContext, waitOnExecutionContext } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import type { Env } from "~/platform/env.server";
// The built worker, called directly for a request to another origin than callWorker's.
import worker from "~build/worker";
import { decodeDocument } from "~/firestore/codec";
import { studioUserPath } from "~/models/studio-users.server";
import type { FirestoreClient } from "~/firestore/client.server";
import { createAuthUser } from "../../scripts/lib/studio-accounts.mjs";
import { cookiePayload, sessionOf, signedStudioCookie, studioCookie } from "./support/studio-session";
import { authEmulatorHost, callWorker, sameSitePost, seededProject, workerEnv } from "./support";

// Sessions that end: the cookie points to a record in Firestore, and deleting
// the record — signing out, an admin, a timeout, a new role, Firebase — ends the session for every
// copy of the cookie. Times are moved by writing the record's fields, not by waiting.

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
let client = 0;

const unique = (name: string) => `${name}.${crypto.randomUUID().slice(0, 8)}@plumandlinen.example`;

async function studioProject(users: Record<string, "editor" | "admin">) {
  const { projectId, firestore } = await seededProject("sessions");
  for (const [email, role] of Object.entries(users)) {
    await firestore.writeDocument(`StudioUsers/${email}`, { email, role, active: true, createdAt: new Date() });
  }
  const call = (path: string, init: RequestInit = {}, overrides = {}) =>
    callWorker(path, { FIRESTORE_PROJECT_ID: projectId, ...overrides }, { redirect: "manual", ...init });
  return { projectId, firestore, call };
}

function form(fields: Record<string, string>, cookie?: string): RequestInit {
  return sameSitePost(fields, { ip: `198.51.100.${(++client % 250) + 1}`, cookie, headers: { "User-Agent": CHROME_ON_MAC } });
}

const CHROME_ON_MAC = "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";

const withCookie = (cookie: string): RequestInit => ({ headers: { Cookie: cookie } });

/** How many session records name the person (the query the sessions page and `endSessionsOf` make). */
const sessionCount = async (firestore: FirestoreClient, email: string) =>
  (await firestore.runQuery({ collection: "StudioSessions", where: [{ field: "email", equals: email }] })).length;

/** A real sign-in: an Auth emulator account, its ID token posted to /studio/sign-in. */
async function signIn(call: Awaited<ReturnType<typeof studioProject>>["call"], email: string, redirectTo = "/studio/inbox") {
  const password = `pw-${crypto.randomUUID()}`;
  const { uid } = await createAuthUser({ authHost: authEmulatorHost(), email, password, verified: true });
  const response = await call("/studio/sign-in", form({ email, password, redirectTo }));
  expect(response.status, `${email} signs in`).toBe(302);
  const cookie = (response.headers.get("Set-Cookie") ?? "").split(";")[0] ?? "";
  return { uid, password, cookie, response };
}

/** An admin call to the Auth emulator (as the Firebase console would make it). */
async function updateAccount(body: Record<string, unknown>) {
  const response = await fetch(`http://${authEmulatorHost()}/identitytoolkit.googleapis.com/v1/accounts:update`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Authorization: "Bearer owner" },
    body: JSON.stringify(body),
  });
  expect(response.ok, await response.clone().text()).toBe(true);
}

const expectSignIn = (response: Response, what: string) => {
  expect(response.status, what).toBe(302);
  expect(response.headers.get("Location"), what).toMatch(/^\/studio\/sign-in\?redirectTo=/);
};

describe("studio sessions", () => {
  it("the cookie holds nothing but a random secret (no address); the record is stored under the secret's hash", async () => {
    const email = unique("editor");
    const { call, firestore } = await studioProject({ [email]: "editor" });
    const { cookie } = await signIn(call, email);
    const value = decodeURIComponent(cookie.slice(cookie.indexOf("=") + 1));
    expect(value).not.toContain("@");
    const token = cookiePayload(cookie);
    // The whole decoded value is the token: a bare string of 43 base64url characters, no object around it.
    expect(typeof token).toBe("string");
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(atob(value.slice(0, value.lastIndexOf(".")))).toBe(JSON.stringify(token));
    const { id, path } = await sessionOf(cookie);
    expect(path).toBe(`StudioSessions/${id}`);
    expect(id).not.toBe(token);
    const record = decodeDocument((await firestore.getDocument(path))!).data;
    expect(record).toMatchObject({ email, browser: "Chrome on macOS", place: "unknown" });
    expect(record.expiresAt).toBe((record.createdAt as number) + 8 * HOUR);
    expect(new Date(record.expireAt as string).getTime()).toBe(record.expiresAt);
    expect(JSON.stringify(record)).not.toContain(token as string);
  });

  it("a cookie of the former { email, token } shape opens nothing, even correctly signed for a live session", async () => {
    const email = unique("former");
    const { call, firestore } = await studioProject({ [email]: "editor" });
    const current = await studioCookie(email, firestore);
    expect((await call("/studio/inbox", withCookie(current))).status).toBe(200);
    // The old shape, signed with the worker's own secret, for the same live record: only the shape differs.
    const former = await signedStudioCookie({ email, token: cookiePayload(current) });
    expectSignIn(await call("/studio/inbox", withCookie(former)), "a cookie of the former shape");
    expect(await firestore.getDocument((await sessionOf(current)).path), "the record itself is untouched").not.toBeNull();
  });

  it("signing out deletes the session: a copy of the old cookie opens nothing", async () => {
    const email = unique("leaver");
    const { call, firestore } = await studioProject({ [email]: "editor" });
    const { cookie } = await signIn(call, email);
    const copy = cookie;
    expect((await call("/studio/inbox", withCookie(copy))).status).toBe(200);
    const out = await call("/studio/sign-out", form({}, cookie));
    expect(out.headers.get("Location")).toBe("/studio/sign-in");
    expect(out.headers.get("Set-Cookie")).toMatch(/^__Host-studio_session=;/);
    expect(await firestore.getDocument((await sessionOf(cookie)).path)).toBeNull();
    const replay = await call("/studio/inbox", withCookie(copy));
    expectSignIn(replay, "the copied cookie after signing out");
    // …and the browser is told to drop it.
    expect(replay.headers.get("Set-Cookie")).toMatch(/^__Host-studio_session=;/);
  });

  it("a session unused for 2 hours is over; one used within 2 hours goes on", async () => {
    const email = unique("idle");
    const { call, firestore } = await studioProject({ [email]: "editor" });
    const { cookie } = await signIn(call, email);
    const { path } = await sessionOf(cookie);
    const now = Date.now();
    await firestore.writeDocument(path, { createdAt: now - 3 * HOUR, lastSeenAt: now - 2 * HOUR + MINUTE }, { fields: ["createdAt", "lastSeenAt"] });
    expect((await call("/studio/inbox", withCookie(cookie))).status).toBe(200);
    // That request noted itself (lastSeenAt is more than a minute old): the idle clock starts again.
    const seen = decodeDocument((await firestore.getDocument(path))!).data.lastSeenAt as number;
    expect(seen).toBeGreaterThanOrEqual(now);

    await firestore.writeDocument(path, { lastSeenAt: Date.now() - 2 * HOUR - 1000 }, { fields: ["lastSeenAt"] });
    expectSignIn(await call("/studio/inbox", withCookie(cookie)), "after 2 hours idle");
    expect(await firestore.getDocument(path)).toBeNull();
  });

  it("a session is over 8 hours after signing in, however busy", async () => {
    const email = unique("marathon");
    const { call, firestore } = await studioProject({ [email]: "editor" });
    const { cookie } = await signIn(call, email);
    const { path } = await sessionOf(cookie);
    const now = Date.now();
    await firestore.writeDocument(path, { createdAt: now - 8 * HOUR - 1000, expiresAt: now - 1000, lastSeenAt: now - 10_000 }, { fields: ["createdAt", "expiresAt", "lastSeenAt"] });
    expectSignIn(await call("/studio/inbox", withCookie(cookie)), "after 8 hours");
    expect(await firestore.getDocument(path)).toBeNull();
  });

  it("a request notes lastSeenAt at most once a minute", async () => {
    const email = unique("busy");
    const { call, firestore } = await studioProject({ [email]: "editor" });
    const { cookie } = await signIn(call, email);
    const { path } = await sessionOf(cookie);
    const before = (await firestore.getDocument(path))!;
    for (let click = 0; click < 3; click++) expect((await call("/studio/inbox", withCookie(cookie))).status).toBe(200);
    expect((await firestore.getDocument(path))!.updateTime).toBe(before.updateTime);
  });

  it("an admin sees each open session and ends one: that browser is refused at its very next request", async () => {
    const admin = unique("admin");
    const editor = unique("editor");
    const { call, firestore } = await studioProject({ [admin]: "admin", [editor]: "editor" });
    const adminCookie = (await signIn(call, admin)).cookie;
    const laptop = (await signIn(call, editor)).cookie;
    const phone = (await signIn(call, editor)).cookie;

    const list = await call("/studio/users", withCookie(adminCookie));
    expect(await list.text()).toContain(`href="/studio/users/${encodeURIComponent(editor)}"`);
    const page = await call(`/studio/users/${encodeURIComponent(editor)}`, withCookie(adminCookie));
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain(`Sessions of ${editor}`);
    expect(html.match(/>End session</g)).toHaveLength(2);
    expect(html).toContain("Chrome on macOS");
    expect(html).toContain("<td>unknown</td>");

    const laptopSession = await sessionOf(laptop);
    expect(html).toContain(`value="${laptopSession.id}"`);
    const ended = await call(`/studio/users/${encodeURIComponent(editor)}`, form({ intent: "end", session: laptopSession.id }, adminCookie));
    const answeredAt = performance.now();
    expect(ended.status).toBe(302);
    const refused = await call("/studio/inbox", withCookie(laptop));
    const refusedAfterMs = performance.now() - answeredAt;
    expectSignIn(refused, "the ended session");
    console.log(`studio sessions: an admin ended a session; its next request was refused ${refusedAfterMs.toFixed(1)} ms after the admin's answer`);
    expect((await call("/studio/inbox", withCookie(phone))).status, "the other session goes on").toBe(200);

    const [entry] = (await firestore.runQuery({ collection: "StudioAudit", orderBy: [{ field: "at", direction: "DESCENDING" }], limit: 1 })).map((doc) => decodeDocument(doc).data);
    expect(entry).toMatchObject({ actor: admin, action: "Ended a studio session", document: `StudioSessions/${laptopSession.id.slice(0, 8)}…` });
    expect(JSON.parse(entry!.before as string)).toMatchObject({ email: editor });
    expect(JSON.stringify(entry)).not.toContain(laptopSession.id);

    // Ending it again (a second tab) says it had already ended.
    const again = await call(`/studio/users/${encodeURIComponent(editor)}`, form({ intent: "end", session: laptopSession.id }, adminCookie));
    expect(again.headers.get("Location")).toContain("ended=0");
    // Only admins: an editor cannot end sessions, not even their own through this page.
    expect((await call(`/studio/users/${encodeURIComponent(editor)}`, form({ intent: "end-others" }, phone))).status).toBe(403);
    expect((await call(`/studio/users/${encodeURIComponent(editor)}`, form({ intent: "end", session: "x" }, adminCookie))).status).toBe(400);
  });

  it("switching a person off, or changing their role, deletes all their sessions at once", async () => {
    const admin = unique("admin");
    const editor = unique("editor");
    const { call, firestore } = await studioProject({ [admin]: "admin", [editor]: "editor" });
    const adminCookie = (await signIn(call, admin)).cookie;
    const count = (email: string) => sessionCount(firestore, email);
    const change = async (fields: Record<string, string>) => {
      const current = await firestore.getDocument(`StudioUsers/${editor}`);
      const response = await call("/studio/users", form({ email: editor, updateTime: current?.updateTime ?? "", ...fields }, adminCookie));
      expect(response.status).toBe(302);
    };

    const sessions = [(await signIn(call, editor)).cookie, await studioCookie(editor, firestore)];
    expect(await count(editor)).toBe(2);
    await change({ role: "admin", active: "on" });
    // Gone at the very next read after the admin's answer, and written by the same commit as the
    // new role: the change's audit entry counts the sessions it ended.
    for (const cookie of sessions) expect(await firestore.getDocument((await sessionOf(cookie)).path)).toBeNull();
    expect(await count(editor)).toBe(0);
    const [entry] = (await firestore.runQuery({ collection: "StudioAudit", orderBy: [{ field: "at", direction: "DESCENDING" }], limit: 1 })).map((doc) => decodeDocument(doc).data);
    expect(entry).toMatchObject({ actor: admin, action: "Changed a studio user", document: studioUserPath(editor) });
    expect(JSON.parse(entry!.after as string)).toEqual({ role: "admin", active: true, endedSessions: 2 });
    for (const cookie of sessions) expectSignIn(await call("/studio/inbox", withCookie(cookie)), "after a new role");

    const next = (await signIn(call, editor)).cookie;
    await change({ role: "admin" }); // "May sign in" unticked
    expect(await count(editor)).toBe(0);
    expectSignIn(await call("/studio/inbox", withCookie(next)), "after being switched off");
    // The admin's own session was not touched.
    expect(await count(admin)).toBe(1);
    expect((await call("/studio/users", withCookie(adminCookie))).status).toBe(200);
  });

  it("a Firebase account that is disabled loses its session once the 5-minute check is due", async () => {
    const email = unique("disabled");
    const { call, firestore } = await studioProject({ [email]: "editor" });
    const { uid, cookie } = await signIn(call, email);
    const { path } = await sessionOf(cookie);
    await updateAccount({ localId: uid, disableUser: true });
    // Within 5 minutes of Firebase's last word the session stands (that is the promise: at most 5 minutes).
    expect((await call("/studio/inbox", withCookie(cookie))).status).toBe(200);
    await firestore.writeDocument(path, { authCheckedAt: Date.now() - 5 * MINUTE - 1000 }, { fields: ["authCheckedAt"] });
    expectSignIn(await call("/studio/inbox", withCookie(cookie)), "a disabled account");
    expect(await firestore.getDocument(path)).toBeNull();
  });

  it("a password changed after signing in ends the session once the 5-minute check is due; an account still fine is checked and goes on", async () => {
    const email = unique("changed");
    const other = unique("unchanged");
    const { call, firestore } = await studioProject({ [email]: "editor", [other]: "editor" });
    const { uid, cookie } = await signIn(call, email);
    const fine = (await signIn(call, other)).cookie;
    // Firebase counts validSince in whole seconds: change the password in a later second than the sign-in.
    await new Promise((resolve) => setTimeout(resolve, 1100));
    await updateAccount({ localId: uid, password: `new-${crypto.randomUUID()}` });
    const stale = Date.now() - 5 * MINUTE - 1000;
    for (const session of [cookie, fine]) await firestore.writeDocument((await sessionOf(session)).path, { authCheckedAt: stale }, { fields: ["authCheckedAt"] });

    expectSignIn(await call("/studio/inbox", withCookie(cookie)), "after a password change");
    expect(await firestore.getDocument((await sessionOf(cookie)).path)).toBeNull();

    expect((await call("/studio/inbox", withCookie(fine))).status).toBe(200);
    const checked = decodeDocument((await firestore.getDocument((await sessionOf(fine)).path))!).data.authCheckedAt as number;
    expect(checked).toBeGreaterThan(stale + 5 * MINUTE);
  });

  it("when Firebase cannot be asked and the last check is over 5 minutes old, the studio refuses (503) and keeps the session", async () => {
    const email = unique("offline");
    const { call, firestore } = await studioProject({ [email]: "editor" });
    const { cookie } = await signIn(call, email);
    const { path } = await sessionOf(cookie);
    const unreachable = { FIREBASE_AUTH_EMULATOR_HOST: "127.0.0.1:9" };
    // A recent check: Firebase is not needed, the studio opens.
    expect((await call("/studio/inbox", withCookie(cookie), unreachable)).status).toBe(200);
    await firestore.writeDocument(path, { authCheckedAt: Date.now() - 5 * MINUTE - 1000 }, { fields: ["authCheckedAt"] });
    const refused = await call("/studio/inbox", withCookie(cookie), unreachable);
    expect(refused.status).toBe(503);
    expect(await refused.text()).toContain("could not confirm your account");
    expect(await firestore.getDocument(path)).not.toBeNull();
    // Firebase back: the same session opens again.
    expect((await call("/studio/inbox", withCookie(cookie))).status).toBe(200);
  });

  it("any address Firebase accepts signs in: an apostrophe and plus, a slash", async () => {
    const tag = crypto.randomUUID().slice(0, 8);
    const people = [`o'brien+studio.${tag}@example.co.uk`, `a/b.${tag}@example.com`];
    const { call, firestore } = await studioProject({});
    for (const email of people) {
      await firestore.writeDocument(studioUserPath(email), { email, role: "editor", active: true, createdAt: new Date() });
      const { cookie } = await signIn(call, email);
      const inbox = await call("/studio/inbox", withCookie(cookie));
      expect(inbox.status, email).toBe(200);
      expect(await inbox.text()).toContain(email.replace("'", "&#x27;"));
      expect(await sessionCount(firestore, email)).toBe(1);
    }
    expect(studioUserPath(people[1]!)).toBe(`StudioUsers/a%2Fb.${tag}@example.com`);
    // Their sessions page, for an admin, finds them under that id.
    const admin = unique("admin");
    await firestore.writeDocument(studioUserPath(admin), { email: admin, role: "admin", active: true, createdAt: new Date() });
    const adminCookie = (await signIn(call, admin)).cookie;
    for (const email of people) {
      const page = await call(`/studio/users/${encodeURIComponent(email)}`, withCookie(adminCookie));
      expect(page.status, email).toBe(200);
      expect((await page.text()).match(/>End session</g), email).toHaveLength(1);
    }
  });

  it("a test session (studioCookie) is a real one: its account passes the 5-minute Firebase check", async () => {
    const email = unique("helper");
    const { call, firestore } = await studioProject({ [email]: "editor" });
    const cookie = await studioCookie(email, firestore);
    const { path } = await sessionOf(cookie);
    await firestore.writeDocument(path, { authCheckedAt: Date.now() - 5 * MINUTE - 1000 }, { fields: ["authCheckedAt"] });
    expect((await call("/studio/inbox", withCookie(cookie))).status).toBe(200);
    expect(decodeDocument((await firestore.getDocument(path))!).data.authCheckedAt as number).toBeGreaterThan(Date.now() - MINUTE);
  });

  it("on plain-http localhost the cookie is studio_session, without Secure", async () => {
    const email = unique("local");
    const { projectId } = await studioProject({ [email]: "editor" });
    const password = `pw-${crypto.randomUUID()}`;
    await createAuthUser({ authHost: authEmulatorHost(), email, password, verified: true });
    const ctx = createExecutionContext();
    const init = form({ email, password });
    (init.headers as Record<string, string>).Origin = "http://127.0.0.1:8787";
    (init.headers as Record<string, string>).Host = "127.0.0.1:8787";
    const response = await (worker as ExportedHandler<Env>).fetch!(
      new Request("http://127.0.0.1:8787/studio/sign-in", init) as Request<unknown, IncomingRequestCfProperties>,
      workerEnv({ FIRESTORE_PROJECT_ID: projectId }),
      ctx,
    );
    await waitOnExecutionContext(ctx);
    expect(response.status).toBe(302);
    const setCookie = response.headers.get("Set-Cookie") ?? "";
    expect(setCookie).toMatch(/^studio_session=/);
    expect(setCookie).not.toMatch(/;\s*Secure/i);
    expect(setCookie).toMatch(/HttpOnly/i);
  });

  it("signing in again in the same browser replaces its session (no fixation)", async () => {
    const email = unique("again");
    const { call, firestore } = await studioProject({ [email]: "editor" });
    const first = (await signIn(call, email)).cookie;
    const password = `pw-${crypto.randomUUID()}`;
    await createAuthUser({ authHost: authEmulatorHost(), email, password, verified: true });
    const second = await call("/studio/sign-in", form({ email, password }, first));
    expect(second.status).toBe(302);
    expect(await firestore.getDocument((await sessionOf(first)).path)).toBeNull();
    expectSignIn(await call("/studio/inbox", withCookie(first)), "the replaced session");
  });
});

describe("redirectTo after signing in", () => {
  it.each([
    ["/studio/../..//x", "/studio"],
    ["/studio/%2e%2e/%2e%2e//evil.example", "/studio"],
    ["//evil.example/studio", "/studio"],
    ["https://evil.example/studio/inbox", "/studio"],
    ["/studio\\..\\..\\x", "/studio"],
    ["/studio/content/faqs?tab=2", "/studio/content/faqs?tab=2"],
    ["https://example.com/studio/audit", "/studio/audit"],
  ])("%s leads to %s", async (redirectTo, expected) => {
    const email = unique("redirect");
    const { call } = await studioProject({ [email]: "editor" });
    const { response, cookie } = await signIn(call, email, redirectTo);
    expect(response.headers.get("Location")).toBe(expected);
    // Already signed in, the sign-in page sends one on with the same rule.
    const page = await call(`/studio/sign-in?redirectTo=${encodeURIComponent(redirectTo)}`, withCookie(cookie));
    expect(page.status).toBe(302);
    expect(page.headers.get("Location")).toBe(expected);
  });
});
