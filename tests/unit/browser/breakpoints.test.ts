import { readdirSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { BREAKPOINTS } from "~/browser/breakpoints";

const STYLES = fileURLToPath(new URL("../../../app/styles", import.meta.url));
const NAMES = new Map(Object.entries(BREAKPOINTS).map(([name, width]) => [width, name]));

/** Every width a stylesheet's @media rule tests, with the name written after it. */
function mediaWidths() {
  return readdirSync(STYLES)
    .filter((file) => file.endsWith(".css"))
    .flatMap((file) =>
      [...readFileSync(`${STYLES}/${file}`, "utf8").matchAll(/@media[^{]*\((min|max)-width:\s*([^)]+)\)([^{]*)\{/g)].map(([, side, width, rest]) => ({
        file,
        side: side as "min" | "max",
        width: width!.trim(),
        comment: /\/\*\s*(.+?)\s*\*\//.exec(rest ?? "")?.[1] ?? "",
      })),
    );
}

describe("breakpoints", () => {
  it("the stylesheets test only the named widths, each named beside it (a max-width 0.02px below its breakpoint)", () => {
    const rules = mediaWidths();
    expect(rules.length).toBeGreaterThan(10);
    const wrong = rules.flatMap(({ file, side, width, comment }) => {
      const px = /^(\d+(?:\.\d+)?)px$/.exec(width)?.[1];
      const breakpoint = px === undefined ? undefined : side === "min" ? Number(px) : Number((Number(px) + 0.02).toFixed(2));
      const name = breakpoint === undefined ? undefined : NAMES.get(breakpoint as never);
      const expected = side === "min" ? name : `below ${name}`;
      return name && comment === expected ? [] : [`${file}: (${side}-width: ${width}) /* ${comment} */`];
    });
    expect(wrong).toEqual([]);
  });

  it("are few, and in order: small, medium, large, desktop (the spec's mobile ends at 1024 px)", () => {
    expect(Object.entries(BREAKPOINTS)).toEqual([
      ["small", 640],
      ["medium", 768],
      ["large", 960],
      ["desktop", 1025],
    ]);
  });
});
