import { appendFileSync, writeFileSync } from "node:fs";
import { stripVTControlCharacters } from "node:util";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { convertV4MiniflareOptions, Log, LogLevel, Miniflare } from "miniflare";
import { unstable_getMiniflareWorkerOptions } from "wrangler";
import { encodeAvifFast } from "./fast-images.mjs";

const root = fileURLToPath(new URL("../..", import.meta.url));

/**
 * Serves the built worker (build/server/index.js) on workerd through Miniflare's own API, with the
 * bindings of the configuration `vite build` wrote beside it (build/server/wrangler.json: wrangler.toml's
 * bindings, vars, and secrets from .dev.vars, with the browser's files of build/client and their
 * _headers as assets), as `wrangler dev` would, but without wrangler's ProxyWorker in front: that
 * proxy treats a client that goes away mid-request as fatal and exits
 * (cloudflare/workers-sdk#15317, #15451; see docs/decisions/004-local-server.md).
 *
 * Miniflare starts workerd again if it crashes. That is counted, not hidden: `restarts` says how
 * often and why, and `statusFile` (when given) always holds the current count for the test
 * runner, which fails a run in which the server restarted.
 *
 * @param {{
 *   port: number,
 *   host?: string,
 *   vars?: Record<string, string>,
 *   defaults?: Record<string, string>,
 *   persistTo?: string,
 *   statusFile?: string,
 *   quiet?: boolean,
 *   inspectorPort?: number,
 *   emailDir?: string,
 *   logFile?: string,
 *   fastImages?: boolean,
 * }} options `fastImages` (default: LOCAL_FAST_IMAGES=1) encodes AVIF variants at sharp's lowest
 *   effort (./fast-images.mjs), for the end-to-end tests. `logFile` (default: the LOCAL_SERVER_LOG environment variable), when given, receives
 *   every line the server logs (its requests with their status and time, and the worker's own
 *   log), each after the time of day: the test runner reads it when a step fails.
 * `emailDir` (default: the LOCAL_EMAIL_DIR environment variable) is where
 *   Miniflare also writes each email the STUDIO_EMAIL binding accepts, as
 *   `<emailDir>/email/<session>/email/<uuid>.eml` (the session's folder goes when the server
 *   stops); without it, only under the system's temporary folder. The path is logged either way.
 */
/** The site's worker in the local server. */
export const SITE_WORKER = "site";

export async function startLocalServer({
  port,
  host = "127.0.0.1",
  vars = {},
  defaults = {},
  persistTo,
  statusFile,
  quiet = false,
  inspectorPort,
  emailDir = process.env.LOCAL_EMAIL_DIR || undefined,
  logFile = process.env.LOCAL_SERVER_LOG || undefined,
  fastImages = process.env.LOCAL_FAST_IMAGES === "1",
}) {
  if (fastImages) await encodeAvifFast();
  const { workerOptions, main } = unstable_getMiniflareWorkerOptions(path.join(root, "build", "server", "wrangler.json"));
  if (!main) throw new Error("build/server/wrangler.json has no `main`: run `npm run build`");
  // `vite build` bundles the worker into one module (vite.config.ts), so no module rules apply.
  const { modulesRules: _rules, ...bindingsAndAssets } = workerOptions;

  const toFile = (message) => {
    if (logFile) appendFileSync(logFile, `${new Date().toISOString()} ${stripVTControlCharacters(message)}\n`);
  };
  const recentOutput = [];
  const restarts = [];
  const writeStatus = () => {
    if (statusFile) writeFileSync(statusFile, JSON.stringify({ pid: process.pid, url: `http://${host}:${port}`, restarts }, null, 2));
  };

  const site = {
    ...bindingsAndAssets,
    name: SITE_WORKER,
    rootPath: root,
    modules: [{ type: "ESModule", path: path.resolve(root, main) }],
    // `defaults` stand in for what neither wrangler.toml nor .dev.vars sets; `vars` win over both.
    bindings: { ...defaults, ...workerOptions.bindings, ...vars },
  };
  // The options in Miniflare 4's shape, which wrangler's helper produces and Miniflare 5 converts.
  const options = convertV4MiniflareOptions({
    workers: [site],
    host,
    port,
    // No `request.cf`: locally a visitor has no country or region. (`cf: false` gives every request
    // Miniflare's placeholder, Austin in Texas, which a studio session would then record as its place.)
    cf: {},
    // `GET /cdn-cgi/local/scheduled?time=<ms>` runs the Cron Trigger for that time (the journal's
    // schedule); Miniflare never fires crons by itself. Local only: production has no such path.
    unsafeTriggerHandlers: true,
    // The stress test reads the worker's heap through it (scripts/lib/worker-heap.mjs).
    ...(inspectorPort ? { inspectorPort } : {}),
    // No persistence unless asked: every test run starts from an empty edge cache and KV.
    ...(persistTo ? { resourcePersistencePath: persistTo } : {}),
    // Miniflare's "project temporary directory": only its send_email simulation uses it.
    ...(emailDir ? { resourceTmpPath: emailDir } : {}),
    log: new FileLog(quiet ? LogLevel.ERROR : LogLevel.INFO, toFile),
    handleStructuredLogs: ({ level, message }) => {
      // The worker's own lines are JSON with their level; anything else workerd prints (an uncaught
      // error, say) keeps the level it came with.
      toFile(message.startsWith("{") ? message : `[${level}] ${message}`);
      recentOutput.push(message);
      if (recentOutput.length > 20) recentOutput.shift();
      if (quiet && level !== "error" && level !== "warn") return;
      (level === "error" || level === "warn" ? process.stderr : process.stdout).write(`${message}\n`);
    },
    unsafeHandleRuntimeRestart: () => {
      const reason = recentOutput.slice(-8).join("\n") || "(workerd printed nothing before it exited)";
      restarts.push({ at: new Date().toISOString(), reason });
      writeStatus();
      console.error(`\nThe local server's workerd exited and was started again (restart ${restarts.length}). Its last output:\n${reason}\n`);
    },
  });
  const miniflare = new Miniflare(options);
  const url = await miniflare.ready;
  writeStatus();
  return { url, miniflare, restarts, dispose: () => miniflare.dispose() };
}

/** Miniflare's console log, each line also handed to `also` (the log file). */
class FileLog extends Log {
  /** @param {LogLevel} level @param {(message: string) => void} also */
  constructor(level, also) {
    super(level);
    this.also = also;
  }

  /** @param {string} message */
  log(message) {
    super.log(message);
    this.also(message);
  }
}
