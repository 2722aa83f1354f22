import { describe, expect, it } from "vitest";
import { isFormBody, MAX_BODY_BYTES, withLimitedBody } from "~/worker/request-guards.server";

/** A body that sends `bytes`, then either ends or stops arriving (a client gone quiet). */
function upload(bytes: number, then: "end" | "stall" | "break") {
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      for (let sent = 0; sent < bytes; sent += 16 * 1024) controller.enqueue(new Uint8Array(Math.min(16 * 1024, bytes - sent)).fill(97));
      if (then === "end") controller.close();
      if (then === "break") controller.error(new Error("Network connection lost."));
    },
  });
  return new Request("https://example.com/contact", { method: "POST", body, duplex: "half" } as RequestInit);
}

describe("withLimitedBody", () => {
  it("keeps a body of exactly the limit", async () => {
    const result = await withLimitedBody(upload(MAX_BODY_BYTES, "end"));
    expect(result.ok).toBe(true);
    if (result.ok) expect((await result.request.arrayBuffer()).byteLength).toBe(MAX_BODY_BYTES);
  });

  it("refuses one byte more with 413", async () => {
    expect(await withLimitedBody(upload(MAX_BODY_BYTES + 1, "end"))).toEqual({ ok: false, status: 413 });
  });

  it("stops draining an oversized body that stalls, and answers 413 after the drain time", async () => {
    const started = Date.now();
    const result = await withLimitedBody(upload(MAX_BODY_BYTES + 10_000, "stall"), { drainTimeoutMs: 200 });
    expect(result).toEqual({ ok: false, status: 413 });
    expect(Date.now() - started).toBeLessThan(1000);
  });

  it("keeps a body of many megabytes under a route's own limit, past the 4 MiB drain cap", async () => {
    const result = await withLimitedBody(upload(6 * 1024 * 1024, "end"), { limit: 20 * 1024 * 1024 });
    expect(result.ok).toBe(true);
    if (result.ok) expect((await result.request.arrayBuffer()).byteLength).toBe(6 * 1024 * 1024);
  });

  it("refuses at once, keeping nothing, a body whose Content-Length is over the limit", async () => {
    const request = new Request("https://example.com/studio/media", { method: "POST", body: new Uint8Array(2000), headers: { "Content-Length": "2000" } });
    expect(await withLimitedBody(request, { limit: 1000 })).toEqual({ ok: false, status: 413 });
  });

  it("answers 408 when a body within the limit stops arriving", async () => {
    const result = await withLimitedBody(upload(1000, "stall"), { bodyTimeoutMs: 200 });
    expect(result).toEqual({ ok: false, status: 408 });
  });

  it("answers 400 when the client breaks the upload off", async () => {
    expect(await withLimitedBody(upload(1000, "break"))).toEqual({ ok: false, status: 400 });
  });
});

describe("isFormBody", () => {
  const post = (type?: string) => new Request("https://example.com/", { method: "POST", headers: type ? { "Content-Type": type } : {} });
  it("takes the two types an HTML form sends, whatever their parameters", () => {
    expect(isFormBody(post("application/x-www-form-urlencoded"))).toBe(true);
    expect(isFormBody(post("multipart/form-data; boundary=----x"))).toBe(true);
    expect(isFormBody(post("Application/X-WWW-Form-URLEncoded;charset=UTF-8"))).toBe(true);
  });
  it("refuses JSON, text and a missing type", () => {
    expect(isFormBody(post("application/json"))).toBe(false);
    expect(isFormBody(post("text/plain"))).toBe(false);
    expect(isFormBody(post())).toBe(false);
  });
});
