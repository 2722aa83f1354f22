import http from "node:http";
import type { AddressInfo } from "node:net";
import type { MediaObject } from "../../../scripts/seed/media";

/**
 * Hands the demo covers (drawn in Node by the global setup; sharp and resvg cannot run in
 * workerd) to the tests, over HTTP on 127.0.0.1: `GET /` lists the objects' keys and types,
 * `GET /{key}` is one object's bytes. R2 is in memory and new for each run, so a test that needs
 * the photos in env.MEDIA puts them there itself (`putDemoCovers` in ./index.ts); the others pay nothing.
 */
export async function startDemoCoverServer(objects: readonly MediaObject[]): Promise<{ url: string; stop: () => Promise<void> }> {
  const byKey = new Map(objects.map((object) => [object.key, object]));
  const server = http.createServer((request, response) => {
    const key = decodeURIComponent((request.url ?? "/").slice(1));
    if (key === "") {
      response.writeHead(200, { "content-type": "application/json" });
      response.end(JSON.stringify(objects.map(({ key, contentType }) => ({ key, contentType }))));
      return;
    }
    const object = byKey.get(key);
    if (!object) {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(200, { "content-type": object.contentType, "content-length": object.body.byteLength });
    response.end(object.body);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    stop: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
