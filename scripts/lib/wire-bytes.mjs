import http from "node:http";
import { BROWSER_UA } from "./load.mjs";

/**
 * A GET as it came over the wire: node:http leaves the body as sent (fetch would decompress it),
 * so `bytes` is the compressed size when the server compressed, and `encoding` says how
 * ("identity" when it did not). A fresh connection each time (`agent: false`): a kept-alive one
 * that the server closed while idle fails the request before it reaches the worker.
 * @returns {Promise<{ status: number, bytes: number, encoding: string, headers: import("node:http").IncomingHttpHeaders }>}
 */
export function fetchWireBytes(url, headers = {}) {
  return new Promise((resolve, reject) => {
    const request = http.get(url, { agent: false, headers: { "user-agent": BROWSER_UA, ...headers } }, (response) => {
      let bytes = 0;
      response.on("data", (chunk) => (bytes += chunk.length));
      response.on("end", () =>
        resolve({ status: response.statusCode, bytes, encoding: response.headers["content-encoding"] ?? "identity", headers: response.headers }),
      );
      response.on("error", reject);
    });
    request.on("error", reject);
    request.setTimeout(30_000, () => request.destroy(new Error(`${url} did not answer within 30 s`)));
  });
}
