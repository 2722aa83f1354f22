import { createContext, type ServerBuild } from "react-router";

/**
 * What the running build says of itself, for the routes that describe the site: its route table
 * (/sitemap.xml) and its assets version (/build-info.json, the same value pages carry in
 * `window.__reactRouterManifest.version`). The worker sets it in the router context per request
 * (app/worker/handle-request.server.ts); a route module cannot import the server build that imports it.
 */
export type BuildFacts = { routes: ServerBuild["routes"]; version: string };

export const buildContext = createContext<BuildFacts>();
