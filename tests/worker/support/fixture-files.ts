import http from "node:http";
import type { AddressInfo } from "node:net";

/** A file the worker tests fetch: made in Node (sharp and resvg cannot run inside workerd). */
export type FixtureFile = { contentType: string; body: () => Promise<Uint8Array> };

/**
 * Serves files made in Node to the tests inside workerd, over HTTP on 127.0.0.1: `GET /` lists the
 * paths with their types, `GET /{path}` is one file. Each is made on its first request and kept,
 * so test files that fetch nothing wait for nothing.
 */
export async function startFixtureFiles(files: Readonly<Record<string, FixtureFile>>): Promise<{ url: string; stop: () => Promise<void> }> {
  const made = new Map<string, Promise<Uint8Array>>();
  const server = http.createServer((request, response) => {
    const path = decodeURIComponent((request.url ?? "/").slice(1));
    if (path === "") {
      response.writeHead(200, { "Content-Type": "application/json" });
      response.end(JSON.stringify(Object.entries(files).map(([path, file]) => ({ path, contentType: file.contentType }))));
      return;
    }
    const file = Object.hasOwn(files, path) ? files[path]! : undefined;
    if (!file) return void response.writeHead(404).end();
    let body = made.get(path);
    if (!body) made.set(path, (body = file.body()));
    body.then(
      (bytes) => response.writeHead(200, { "Content-Type": file.contentType, "Content-Length": bytes.byteLength }).end(bytes),
      (error: unknown) => response.writeHead(500).end(String(error)),
    );
  });
  // No idle timeout: a reused connection closed by Node as a call goes out fails that call (cloudflare/workers-sdk#14848).
  server.keepAliveTimeout = 0;
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  const stop = () =>
    new Promise<void>((resolve) => {
      server.close(() => resolve());
      server.closeAllConnections();
    });
  return { url: `http://127.0.0.1:${port}`, stop };
}
