import type { Route } from "./+types/studio_.calendar[.]ics";
import { appContext } from "~/firestore/app-context.server";
import { pageUrl } from "~/site/page-url";
import { calendarFeedResponse } from "~/studio/calendar/feed.server";

/**
 * `/studio/calendar.ics?key=…`: the studio's bookings and blocks for a calendar app, which sends
 * no cookie: the key is the only pass (app/studio/calendar/feed.server.ts). Outside the studio
 * layout (`studio_`), so the layout's sign-in middleware does not run for it (React Router runs a
 * layout's middleware for its resource routes too); the worker still treats it as the studio's
 * (never kept, never indexed).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  return calendarFeedResponse(context.get(appContext), pageUrl(request));
}
