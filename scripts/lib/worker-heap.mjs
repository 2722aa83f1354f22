/**
 * The worker's JavaScript heap in use, in bytes, after a full garbage collection: read through
 * workerd's inspector (the local server's `inspectorPort`). Taking a heap snapshot is the one
 * inspector call that workerd answers with a full collection first; its chunks are dropped.
 */
export function workerHeapAfterGc(inspectorPort, worker = "site", timeoutMs = 60_000) {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(`ws://127.0.0.1:${inspectorPort}/core:user:${worker}`);
    const timer = setTimeout(() => {
      socket.close();
      reject(new Error("the inspector did not answer"));
    }, timeoutMs);
    const send = (id, method, params = {}) => socket.send(JSON.stringify({ id, method, params }));
    socket.onopen = () => send(1, "HeapProfiler.takeHeapSnapshot", { reportProgress: false });
    socket.onerror = () => reject(new Error("no inspector on port " + inspectorPort));
    socket.onmessage = (event) => {
      const message = JSON.parse(String(event.data));
      if (message.id === 1) send(2, "Runtime.getHeapUsage");
      if (message.id === 2) {
        clearTimeout(timer);
        socket.close();
        resolve(message.result.usedSize);
      }
    };
  });
}
