// Studio accounts for local development and tests: Firebase Authentication emulator accounts
// (REST, https://firebase.google.com/docs/reference/rest/auth) and StudioUsers documents (who may
// use the studio, as what). The Auth helpers need only fetch, so tests inside workerd use them too;
// the Firestore half loads the site's own client and schema through tsx when it is called.

/**
 * The demo accounts `npm start` and `npm run dev` create. The passwords are fixed and public on
 * purpose: they exist only in the Auth emulator, which keeps its accounts in memory on this
 * machine and is never used in production (the worker refuses FIREBASE_AUTH_EMULATOR_HOST there).
 */
export const DEMO_STUDIO_ACCOUNTS = Object.freeze([
  Object.freeze({ email: "admin@plumandlinen.example", role: /** @type {const} */ ("admin"), password: "local-admin-password" }),
  Object.freeze({ email: "editor@plumandlinen.example", role: /** @type {const} */ ("editor"), password: "local-editor-password" }),
]);

const IDENTITY_TOOLKIT = "identitytoolkit.googleapis.com/v1";

/**
 * One call to the Auth emulator's REST API. `admin`: as the project's administrator (the emulator
 * accepts `Bearer owner`, as a service account's token in production).
 * @param {string} authHost
 * @param {string} method  "accounts:signUp"
 * @param {Record<string, unknown>} body
 * @param {{ admin?: boolean }} [options]
 * @returns {Promise<{ ok: true, body: any } | { ok: false, status: number, message: string }>}
 */
async function authCall(authHost, method, body, { admin = false } = {}) {
  const send = () =>
    fetch(`http://${authHost}/${IDENTITY_TOOLKIT}/${method}?key=any`, {
      method: "POST",
      headers: { "Content-Type": "application/json", ...(admin ? { Authorization: "Bearer owner" } : {}) },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(10_000),
    });
  // One more try after a lost connection: every caller here may repeat its call (a second
  // signUp answers EMAIL_EXISTS, which createAuthUser takes as "already there").
  const response = await send()
    .catch(() => new Promise((resolve) => setTimeout(resolve, 250)).then(send))
    .catch((error) => {
      throw new Error(`The Auth emulator at ${authHost} could not be reached (${method}): ${error.cause?.message ?? error.message}`, { cause: error });
    });
  const answer = await response.json().catch(() => ({}));
  if (response.ok) return { ok: true, body: answer };
  return { ok: false, status: response.status, message: String(answer?.error?.message ?? `HTTP ${response.status}`) };
}

/** @param {Awaited<ReturnType<typeof authCall>>} result @param {string} what */
function expectOk(result, what) {
  if (!result.ok) throw new Error(`Auth emulator: ${what} failed: ${result.message}`);
  return result.body;
}

/**
 * An email/password account in the Auth emulator, its email verified (unless `verified` is false).
 * Idempotent: an existing account with this email is kept, and given this password and verification.
 * @param {{ authHost: string, email: string, password: string, verified?: boolean }} options
 * @returns {Promise<{ uid: string, email: string, created: boolean }>}
 */
export async function createAuthUser({ authHost, email, password, verified = true }) {
  const signUp = await authCall(authHost, "accounts:signUp", { email, password });
  let uid;
  if (signUp.ok) {
    uid = signUp.body.localId;
  } else if (signUp.message === "EMAIL_EXISTS") {
    const lookup = expectOk(await authCall(authHost, "accounts:lookup", { email: [email] }, { admin: true }), `looking up ${email}`);
    uid = lookup.users?.[0]?.localId;
    if (!uid) throw new Error(`Auth emulator: ${email} exists but cannot be looked up`);
  } else {
    throw new Error(`Auth emulator: signing up ${email} failed: ${signUp.message}`);
  }
  const update = { localId: uid, emailVerified: verified, disableUser: false, ...(signUp.ok ? {} : { password }) };
  expectOk(await authCall(authHost, "accounts:update", update, { admin: true }), `updating ${email}`);
  return { uid, email: email.toLowerCase(), created: signUp.ok };
}

/**
 * Signs in as the browser's firebase/auth would, and returns the emulator's (unsigned) ID token.
 * @param {{ authHost: string, email: string, password: string }} options
 * @returns {Promise<{ idToken: string, uid: string }>}
 */
export async function signInWithPassword({ authHost, email, password }) {
  const body = expectOk(await authCall(authHost, "accounts:signInWithPassword", { email, password, returnSecureToken: true }), `signing in as ${email}`);
  return { idToken: body.idToken, uid: body.localId };
}

