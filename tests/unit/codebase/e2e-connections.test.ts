// The end-to-end tests reach workerd only through request contexts that open a connection per
// request (newRequestContext in tests/e2e/support/site.ts): workerd closes an idle keep-alive
// connection after 5 s, and a request Playwright sends on it just then fails with ECONNRESET.
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative, sep } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const ROOT = fileURLToPath(new URL("../../../", import.meta.url));
const E2E = join(ROOT, "tests", "e2e");
const SITE_SUPPORT = "tests/e2e/support/site.ts";

function filesUnder(folder: string): string[] {
  return readdirSync(folder).flatMap((name) => {
    const path = join(folder, name);
    return statSync(path).isDirectory() ? filesUnder(path) : [path];
  });
}

const sources = filesUnder(E2E)
  .filter((file) => file.endsWith(".ts"))
  .map((file) => ({ path: relative(ROOT, file).split(sep).join("/"), text: readFileSync(file, "utf8") }));

describe("how the end-to-end tests connect to the local server", () => {
  it("every spec takes `test` from support/site, whose `request` fixture opens a connection per request", () => {
    const direct = sources
      .filter(({ path }) => path.endsWith(".spec.ts"))
      .filter(({ text }) => /import\s*\{[^}]*(?<!type\s)\btest\b[^}]*\}\s*from\s*["']@playwright\/test["']/.test(text))
      .map(({ path }) => path);
    expect(direct, "import { test } from support/site, not @playwright/test").toEqual([]);
  });

  it("no test opens a request context of its own except through newRequestContext", () => {
    const own = sources
      .filter(({ path }) => path !== SITE_SUPPORT)
      .filter(({ text }) => /\.request\.newContext\(/.test(text))
      .map(({ path }) => path);
    expect(own, "use newRequestContext(playwright, options) from support/site").toEqual([]);
  });

  it("support/site's own contexts and fixture send Connection: close", () => {
    const site = sources.find(({ path }) => path === SITE_SUPPORT)!.text;
    expect(site).toMatch(/Connection: "close"/);
    expect(site).toMatch(/request: async \(\{ playwright, extraHTTPHeaders \}, provide\) => \{\s*const request = await newRequestContext\(/);
  });
});
