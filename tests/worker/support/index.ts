import { createExecutionContext, createScheduledController, env, waitOnExecutionContext } from "cloudflare:test";
import { expect, inject } from "vitest";
import type { Env, RateLimiter } from "~/platform/env.server";
import { createFirestoreClient } from "~/firestore/client.server";
import { seedFirestore } from "../../../scripts/seed/write";
import { createAuthUser, signInWithPassword } from "../../../scripts/lib/studio-accounts.mjs";
// The built worker, the same bundle wrangler serves (aliased in vitest.config.ts).
import { DEMO_COVER_PREFIX } from "./fixture-paths";
import worker from "~build/worker";

export const emulatorHost = () => inject("firestoreEmulatorHost");
/** The Auth emulator the worker trusts (its FIREBASE_AUTH_EMULATOR_HOST). */
export const authEmulatorHost = () => inject("authEmulatorHost");

/**
 * A fresh ID token for `email` from the real Auth emulator, as the sign-in page would post it:
 * the account is made (or its password set) with a verified email, then signed in with the password.
 * Its audience is the project of wrangler.toml (the emulator's), which the worker checks it against.
 */
export async function authEmulatorUser(email: string, password: string): Promise<string> {
  const authHost = authEmulatorHost();
  await createAuthUser({ authHost, email, password, verified: true });
  const { idToken } = await signInWithPassword({ authHost, email, password });
  return idToken;
}

/**
 * The rate limiters of wrangler.toml, each a count per key that lives as long as the runtime:
 * every binding named `*_RATE_LIMITER`, so a limiter added there is scoped here without a word.
 */
const rateLimiterNames = (all: Env) => Object.keys(all).filter((name) => name.endsWith("_RATE_LIMITER")) as (keyof Env)[];
const fileScoped = new Map<string, Partial<Env>>();

/**
 * The bindings that keep state in the runtime, as this test file alone would see them: each rate
 * limiter's keys and each KV key (the purge marks) prefixed with the file's path. The files of
 * one Vitest worker share one runtime (`isolate: false`, vitest.config.ts), and several use the
 * same client addresses, exhaust a limit on purpose or purge every page; without this, one file's
 * sixth form post could be another's 429, or its purge another's cache miss, depending on which
 * files ran together. (Firestore needs nothing: each file that changes it has projects of its own.)
 */
function fileBindings(): Partial<Env> {
  const file = expect.getState().testPath;
  if (!file) throw new Error("the worker was called outside a test file's run: its rate limits and KV would be shared");
  let bindings = fileScoped.get(file);
  if (!bindings) {
    const all = env as Env;
    const limiter = (base: RateLimiter): RateLimiter => ({ limit: ({ key }) => base.limit({ key: `${file}|${key}` }) });
    const kv = all.CONTENT_META!;
    const scopedKv = {
      get: (key: string, options?: KVNamespaceGetOptions<"text">) => kv.get(`${file}|${key}`, options),
      put: (key: string, value: string, options?: KVNamespacePutOptions) => kv.put(`${file}|${key}`, value, options),
    } as unknown as KVNamespace;
    bindings = { ...Object.fromEntries(rateLimiterNames(all).map((name) => [name, limiter(all[name] as RateLimiter)])), CONTENT_META: scopedKv };
    fileScoped.set(file, bindings);
  }
  return bindings;
}

/** The worker's bindings and vars for a call from this test file, with `overrides`. */
export function workerEnv(overrides: Partial<Env> = {}): Env {
  return { ...(env as Env), ...fileBindings(), ...overrides };
}

/** Calls the built worker with some configuration changed, as a deploy with other vars would. */
export async function callWorker(path: string, overrides: Partial<Env> = {}, init?: RequestInit): Promise<Response> {
  const ctx = createExecutionContext();
  const handler = worker as ExportedHandler<Env>;
  const response = await handler.fetch!(new Request(`https://example.com${path}`, init) as Request<unknown, IncomingRequestCfProperties>, workerEnv(overrides), ctx);
  await waitOnExecutionContext(ctx);
  return response;
}

/** The five-minute Cron Trigger of wrangler.toml (the nightly one is RETENTION_CRON). */
export const FIVE_MINUTE_CRON = "*/5 * * * *";

/** Runs the worker's Cron Trigger `cron` as if it fired at `at`, with some configuration changed, and waits for all its work. */
export async function runScheduled(cron: string, at: Date | number, overrides: Partial<Env> = {}): Promise<void> {
  const controller = createScheduledController({ scheduledTime: new Date(at), cron });
  const ctx = createExecutionContext();
  try {
    await (worker as ExportedHandler<Env>).scheduled!(controller, workerEnv(overrides), ctx);
  } finally {
    await waitOnExecutionContext(ctx);
  }
}

/** A Firestore project of its own in the emulator, seeded with the demo content, for tests that change content. */
export async function seededProject(name: string) {
  const projectId = `demo-${name}-${crypto.randomUUID().slice(0, 8)}`;
  await seedFirestore({ projectId, emulatorHost: emulatorHost() }, { photos: inject("demoPhotoDocuments") });
  const firestore = createFirestoreClient({ projectId, emulatorHost: emulatorHost(), deadlineMs: 5000 });
  return { projectId, firestore };
}

/**
 * Puts the demo covers into R2 under photos/{id}, as `npm start` does locally: the bucket starts
 * empty in each run. Returns the keys put.
 */
export async function putDemoCovers(bucket: R2Bucket): Promise<string[]> {
  const base = inject("fixtureFilesUrl");
  const files = (await (await fetch(`${base}/`)).json()) as Array<{ path: string; contentType: string }>;
  const list = files.filter(({ path }) => path.startsWith(DEMO_COVER_PREFIX)).map(({ path, contentType }) => ({ key: path, contentType }));
  await Promise.all(
    list.map(async ({ key, contentType }) => {
      const response = await fetch(`${base}/${encodeURIComponent(key)}`);
      if (!response.ok) throw new Error(`demo cover ${key}: ${response.status}`);
      await bucket.put(key, await response.arrayBuffer(), { httpMetadata: { contentType } });
    }),
  );
  return list.map(({ key }) => key);
}

/**
 * Waits, when needed, until a burst of requests fits in one rate-limit window: Miniflare's windows
 * are aligned to the clock (a 60 s limit resets at every whole minute), so a burst that straddles
 * a minute would be counted in two windows.
 */
export async function inOneRateWindow(burstMs = 10_000) {
  const intoWindow = Date.now() % 60_000;
  if (intoWindow > 60_000 - burstMs) await new Promise((resolve) => setTimeout(resolve, 60_000 - intoWindow + 100));
}

/**
 * A form post from the site's own page, as a browser sends it: same origin (the worker's CSRF
 * check passes), from client address `ip`, with `cookie` if given.
 */
export function sameSitePost(fields: Record<string, string>, { ip, cookie, headers = {} }: { ip: string; cookie?: string; headers?: Record<string, string> }): RequestInit {
  return {
    method: "POST",
    body: new URLSearchParams(fields),
    headers: {
      "Content-Type": "application/x-www-form-urlencoded",
      Origin: "https://example.com",
      Host: "example.com",
      "CF-Connecting-IP": ip,
      ...(cookie ? { Cookie: cookie } : {}),
      ...headers,
    },
  };
}

/**
 * A link to `href` that shows `html` (as the page writes it, entities escaped), whatever other
 * attributes the framework puts after the address (React Router's `data-discover`).
 */
export function linkPattern(href: string, html: string): RegExp {
  const literal = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  return new RegExp(`href="${literal(href)}"[^>]*>${literal(html)}</a>`);
}
