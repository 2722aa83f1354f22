import type { Route } from "./+types/studio.inbox._index";
import { Link } from "react-router";
import * as v from "valibot";
import { InboxTable } from "~/components/studio/InboxTable";
import { InboxTabs } from "~/components/studio/InboxTabs";
import { StudioTable } from "~/components/studio/StudioTable";
import { STATUS_LABELS } from "~/models/inbox-view";
import { decodeInboxCursor, encodeInboxCursor, listInbox, type InboxFilter } from "~/models/inbox.server";
import { INBOX_STATUSES } from "~/schemas/inbox";
import { recentBookings, type RecentBooking } from "~/studio/bookings/recent-bookings.server";
import { appContext } from "~/firestore/app-context.server";
import { pageUrl } from "~/site/page-url";
import { printQueue } from "~/models/vouchers.server";
import { formatVoucherCode } from "~/models/voucher-code";
import { formatCents } from "~/platform/money";
import { studioDateTime } from "~/site/time";

/** `?status=` picks a tab (none: all); `after=` and `before=` are the cursors of the Older and Newer links. */
const InboxQuery = v.object({
  status: v.optional(v.picklist(["all", ...INBOX_STATUSES]), "all"),
  after: v.optional(v.string()),
  before: v.optional(v.string()),
});

const badLink = () => new Response("This inbox link is not one the studio made. Start again from the inbox.", { status: 400 });

export async function loader({ request, context }: Route.LoaderArgs) {
  const query = v.safeParse(InboxQuery, Object.fromEntries(pageUrl(request).searchParams));
  if (!query.success) throw badLink();
  const { status, after, before } = query.output;
  const cursor = (value: string | undefined) => {
    if (value === undefined) return null;
    const decoded = decodeInboxCursor(value);
    if (!decoded) throw badLink();
    return decoded;
  };
  const firstPage = status === "all" && after === undefined && before === undefined;
  const [page, bookings, cards] = await Promise.all([
    listInbox(context.get(appContext), { status, after: cursor(after), before: cursor(before) }),
    // Bookings have no status of the inbox's: they are listed on the first page of all requests.
    firstPage ? recentBookings(context.get(appContext)) : null,
    // So are the printed voucher cards still to post: the studio's task list.
    firstPage ? printQueue(context.get(appContext)) : null,
  ]);
  const first = page.entries[0];
  const last = page.entries.at(-1);
  const link = (param: "after" | "before", value: string | null) => {
    const search = new URLSearchParams(status === "all" ? {} : { status });
    if (value) search.set(param, value);
    return search.size ? `/studio/inbox?${search}` : "/studio/inbox";
  };
  return {
    status,
    entries: page.entries,
    bookings,
    cards: cards?.map(({ code, voucher }) => ({ code, printed: formatVoucherCode(code), recipientName: voucher.recipientName, amount: formatCents(voucher.amountCents), ordered: studioDateTime(voucher.issuedAt) })) ?? null,
    // A page past the last request has no row to count from: its Newer link goes to the top.
    newerHref: page.hasNewer ? link("before", first ? encodeInboxCursor(first) : null) : null,
    olderHref: page.hasOlder && last ? link("after", encodeInboxCursor(last)) : null,
  };
}

const tabName = (status: InboxFilter) => (status === "all" ? "All requests" : STATUS_LABELS[status]);

export const meta: Route.MetaFunction = ({ loaderData: data }) => [
  { title: `Inbox${data ? `: ${tabName(data.status)}` : ""} | Plum & Linen Studio` },
  { name: "robots", content: "noindex, nofollow" },
];

export default function Inbox({ loaderData }: Route.ComponentProps) {
  const { status, entries, bookings, cards, newerHref, olderHref } = loaderData;
  const name = tabName(status);
  return (
    <>
      <h1>Inbox</h1>
      <p className="studio-muted">Contact messages and booking requests, newest first. Times are the studio&apos;s (Amsterdam).</p>
      <InboxTabs current={status} />
      {cards?.length ? (
        <section className="studio-card" aria-labelledby="cards-to-post">
          <h2 id="cards-to-post">Voucher cards to post</h2>
          <ul>
            {cards.map((card) => (
              <li key={card.code}>
                <Link to={`/studio/vouchers?q=${card.code}`}>{card.printed}</Link>: {card.amount} for {card.recipientName}, paid {card.ordered}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {entries.length ? (
        <InboxTable entries={entries} caption={`${name}, newest first`} />
      ) : (
        <p className="studio-card">{status === "all" ? "No requests yet." : `No requests with the status “${name}”.`}</p>
      )}
      {newerHref || olderHref ? (
        <nav className="studio-pagination" aria-label="Inbox pages">
          {newerHref ? (
            <Link to={newerHref} rel="prev">
              Newer
            </Link>
          ) : (
            <span />
          )}
          {olderHref ? (
            <Link to={olderHref} rel="next">
              Older
            </Link>
          ) : null}
        </nav>
      ) : null}
      {bookings ? <OnlineBookings bookings={bookings} /> : null}
    </>
  );
}

const BOOKING_STATUS_LABELS: Record<RecentBooking["status"], string> = { held: "Held", confirmed: "Confirmed", cancelled: "Cancelled", released: "Released (not paid)" };

/** The bookings made online in the last 30 days (the newest 20), each linking to its page. */
function OnlineBookings({ bookings }: { bookings: RecentBooking[] }) {
  return (
    <section aria-labelledby="online-bookings">
      <h2 id="online-bookings">Online bookings</h2>
      {bookings.length ? (
        <StudioTable columns={["Booked", "Name", "Analysis", "When", "Status"]} caption="Made in the last 30 days, newest first" captionClassName="studio-muted">
          {bookings.map((booking) => (
            <tr key={booking.id}>
              <td>
                <time dateTime={booking.madeAt}>{booking.madeLabel}</time>
              </td>
              <th scope="row">
                <Link to={booking.href}>{booking.name}</Link>
              </th>
              <td>{booking.service}</td>
              <td>{booking.when}</td>
              <td>{BOOKING_STATUS_LABELS[booking.status]}</td>
            </tr>
          ))}
        </StudioTable>
      ) : (
        <p className="studio-card">No bookings made online in the last 30 days.</p>
      )}
      <p>
        <Link to="/studio/calendar">The week&apos;s calendar</Link>
      </p>
    </section>
  );
}
