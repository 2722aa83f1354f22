import { cloudflare } from "@cloudflare/vite-plugin";
import { reactRouter } from "@react-router/dev/vite";
import { fileURLToPath } from "node:url";
import { defineConfig } from "vite";

/**
 * The site's build and dev server: React Router's framework (routes from app/routes.ts) on the
 * Workers runtime through Cloudflare's plugin, which runs the worker (server.ts, wrangler.toml's
 * `main`) in workerd for `vite dev` and writes it to build/server for `vite build`; the browser's
 * files go to build/client, served as the worker's static assets.
 */
export default defineConfig(({ command }) => {
  // `npm run dev` (scripts/dev.mjs) hands the worker its local settings (the emulators' hosts,
  // development mode) here; a build never takes them.
  const localVars: Record<string, string> | undefined = command === "serve" && process.env.LOCAL_WORKER_VARS ? JSON.parse(process.env.LOCAL_WORKER_VARS) : undefined;
  const persist = process.env.LOCAL_PERSIST_DIR;
  return {
    resolve: { alias: { "~": fileURLToPath(new URL("./app", import.meta.url)) } },
    build: {
      // Hashed files under /build/_assets/, which public/_headers marks immutable.
      assetsDir: "build/_assets",
      // The browser's JavaScript by terser: about 3 KB less gzipped on a first visit than esbuild's minifier.
      minify: "terser",
      terserOptions: { compress: { passes: 2 } },
    },
    environments: {
      client: {
        build: {
          rollupOptions: {
            output: {
              // React Router's browser code as one file on every page. Left to Rollup, the on-demand
              // chunks of the colours app and Try the drapes split it in two, which cost every page
              // 1.1 KB more, gzipped, for the same code.
              manualChunks: (id: string) => (id.includes("/node_modules/react-router/") ? "react-router" : undefined),
            },
          },
        },
      },
      ssr: {
        build: {
          // The worker as one minified module (its only dynamic import is an empty `.client` stand-in).
          minify: "esbuild",
          rollupOptions: { output: { inlineDynamicImports: true } },
        },
      },
    },
    plugins: [
      cloudflare({
        viteEnvironment: { name: "ssr" },
        ...(localVars ? { config: (config) => ({ vars: { ...config.vars, ...localVars } }) } : {}),
        // Miniflare's state (KV, R2, the Cache API) for `vite dev`: <dir>/v3, .wrangler/state/v3 unless set.
        persistState: persist === "none" ? false : persist ? { path: persist } : true,
      }),
      reactRouter(),
    ],
  };
});
