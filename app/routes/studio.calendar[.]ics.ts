import type { Route } from "./+types/studio.calendar[.]ics";
import { appContext } from "~/firestore/app-context.server";
import { pageUrl } from "~/site/page-url";
import { calendarFeedResponse } from "~/studio/calendar/feed.server";

/**
 * `/studio/calendar.ics?key=…`: the studio's bookings and blocks for a calendar app, which sends
 * no cookie: the key is the only pass (app/studio/calendar/feed.server.ts). A resource route, so
 * the studio layout's sign-in check does not run; the worker still treats it as the studio's
 * (never kept, never indexed).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  return calendarFeedResponse(context.get(appContext), pageUrl(request));
}
