// No module of app/ is over 400 lines: a longer one holds more than one thing, and is split by what
// it holds (the sections of a page into files beside its route, a form's parts beside its save).
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative, sep } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const ROOT = fileURLToPath(new URL("../../../", import.meta.url));
const APP = join(ROOT, "app");
const MAX_LINES = 400;

function modules(folder: string): string[] {
  return readdirSync(folder).flatMap((name) => {
    const path = join(folder, name);
    if (statSync(path).isDirectory()) return modules(path);
    return /\.tsx?$/.test(name) ? [path] : [];
  });
}

/** Lines as `wc -l` counts them, and one more for a last line without its newline. */
function lineCount(file: string): number {
  const text = readFileSync(file, "utf8");
  const newlines = text.split("\n").length - 1;
  return text.length > 0 && !text.endsWith("\n") ? newlines + 1 : newlines;
}

describe("the size of app's files", () => {
  it(`no .ts or .tsx file in app/ is over ${MAX_LINES} lines`, () => {
    const over = modules(APP)
      .map((file) => ({ file: relative(ROOT, file).split(sep).join("/"), lines: lineCount(file) }))
      .filter(({ lines }) => lines > MAX_LINES)
      .map(({ file, lines }) => `${file}: ${lines} lines`);
    expect(over, `files of app/ over ${MAX_LINES} lines: split each by what it holds`).toEqual([]);
  });
});
