import * as v from "valibot";

const Seconds = v.pipe(v.string(), v.toNumber(), v.integer(), v.minValue(0));

/** What the worker reads from wrangler's [vars], secrets and bindings. */
const EnvSchema = v.object({
  /** "development" only where `npm start` or the tests run the worker; anything else is production. */
  ENVIRONMENT: v.optional(v.picklist(["production", "development"], 'ENVIRONMENT is "production" or "development"'), "production"),
  FIRESTORE_PROJECT_ID: v.pipe(v.string(), v.minLength(1)),
  FIRESTORE_EMULATOR_HOST: v.optional(v.pipe(v.string(), v.minLength(1))),
  FIRESTORE_SERVICE_ACCOUNT: v.optional(v.pipe(v.string(), v.minLength(1))),
  FIRESTORE_DEADLINE_MS: v.optional(Seconds, "2500"),
  CACHE_FRESH_SECONDS: v.optional(Seconds, "60"),
  CACHE_STALE_SECONDS: v.optional(Seconds, "3600"),
  CACHE_STALE_IF_ERROR_SECONDS: v.optional(Seconds, "86400"),
  CONTENT_VERSION: v.optional(v.pipe(v.string(), v.minLength(1)), "1"),
  PURGE_TOKEN: v.optional(v.pipe(v.string(), v.minLength(16))),
  /**
   * The zone whose edge cache holds the pages, and an API token allowed to purge it: with both, a
   * purge also empties the cache everywhere at once, where the KV purge mark takes up to a minute.
   */
  CLOUDFLARE_ZONE_ID: v.optional(v.pipe(v.string(), v.regex(/^[0-9a-f]{32}$/, "CLOUDFLARE_ZONE_ID is a 32-character hex id"))),
  CLOUDFLARE_PURGE_API_TOKEN: v.optional(v.pipe(v.string(), v.minLength(20))),
  /** Sent as `X-Debug-Token`, it shows `Server-Timing` on a production response. */
  DEBUG_TOKEN: v.optional(v.pipe(v.string(), v.minLength(16))),
  SITE_URL: v.optional(v.pipe(v.string(), v.url()), "http://127.0.0.1:8787"),
  CONSENT_COOKIE_SECRETS: v.pipe(
    v.string("Set the CONSENT_COOKIE_SECRETS secret (comma-separated; the first one signs)"),
    v.transform((value) => value.split(",").map((secret) => secret.trim()).filter(Boolean)),
    v.minLength(1, "CONSENT_COOKIE_SECRETS holds no secret"),
    v.check((secrets) => secrets.every((secret) => secret.length >= 16), "each consent cookie secret needs 16 characters or more"),
  ),
  ANALYTICS_MEASUREMENT_ID: v.optional(v.pipe(v.string(), v.regex(/^(G-[A-Z0-9]{4,20})?$/, "Expected a GA4 measurement id like G-ABC123"))),
  /** The Firebase Authentication emulator ("127.0.0.1:9099"): its unsigned ID tokens are accepted, so local development only. */
  FIREBASE_AUTH_EMULATOR_HOST: v.optional(v.pipe(v.string(), v.minLength(1))),
  /** The Firebase project whose users sign in to the studio; FIRESTORE_PROJECT_ID unless set. */
  FIREBASE_PROJECT_ID: v.optional(v.pipe(v.string(), v.minLength(1))),
  /**
   * The worker's own Firebase web API key (a secret): it signs passwords in with it, so it never
   * reaches a browser. Whoever held it could guess passwords at Identity Toolkit without the
   * worker's limits.
   */
  FIREBASE_API_KEY: v.optional(v.pipe(v.string(), v.minLength(1))),
  /** With FIREBASE_BROWSER_API_KEY, the sign-in page also offers Google ("colour-studio.firebaseapp.com"). */
  FIREBASE_AUTH_DOMAIN: v.optional(v.pipe(v.string(), v.minLength(1))),
  /**
   * The key the sign-in page gives firebase/auth for Google sign-in: a second key, restricted in
   * Google Cloud to the methods Google sign-in calls (README, deploying), never FIREBASE_API_KEY.
   */
  FIREBASE_BROWSER_API_KEY: v.optional(v.pipe(v.string(), v.minLength(1))),
  /** The least time a failed studio sign-in takes to answer: an unknown address and a wrong password take as long. */
  SIGN_IN_FAILURE_MS: v.optional(Seconds, "1000"),
  STUDIO_SESSION_SECRETS: v.optional(
    v.pipe(
      v.string(),
      v.transform((value) => value.split(",").map((secret) => secret.trim()).filter(Boolean)),
      v.minLength(1, "STUDIO_SESSION_SECRETS holds no secret"),
      v.check((secrets) => secrets.every((secret) => secret.length >= 32), "each studio session secret needs 32 characters or more"),
    ),
  ),
  /** Where a new contact message or booking request is announced, and who sends it (an address of the zone's Email Routing). */
  STUDIO_NOTIFY_EMAIL: v.optional(v.pipe(v.string(), v.email("STUDIO_NOTIFY_EMAIL is an email address"))),
  STUDIO_EMAIL_FROM: v.optional(v.pipe(v.string(), v.email("STUDIO_EMAIL_FROM is an email address"))),
  /** The studio's own calendar, a private iCalendar address (a secret): its events block times (app/studio/calendar/import.server.ts). */
  STUDIO_CALENDAR_ICS_URL: v.optional(v.pipe(v.string(), v.url("STUDIO_CALENDAR_ICS_URL is an address"))),
  /** Mollie's API key (a secret): `test_…` for the test profile, `live_…` for the live one. Without it, nothing is sold online. */
  MOLLIE_API_KEY: v.optional(v.pipe(v.string(), v.regex(/^(test|live)_\w{20,}$/, "MOLLIE_API_KEY is a Mollie API key (test_… or live_…)"))),
  /** Where Mollie's API is: the local simulator in development; api.mollie.com otherwise. */
  MOLLIE_API_URL: v.optional(v.pipe(v.string(), v.url("MOLLIE_API_URL is an address"))),
});

