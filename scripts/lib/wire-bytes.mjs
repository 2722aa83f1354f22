import http from "node:http";
import { BROWSER_UA } from "./load.mjs";

/**
 * A GET as the server sent it: node:http leaves the body as sent (fetch would decompress it) and
 * follows no redirect. A fresh connection each time (`agent: false`): a kept-alive one that the
 * server closed while idle fails the request before it reaches the worker.
 * @returns {Promise<{ status: number, headers: import("node:http").IncomingHttpHeaders, body: Buffer }>}
 */
export function getAsSent(url, headers = {}) {
  return new Promise((resolve, reject) => {
    const request = http.get(url, { agent: false, headers: { "user-agent": BROWSER_UA, ...headers } }, (response) => {
      const chunks = [];
      response.on("data", (chunk) => chunks.push(chunk));
      response.on("end", () => resolve({ status: response.statusCode, headers: response.headers, body: Buffer.concat(chunks) }));
      response.on("error", reject);
    });
    request.on("error", reject);
    request.setTimeout(30_000, () => request.destroy(new Error(`${url} did not answer within 30 s`)));
  });
}

/**
 * A GET as it came over the wire: `bytes` is the compressed size when the server compressed, and
 * `encoding` says how ("identity" when it did not).
 * @returns {Promise<{ status: number, bytes: number, encoding: string, headers: import("node:http").IncomingHttpHeaders }>}
 */
export async function fetchWireBytes(url, headers = {}) {
  const { status, headers: answered, body } = await getAsSent(url, headers);
  return { status, bytes: body.length, encoding: answered["content-encoding"] ?? "identity", headers: answered };
}
