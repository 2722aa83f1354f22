import { describe, expect, it } from "vitest";
import { decodeDocument } from "~/firestore/codec";
import { createAuthUser } from "../../scripts/lib/studio-accounts.mjs";
import { sessionOf } from "./support/studio-session";
import { authEmulatorHost, callWorker, sameSitePost, seededProject } from "./support";

// Password sign-in through the worker, its failed-attempt limits, and the accounts staff run
// themselves (invite, forgotten password, the email action page, a password change), against the
// real Firestore and Auth emulators.

const AUTH_PROJECT = "demo-colour-studio";
const WRONG = "That email address and password don't match a studio account.";
let client = 0;

const unique = (name: string) => `${name}.${crypto.randomUUID().slice(0, 8)}@plumandlinen.example`;
const newAddress = () => `198.51.100.${(++client % 250) + 1}`;
const strongPassword = () => `linen plum ${crypto.randomUUID().slice(0, 8)}`;

async function studioProject(users: Record<string, { role: "editor" | "admin"; active?: boolean }>) {
  const { projectId, firestore } = await seededProject("accounts");
  for (const [email, { role, active = true }] of Object.entries(users)) {
    await firestore.writeDocument(`StudioUsers/${email}`, { email, role, active, createdAt: new Date() });
  }
  const call = (path: string, init?: RequestInit) => callWorker(path, { FIRESTORE_PROJECT_ID: projectId }, init);
  return { projectId, firestore, call };
}

function post(fields: Record<string, string>, { ip = newAddress(), cookie }: { ip?: string; cookie?: string } = {}): RequestInit {
  return { ...sameSitePost(fields, { ip, cookie }), redirect: "manual" };
}

const get = (cookie?: string): RequestInit => ({ redirect: "manual", headers: cookie ? { Cookie: cookie } : {} });

/** The text of the page's alert (the one message a refused form shows). */
async function alertOf(response: Response): Promise<string> {
  const html = await response.text();
  const text = /role="alert"[^>]*>([^<]*)</.exec(html)?.[1]?.trim();
  if (text === undefined) return `(no alert in ${html.slice(0, 300)}…)`;
  return text.replace(/&#x27;/g, "'").replace(/&quot;/g, '"').replace(/&amp;/g, "&");
}

const signIn = (call: (path: string, init?: RequestInit) => Promise<Response>, email: string, password: string, ip = newAddress()) =>
  call("/studio/sign-in", post({ email, password, redirectTo: "/studio/inbox" }, { ip }));

const cookieOf = (response: Response) => (response.headers.get("Set-Cookie") ?? "").split(";")[0] ?? "";

async function authAdmin(method: string, body: Record<string, unknown>) {
  const response = await fetch(`http://${authEmulatorHost()}/identitytoolkit.googleapis.com/v1/${method}`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Authorization: "Bearer owner" },
    body: JSON.stringify(body),
  });
  expect(response.ok, `${method} in the Auth emulator`).toBe(true);
}

/** Every password-reset code the Auth emulator "emailed" to `email`. */
async function resetCodesFor(email: string): Promise<string[]> {
  const response = await fetch(`http://${authEmulatorHost()}/emulator/v1/projects/${AUTH_PROJECT}/oobCodes`);
  const { oobCodes } = (await response.json()) as { oobCodes: Array<{ email: string; oobCode: string; requestType: string }> };
  return oobCodes.filter((code) => code.email === email && code.requestType === "PASSWORD_RESET").map((code) => code.oobCode);
}

/** The newest password-reset code the Auth emulator "emailed" to `email`, or undefined. */
async function resetCodeFor(email: string): Promise<string | undefined> {
  const response = await fetch(`http://${authEmulatorHost()}/emulator/v1/projects/${AUTH_PROJECT}/oobCodes`);
  const { oobCodes } = (await response.json()) as { oobCodes: Array<{ email: string; oobCode: string; requestType: string }> };
  return oobCodes.filter((code) => code.email === email.toLowerCase() && code.requestType === "PASSWORD_RESET").at(-1)?.oobCode;
}

