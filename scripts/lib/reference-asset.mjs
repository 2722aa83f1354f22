import { readdirSync, statSync } from "node:fs";
import path from "node:path";

/**
 * The static asset a cached page is held against: of the built files under `publicDir`/build
 * (served by the static-asset path, never by the worker), the one whose size is closest to
 * `targetBytes`, the pages' median raw HTML. A static file costs the same whatever its size,
 * while a page that is rewritten on a hit costs more the larger it is: comparing like sizes
 * keeps the ratio honest. Returns its URL path and size; null when nothing is built.
 * @returns {{ path: string, bytes: number } | null}
 */
export function pickReferenceAsset(publicDir, targetBytes) {
  let best = null;
  for (const file of builtFiles(path.join(publicDir, "build"))) {
    const bytes = statSync(file).size;
    if (!best || Math.abs(bytes - targetBytes) < Math.abs(best.bytes - targetBytes)) {
      best = { path: `/${path.relative(publicDir, file).split(path.sep).join("/")}`, bytes };
    }
  }
  return best;
}

function* builtFiles(dir) {
  let entries;
  try {
    entries = readdirSync(dir, { withFileTypes: true });
  } catch {
    return;
  }
  // Sorted, so that two files of one size give the same pick every run.
  for (const entry of entries.sort((a, b) => a.name.localeCompare(b.name))) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* builtFiles(full);
    else if (entry.isFile()) yield full;
  }
}
