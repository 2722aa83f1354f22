// The README's "Where things live" is the map a newcomer reads first: it names every folder of
// app/ and only files that exist, so a move that forgets it fails here.
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const ROOT = fileURLToPath(new URL("../../..", import.meta.url));
const readme = readFileSync(join(ROOT, "README.md"), "utf8");
const start = readme.indexOf("## Where things live");
const end = readme.indexOf("\n## ", start + 1);
const section = readme.slice(start, end === -1 ? undefined : end);
const map = section.slice(section.indexOf("```") + 3, section.indexOf("```", section.indexOf("```") + 3));

const folders = (dir: string): string[] =>
  readdirSync(join(ROOT, dir)).flatMap((name) => {
    const path = `${dir}/${name}`;
    return statSync(join(ROOT, path)).isDirectory() ? [path, ...folders(path)] : [];
  });

/** Every file's name in the places the map describes, for names it gives without their folder. */
const filesIn = (dir: string): string[] =>
  readdirSync(join(ROOT, dir)).flatMap((name) => (statSync(join(ROOT, dir, name)).isDirectory() ? filesIn(`${dir}/${name}`) : [name]));
const fileNames = new Set(["app", "scripts", "tests", "docs"].flatMap(filesIn));

describe("the README's map of the code", () => {
  it("is there", () => {
    expect(map.length).toBeGreaterThan(1000);
  });

  it("names every folder of app/", () => {
    const unnamed = folders("app").filter((folder) => {
      const parts = folder.split("/");
      // A top folder by its whole path; a folder inside one by its name, at the start of a line or after "; " or ", ".
      if (parts.length === 2) return !map.includes(`${folder}/`);
      return !new RegExp(`(^|\\s|/)${parts.at(-1)!.replace(/[.$[\]]/g, "\\$&")}/`, "m").test(map);
    });
    expect(unnamed).toEqual([]);
  });

  it("names only files and folders that exist", () => {
    const paths = [...map.matchAll(/(?<![\w/.-])((?:app|scripts|tests|docs)\/[\w./$[\]-]*[\w\]])/g)].map((match) => match[1]!);
    const missing = paths.filter((path) => !existsSync(join(ROOT, path)) && !(path.startsWith("docs/decisions/") && readdirSync(join(ROOT, "docs/decisions")).some((name) => name.startsWith(path.slice(15)))));
    const names = [...map.matchAll(/(?<![\w/.-])([\w.[\]$-]+\.(?:ts|tsx|mjs|css|jsonc?))\b/g)].map((match) => match[1]!);
    expect([...missing, ...names.filter((name) => !fileNames.has(name) && !existsSync(join(ROOT, name)))]).toEqual([]);
  });
});
