import { defineConfig } from "vitest/config";

// Security rules, run in the Firestore emulator through the firebase SDK (the browser's point of view).
export default defineConfig({
  test: { include: ["tests/rules/**/*.test.ts"], environment: "node", testTimeout: 30_000, hookTimeout: 90_000 },
});
