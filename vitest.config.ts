import { cloudflareTest } from "@cloudflare/vitest-pool-workers";
import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";
import { freePort } from "./scripts/lib/ports.mjs";

/**
 * Worker integration tests: run inside workerd against the built worker (build/index.js) and a
 * real Firestore emulator that tests/worker/global-setup.ts starts on this port, seeds and stops.
 * The worker reaches the emulator through a proxy that tests can make misbehave (fault-proxy.ts).
 */
export default defineConfig(async () => {
  process.env.WORKER_TEST_FIRESTORE_PORT ??= String(await freePort());
  process.env.WORKER_TEST_PROXY_PORT ??= String(await freePort());
  const proxyHost = `127.0.0.1:${process.env.WORKER_TEST_PROXY_PORT}`;
  return {
    resolve: {
      alias: {
        "~build/worker": fileURLToPath(new URL("./build/index.js", import.meta.url)),
        "~": fileURLToPath(new URL("./app", import.meta.url)),
      },
    },
    plugins: [
      cloudflareTest({
        main: "./build/index.js",
        wrangler: { configPath: "./wrangler.toml" },
        miniflare: {
          bindings: {
            ENVIRONMENT: "development",
            FIRESTORE_EMULATOR_HOST: proxyHost,
            PURGE_TOKEN: "worker-test-purge-token",
            FIRESTORE_DEADLINE_MS: "4000",
            CONSENT_COOKIE_SECRETS: "worker-test-consent-secret-new,worker-test-consent-secret-old",
            ANALYTICS_MEASUREMENT_ID: "G-TEST12345",
          },
        },
      }),
    ],
    test: {
      include: ["tests/worker/**/*.test.ts"],
      globalSetup: ["tests/worker/global-setup.ts"],
      testTimeout: 20_000,
      hookTimeout: 60_000,
    },
  };
});