export type AppConfig = {
  /** Local development (npm start, the tests): the emulator and Server-Timing are allowed. */
  development: boolean;
  firestore: {
    projectId: string;
    emulatorHost?: string;
    serviceAccountJson?: string;
    deadlineMs: number;
  };
  cache: { freshSeconds: number; staleSeconds: number; staleIfErrorSeconds: number; contentVersion: string };
  purgeToken?: string;
  /** Both set: a purge also empties the zone's edge cache through Cloudflare's API. */
  zonePurge?: { zoneId: string; apiToken: string };
  debugToken?: string;
  siteUrl: string;
  /** Signs the consent cookie; several allow rotation (the first signs, all verify). */
  consentSecrets: string[];
  /** GA4 measurement id; analytics loads only after the visitor accepts cookies, and never without an id. */
  analyticsMeasurementId?: string;
  /** Online payments (Mollie); absent without an API key, and then deposits and vouchers are not sold online. */
  payments?: { apiKey: string; apiUrl?: string };
  studio: {
    /** The Firebase project that issues the ID tokens (their audience). */
    authProjectId: string;
    /** Set only in local development: the Auth emulator's unsigned ID tokens are then accepted. */
    authEmulatorHost?: string;
    firebaseApiKey?: string;
    /** The key the sign-in page hands firebase/auth; set only when Google sign-in is offered. */
    firebaseBrowserApiKey?: string;
    firebaseAuthDomain?: string;
    /** A failed password sign-in answers no sooner than this (ms after it arrived). */
    signInFailureMs: number;
    /** Signs the studio's session cookie (the first signs, all verify); without it nobody can sign in. */
    sessionSecrets: string[];
    notifyEmail?: string;
    emailFrom?: string;
  };
};

/**
 * Bindings, variables and secrets of the worker. `WorkerBindings` is what `npm run typegen`
 * (`wrangler types`) generates from wrangler.toml into worker-configuration.d.ts; the secrets
 * that only `wrangler secret put` or .dev.vars provide are the names EnvSchema reads. Any of them
 * may be missing at run time: readConfig says which are required, and where.
 */
export type Env = Partial<WorkerBindings & Record<keyof v.InferInput<typeof EnvSchema>, string>>;

export type RateLimiter = RateLimit;

/** Bindings production cannot do without: a missing one is a configuration error, never an open door. */
const REQUIRED_IN_PRODUCTION = ["CONTENT_META", "FORM_RATE_LIMITER", "PURGE_RATE_LIMITER", "SIGNIN_RATE_LIMITER", "STUDIO_SAVE_RATE_LIMITER", "WEBHOOK_RATE_LIMITER"] as const;

export class ConfigError extends Error {}

const parsed = new WeakMap<object, AppConfig>();