describe("password sign-in through the worker", () => {
  it("the right password opens a session; a wrong password, an unknown address and a switched-off account get the same 401 words", async () => {
    const person = unique("right");
    const disabled = unique("disabled");
    const { call } = await studioProject({ [person]: { role: "editor" }, [disabled]: { role: "editor" } });
    await createAuthUser({ authHost: authEmulatorHost(), email: person, password: "the-right-password-1" });
    const { uid } = await createAuthUser({ authHost: authEmulatorHost(), email: disabled, password: "the-right-password-1" });
    await authAdmin("accounts:update", { localId: uid, disableUser: true });

    const right = await signIn(call, person, "the-right-password-1");
    expect(right.status).toBe(302);
    expect(right.headers.get("Location")).toBe("/studio/inbox");
    const inbox = await call("/studio/inbox", get(cookieOf(right)));
    expect(inbox.status).toBe(200);
    expect(await inbox.text()).toContain(person);

    const answers = [await signIn(call, person, "a-wrong-password-1"), await signIn(call, unique("nobody"), "a-wrong-password-1"), await signIn(call, disabled, "the-right-password-1")];
    for (const answer of answers) {
      expect(answer.status).toBe(401);
      expect(answer.headers.get("Set-Cookie")).toBeNull();
      expect(await alertOf(answer)).toBe(WRONG);
    }
  });

  it("the 6th failure from one address within 15 minutes gets 429 'Wait 15 minutes', even with the right password; another address still signs in", async () => {
    const person = unique("guessed");
    const { call } = await studioProject({ [person]: { role: "editor" } });
    await createAuthUser({ authHost: authEmulatorHost(), email: person, password: "the-right-password-2" });
    const attacker = newAddress();
    for (let attempt = 1; attempt <= 5; attempt++) {
      expect((await signIn(call, person, `guess-number-${attempt}-wrong`, attacker)).status, `failure ${attempt}`).toBe(401);
    }
    const locked = await signIn(call, person, "the-right-password-2", attacker);
    expect(locked.status).toBe(429);
    expect(locked.headers.get("Set-Cookie")).toBeNull();
    expect(await alertOf(locked)).toBe("Too many failed sign-ins. Wait 15 minutes and try again.");
    // The address in any spelling of the same account is the same account.
    expect((await signIn(call, person.toUpperCase(), "the-right-password-2", attacker)).status).toBe(429);

    expect((await signIn(call, person, "the-right-password-2")).status).toBe(302);
  });

  it("a burst of parallel guesses from one address gets no more than 5 past the limit", async () => {
    const person = unique("burst");
    const { call, firestore } = await studioProject({ [person]: { role: "editor" } });
    await createAuthUser({ authHost: authEmulatorHost(), email: person, password: "the-right-password-4" });
    const attacker = newAddress();
    const answers = await Promise.all(Array.from({ length: 9 }, (_, attempt) => signIn(call, person, `burst-guess-${attempt}`, attacker)));
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 401).length).toBeLessThanOrEqual(5);
    expect(statuses.filter((status) => status !== 401 && status !== 429)).toEqual([]);
    // Only the guesses that reached Firebase are kept as failures.
    expect(await firestore.runQuery({ collection: "SignInFailures" })).toHaveLength(statuses.filter((status) => status === 401).length);
  });

  it("an unknown address and a wrong password take as long to answer, with the same words", async () => {
    const person = unique("timed");
    const { projectId } = await studioProject({ [person]: { role: "editor" } });
    await createAuthUser({ authHost: authEmulatorHost(), email: person, password: "the-right-password-5" });
    const FAILURE_MS = 700;
    const timed = async (email: string) => {
      const started = performance.now();
      const response = await callWorker("/studio/sign-in", { FIRESTORE_PROJECT_ID: projectId, SIGN_IN_FAILURE_MS: String(FAILURE_MS) }, post({ email, password: "not-the-password-1" }));
      return { status: response.status, text: await alertOf(response), ms: performance.now() - started };
    };
    const [known, unknown] = [await timed(person), await timed(unique("nobody"))];
    expect(known).toMatchObject({ status: 401, text: WRONG });
    expect(unknown).toMatchObject({ status: 401, text: WRONG });
    expect(known.ms).toBeGreaterThanOrEqual(FAILURE_MS);
    expect(unknown.ms).toBeGreaterThanOrEqual(FAILURE_MS);
  });

  it("the right password of an account with no studio record, or with its address not verified, gets a wrong password's words, status and time", async () => {
    const { projectId } = await studioProject({});
    const FAILURE_MS = 700;
    const timed = async (email: string, password: string) => {
      const started = performance.now();
      const response = await callWorker("/studio/sign-in", { FIRESTORE_PROJECT_ID: projectId, SIGN_IN_FAILURE_MS: String(FAILURE_MS) }, post({ email, password }));
      return { status: response.status, text: await alertOf(response), ms: performance.now() - started, cookie: response.headers.get("Set-Cookie") };
    };
    const stranger = unique("no-record");
    await createAuthUser({ authHost: authEmulatorHost(), email: stranger, password: "the-right-password-6" });
    const unverified = unique("unverified");
    await createAuthUser({ authHost: authEmulatorHost(), email: unverified, password: "the-right-password-7", verified: false });
    for (const answer of [await timed(stranger, "the-right-password-6"), await timed(unverified, "the-right-password-7")]) {
      expect(answer).toMatchObject({ status: 401, text: WRONG, cookie: null });
      expect(answer.ms).toBeGreaterThanOrEqual(FAILURE_MS);
    }
  });

  it("50 failures from many addresses within an hour lock the account everywhere: 429 'Wait 60 minutes' for the right password from a new address", async () => {
    const person = unique("sprayed");
    const { call, firestore } = await studioProject({ [person]: { role: "editor" } });
    await createAuthUser({ authHost: authEmulatorHost(), email: person, password: "the-right-password-3" });
    for (let address = 0; address < 10; address++) {
      const ip = newAddress();
      for (let attempt = 0; attempt < 5; attempt++) expect((await signIn(call, person, `spray-${address}-${attempt}-wrong`, ip)).status).toBe(401);
    }
    const locked = await signIn(call, person, "the-right-password-3");
    expect(locked.status).toBe(429);
    expect(await alertOf(locked)).toBe("Too many failed sign-ins. Wait 60 minutes and try again.");
    // Nothing stored names the account or an address in clear.
    const stored = await firestore.runQuery({ collection: "SignInFailures" });
    expect(stored).toHaveLength(50);
    expect(JSON.stringify(stored)).not.toContain(person);
    expect(JSON.stringify(stored)).not.toMatch(/198\.51\.100\./);
  }, 90_000);
});

