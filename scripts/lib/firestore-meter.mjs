// A meter between the worker and the Firestore emulator, for `npm run bench -- --scale`: it passes
// every call through and counts, between `start()` and `stop()`, the calls, the bytes Firestore
// answered with, and the time at least one call was in flight (their intervals' union: calls
// made side by side count once). The worker's own time on a page is its time less that.
import http from "node:http";

/** @param {string} emulatorHost "127.0.0.1:8080" */
export async function startFirestoreMeter(emulatorHost) {
  const [hostname, port] = emulatorHost.split(":");
  let reading = null;
  let inFlight = 0;
  let busySince = 0;

  const server = http.createServer((req, res) => {
    const chunks = [];
    req.on("data", (chunk) => chunks.push(chunk));
    req.on("end", () => {
      const meter = reading;
      if (meter && inFlight++ === 0) busySince = performance.now();
      const done = (bytes) => {
        if (!meter) return;
        meter.calls += 1;
        meter.bytes += bytes;
        if (--inFlight === 0) meter.busyMs += performance.now() - busySince;
      };
      const upstream = http.request({ hostname, port: Number(port), method: req.method, path: req.url, headers: req.headers }, (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        let bytes = 0;
        answer.on("data", (chunk) => {
          bytes += chunk.length;
          res.write(chunk);
        });
        answer.on("end", () => {
          done(bytes);
          res.end();
        });
      });
      upstream.on("error", () => {
        done(0);
        req.socket.destroy();
      });
      upstream.end(Buffer.concat(chunks));
    });
  });
  // No idle timeout: workerd reuses its connections (cloudflare/workers-sdk#14848).
  server.keepAliveTimeout = 0;
  await new Promise((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    host: `127.0.0.1:${server.address().port}`,
    /** Starts counting afresh. */
    start() {
      reading = { calls: 0, bytes: 0, busyMs: 0 };
      inFlight = 0;
    },
    /** @returns {{ calls: number, bytes: number, busyMs: number }} what was counted since `start()` */
    stop() {
      const counted = reading ?? { calls: 0, bytes: 0, busyMs: 0 };
      reading = null;
      return counted;
    },
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
