import type { Config } from "@react-router/dev/config";

// Server-rendered on Cloudflare Workers (server.ts), built into build/client and build/server.
export default {
  ssr: true,
  buildDirectory: "build",
} satisfies Config;
