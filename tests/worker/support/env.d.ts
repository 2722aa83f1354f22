/// <reference types="@cloudflare/vitest-pool-workers/types" />
import type { Env as AppEnv } from "~/platform/env.server";

declare global {
  namespace Cloudflare {
    // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- merges the app's bindings into cloudflare:test's env
    interface Env extends AppEnv {}
  }
}
