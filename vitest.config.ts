import { cloudflareTest } from "@cloudflare/vitest-pool-workers";
import { availableParallelism } from "node:os";
import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";
import { BaseSequencer, type TestSpecification } from "vitest/node";
import { freePort } from "./scripts/lib/ports.mjs";

/**
 * The files that take longest (30 to 50 s each, against 1 to 10 s for most), started first: Vitest
 * orders a fresh clone's files by size, which left the longest to run alone at the end while the
 * other core idled (links.test.ts: its last 47 s).
 */
const LONGEST_FIRST = ["links", "private-routes", "payments", "studio-journal", "bad-input", "security-review", "page-cache", "studio-accounts", "studio-sessions"];

class LongestFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const rank = (file: TestSpecification) => {
      const index = LONGEST_FIRST.findIndex((name) => file.moduleId.endsWith(`/${name}.test.ts`));
      return index === -1 ? LONGEST_FIRST.length : index;
    };
    return (await super.sort(files)).sort((a, b) => rank(a) - rank(b));
  }
}

/**
 * Worker integration tests: run inside workerd against the built worker (build/server/index.js), a real
 * Firestore emulator, a real Auth emulator and the Mollie simulator that tests/worker/support/global-setup.ts
 * starts on these ports (seeding the first) and stops.
 * The worker reaches the emulator through a proxy that tests can make misbehave (fault-proxy.ts).
 */
export default defineConfig(async () => {
  process.env.WORKER_TEST_FIRESTORE_PORT ??= String(await freePort());
  process.env.WORKER_TEST_PROXY_PORT ??= String(await freePort());
  process.env.WORKER_TEST_AUTH_PORT ??= String(await freePort());
  process.env.WORKER_TEST_MOLLIE_PORT ??= String(await freePort());
  const proxyHost = `127.0.0.1:${process.env.WORKER_TEST_PROXY_PORT}`;
  return {
    resolve: {
      alias: {
        "~build/worker": fileURLToPath(new URL("./build/server/index.js", import.meta.url)),
        "~": fileURLToPath(new URL("./app", import.meta.url)),
      },
    },
    plugins: [
      cloudflareTest({
        main: "./build/server/index.js",
        // The configuration `vite build` wrote beside the worker: wrangler.toml with the build's paths.
        wrangler: { configPath: "./build/server/wrangler.json" },
        miniflare: {
          bindings: {
            ENVIRONMENT: "development",
            FIRESTORE_EMULATOR_HOST: proxyHost,
            PURGE_TOKEN: "worker-test-purge-token",
            FIRESTORE_DEADLINE_MS: "4000",
            CONSENT_COOKIE_SECRETS: "worker-test-consent-secret-new,worker-test-consent-secret-old",
            ANALYTICS_MEASUREMENT_ID: "G-TEST12345",
            // The studio: global-setup.ts starts the Auth emulator on this port; its tokens are accepted
            // because ENVIRONMENT is development.
            FIREBASE_AUTH_EMULATOR_HOST: `127.0.0.1:${process.env.WORKER_TEST_AUTH_PORT}`,
            FIREBASE_API_KEY: "worker-test-api-key",
            // Failed sign-ins answer at once here; studio-accounts.test.ts checks the real delay with its own setting.
            SIGN_IN_FAILURE_MS: "0",
            // Tests point FIRESTORE_PROJECT_ID at projects of their own; the Auth emulator serves this one.
            FIREBASE_PROJECT_ID: "demo-colour-studio",
            STUDIO_SESSION_SECRETS: "worker-test-studio-session-secret-new-0123,worker-test-studio-session-secret-old-0123",
            // The studio's email: STUDIO_EMAIL's destination_address in wrangler.toml, which the binding enforces.
            STUDIO_NOTIFY_EMAIL: "studio@plumandlinen.example",
            STUDIO_EMAIL_FROM: "website@plumandlinen.example",
            // Payments: global-setup.ts starts the Mollie simulator on this port (scripts/lib/mollie-simulator.mjs).
            MOLLIE_API_URL: `http://127.0.0.1:${process.env.WORKER_TEST_MOLLIE_PORT}/v2`,
            MOLLIE_API_KEY: "test_workertestsimulatorkey012345678",
          },
        },
      }),
    ],
    test: {
      include: ["tests/worker/**/*.test.ts"],
      globalSetup: ["tests/worker/support/global-setup.ts"],
      testTimeout: 20_000,
      hookTimeout: 60_000,
      // A test file per core. Vitest's default leaves one core to itself, which on a two-core
      // machine ran the files one at a time: 442 s, against 303 s with two (docs/decisions/028).
      maxWorkers: availableParallelism(),
      sequence: { sequencer: LongestFirst },
      // One runtime per Vitest worker, not one per file: starting a Miniflare and importing the
      // 1.9 MB worker again cost each of the 70 files about 4.6 s (463 s → 274 s for the step).
      // What the files would then share is scoped per file in tests/worker/support/index.ts
      // (`workerEnv`: the rate limiters and KV); Firestore needs nothing, each file that changes
      // it has projects of its own (docs/decisions/028).
      isolate: false,
    },
  };
});
