#!/usr/bin/env node
// npm test's "dev" step: `npm run dev` starts (its emulators, a watching build, the reload worker
// in front of the site's) and serves a page from the page cache with its reload script, which the
// page's CSP allows by hash, and the reload stream. It was once broken for a day without a test noticing.
import { createHash } from "node:crypto";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { freePort, waitForHttp } from "./lib/ports.mjs";
import { startGroup, stopGroup } from "./lib/processes.mjs";

const root = fileURLToPath(new URL("..", import.meta.url));
const bin = path.join(root, "node_modules", ".bin");
const START_TIMEOUT_MS = 180_000;
const PAGE = "/faqs";

async function main() {
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const dev = startGroup(process.execPath, [path.join(root, "scripts", "dev.mjs")], {
    stdio: ["ignore", "inherit", "inherit"],
    env: {
      ...process.env,
      PATH: `${bin}${path.delimiter}${process.env.PATH}`,
      PORT: String(port),
      FIRESTORE_EMULATOR_PORT: "0",
      FIREBASE_AUTH_EMULATOR_PORT: "0",
      LOCAL_PERSIST_DIR: "none",
    },
  });
  try {
    await waitForHttp(`${origin}/healthz`, START_TIMEOUT_MS, () => dev.exitCode === null);
    const problems = [];
    await fetch(origin + PAGE); // the first visit keeps the page
    const page = await fetch(origin + PAGE, { headers: { "Accept-Encoding": "gzip" } });
    const html = await page.text();
    const script = /<script>(new EventSource[^<]*)<\/script>/.exec(html)?.[1];
    if (page.status !== 200) problems.push(`${PAGE} answered ${page.status}`);
    if (!/page;desc="hit"/.test(page.headers.get("Server-Timing") ?? "")) problems.push(`${PAGE} was not a page-cache hit`);
    if (!html.includes("<h1")) problems.push(`${PAGE} has no h1: ${html.slice(0, 120)}`);
    if (!script) problems.push(`${PAGE} has no reload script`);
    const hash = script && `'sha256-${createHash("sha256").update(script).digest("base64")}'`;
    if (hash && !(page.headers.get("Content-Security-Policy") ?? "").includes(hash)) problems.push("the page's CSP does not allow the reload script");
    const events = await fetch(`${origin}/__dev/reload`);
    if (!(events.headers.get("Content-Type") ?? "").startsWith("text/event-stream")) problems.push("/__dev/reload is not an event stream");
    await events.body?.cancel();
    if (problems.length) throw new Error(problems.join("\n"));
    console.log(`npm run dev serves ${PAGE} from the page cache with its reload script, allowed by its hash.`);
  } finally {
    await stopGroup(dev);
  }
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
