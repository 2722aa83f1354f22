import type { AppContext } from "~/worker/app-context.server";
import type { Env } from "~/worker/env.server";

declare module "@remix-run/cloudflare" {
  interface AppLoadContext {
    cloudflare: { env: Env; ctx: ExecutionContext };
    app: AppContext;
    /** The per-request CSP nonce carried by every inline script and style. */
    nonce: string;
  }

  interface Future {
    v3_singleFetch: true;
  }
}
