/**
 * Makes Miniflare's simulation of Cloudflare Images encode AVIF at sharp's lowest effort, for the
 * end-to-end tests' server (LOCAL_FAST_IMAGES=1, playwright.config.ts). Cloudflare Images makes a
 * variant in milliseconds; the simulation runs sharp at its default effort, 1 s for one 800 px AVIF
 * on one of this machine's two cores, and a test run asks for some 120 of them (the demo covers at
 * the two widths the test viewports pick). At effort 0 the same variant takes 56 ms: the files are
 * about twice the size, which no test measures. `npm start` and the bench keep the default, so the
 * bytes they report are sharp's usual ones.
 *
 * Miniflare imports `sharp` from the project's node_modules (the devDependency) in this process, so
 * the prototype patched here is the one it encodes with.
 */
export async function encodeAvifFast() {
  const { default: sharp } = await import("sharp");
  const avif = sharp.prototype.avif;
  if (avif.lowestEffort) return;
  const fast = function (options = {}) {
    return avif.call(this, { effort: 0, ...options });
  };
  fast.lowestEffort = true;
  sharp.prototype.avif = fast;
}