export function readConfig(env: Env): AppConfig {
  const cached = parsed.get(env);
  if (cached) return cached;
  const result = v.safeParse(EnvSchema, env);
  if (!result.success) {
    const problems = result.issues.map((issue) => `${v.getDotPath(issue) ?? "env"}: ${issue.message}`);
    throw new ConfigError(`Invalid worker configuration: ${problems.join("; ")}`);
  }
  const e = result.output;
  const development = e.ENVIRONMENT === "development";
  if (!development) {
    // The emulator is spoken to over plain http as its administrator: never in production.
    if (e.FIRESTORE_EMULATOR_HOST) {
      throw new ConfigError("FIRESTORE_EMULATOR_HOST is set outside local development (ENVIRONMENT=development); remove it.");
    }
    // Its ID tokens are unsigned: accepting them in production would let anyone sign in as anyone.
    if (e.FIREBASE_AUTH_EMULATOR_HOST) {
      throw new ConfigError("FIREBASE_AUTH_EMULATOR_HOST is set outside local development (ENVIRONMENT=development); remove it.");
    }
    // A key sent anywhere but Mollie would be a key given away.
    if (e.MOLLIE_API_URL && !e.MOLLIE_API_URL.startsWith("https://api.mollie.com/")) {
      throw new ConfigError("MOLLIE_API_URL points away from api.mollie.com outside local development (ENVIRONMENT=development); remove it.");
    }
    const missing = REQUIRED_IN_PRODUCTION.filter((binding) => !env[binding]);
    if (missing.length) throw new ConfigError(`Bind ${missing.join(", ")} in wrangler.toml (required in production).`);
  }
  if (!e.FIRESTORE_EMULATOR_HOST && !e.FIRESTORE_SERVICE_ACCOUNT) {
    throw new ConfigError("Set FIRESTORE_EMULATOR_HOST (local) or the FIRESTORE_SERVICE_ACCOUNT secret (production).");
  }
  const config: AppConfig = {
    development,
    firestore: {
      projectId: e.FIRESTORE_PROJECT_ID,
      emulatorHost: e.FIRESTORE_EMULATOR_HOST,
      serviceAccountJson: e.FIRESTORE_EMULATOR_HOST ? undefined : e.FIRESTORE_SERVICE_ACCOUNT,
      deadlineMs: e.FIRESTORE_DEADLINE_MS,
    },
    cache: {
      freshSeconds: e.CACHE_FRESH_SECONDS,
      staleSeconds: e.CACHE_STALE_SECONDS,
      staleIfErrorSeconds: e.CACHE_STALE_IF_ERROR_SECONDS,
      contentVersion: e.CONTENT_VERSION,
    },
    purgeToken: e.PURGE_TOKEN,
    zonePurge: e.CLOUDFLARE_ZONE_ID && e.CLOUDFLARE_PURGE_API_TOKEN ? { zoneId: e.CLOUDFLARE_ZONE_ID, apiToken: e.CLOUDFLARE_PURGE_API_TOKEN } : undefined,
    debugToken: e.DEBUG_TOKEN,
    siteUrl: e.SITE_URL.replace(/\/$/, ""),
    consentSecrets: e.CONSENT_COOKIE_SECRETS,
    analyticsMeasurementId: e.ANALYTICS_MEASUREMENT_ID || undefined,
    payments: e.MOLLIE_API_KEY ? { apiKey: e.MOLLIE_API_KEY, apiUrl: e.MOLLIE_API_URL } : undefined,
    studio: {
      authProjectId: e.FIREBASE_PROJECT_ID ?? e.FIRESTORE_PROJECT_ID,
      authEmulatorHost: development ? e.FIREBASE_AUTH_EMULATOR_HOST : undefined,
      firebaseApiKey: e.FIREBASE_API_KEY,
      // Google sign-in needs a key in the browser: only its own, so both or neither.
      ...(e.FIREBASE_AUTH_DOMAIN && e.FIREBASE_BROWSER_API_KEY ? { firebaseAuthDomain: e.FIREBASE_AUTH_DOMAIN, firebaseBrowserApiKey: e.FIREBASE_BROWSER_API_KEY } : {}),
      sessionSecrets: e.STUDIO_SESSION_SECRETS ?? [],
      signInFailureMs: e.SIGN_IN_FAILURE_MS,
      notifyEmail: e.STUDIO_NOTIFY_EMAIL,
      emailFrom: e.STUDIO_EMAIL_FROM,
    },
  };
  parsed.set(env, config);
  return config;
}
