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
  debugToken?: string;
  siteUrl: string;
  /** Signs the consent cookie; several allow rotation (the first signs, all verify). */
  consentSecrets: string[];
  /** GA4 measurement id; analytics loads only after the visitor accepts cookies, and never without an id. */
  analyticsMeasurementId?: string;
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
const REQUIRED_IN_PRODUCTION = ["CONTENT_META", "FORM_RATE_LIMITER", "PURGE_RATE_LIMITER"] as const;

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
    debugToken: e.DEBUG_TOKEN,
    siteUrl: e.SITE_URL.replace(/\/$/, ""),
    consentSecrets: e.CONSENT_COOKIE_SECRETS,
    analyticsMeasurementId: e.ANALYTICS_MEASUREMENT_ID || undefined,
  };
  parsed.set(env, config);
  return config;
}
