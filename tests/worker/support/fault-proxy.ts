import http from "node:http";
import type { AddressInfo } from "node:net";

/**
 * A proxy between the worker under test and the real Firestore emulator that misbehaves on
 * request, per Firestore project, so that tests running side by side do not disturb each other.
 * Every worker test talks to Firestore through it; a project without a fault passes straight
 * through. Tests steer it over HTTP (see tests/worker/faults.ts):
 *   PUT    /__faults/<project>   a Fault as JSON
 *   DELETE /__faults/<project>   back to passing through
 *   GET    /__faults/<project>   { requests: how many reached the proxy for the project, reads: each read
 *                                 passed through, with the bytes of its answer and how many article bodies it held }
 */
export type Fault = {
  kind:
    | "delay" // wait `ms`, then forward (a write that arrives late still commits)
    | "status" // answer `status` without forwarding
    | "reset" // close the connection without an answer, without forwarding
    | "truncate" // forward, then answer 200 with the first half of the JSON
    | "not-a-document" // forward, then answer 200 with JSON that is not Firestore's
    | "wrong-fields" // forward, then answer with every document's fields of the wrong type
    | "commit-then-reset" // forward (the write commits), then close the connection
    | "commit-then-delay"; // forward, then hold the answer for `ms`
  ms?: number;
  status?: number;
  /** Which calls: "read" (GET, runQuery, batchGet), "write" (create, PATCH, DELETE, commit) or any (default). */
  calls?: "read" | "write";
  /** Misbehave on this many matching calls, then pass through; every one when left out. */
  times?: number;
  /** Pass this many matching calls through first (a job that fails halfway). */
  after?: number;
};

/** A read that passed through: what it asked (the method and path), the bytes answered, and how many `body` fields they held. */
export type ReadRecord = { call: string; bytes: number; bodies: number };

type State = { fault?: Fault; requests: number; reads: ReadRecord[] };

const PROJECT = /\/v1\/projects\/([^/]+)\/databases\//;

export async function startFaultProxy(emulatorHost: string, port = 0) {
  const projects = new Map<string, State>();
  const stateOf = (project: string) => {
    let state = projects.get(project);
    if (!state) {
      state = { requests: 0, reads: [] };
      projects.set(project, state);
    }
    return state;
  };
  const [emulatorHostname, emulatorPort] = emulatorHost.split(":");

  const server = http.createServer(async (req, res) => {
    const body = await readAll(req);
    const url = req.url ?? "/";
    if (url.startsWith("/__faults/")) return control(stateOf(decodeURIComponent(url.slice("/__faults/".length))), req.method, body, res);

    const project = PROJECT.exec(url)?.[1];
    const state = project ? stateOf(decodeURIComponent(project)) : undefined;
    if (state) state.requests += 1;
    const isRead = req.method === "GET" || url.includes(":runQuery") || url.includes(":runAggregationQuery") || url.includes(":batchGet");
    const fault = state?.fault;
    const matches = fault && (!fault.calls || (fault.calls === "read") === isRead);
    const record = state && isRead ? state.reads : undefined;
    if (matches && fault.after) {
      fault.after -= 1;
      return forward(req, body, res, record);
    }
    const applies = matches && (fault.times === undefined || fault.times > 0);
    if (!applies) return forward(req, body, res, record);
    if (fault.times !== undefined) fault.times -= 1;

    switch (fault.kind) {
      case "delay":
        await sleep(fault.ms ?? 3000);
        return forward(req, body, res, record);
      case "status":
        res.writeHead(fault.status ?? 503, { "content-type": "application/json" });
        return res.end(JSON.stringify({ error: { code: fault.status ?? 503, message: "injected by the fault proxy" } }));
      case "reset":
        return req.socket.destroy();
      case "commit-then-reset": {
        await exchange(req, body);
        return req.socket.destroy();
      }
      case "commit-then-delay": {
        const answer = await exchange(req, body);
        await sleep(fault.ms ?? 30_000);
        res.writeHead(answer.status, { "content-type": "application/json" });
        return res.end(answer.body);
      }
      case "truncate": {
        const answer = await exchange(req, body);
        res.writeHead(200, { "content-type": "application/json" });
        return res.end(answer.body.subarray(0, Math.floor(answer.body.length / 2)));
      }
      case "not-a-document":
        res.writeHead(200, { "content-type": "application/json" });
        return res.end(JSON.stringify({ unexpected: "this is not what Firestore answers" }));
      case "wrong-fields": {
        const answer = await exchange(req, body);
        res.writeHead(answer.status, { "content-type": "application/json" });
        return res.end(JSON.stringify(spoilFields(JSON.parse(answer.body.toString("utf8")))));
      }
    }
  });

  function control(state: State, method: string | undefined, body: Buffer, res: http.ServerResponse) {
    if (method === "PUT") state.fault = JSON.parse(body.toString("utf8")) as Fault;
    if (method === "DELETE") state.fault = undefined;
    res.writeHead(200, { "content-type": "application/json" });
    res.end(JSON.stringify({ requests: state.requests, fault: state.fault ?? null, reads: state.reads }));
  }

  function exchange(req: http.IncomingMessage, body: Buffer): Promise<{ status: number; body: Buffer }> {
    return new Promise((resolve, reject) => {
      const upstream = http.request(
        { host: emulatorHostname, port: Number(emulatorPort), method: req.method, path: req.url, headers: req.headers },
        async (answer) => resolve({ status: answer.statusCode ?? 502, body: await readAll(answer) }),
      );
      upstream.on("error", reject);
      upstream.end(body);
    });
  }

  async function forward(req: http.IncomingMessage, body: Buffer, res: http.ServerResponse, record?: ReadRecord[]) {
    try {
      const answer = await exchange(req, body);
      record?.push({ call: `${req.method} ${(req.url ?? "").replace(/^.*\/documents/, "")} ${body.toString("utf8")}`, bytes: answer.body.length, bodies: countBodies(answer.body) });
      if (res.destroyed) return;
      res.writeHead(answer.status, { "content-type": "application/json" });
      res.end(answer.body);
    } catch {
      req.socket.destroy();
    }
  }

  // No idle timeout: workerd reuses its connections, and Node closing an idle one just as a call
  // goes out on it fails that call (cloudflare/workers-sdk#14848).
  server.keepAliveTimeout = 0;
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  const { port: chosen } = server.address() as AddressInfo;
  return {
    host: `127.0.0.1:${chosen}`,
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** Every document's fields replaced by values of the wrong type, in a document or a runQuery answer. */
function spoilFields(answer: unknown): unknown {
  const spoil = (document: { fields?: unknown }) => ({
    ...document,
    fields: { status: { stringValue: "active" }, name: { integerValue: "42" }, layoutColors: { stringValue: "green" } },
  });
  if (Array.isArray(answer)) {
    return answer.map((item: { document?: { fields?: unknown } }) => (item.document ? { ...item, document: spoil(item.document) } : item));
  }
  return answer && typeof answer === "object" && "name" in answer ? spoil(answer as { fields?: unknown }) : answer;
}

/** How many article bodies (a `body` field) a Firestore answer holds: `bodyHtml` is not one. */
function countBodies(answer: Buffer): number {
  return answer.toString("utf8").match(/"body"\s*:\s*\{/g)?.length ?? 0;
}

function readAll(stream: NodeJS.ReadableStream): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    stream.on("data", (chunk: Buffer) => chunks.push(chunk));
    stream.on("end", () => resolve(Buffer.concat(chunks)));
    stream.on("error", reject);
  });
}

// Unref'd: a held answer must not keep the test run alive after the tests end.
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms).unref());
