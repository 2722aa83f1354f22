// The type of the built worker (build/server/index.js), which vitest.config.ts maps "~build/worker" to.
declare const worker: ExportedHandler;
export default worker;
