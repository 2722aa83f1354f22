/** The largest form body the site accepts; a contact message of 5,000 characters fits many times. */
export const MAX_BODY_BYTES = 64 * 1024;
/**
 * The studio's forms are larger: a whole FAQ list or page of copy in one save. Its forms may hold
 * this many bytes and fields (app/studio/content/fields.ts reads them in time linear in their size).
 */
export const STUDIO_BODY_LIMITS = { limit: 1024 * 1024 } as const;
export const MAX_STUDIO_FIELDS = 2000;
/** An oversized body is read and dropped up to this much past its limit before the 413, so the connection stays usable. */
const MAX_DRAIN_BYTES = 4 * 1024 * 1024;
/** A body that is within the limit must have arrived by then (a trickling client gets 408). */
const BODY_TIMEOUT_MS = 10_000;
/** Past the limit, the rest is dropped for at most this long before the 413 goes out anyway. */
const DRAIN_TIMEOUT_MS = 2_000;

/**
 * A POST from another site (CSRF): its Origin differs from ours, or the browser says
 * `Sec-Fetch-Site: cross-site`. Requests without either (curl, server-to-server) carry no
 * visitor's cookies to abuse and pass. React Router checks an action's Origin again, against
 * X-Forwarded-Host or Host, and throws (a 500) when they differ; such posts are refused here.
 */
export function isCrossOriginPost(request: Request, url: URL): boolean {
  if (request.method !== "POST") return false;
  const origin = request.headers.get("Origin");
  if (origin) {
    const forwardedHost = request.headers.get("X-Forwarded-Host")?.split(",")[0]?.trim();
    const host = forwardedHost || request.headers.get("Host");
    return origin !== url.origin || host !== url.host;
  }
  return request.headers.get("Sec-Fetch-Site") === "cross-site";
}

/**
 * A path with an encoded backslash (`%5C`). No page of the site has one, and React Router cannot
 * even build links while such a path is the current location (`/%5C/` reads as `//`, a URL with
 * an empty host), so these are answered 404 before React Router renders.
 */
export function hasBackslashInPath(url: URL): boolean {
  return /%5c/i.test(url.pathname);
}

/** The content types an HTML form posts; any other body sent to a page is refused with 415. */
export function isFormBody(request: Request): boolean {
  const type = request.headers.get("Content-Type")?.split(";")[0]?.trim().toLowerCase() ?? "";
  return type === "application/x-www-form-urlencoded" || type === "multipart/form-data";
}

type LimitedBody = { ok: true; request: Request } | { ok: false; status: 400 | 408 | 413 };

/**
 * The request with its body read into memory, or the status to refuse it with: 413 when it is
 * larger than `limit`, 408 when it does not arrive in time, 400 when the client broke it off (there
 * is usually nobody left to read the answer, and it is no fault of ours). Past the limit the rest is read and
 * dropped (answering while an upload is still arriving breaks the connection), but only up to
 * 4 MiB past the limit and for at most 2 s. A body whose Content-Length already says it is too large
 * is not kept at all: it is only drained. A kept body is handed on as the chunks that arrived, each
 * let go once read, so a large upload is not held twice.
 */
export async function withLimitedBody(
  request: Request,
  { limit = MAX_BODY_BYTES, bodyTimeoutMs = BODY_TIMEOUT_MS, drainTimeoutMs = DRAIN_TIMEOUT_MS } = {},
): Promise<LimitedBody> {
  if (!request.body) return { ok: true, request };
  const now = () => Date.now();
  const reader = request.body.getReader();
  const started = now();
  const declared = Number(request.headers.get("Content-Length") ?? "");
  let drainStarted: number | null = Number.isFinite(declared) && declared > limit ? started : null;
  const drainCap = limit + MAX_DRAIN_BYTES;
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const deadline =
      drainStarted === null ? started + bodyTimeoutMs : Math.min(started + bodyTimeoutMs, drainStarted + drainTimeoutMs);
    const next = await readBefore(reader, deadline - now()).catch(() => "broken" as const);
    if (next === "broken") return { ok: false, status: 400 };
    if (next === "timeout") {
      reader.cancel().catch(() => {});
      return { ok: false, status: drainStarted === null ? 408 : 413 };
    }
    if (next.done) break;
    size += next.value.byteLength;
    if (size > drainCap) {
      reader.cancel().catch(() => {});
      return { ok: false, status: 413 };
    }
    if (size <= limit && drainStarted === null) chunks.push(next.value);
    else drainStarted ??= now();
  }
  if (size > limit || drainStarted !== null) return { ok: false, status: 413 };
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      const chunk = chunks.shift();
      if (chunk) controller.enqueue(chunk);
      else controller.close();
    },
  });
  return { ok: true, request: new Request(request, { body, duplex: "half" } as RequestInit) };
}

async function readBefore(
  reader: ReadableStreamDefaultReader<Uint8Array>,
  ms: number,
): Promise<ReadableStreamReadResult<Uint8Array> | "timeout"> {
  if (ms <= 0) return "timeout";
  let timer: ReturnType<typeof setTimeout> | undefined;
  const expired = new Promise<"timeout">((resolve) => {
    timer = setTimeout(() => resolve("timeout"), ms);
  });
  try {
    return await Promise.race([reader.read(), expired]);
  } finally {
    clearTimeout(timer);
  }
}

/** How many fields a form body holds, or null when it is not a form that can be read. */
export async function countFormFields(request: Request): Promise<number | null> {
  const form = await request.clone().formData().catch(() => null);
  if (!form) return null;
  let count = 0;
  for (const _ of form.keys()) count++;
  return count;
}
