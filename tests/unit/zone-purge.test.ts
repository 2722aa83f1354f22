import { describe, expect, it, vi } from "vitest";
import { PURGE_MARK_KEY } from "~/worker/app-context.server";
import { readConfig, type Env } from "~/worker/env.server";
import { writePurgeMark } from "~/worker/purge.server";

const ZONE = "0123456789abcdef0123456789abcdef";

function setup(vars: Partial<Env> = {}) {
  const stored = new Map<string, string>();
  const env = {
    FIRESTORE_PROJECT_ID: "demo-test",
    FIRESTORE_EMULATOR_HOST: "127.0.0.1:1",
    ENVIRONMENT: "development",
    CONSENT_COOKIE_SECRETS: "a-consent-secret-of-16+",
    CONTENT_META: { put: async (key: string, value: string) => void stored.set(key, value) } as unknown as KVNamespace,
    ...vars,
  } as Env;
  return { env, config: readConfig(env), stored };
}

describe("writePurgeMark", () => {
  it("writes the purge mark, and without a zone configured calls no API", async () => {
    const { env, config, stored } = setup();
    const fetch = vi.fn();
    const result = await writePurgeMark(env, config, fetch);
    expect(result.ok).toBe(true);
    expect(Number(stored.get(PURGE_MARK_KEY))).toBeGreaterThan(Date.now() - 5000);
    expect(fetch).not.toHaveBeenCalled();
  });

  it("with a zone and a token, also empties the zone's cache through Cloudflare's API", async () => {
    const { env, config } = setup({ CLOUDFLARE_ZONE_ID: ZONE, CLOUDFLARE_PURGE_API_TOKEN: "a-cloudflare-api-token-value" });
    const fetch = vi.fn(async () => Response.json({ success: true }));
    expect((await writePurgeMark(env, config, fetch as unknown as typeof globalThis.fetch)).ok).toBe(true);
    expect(fetch).toHaveBeenCalledWith(
      `https://api.cloudflare.com/client/v4/zones/${ZONE}/purge_cache`,
      expect.objectContaining({ method: "POST", body: JSON.stringify({ purge_everything: true }), headers: expect.objectContaining({ Authorization: "Bearer a-cloudflare-api-token-value" }) }),
    );
  });

  it("says so when the zone purge is refused, so the studio can tell the editor", async () => {
    const { env, config } = setup({ CLOUDFLARE_ZONE_ID: ZONE, CLOUDFLARE_PURGE_API_TOKEN: "a-cloudflare-api-token-value" });
    const fetch = vi.fn(async () => new Response("forbidden", { status: 403 }));
    vi.spyOn(console, "error").mockImplementation(() => {});
    expect((await writePurgeMark(env, config, fetch as unknown as typeof globalThis.fetch)).ok).toBe(false);
  });
});
