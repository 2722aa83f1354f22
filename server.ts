import type { ServerBuild } from "@remix-run/cloudflare";
import * as build from "@remix-run/dev/server-build";
import { createWorker } from "~/worker/handle-request.server";

export default createWorker(build as unknown as ServerBuild);
