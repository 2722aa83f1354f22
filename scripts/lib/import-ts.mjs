import { build } from "esbuild";
import { mkdir } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

const root = fileURLToPath(new URL("../..", import.meta.url));

/**
 * Imports a TypeScript module of the project from a Node script: esbuild bundles it (resolving
 * the `~/` alias from tsconfig.json) and leaves npm packages external.
 */
export async function importTs(entry) {
  const outdir = path.join(root, "node_modules", ".cache", "scripts");
  await mkdir(outdir, { recursive: true });
  const outfile = path.join(outdir, `${path.basename(entry, ".ts")}-${Date.now()}.mjs`);
  await build({
    entryPoints: [path.resolve(root, entry)],
    outfile,
    bundle: true,
    platform: "node",
    format: "esm",
    target: "node22",
    packages: "external",
    tsconfig: path.join(root, "tsconfig.json"),
    logLevel: "warning",
  });
  return import(pathToFileURL(outfile).href);
}
