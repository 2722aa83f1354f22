import { Link } from "react-router";
import type { InboxEntry } from "~/models/inbox-view";
import { NotNotifiedBadge, StatusBadge } from "./StatusBadge";
import { StudioTable } from "./StudioTable";

/** The inbox's requests, newest first: when, what, who, and where each stands. */
export function InboxTable({ entries, caption }: { entries: readonly InboxEntry[]; caption: string }) {
  return (
    <StudioTable columns={["Received", "Kind", "Name", "Email", "Summary", "Status", "Deleted on"]} caption={caption} captionClassName="visually-hidden">
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
          <td>{entry.deletesAt ? <time dateTime={entry.deletesAt}>{entry.deletesLabel}</time> : entry.deletesLabel}</td>
        </tr>
      ))}
    </StudioTable>
  );
}
