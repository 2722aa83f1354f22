import { describe, expect, it, vi } from "vitest";
import { PURGE_MARK_KEY } from "~/platform/purge-state.server";
import { readConfig, type Env } from "~/platform/env.server";
import { purgeTags, writePurgeMark } from "~/platform/purge.server";

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

  it("with a zone and a token, also empties the zone's cache through Cloudflare's API (the admin's purge of everything)", async () => {
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

describe("purgeTags (a save)", () => {
  it("writes a mark per tag and leaves the global mark alone", async () => {
    const { env, config, stored } = setup();
    const result = await purgeTags(env, config, ["demo-test:Services", "demo-test:Services/a", "demo-test:Services"]);
    expect(result.ok).toBe(true);
    expect([...stored.keys()].sort()).toEqual(["purged-at:demo-test:Services", "purged-at:demo-test:Services/a"]);
    expect(stored.has(PURGE_MARK_KEY)).toBe(false);
  });

  it("asks Cloudflare to purge those Cache-Tags, never the whole zone", async () => {
    const { env, config } = setup({ CLOUDFLARE_ZONE_ID: ZONE, CLOUDFLARE_PURGE_API_TOKEN: "a-cloudflare-api-token-value" });
    const fetch = vi.fn(async (_url: string, _init: RequestInit) => Response.json({ success: true }));
    expect((await purgeTags(env, config, ["demo-test:Services", "demo-test:Services/a"], fetch as unknown as typeof globalThis.fetch)).ok).toBe(true);
    expect(fetch).toHaveBeenCalledTimes(1);
    const body = JSON.parse(String(fetch.mock.calls[0]![1].body)) as Record<string, unknown>;
    expect(body).toEqual({ tags: ["demo-test:Services", "demo-test:Services/a"] });
  });
});
