import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { pickReferenceAsset } from "../../../../scripts/lib/reference-asset.mjs";

// The bench holds each cached page against the built file nearest the pages' median size: a
// static file costs the same whatever its size, a rewritten page does not.

let dir: string | undefined;
afterEach(() => {
  if (dir) rmSync(dir, { recursive: true, force: true });
  dir = undefined;
});

function publicDirWith(files: Record<string, number>) {
  dir = mkdtempSync(path.join(tmpdir(), "reference-asset-"));
  for (const [name, size] of Object.entries(files)) {
    const file = path.join(dir, name);
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, Buffer.alloc(size, 97));
  }
  return dir;
}

describe("pickReferenceAsset", () => {
  it("picks the built file whose size is nearest the target, as a URL path under /build", () => {
    const publicDir = publicDirWith({
      "favicon.svg": 65_000,
      "build/root-A.js": 18_000,
      "build/manifest-B.js": 37_000,
      "build/_shared/chunk-C.js": 265_000,
    });
    expect(pickReferenceAsset(publicDir, 69_000)).toEqual({ path: "/build/manifest-B.js", bytes: 37_000 });
    expect(pickReferenceAsset(publicDir, 200_000)).toEqual({ path: "/build/_shared/chunk-C.js", bytes: 265_000 });
  });

  it("gives null when nothing is built", () => {
    expect(pickReferenceAsset(publicDirWith({ "favicon.svg": 242 }), 69_000)).toBeNull();
  });
});
