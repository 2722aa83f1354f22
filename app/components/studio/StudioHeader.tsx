import { Form, NavLink } from "react-router";
import type { StudioRole } from "~/schemas/studio-user";

type NavItem = { to: string; label: string; adminOnly?: boolean };

const NAV: NavItem[] = [
  { to: "/studio/inbox", label: "Inbox" },
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

/** The studio's top bar: where to go, how many requests are new, who is signed in. */
export function StudioHeader({ email, role, newCount, newCountLimit }: { email: string; role: StudioRole; newCount: number; newCountLimit: number }) {
  const count = newCount >= newCountLimit ? `${newCountLimit - 1}+` : String(newCount);
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
                {item.to === "/studio/inbox" && newCount > 0 ? (
                  <span className="studio-count" aria-label={`${count} new`}>
                    {count}
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
