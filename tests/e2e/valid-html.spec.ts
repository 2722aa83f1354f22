import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import path from "node:path";
import { PAGE_ROUTES } from "../../scripts/lib/routes.mjs";
import { expect, test } from "./support/site";

const vnuJar: string = createRequire(import.meta.url)("vnu-jar");

type VnuMessage = { type: string; subType?: string; message: string; url: string; lastLine?: number; extract?: string };

// The server's HTML of every route, through the W3C Nu HTML checker (vnu.jar, offline, on Java).
// React 18 streams its Suspense scripts after </html>, which no document may have: the checker
// sees the document up to </html>.
test("the server's HTML of every route passes the W3C Nu HTML checker", async ({ request }) => {
  test.setTimeout(120_000);
  const scratch = mkdtempSync(path.join(tmpdir(), "vnu-"));
  try {
    const files: Record<string, string> = {};
    for (const route of PAGE_ROUTES) {
      const response = await request.get(route);
      expect(response.status(), route).toBe(200);
      const html = await response.text();
      const end = html.indexOf("</html>");
      const file = path.join(scratch, `${route.replace(/[^a-z0-9]+/gi, "_") || "home"}.html`);
      writeFileSync(file, end === -1 ? html : html.slice(0, end + "</html>".length));
      files[`file:${file}`] = route;
    }
    const output = execFileSync("java", ["-jar", vnuJar, "--format", "json", "--stdout", "--exit-zero-always", ...Object.keys(files).map((url) => url.slice(5))], {
      encoding: "utf8",
      maxBuffer: 64 * 1024 * 1024,
    });
    const { messages } = JSON.parse(output) as { messages: VnuMessage[] };
    const problems = messages
      .filter((message) => message.type === "error" || message.subType === "warning")
      .map((message) => `${files[message.url] ?? message.url}:${message.lastLine ?? "?"} ${message.message} ${message.extract ? `(${message.extract.trim().slice(0, 80)})` : ""}`);
    expect(problems).toEqual([]);
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
});
