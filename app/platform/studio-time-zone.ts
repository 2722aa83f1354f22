/**
 * The studio's zone, in a module of its own: what only words a date (app/site/time.ts, in every
 * page's script) needs the name and not the clock, whose library would then load on every page.
 */
export const STUDIO_TIME_ZONE = "Europe/Amsterdam";
