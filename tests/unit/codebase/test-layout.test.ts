// A unit test sits at its module's path (docs/decisions/015-test-layout.md): app/x/y.ts is tested by
// tests/unit/x/y.test.ts, app/x/y.server.ts by tests/unit/x/y.server.test.ts, scripts/lib/z.mjs by
// tests/unit/scripts/lib/z.test.ts. A second file for a module adds what it tests after the module's
// name (fields.linear-time.test.ts). Tests of the code as a whole live here, in codebase/.
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { dirname, join, relative, sep } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const ROOT = fileURLToPath(new URL("../../../", import.meta.url));
const UNIT = join(ROOT, "tests", "unit");
/** Folders of tests/unit that mirror no module: this one, and the helpers. */
const EXEMPT = new Set(["codebase", "support"]);
const EXTENSIONS = [".ts", ".tsx", ".mjs", ".js"];

/** A path from the repository's root, with forward slashes. */
const fromRoot = (path: string) => relative(ROOT, path).split(sep).join("/");

function filesUnder(folder: string): string[] {
  return readdirSync(folder).flatMap((name) => {
    const path = join(folder, name);
    return statSync(path).isDirectory() ? filesUnder(path) : [path];
  });
}

const unitFiles = filesUnder(UNIT).filter((file) => !EXEMPT.has(relative(UNIT, file).split(sep)[0]!));

/** tests/unit/x/y.test.ts -> app/x/y, tests/unit/scripts/lib/z.test.ts -> scripts/lib/z (without an extension). */
function modulePathOf(test: string): string {
  const [first, ...rest] = relative(UNIT, test).replace(/\.test\.ts$/, "").split(sep);
  return first === "scripts" ? join(ROOT, "scripts", ...rest) : join(ROOT, "app", first!, ...rest);
}

/** The module a test's path names: its whole base name, or a shorter one before a dot (an aspect: fields.linear-time). */
function moduleAt(path: string): string | undefined {
  const parts = path.slice(dirname(path).length + 1).split(".");
  for (let count = parts.length; count > 0; count--) {
    const base = join(dirname(path), parts.slice(0, count).join("."));
    const found = [...EXTENSIONS.map((extension) => base + extension), ...EXTENSIONS.map((extension) => join(base, `index${extension}`))].find(existsSync);
    if (found) return found;
  }
  return undefined;
}

/** Where a module's unit test sits: app/x/y.server.ts -> tests/unit/x/y.server.test.ts, scripts/lib/z.mjs -> tests/unit/scripts/lib/z.test.ts. */
function testPathOf(module: string): string {
  const path = module.replace(/^app\//, "").replace(/\/index\.[a-z]+$/, "").replace(/\.[a-z]+$/, "");
  return `tests/unit/${path}.test.ts`;
}

/** The modules of app/ and scripts/ a test imports, to say where it may belong. */
function importedModules(test: string): string[] {
  const source = readFileSync(test, "utf8");
  const specifiers = [...source.matchAll(/(?:import|export)\s[^'";]*?from\s+["']([^"']+)["']|import\(\s*["']([^"']+)["']\s*\)|import\s+["']([^"']+)["']/g)].map((match) => match[1] ?? match[2] ?? match[3]!);
  const paths = specifiers.flatMap((specifier) => {
    if (specifier.startsWith("~/")) return [join(ROOT, "app", specifier.slice(2))];
    if (specifier.startsWith(".")) return [join(dirname(test), specifier)];
    return [];
  });
  return paths
    .map((path) => (EXTENSIONS.some((extension) => path.endsWith(extension)) && existsSync(path) ? path : moduleAt(path)))
    .filter((path): path is string => path !== undefined && /^(app|scripts)\//.test(fromRoot(path)))
    .map(fromRoot);
}

describe("where the unit tests sit", () => {
  it("every unit test is at the path of a module of app/ or scripts/", () => {
    const misplaced = unitFiles
      .filter((file) => file.endsWith(".test.ts") && !moduleAt(modulePathOf(file)))
      .map((file) => {
        const imported = importedModules(file);
        return (
          `${fromRoot(file)}: no module at ${fromRoot(modulePathOf(file))}.{ts,tsx,mjs,js} (nor its index.ts), ` +
          `where this test's path says its module is` +
          (imported.length ? `; it imports ${imported.map((module) => `${module} (tested at ${testPathOf(module)})`).join(", ")}` : "")
        );
      });
    expect(misplaced, "a unit test of app/x/y.ts is tests/unit/x/y.test.ts (docs/decisions/015-test-layout.md)").toEqual([]);
  });

  it("every other file under tests/unit is a helper in support/ or a test of the code as a whole in codebase/", () => {
    const strays = unitFiles.filter((file) => !file.endsWith(".test.ts")).map(fromRoot);
    expect(strays, "vitest.unit.config.ts runs tests/unit/**/*.test.ts; helpers live in tests/unit/support/").toEqual([]);
  });
});