describe("the sign-in page", () => {
  it("is a plain form with a 'Forgot your password?' link; Google sign-in appears only where FIREBASE_AUTH_DOMAIN and its browser key are set", async () => {
    const plain = await (await callWorker("/studio/sign-in")).text();
    expect(plain).toMatch(/<form(?=[^>]*\smethod="post")[^>]*\saction="\/studio\/sign-in"/);
    expect(plain).toContain('href="/studio/forgot-password"');
    expect(plain).not.toContain("needs JavaScript");
    expect(plain).not.toContain("Sign in with Google");
    const withGoogle = await (await callWorker("/studio/sign-in", { FIREBASE_AUTH_DOMAIN: "colour-studio.firebaseapp.com", FIREBASE_BROWSER_API_KEY: "browser-test-api-key" })).text();
    expect(withGoogle).toContain("Sign in with Google");
  });
});

describe("accounts that staff run themselves", () => {
  it("when the email cannot be sent, the person is still added and the admin is told why", async () => {
    const admin = unique("admin");
    const newcomer = unique("unlucky");
    const { projectId, firestore, call } = await studioProject({ [admin]: { role: "admin" } });
    await createAuthUser({ authHost: authEmulatorHost(), email: admin, password: "admin-password-long" });
    const adminCookie = cookieOf(await signIn(call, admin, "admin-password-long"));
    // Without the web API key Firebase cannot be asked to send the email.
    const added = await callWorker("/studio/users", { FIRESTORE_PROJECT_ID: projectId, FIREBASE_API_KEY: undefined }, post({ email: newcomer, role: "editor", active: "on", updateTime: "" }, { cookie: adminCookie }));
    expect(added.status).toBe(302);
    expect(await firestore.getDocument(`StudioUsers/${newcomer}`)).not.toBeNull();
    const page = await call(added.headers.get("Location") ?? "", get(adminCookie));
    expect(await alertOf(page)).toContain(`${newcomer} has studio access, but the email to choose a password could not be sent: Firebase Authentication is not set up on this server`);
    expect(await resetCodeFor(newcomer)).toBeUndefined();
  });

  it("an admin adding a person creates their Firebase account and emails a code; the page and the audit log say so; the code sets a password that signs in", async () => {
    const admin = unique("admin");
    const newcomer = unique("newcomer");
    const { call, firestore } = await studioProject({ [admin]: { role: "admin" } });
    await createAuthUser({ authHost: authEmulatorHost(), email: admin, password: "admin-password-long" });
    const adminCookie = cookieOf(await signIn(call, admin, "admin-password-long"));

    const added = await call("/studio/users", post({ email: newcomer, role: "editor", active: "on", updateTime: "" }, { cookie: adminCookie }));
    expect(added.status).toBe(302);
    const page = await call(added.headers.get("Location") ?? "", get(adminCookie));
    expect(await page.text()).toContain(`An email to choose a password is on its way to ${newcomer}.`);
    const code = await resetCodeFor(newcomer);
    expect(code, "the Auth emulator sent a password-reset code").toBeTruthy();

    const choose = await call(`/studio/account-action?mode=resetPassword&oobCode=${code}&apiKey=x&lang=en`);
    expect(choose.status).toBe(200);
    expect(await choose.text()).toContain(`Choose a password for ${newcomer}`);
    const password = strongPassword();
    const set = await call(`/studio/account-action?mode=resetPassword&oobCode=${code}`, post({ oobCode: code!, password, confirm: password }));
    expect(set.status).toBe(302);
    const done = await call(set.headers.get("Location") ?? "");
    expect(done.status).toBe(200);
    expect(await done.text()).toContain("Your password is set");
    expect((await signIn(call, newcomer, password)).status).toBe(302);

    const audit = (await firestore.runQuery({ collection: "StudioAudit" })).map((doc) => decodeDocument(doc).data);
    expect(audit.map((entry) => entry.action)).toEqual(expect.arrayContaining(["Added a studio user", "Sent a link to choose a password", "Chose a password from an emailed link"]));
    expect(JSON.stringify(audit)).not.toContain(password);
  });

  it("'Forgot your password?' answers the same for a studio person, an unknown address and a switched-off person; only the studio person gets a code", async () => {
    const person = unique("forgetful");
    const off = unique("switched-off");
    const nobody = unique("nobody");
    const { call } = await studioProject({ [person]: { role: "editor" }, [off]: { role: "editor", active: false } });
    await createAuthUser({ authHost: authEmulatorHost(), email: person, password: "forgotten-password" });
    await createAuthUser({ authHost: authEmulatorHost(), email: off, password: "forgotten-password" });

    const answers = await Promise.all([person, nobody, off].map((email) => call("/studio/forgot-password", post({ email }))));
    const texts = await Promise.all(answers.map((answer) => answer.text()));
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200]);
    const message = (html: string) => /role="status"[^>]*>([^<]*)</.exec(html)?.[1];
    expect(message(texts[0]!)).toContain("If that address belongs to a studio account, an email with a link");
    expect(new Set(texts.map(message)).size).toBe(1);

    expect(await resetCodeFor(person)).toBeTruthy();
    expect(await resetCodeFor(nobody)).toBeUndefined();
    expect(await resetCodeFor(off)).toBeUndefined();
  });

  it("'Forgot your password?' sends one account at most 3 links an hour, however many connections ask, and answers every time alike", async () => {
    const person = unique("flooded");
    const { call } = await studioProject({ [person]: { role: "editor" } });
    await createAuthUser({ authHost: authEmulatorHost(), email: person, password: "forgotten-password" });
    const answers = [];
    for (let asked = 0; asked < 5; asked++) answers.push(await call("/studio/forgot-password", post({ email: person })));
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200, 200]);
    expect(await resetCodesFor(person)).toHaveLength(3);
  });

  it("the action page: a bad code and a used code say the link expired; weak passwords are refused beside the field", async () => {
    const person = unique("resetter");
    const { call } = await studioProject({ [person]: { role: "editor" } });
    await createAuthUser({ authHost: authEmulatorHost(), email: person, password: "old-password-long" });

    const bad = await call("/studio/account-action?mode=resetPassword&oobCode=not-a-code");
    expect(bad.status).toBe(400);
    expect(await alertOf(bad)).toBe("This link has expired or was already used — ask for a new one.");

    await call("/studio/forgot-password", post({ email: person }));
    const code = (await resetCodeFor(person))!;
    const url = `/studio/account-action?mode=resetPassword&oobCode=${code}`;
    const refusals: Array<[Record<string, string>, string, string]> = [
      [{ password: "short one", confirm: "short one" }, "new-password-error", "Use at least 12 characters"],
      [{ password: "password1234", confirm: "password1234" }, "new-password-error", "one of the first that anyone would try"],
      [{ password: person, confirm: person }, "new-password-error", "Your email address is the first thing anyone would try"],
      [{ password: "x".repeat(129), confirm: "x".repeat(129) }, "new-password-error", "at most 128 characters"],
      [{ password: "a long new password", confirm: "a long new passwort" }, "confirm-password-error", "not the same"],
    ];
    for (const [fields, id, words] of refusals) {
      const refused = await call(url, post({ oobCode: code, ...fields }));
      expect(refused.status, words).toBe(400);
      const html = await refused.text();
      expect(html).toMatch(new RegExp(`id="${id}"[^>]*>[^<]*${words}`));
    }
    // None of them used the code up.
    const password = strongPassword();
    const set = await call(url, post({ oobCode: code, password, confirm: password }));
    expect(set.status).toBe(302);
    expect(set.headers.get("Location")).toBe("/studio/account-action?mode=passwordSet");
    expect((await signIn(call, person, "old-password-long")).status).toBe(401);
    expect((await signIn(call, person, password)).status).toBe(302);

    const again = await call(url, post({ oobCode: code, password: strongPassword(), confirm: "" }));
    expect(again.status).toBe(400);
    expect(await alertOf(again)).toBe("This link has expired or was already used — ask for a new one.");
    const reopened = await call(url);
    expect(reopened.status).toBe(400);
    expect(await alertOf(reopened)).toBe("This link has expired or was already used — ask for a new one.");
  });

  it("the action page explains the modes the studio does not use", async () => {
    const { call } = await studioProject({});
    const verify = await call("/studio/account-action?mode=verifyEmail&oobCode=abc");
    expect(verify.status).toBe(200);
    expect(await verify.text()).toContain("Nothing to confirm");
    const recover = await call("/studio/account-action?mode=recoverEmail&oobCode=abc");
    expect(await recover.text()).toContain("tell a studio admin");
    const unknown = await call("/studio/account-action?mode=somethingElse");
    expect(unknown.status).toBe(400);
    expect(await unknown.text()).toContain("This link is not one the studio sends");
  });

  it("a signed-in person changes their password: a wrong current one is refused beside its field and counts as a failure; the new one then signs in and the change is audited", async () => {
    const person = unique("changer");
    const { call, firestore } = await studioProject({ [person]: { role: "editor" } });
    await createAuthUser({ authHost: authEmulatorHost(), email: person, password: "current-password-1" });
    const cookie = cookieOf(await signIn(call, person, "current-password-1"));
    const account = await call("/studio/account", get(cookie));
    expect(account.status).toBe(200);
    expect(await account.text()).toContain("Change your password");

    const password = strongPassword();
    const wrong = await call("/studio/account", post({ current: "not-the-current-one", password, confirm: password }, { cookie }));
    expect(wrong.status).toBe(400);
    expect(await wrong.text()).toMatch(/id="current-password-error"[^>]*>That is not your current password/);
    expect(await firestore.runQuery({ collection: "SignInFailures" })).toHaveLength(1);

    const weak = await call("/studio/account", post({ current: "current-password-1", password: "too short", confirm: "too short" }, { cookie }));
    expect(weak.status).toBe(400);
    expect(await weak.text()).toContain("Use at least 12 characters");

    const changed = await call("/studio/account", post({ current: "current-password-1", password, confirm: password }, { cookie }));
    expect(changed.status).toBe(200);
    expect(await changed.text()).toContain("Your password is changed.");
    // This browser gets a session dated after the change; the one from before it is over.
    const renewed = cookieOf(changed);
    expect(renewed).toMatch(/^__Host-studio_session=/);
    expect((await call("/studio/inbox", get(cookie))).status).toBe(302);
    // …and the new one outlives the 5-minute Firebase check, which ends sessions from before a password change.
    await firestore.writeDocument((await sessionOf(renewed)).path, { authCheckedAt: Date.now() - 5 * 60_000 - 1000 }, { fields: ["authCheckedAt"] });
    expect((await call("/studio/inbox", get(renewed))).status).toBe(200);
    expect((await signIn(call, person, "current-password-1")).status).toBe(401);
    expect((await signIn(call, person, password)).status).toBe(302);
    const audit = (await firestore.runQuery({ collection: "StudioAudit" })).map((doc) => decodeDocument(doc).data);
    expect(audit.map((entry) => entry.action)).toContain("Changed their password");
    expect(JSON.stringify(audit)).not.toContain(password);
    expect(JSON.stringify(audit)).not.toContain("current-password-1");
  });
});
