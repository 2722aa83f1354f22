import { Link } from "react-router";
import { STATUS_OPTIONS } from "~/models/inbox-view";
import type { InboxStatus } from "~/schemas/inbox";

type InboxTab = "all" | InboxStatus;

const TABS: ReadonlyArray<{ value: InboxTab; label: string }> = [{ value: "all", label: "All" }, ...STATUS_OPTIONS];

/** The inbox's filters, plain links: the current one says so to assistive technology too. */
export function InboxTabs({ current }: { current: InboxTab }) {
  return (
    <nav aria-label="Requests by status">
      <ul className="studio-tabs">
        {TABS.map((tab) => (
          <li key={tab.value}>
            <Link to={tab.value === "all" ? "/studio/inbox" : `/studio/inbox?status=${tab.value}`} aria-current={tab.value === current ? "page" : undefined}>
              {tab.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
