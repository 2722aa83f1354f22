// The app's folders are layers that import only downwards (docs/decisions/005-folder-layout.md):
// a module may import its own layer and those below it, never one above.
import { readdirSync, readFileSync, statSync } from "node:fs";
import { dirname, join, relative, sep } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const APP = fileURLToPath(new URL("../../app", import.meta.url));

/** Each folder's layer: 0 is the platform, which imports nothing of the app; the worker pipeline is on top. */
const LAYERS: Record<string, number> = {
  platform: 0,
  schemas: 1,
  data: 1,
  color: 1,
  site: 1,
  browser: 1,
  firestore: 2,
  models: 3,
  email: 3,
  forms: 4,
  studio: 4,
  components: 5,
  routes: 6,
  "root.tsx": 6,
  "routes.ts": 6,
  worker: 7,
  "entry.server.tsx": 7,
  "entry.client.tsx": 7,
};

function modules(folder: string): string[] {
  return readdirSync(folder).flatMap((name) => {
    const path = join(folder, name);
    if (statSync(path).isDirectory()) return modules(path);
    return /\.tsx?$/.test(name) ? [path] : [];
  });
}

/** The layer a file of app/ belongs to, by its first folder (or its own name, at the top). */
function layerOf(path: string): string {
  return relative(APP, path).split(sep)[0]!;
}

/** The app modules a file imports (`~/…` and relative), as paths under app/. */
function importsOf(file: string): string[] {
  const source = readFileSync(file, "utf8");
  const specifiers = [...source.matchAll(/(?:import|export)\s[^'";]*?from\s+["']([^"']+)["']|import\(\s*["']([^"']+)["']\s*\)/g)].map((match) => match[1] ?? match[2]!);
  return specifiers.flatMap((specifier) => {
    if (specifier.startsWith("~/")) return [join(APP, specifier.slice(2))];
    if (specifier.startsWith(".")) return [join(dirname(file), specifier)];
    return [];
  });
}

describe("the app's layers", () => {
  const files = modules(APP);

  it("every folder of app/ has a layer", () => {
    const unknown = [...new Set(files.map(layerOf))].filter((layer) => !(layer in LAYERS));
    expect(unknown).toEqual([]);
  });

  it("no module imports a layer above its own", () => {
    const upward = files.flatMap((file) =>
      importsOf(file)
        .filter((target) => LAYERS[layerOf(target)]! > LAYERS[layerOf(file)]!)
        .map((target) => `${relative(APP, file)} -> ${relative(APP, target)}`),
    );
    expect(upward).toEqual([]);
  });

  it("only the worker pipeline and the entry modules import app/worker", () => {
    const importers = files.filter((file) => LAYERS[layerOf(file)]! < LAYERS.worker! && importsOf(file).some((target) => layerOf(target) === "worker"));
    expect(importers.map((file) => relative(APP, file))).toEqual([]);
  });
});
