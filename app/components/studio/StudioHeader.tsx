import { Form, NavLink } from "react-router";
import type { StudioRole } from "~/schemas/studio-user";

type NavItem = { to: string; label: string; adminOnly?: boolean };

const NAV: NavItem[] = [
  { to: "/studio/inbox", label: "Inbox" },
  { to: "/studio/orders", label: "Orders" },
  { to: "/studio/calendar", label: "Calendar" },
  { to: "/studio/vouchers", label: "Vouchers" },
  { to: "/studio/payments", label: "Payments", adminOnly: true },
  { to: "/studio/availability", label: "Availability", adminOnly: true },
  { to: "/studio/content", label: "Content" },
  { to: "/studio/journal", label: "Journal" },
  { to: "/studio/media", label: "Media" },
  { to: "/studio/users", label: "Studio users", adminOnly: true },
  { to: "/studio/privacy", label: "Privacy requests", adminOnly: true },
  { to: "/studio/audit", label: "Audit log", adminOnly: true },
];

/** A count as the navigation shows it: at the limit, "99+". */
const shownCount = (count: number, limit: number) => (count >= limit ? `${limit - 1}+` : String(count));

/** The studio's top bar: where to go, how many requests are new and how many orders wait for an analyst, who is signed in. */
export function StudioHeader({
  email,
  role,
  newCount,
  newCountLimit,
  ordersWaiting = 0,
}: {
  email: string;
  role: StudioRole;
  newCount: number;
  newCountLimit: number;
  ordersWaiting?: number;
}) {
  const counts: Record<string, { count: number; label: string }> = {
    "/studio/inbox": { count: newCount, label: "new" },
    "/studio/orders": { count: ordersWaiting, label: "waiting for an analyst" },
  };
  return (
    <header className="studio-header">
      <a className="studio-brand" href="/studio">
        Plum &amp; Linen Studio
      </a>
      <nav className="studio-nav" aria-label="Studio">
        <ul>
          {NAV.filter((item) => role === "admin" || !item.adminOnly).map((item) => (
            <li key={item.to}>
              <NavLink to={item.to} prefetch="none">
                {item.label}
                {counts[item.to]?.count ? (
                  <span className="studio-count" aria-label={`${shownCount(counts[item.to]!.count, newCountLimit)} ${counts[item.to]!.label}`}>
                    {shownCount(counts[item.to]!.count, newCountLimit)}
                  </span>
                ) : null}
              </NavLink>
            </li>
          ))}
          <li>
            <a href="/" target="_blank" rel="noreferrer">
              View the site
            </a>
          </li>
        </ul>
      </nav>
      <div className="studio-who">
        <span>
          {email} <span className="studio-badge">{role}</span>
        </span>
        <NavLink to="/studio/account" prefetch="none">
          Your account
        </NavLink>
        <Form method="post" action="/studio/sign-out" reloadDocument>
          <button type="submit" className="studio-link-button">
            Sign out
          </button>
        </Form>
      </div>
    </header>
  );
}
