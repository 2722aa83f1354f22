import http from "node:http";
import { type AddressInfo } from "node:net";
import { gunzipSync, gzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startReplay } from "../../../../scripts/lib/page-replay.mjs";

// The replay Lighthouse loads pages from in `npm run bench` (decision 035): it must answer with
// the bytes and headers the local server sent, and say when a page asked for anything more.

const PAGE = "<!doctype html><html lang=nl><title>Kleuranalyse</title><p>Welkom</p></html>";
let origin: http.Server;
let originUrl: string;
const originAsked: string[] = [];

beforeAll(async () => {
  origin = http.createServer((request, response) => {
    originAsked.push(request.url ?? "");
    response.writeHead(200, { "content-type": "text/plain" });
    response.end("User-agent: *\nAllow: /\n");
  });
  await new Promise<void>((resolve) => origin.listen(0, "127.0.0.1", resolve));
  originUrl = `http://127.0.0.1:${(origin.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((resolve) => origin.close(() => resolve())));

/** One GET without decoding, as a browser's socket sees it. */
function get(url: string): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers: { "accept-encoding": "gzip, br" } }, (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }));
      })
      .on("error", reject);
  });
}

describe("the replay of recorded answers", () => {
  it("answers a recorded path with its status, headers and encoded bytes, asking the server nothing", async () => {
    const encoded = gzipSync(PAGE);
    const recordings = new Map([
      ["/nl", { status: 200, headers: { "content-type": "text/html; charset=utf-8", "content-encoding": "gzip", "cache-control": "private, no-store", "transfer-encoding": "chunked" }, body: encoded }],
      ["/old", { status: 301, headers: { location: "/nl" }, body: Buffer.alloc(0) }],
    ]);
    const replay = await startReplay(recordings, { origin: originUrl });
    try {
      const page = await get(`${replay.origin}/nl`);
      expect(page.status).toBe(200);
      expect(page.body.equals(encoded)).toBe(true);
      expect(gunzipSync(page.body).toString()).toBe(PAGE);
      expect(page.headers).toMatchObject({ "content-encoding": "gzip", "cache-control": "private, no-store", "content-length": String(encoded.length) });
      expect(page.headers["transfer-encoding"]).toBeUndefined();
      const moved = await get(`${replay.origin}/old`);
      expect(moved.status).toBe(301);
      expect(moved.headers.location).toBe("/nl");
      expect(originAsked).toEqual([]);
      expect([...replay.misses]).toEqual([]);
    } finally {
      await replay.stop();
    }
  });

  it("fetches a path it has not recorded from the server, and names it", async () => {
    const replay = await startReplay(new Map(), { origin: originUrl });
    try {
      const robots = await get(`${replay.origin}/robots.txt`);
      expect(robots.status).toBe(200);
      expect(robots.body.toString()).toContain("User-agent: *");
      expect(originAsked).toEqual(["/robots.txt"]);
      expect([...replay.misses]).toEqual(["/robots.txt"]);
    } finally {
      await replay.stop();
    }
  });
});
