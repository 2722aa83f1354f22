import type { Route } from "./+types/studio.calendar";
import { data, redirect } from "react-router";
import { Form, Link } from "react-router";
import { StudioNotice } from "~/components/studio/StudioNotice";
import { appContext, cloudflareContext } from "~/firestore/app-context.server";
import { pageUrl } from "~/site/page-url";
import { requireAdmin, studioUserContext } from "~/studio/auth/guard.server";
import type { CalendarImportNotice } from "~/studio/calendar/import-notice";
import { CALENDAR_PATH, calendarFeedAddress, calendarImportState, calendarWeek, replaceCalendarFeedKey, requestedWeek, type CalendarItem } from "~/studio/calendar/week.server";
import { SAVE_LIMIT_MESSAGE, tooManySaves } from "~/studio/save-limit.server";

export const meta: Route.MetaFunction = () => [{ title: "Calendar | Plum & Linen Studio" }, { name: "robots", content: "noindex, nofollow" }];

export async function loader({ request, context }: Route.LoaderArgs) {
  const app = context.get(appContext);
  const user = context.get(studioUserContext);
  const url = pageUrl(request);
  const monday = requestedWeek(url);
  const [week, feed, calendarImport] = await Promise.all([
    calendarWeek(app, monday),
    user.role === "admin" ? calendarFeedAddress(app) : null,
    calendarImportState(app, context.get(cloudflareContext).env),
  ]);
  return { week, admin: user.role === "admin", feed, calendarImport, replaced: url.searchParams.has("replaced") };
}

type ActionData = { message: string };

/** "Replace the address" (admins): a new feed key, and the old one fails at once. */
export async function action({ request, context }: Route.ActionArgs) {
  const app = context.get(appContext);
  const user = requireAdmin(context);
  const form = await request.formData().catch(() => new FormData());
  if (form.get("intent") !== "replace-feed-key") return data<ActionData>({ message: "Nothing to do: use the button on this page." }, { status: 400 });
  const seen = form.get("updateTime");
  const result = await replaceCalendarFeedKey(app, context.get(cloudflareContext).env, user, typeof seen === "string" ? seen : "");
  if (result === "limited") return tooManySaves<ActionData>({ message: `${SAVE_LIMIT_MESSAGE} The address was not replaced.` });
  if (result === "conflict") return data<ActionData>({ message: "Another admin replaced the address a moment ago. This page now shows the new one." }, { status: 409 });
  throw redirect(`${CALENDAR_PATH}?replaced=1#calendar-feed`, 303);
}

export default function StudioCalendar({ loaderData, actionData: answer }: Route.ComponentProps) {
  const { week, admin, feed, calendarImport, replaced } = loaderData;
  return (
    <>
      <h1>Calendar</h1>
      <p className="studio-muted">
        {week.title}. Bookings made online, and the times blocked; times are the studio&apos;s (Amsterdam).
      </p>
      <p className="studio-actions">
        <Link className="studio-button" to="/studio/bookings/new">
          Book for a client
        </Link>
      </p>
      {replaced ? <StudioNotice tone="ok">The calendar feed has a new address. The old one no longer works: give the new one to your calendar apps.</StudioNotice> : null}
      {answer ? <StudioNotice tone="error">{answer.message}</StudioNotice> : null}
      {calendarImport ? <CalendarImportWarning state={calendarImport} /> : null}
      <WeekLinks previous={week.previous} next={week.next} thisWeek={week.thisWeek} />
      {week.days.map((day) => (
        <section key={day.date} className="studio-card" aria-labelledby={`day-${day.date}`}>
          <h2 id={`day-${day.date}`}>
            {day.heading}
            {day.today ? <span className="studio-badge studio-badge--ok">today</span> : null}
          </h2>
          {day.items.length ? (
            <ul>
              {day.items.map((item) => (
                <li key={`${item.kind}-${item.id}`}>
                  <CalendarLine item={item} />
                </li>
              ))}
            </ul>
          ) : (
            <p className="studio-muted">Nothing booked or blocked.</p>
          )}
        </section>
      ))}
      {admin ? (
        <section id="calendar-feed" className="studio-card" aria-labelledby="calendar-feed-title">
          <h2 id="calendar-feed-title">Calendar feed</h2>
          {feed ? (
            <>
              <p>
                Subscribe to this address in a calendar app (Google Calendar: “From URL”; Apple Calendar: “New Calendar Subscription”) to see every booking and
                block there. Whoever has it can read the bookings: keep it to the studio&apos;s own calendars.
              </p>
              <label htmlFor="calendar-feed-url">The feed&apos;s address</label>
              <input id="calendar-feed-url" type="text" readOnly value={feed.url} />
            </>
          ) : (
            <p>The calendar has no feed address yet. Make one to see every booking and block in a calendar app.</p>
          )}
          <Form method="post" className="studio-actions">
            <input type="hidden" name="intent" value="replace-feed-key" />
            <input type="hidden" name="updateTime" value={feed?.updateTime ?? ""} />
            <button type="submit" className="studio-button studio-button--quiet">
              {feed ? "Replace the address" : "Make an address"}
            </button>
            {feed ? <span className="studio-muted">The old address stops working at once.</span> : null}
          </Form>
        </section>
      ) : null}
    </>
  );
}

function CalendarImportWarning({ state }: { state: CalendarImportNotice }) {
  const { failing, unreadEvents } = state;
  return (
    <>
      {failing ? (
        <section className="studio-status studio-status--error" aria-labelledby="calendar-import-title">
          <h2 id="calendar-import-title" className="studio-status__title">
            Your own calendar is not being read
          </h2>
          <p>
            {failing.since ? `The studio's calendar has not been read since ${failing.since}.` : "The studio's calendar has not been read yet."} Appointments added to it
            since then do not keep those times from being booked.
          </p>
          <p>{failing.why}</p>
        </section>
      ) : null}
      {unreadEvents > 0 ? (
        <p className="studio-status studio-status--error">
          {unreadEvents === 1 ? "One event" : `${unreadEvents} events`} in the studio&apos;s calendar could not be read, so {unreadEvents === 1 ? "it blocks" : "they block"} no
          times. A repeating event with an unusual rule is the likely cause: look for one in the calendar and simplify its repeats.
        </p>
      ) : null}
    </>
  );
}

function WeekLinks({ previous, next, thisWeek }: { previous: string; next: string; thisWeek: string | null }) {
  return (
    <nav className="studio-pagination" aria-label="Weeks">
      <Link to={previous} rel="prev">
        ← Previous week
      </Link>
      {thisWeek ? <Link to={thisWeek}>This week</Link> : null}
      <Link to={next} rel="next">
        Next week →
      </Link>
    </nav>
  );
}

function CalendarLine({ item }: { item: CalendarItem }) {
  if (item.kind === "booking") {
    return (
      <Link to={item.href}>
        <strong>{item.time}</strong> {item.service}: {item.name}, {item.party}
        {item.online ? " (online)" : null}
        {item.status === "held" ? <span className="studio-badge studio-badge--warn">held</span> : null}
      </Link>
    );
  }
  return (
    <span>
      <strong>{item.time}</strong> {item.label}
      {item.span ? <span className="studio-muted"> ({item.span})</span> : null}
    </span>
  );
}
