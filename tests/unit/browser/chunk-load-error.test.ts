import { describe, expect, test } from "vitest";
import { isChunkLoadError, reloadOnceForChunkError } from "~/browser/chunk-load-error";

describe("chunk load errors", () => {
  test("are recognised in each browser's wording", () => {
    expect(
      isChunkLoadError(new TypeError("Failed to fetch dynamically imported module: https://x.example/build/routes/faqs-ABC.js")),
    ).toBe(true);
    expect(isChunkLoadError(new TypeError("error loading dynamically imported module: https://x.example/build/a.js"))).toBe(true);
    expect(isChunkLoadError(new TypeError("Importing a module script failed."))).toBe(true);
    expect(isChunkLoadError(Object.assign(new Error("whatever"), { name: "ChunkLoadError" }))).toBe(true);
    expect(isChunkLoadError(new Error("Loading chunk 42 failed."))).toBe(true);
    expect(isChunkLoadError(new Error("Loading CSS chunk 7 failed."))).toBe(true);
    expect(isChunkLoadError("Unable to preload CSS for /build/_assets/app.css")).toBe(true);
    expect(isChunkLoadError({ message: "Failed to fetch dynamically imported module: /build/x.js" })).toBe(true);
  });

  test("other errors are not chunk errors", () => {
    expect(isChunkLoadError(new TypeError("Failed to fetch"))).toBe(false);
    expect(isChunkLoadError(new Error("Cannot read properties of undefined"))).toBe(false);
    expect(isChunkLoadError(null)).toBe(false);
    expect(isChunkLoadError(undefined)).toBe(false);
    expect(isChunkLoadError(42)).toBe(false);
    expect(isChunkLoadError({ message: 7 })).toBe(false);
  });

  test("never reload anything on the server", () => {
    expect(reloadOnceForChunkError(new TypeError("Importing a module script failed."))).toBe(false);
  });
});
