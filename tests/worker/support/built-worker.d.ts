// The type of the built worker (build/index.js), which vitest.config.ts maps "~build/worker" to.
declare const worker: ExportedHandler;
export default worker;
