import * as build from "virtual:react-router/server-build";
import { createWorker } from "~/worker/handle-request.server";

export default createWorker(build);
