import { Link } from "@remix-run/react";
import type { InboxEntry } from "~/models/inbox-view";
import { NotNotifiedBadge, StatusBadge } from "./StatusBadge";

/** The inbox's requests, newest first: when, what, who, and where each stands. */
export function InboxTable({ entries, caption }: { entries: readonly InboxEntry[]; caption: string }) {
  return (
    <div className="studio-table-wrap">
      <table className="studio-table">
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            <th scope="col">Received</th>
            <th scope="col">Kind</th>
            <th scope="col">Name</th>
            <th scope="col">Email</th>
            <th scope="col">Summary</th>
            <th scope="col">Status</th>
          </tr>
        </thead>
        <tbody>
          {entries.map((entry) => (
            <tr key={`${entry.kind}/${entry.id}`}>
              <td>{entry.receivedAt ? <time dateTime={entry.receivedAt}>{entry.receivedLabel}</time> : entry.receivedLabel}</td>
              <td>{entry.kindLabel}</td>
              <td>
                <Link to={entry.href} prefetch="none">
                  {entry.name || "(no name)"}
                </Link>
              </td>
              <td>{entry.email}</td>
              <td>{entry.summary}</td>
              <td>
                <StatusBadge entry={entry} /> <NotNotifiedBadge entry={entry} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
