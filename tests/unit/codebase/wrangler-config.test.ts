import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";

/** wrangler.toml's sections, as text: the settings whose loss would not fail any request a test makes. */
const toml = readFileSync(new URL("../../../wrangler.toml", import.meta.url), "utf8");
const section = (name: string) => new RegExp(`^\\[${name.replace(/[.[\]]/g, "\\$&")}\\]\\n((?:(?!^\\[).*\\n?)*)`, "m").exec(toml)?.[1] ?? "";

describe("the worker's configuration", () => {
  it("keeps no invocation log, which would record each request's full address, manage links and ?key= among them", () => {
    expect(section("observability")).toMatch(/^enabled = true$/m);
    expect(section("observability.logs")).toMatch(/^invocation_logs = false$/m);
  });

  it("limits the payment webhook per address, as each call costs one to Mollie", () => {
    const limiter = toml.split("[[ratelimits]]").find((block) => block.includes('name = "WEBHOOK_RATE_LIMITER"'));
    expect(limiter).toMatch(/simple = \{ limit = 60, period = 60 \}/);
  });

  it("keeps the media bucket, where the digital analysis's photos are, in the EU jurisdiction the privacy policy names", () => {
    const media = toml.split("[[r2_buckets]]").find((block) => block.includes('binding = "MEDIA"'));
    expect(media).toMatch(/^jurisdiction = "eu"$/m);
  });
});
