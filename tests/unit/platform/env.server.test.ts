import { describe, expect, it } from "vitest";
import { ConfigError, readConfig, type Env } from "~/platform/env.server";

const bindings = { CONTENT_META: {}, FORM_RATE_LIMITER: {}, PURGE_RATE_LIMITER: {}, SIGNIN_RATE_LIMITER: {}, STUDIO_SAVE_RATE_LIMITER: {}, WEBHOOK_RATE_LIMITER: {} } as unknown as Env;
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

  it("refuses the Auth emulator outside local development: its unsigned tokens would let anyone in", () => {
    expect(() => readConfig({ ...base, ...bindings, FIRESTORE_SERVICE_ACCOUNT: serviceAccount, FIREBASE_AUTH_EMULATOR_HOST: "127.0.0.1:9099" })).toThrow(
      /FIREBASE_AUTH_EMULATOR_HOST/,
    );
    const local = readConfig({ ...base, ENVIRONMENT: "development", FIRESTORE_EMULATOR_HOST: "127.0.0.1:8080", FIREBASE_AUTH_EMULATOR_HOST: "127.0.0.1:9099" });
    expect(local.studio.authEmulatorHost).toBe("127.0.0.1:9099");
  });

  it("needs studio session secrets of 32 characters or more, and reads several for rotation", () => {
    const local = { ...base, ENVIRONMENT: "development", FIRESTORE_EMULATOR_HOST: "127.0.0.1:8080" };
    expect(() => readConfig({ ...local, STUDIO_SESSION_SECRETS: "too-short" })).toThrow(/32 characters/);
    const secrets = "a-studio-session-secret-of-32-chars!, an-older-session-secret-of-32-chars!";
    expect(readConfig({ ...local, STUDIO_SESSION_SECRETS: secrets }).studio.sessionSecrets).toEqual([
      "a-studio-session-secret-of-32-chars!",
      "an-older-session-secret-of-32-chars!",
    ]);
  });

  it("takes only production or development as ENVIRONMENT", () => {
    expect(() => readConfig({ ...base, ...bindings, ENVIRONMENT: "staging", FIRESTORE_SERVICE_ACCOUNT: serviceAccount })).toThrow(/ENVIRONMENT/);
  });
});
