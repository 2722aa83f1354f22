import type { AppContext } from "~/firestore/app-context.server";
import type { Env } from "~/platform/env.server";

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
