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
export default defineConfig({
  resolve: { alias: { "~": fileURLToPath(new URL("./app", import.meta.url)) } },
  build: {
    // Hashed files under /build/_assets/, which public/_headers marks immutable.
    assetsDir: "build/_assets",
  },
  environments: {
    ssr: {
      build: {
        // The worker as one minified module (its only dynamic import is an empty `.client` stand-in).
        minify: true,
        rollupOptions: { output: { inlineDynamicImports: true } },
      },
    },
  },
  plugins: [cloudflare({ viteEnvironment: { name: "ssr" } }), reactRouter()],
});
