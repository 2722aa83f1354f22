// The end-to-end tests reach workerd only through request contexts that open a connection per
// request (newRequestContext in tests/e2e/support/site.ts): workerd closes an idle keep-alive
// connection after 5 s, and a request Playwright sends on it just then fails with ECONNRESET.
import { request, type APIRequestContext, type PlaywrightWorkerArgs } from "@playwright/test";
import { readdirSync, readFileSync, statSync } from "node:fs";
import { createServer } from "node:http";
import type { AddressInfo, Socket } from "node:net";
import { join, relative, sep } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { requestFixture } from "../../e2e/support/site";

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

  it("the `request` fixture sends every request on a connection of its own, with the project's headers, and disposes of it after the test", async () => {
    const seen: Array<{ connection: string | undefined; project: string | undefined; socket: Socket }> = [];
    const server = createServer((message, answer) => {
      seen.push({ connection: message.headers.connection, project: message.headers["x-project"] as string | undefined, socket: message.socket });
      answer.end("ok");
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    let given: APIRequestContext | undefined;
    try {
      await requestFixture({ playwright: { request } as unknown as PlaywrightWorkerArgs["playwright"], extraHTTPHeaders: { "X-Project": "phone-js" } }, async (context) => {
        given = context;
        await context.get(`${origin}/`);
        await context.post(`${origin}/_purge`, { form: { path: "/" } });
        await context.get(`${origin}/faqs`);
      });
    } finally {
      server.close();
    }
    expect(seen.map(({ connection, project }) => [connection, project])).toEqual(Array(3).fill(["close", "phone-js"]));
    expect(new Set(seen.map(({ socket }) => socket)).size).toBe(3);
    // Disposed: Playwright refuses a request on it ("Target page, context or browser has been closed").
    await expect(given!.get(`${origin}/`)).rejects.toThrow(/has been closed/);
  });
});