/**
 * The project's own modules (TypeScript, `~/` imports), loaded on first use: only Node runs these.
 * @param {string} specifier relative to this file
 */
async function importProjectModule(specifier) {
  const { tsImport } = await import("tsx/esm/api");
  const { fileURLToPath } = await import("node:url");
  // tsx resolves the `~/` alias of the project's tsconfig.json, whatever the working directory.
  const tsconfig = fileURLToPath(new URL("../../tsconfig.json", import.meta.url));
  return tsImport(specifier, { parentURL: import.meta.url, tsconfig });
}

/**
 * Checks a grant as the studio's users page would: the email becomes the lowercase document id.
 * @param {{ email: unknown, role: unknown, active?: unknown }} input
 * @returns {Promise<{ ok: true, value: { email: string, role: "editor" | "admin", active: boolean } } | { ok: false, problems: string[] }>}
 */
export async function parseStudioGrant({ email, role, active = true }) {
  const v = await import("valibot");
  const { StudioEmail, StudioRole } = await importProjectModule("../../app/schemas/studio-user.ts");
  const result = v.safeParse(v.object({ email: StudioEmail, role: StudioRole, active: v.boolean("active is true or false") }), { email, role, active });
  if (result.success) return { ok: true, value: result.output };
  return { ok: false, problems: result.issues.map((issue) => `${issue.path?.[0]?.key ?? "input"}: ${issue.message}`) };
}

/**
 * Gives `email` a studio role: writes StudioUsers/{lowercased email, `%` and `/` escaped} = { email, role, active,
 * createdAt }, keeping createdAt (and noting updatedAt, updatedBy) when the document exists. In the
 * Firestore emulator at `emulatorHost`, or a real project with a service account's JSON key.
 * @param {{ emulatorHost?: string, serviceAccountJson?: string, projectId: string, email: string, role: "editor" | "admin", active?: boolean, by?: string }} options
 * @returns {Promise<{ email: string, role: "editor" | "admin", active: boolean, created: boolean }>}
 */
export async function grantStudioRole({ emulatorHost, serviceAccountJson, projectId, email, role, active = true, by }) {
  if (!emulatorHost && !serviceAccountJson) throw new Error("grantStudioRole needs an emulatorHost or a serviceAccountJson");
  const grant = await parseStudioGrant({ email, role, active });
  if (!grant.ok) throw new Error(`Cannot grant a studio role: ${grant.problems.join("; ")}`);
  const { createFirestoreClient } = await importProjectModule("../../app/firestore/client.server.ts");
  const firestore = createFirestoreClient({ projectId, emulatorHost, serviceAccountJson, deadlineMs: 20_000 });
  const { studioUserDocumentId } = await importProjectModule("../../app/schemas/studio-user.ts");
  const path = `StudioUsers/${studioUserDocumentId(grant.value.email)}`;
  const existing = await firestore.getDocument(path);
  const createdAt = existing?.fields?.createdAt?.timestampValue;
  const now = new Date();
  await firestore.writeDocument(path, {
    ...grant.value,
    createdAt: createdAt ? new Date(createdAt) : now,
    ...(existing ? { updatedAt: now } : {}),
    ...(existing && by ? { updatedBy: by } : {}),
  });
  return { ...grant.value, created: !existing };
}

/**
 * The demo admin and editor: verified Auth emulator accounts with StudioUsers documents.
 * @param {{ authHost: string, firestoreHost: string, projectId: string }} options
 */
export async function createDemoStudioAccounts({ authHost, firestoreHost, projectId }) {
  for (const account of DEMO_STUDIO_ACCOUNTS) {
    await createAuthUser({ authHost, email: account.email, password: account.password });
    await grantStudioRole({ emulatorHost: firestoreHost, projectId, email: account.email, role: account.role });
  }
  return DEMO_STUDIO_ACCOUNTS;
}

/**
 * Signs the demo editor in on a running site's sign-in form (its plain post, as without
 * JavaScript) and returns the session's `Cookie` header, for the bench's studio figures.
 * @param {string} origin
 */
export async function signInDemoEditor(origin) {
  const editor = DEMO_STUDIO_ACCOUNTS.find((account) => account.role === "editor");
  const response = await fetch(`${origin}/studio/sign-in`, {
    method: "POST",
    redirect: "manual",
    headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: origin },
    body: new URLSearchParams({ email: editor.email, password: editor.password }),
  });
  const cookie = response.headers.getSetCookie().map((header) => header.split(";")[0]).find((pair) => /studio_session=/.test(pair));
  if (!cookie) throw new Error(`Signing in as ${editor.email} gave no session (status ${response.status})`);
  return cookie;
}
