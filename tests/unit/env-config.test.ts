import { describe, expect, it } from "vitest";
import { ConfigError, readConfig, type Env } from "~/worker/env.server";

const bindings = { CONTENT_META: {}, FORM_RATE_LIMITER: {}, PURGE_RATE_LIMITER: {} } as unknown as Env;
const serviceAccount = JSON.stringify({ client_email: "site@example.iam.gserviceaccount.com", private_key: "x" });
const base = { FIRESTORE_PROJECT_ID: "colour-studio", CONSENT_COOKIE_SECRETS: "a-consent-secret-of-some-length" };

describe("readConfig", () => {
  it("refuses the emulator outside local development", () => {
    expect(() => readConfig({ ...base, ...bindings, FIRESTORE_EMULATOR_HOST: "127.0.0.1:8080" })).toThrow(ConfigError);
    expect(() => readConfig({ ...base, ...bindings, ENVIRONMENT: "production", FIRESTORE_EMULATOR_HOST: "127.0.0.1:8080" })).toThrow(
      /FIRESTORE_EMULATOR_HOST/,
    );
  });

  it("allows the emulator in local development, without the production bindings", () => {
    const config = readConfig({ ...base, ENVIRONMENT: "development", FIRESTORE_EMULATOR_HOST: "127.0.0.1:8080" });
    expect(config.development).toBe(true);
    expect(config.firestore.emulatorHost).toBe("127.0.0.1:8080");
  });

  it("names every binding production is missing", () => {
    expect(() => readConfig({ ...base, FIRESTORE_SERVICE_ACCOUNT: serviceAccount, CONTENT_META: bindings.CONTENT_META })).toThrow(
      /FORM_RATE_LIMITER, PURGE_RATE_LIMITER/,
    );
  });

  it("runs production with its credentials and bindings", () => {
    const config = readConfig({ ...base, ...bindings, FIRESTORE_SERVICE_ACCOUNT: serviceAccount });
    expect(config.development).toBe(false);
    expect(config.firestore.serviceAccountJson).toBe(serviceAccount);
  });

  it("takes only production or development as ENVIRONMENT", () => {
    expect(() => readConfig({ ...base, ...bindings, ENVIRONMENT: "staging", FIRESTORE_SERVICE_ACCOUNT: serviceAccount })).toThrow(/ENVIRONMENT/);
  });
});
