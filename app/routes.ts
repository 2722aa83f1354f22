import type { RouteConfig } from "@react-router/dev/routes";
import { flatRoutes } from "@react-router/fs-routes";

// The route files keep Remix's flat-routes names, read by @react-router/fs-routes (app/routes/seasons.$slug.tsx is /seasons/:slug).
export default flatRoutes({ ignoredRouteFiles: ["**/.*", "**/*.test.*"] }) satisfies RouteConfig;
