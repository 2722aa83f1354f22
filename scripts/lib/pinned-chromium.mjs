import { spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import { existsSync, mkdirSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { arch, platform } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";

/**
 * Debian's Chromium 150 (bookworm's own release), unpacked into .cache for the end-to-end tests
 * and the bench. Debian's security update to Chromium 156 made the same tests use a fifth more CPU
 * on the two-core machine (the page audit on a phone: 201 s of test time against 256 to 278 s; the
 * studio's page audit: 253 s against 318 s), and the end-to-end step is CPU-bound
 * (docs/decisions/028-test-time-budget.md). No upstream report of it was found. The packages are
 * fetched from Debian's archive and checked against these hashes; where that cannot be done (not
 * Linux x64, no dpkg-deb, no network, the version gone from the archive), the tests use the system
 * Chromium, slower but the same tests.
 */
const VERSION = "150.0.7871.100-1~deb12u1";
const PACKAGES = [
  { name: "chromium-common", sha256: "31326f6b71ce20a52e7bea9792bf7135d4ff802e1cdbc250960b1b46729998d2" },
  { name: "chromium", sha256: "9eb054fb52bbcd7a8c6407484be2337298ff8b1e19af14af2e7b497fa190ce4f" },
];
const ARCHIVE = "https://deb.debian.org/debian/pool/main/c/chromium";

const root = fileURLToPath(new URL("../..", import.meta.url));
const directory = path.join(root, ".cache", `chromium-${VERSION.replace("~", "_")}`);
export const PINNED_CHROMIUM_BINARY = path.join(directory, "usr", "lib", "chromium", "chromium");

/** Unpacks the pinned Chromium into .cache unless it is there; says why not when it cannot. */
export async function preparePinnedChromium() {
  if (existsSync(PINNED_CHROMIUM_BINARY)) return;
  if (platform() !== "linux" || arch() !== "x64") return;
  if (spawnSync("dpkg-deb", ["--version"], { stdio: "ignore" }).status !== 0) return;
  const partial = `${directory}.partial`;
  rmSync(partial, { recursive: true, force: true });
  mkdirSync(partial, { recursive: true });
  try {
    for (const { name, sha256 } of PACKAGES) {
      const file = `${name}_${VERSION}_amd64.deb`;
      const response = await fetch(`${ARCHIVE}/${encodeURIComponent(file)}`, { signal: AbortSignal.timeout(120_000) });
      if (!response.ok) throw new Error(`${file}: ${response.status}`);
      const bytes = Buffer.from(await response.arrayBuffer());
      const actual = createHash("sha256").update(bytes).digest("hex");
      if (actual !== sha256) throw new Error(`${file}: sha256 ${actual}, expected ${sha256}`);
      const deb = path.join(partial, file);
      writeFileSync(deb, bytes);
      const unpack = spawnSync("dpkg-deb", ["-x", deb, partial], { stdio: "inherit" });
      rmSync(deb);
      if (unpack.status !== 0) throw new Error(`dpkg-deb -x ${file} failed`);
    }
    renameSync(partial, directory);
    console.log(`Chromium ${VERSION} for the tests: ${path.relative(root, PINNED_CHROMIUM_BINARY)}`);
  } catch (error) {
    rmSync(partial, { recursive: true, force: true });
    console.warn(`The pinned Chromium could not be prepared (${error instanceof Error ? error.message : error}); the tests use the system Chromium.`);
  }
}

