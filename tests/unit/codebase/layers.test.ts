// The app's folders are layers that import only downwards (docs/decisions/024-layers-and-collections.md):
// a module may import its own layer and those below it, never one above.
import { readdirSync, readFileSync, statSync } from "node:fs";
import { dirname, join, relative, sep } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const APP = fileURLToPath(new URL("../../../app", import.meta.url));

/** Each folder's layer: 0 is the platform, which imports nothing of the app; the worker pipeline is on top. */
const LAYERS: Record<string, number> = {
  platform: 0,
  schemas: 1,
  browser: 1,
  data: 2,
  site: 3,
  firestore: 3,
  timetable: 4,
  color: 4,
  email: 4,
  models: 5,
  forms: 6,
  payments: 6,
  booking: 7,
  analysis: 7,
  "my-palette": 7,
  studio: 8,
  components: 9,
  routes: 10,
  "root.tsx": 10,
  "routes.ts": 10,
  worker: 11,
  "entry.server.tsx": 11,
  "entry.client.tsx": 11,
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
  const specifiers = [...source.matchAll(/(?:import|export)\s[^'";]*?from\s+["']([^"']+)["']|import\(\s*["']([^"']+)["']\s*\)|import\s+["']([^"']+)["']/g)].map((match) => match[1] ?? match[2] ?? match[3]!);
  return specifiers.flatMap((specifier) => {
    if (specifier.startsWith("~/")) return [join(APP, specifier.slice(2))];
    if (specifier.startsWith(".")) return [join(dirname(file), specifier)];
    return [];
  });
}

/** The strongly connected groups of more than one module, or a module importing itself (Tarjan). */
function circlesOf(edges: ReadonlyMap<string, readonly string[]>): string[][] {
  const index = new Map<string, number>();
  const lowest = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const circles: string[][] = [];
  const visit = (node: string) => {
    index.set(node, index.size);
    lowest.set(node, index.get(node)!);
    stack.push(node);
    onStack.add(node);
    for (const next of edges.get(node) ?? []) {
      if (!index.has(next)) {
        visit(next);
        lowest.set(node, Math.min(lowest.get(node)!, lowest.get(next)!));
      } else if (onStack.has(next)) lowest.set(node, Math.min(lowest.get(node)!, index.get(next)!));
    }
    if (lowest.get(node) !== index.get(node)) return;
    const group: string[] = [];
    let member: string;
    do {
      member = stack.pop()!;
      onStack.delete(member);
      group.push(member);
    } while (member !== node);
    if (group.length > 1 || edges.get(node)?.includes(node)) circles.push(group.reverse());
  };
  for (const node of edges.keys()) if (!index.has(node)) visit(node);
  return circles;
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

  it("no modules import each other in a circle, type imports included", () => {
    const known = new Set(files);
    const resolve = (target: string) => [target, `${target}.ts`, `${target}.tsx`, join(target, "index.ts"), join(target, "index.tsx")].find((path) => known.has(path));
    const edges = new Map(files.map((file) => [file, importsOf(file).flatMap((target) => resolve(target) ?? [])]));
    expect(circlesOf(edges).map((circle) => circle.map((file) => relative(APP, file)).join(" -> "))).toEqual([]);
  });

  it("only the worker pipeline and the entry modules import app/worker", () => {
    const importers = files.filter((file) => LAYERS[layerOf(file)]! < LAYERS.worker! && importsOf(file).some((target) => layerOf(target) === "worker"));
    expect(importers.map((file) => relative(APP, file))).toEqual([]);
  });
});
