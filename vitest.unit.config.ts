import { availableParallelism } from "node:os";
import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

// Plain unit tests: pure modules (codecs, schemas, policies, data), run in Node.
export default defineConfig({
  resolve: { alias: { "~": fileURLToPath(new URL("./app", import.meta.url)) } },
  test: {
    include: ["tests/unit/**/*.test.ts"],
    environment: "node",
    // A test file per core (Vitest's default leaves one core to itself: one at a time on two cores).
    maxWorkers: availableParallelism(),
  },
});
