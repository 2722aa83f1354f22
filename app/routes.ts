import type { RouteConfig } from "@react-router/dev/routes";
import { flatRoutes } from "@react-router/fs-routes";
import { dutchTwins } from "./site/route-twins";

// The route files keep Remix's flat-routes names, read by @react-router/fs-routes (app/routes/seasons.$slug.tsx is /seasons/:slug).
// Each public page has a Dutch twin under /nl, the same module at its Dutch address, or a `*.nl.tsx` of its own for the policies (app/site/route-twins.ts).
const routes = await flatRoutes({ ignoredRouteFiles: ["**/.*", "**/*.test.*", "**/*.nl.tsx"] });

export default [...routes, ...dutchTwins(routes)] satisfies RouteConfig;
