/** The largest form body the site accepts; a contact message of 5,000 characters fits many times. */
export const MAX_BODY_BYTES = 64 * 1024;
/** An oversized body is read and dropped up to this size before the 413, so the connection stays usable. */
const MAX_DRAIN_BYTES = 4 * 1024 * 1024;

/**
 * A POST from another site (CSRF): its Origin differs from ours, or the browser says
 * `Sec-Fetch-Site: cross-site`. Requests without either (curl, server-to-server) carry no
 * visitor's cookies to abuse and pass.
 */
export function isCrossOriginPost(request: Request, url: URL): boolean {
  if (request.method !== "POST") return false;
  const origin = request.headers.get("Origin");
  if (origin) return origin !== url.origin;
  return request.headers.get("Sec-Fetch-Site") === "cross-site";
}

/**
 * The request with its body read into memory, or null when the body is larger than the limit (413).
 */
export async function withLimitedBody(request: Request, limit = MAX_BODY_BYTES): Promise<Request | null> {
  if (!request.body) return request;
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > MAX_DRAIN_BYTES) {
      await reader.cancel();
      return null;
    }
    // Past the limit the rest is read and dropped: answering before the upload ends breaks the connection.
    if (size <= limit) chunks.push(value);
  }
  if (size > limit) return null;
  const body = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    body.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return new Request(request, { body });
}
