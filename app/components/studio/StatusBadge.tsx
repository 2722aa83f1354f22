import type { InboxEntry } from "~/models/inbox-view";

/** A request's status; one stored as none of the known statuses stands out. */
export function StatusBadge({ entry }: { entry: Pick<InboxEntry, "statusLabel" | "knownStatus"> }) {
  return <span className={entry.knownStatus ? "studio-badge" : "studio-badge studio-badge--warn"}>{entry.statusLabel}</span>;
}

/** Shown when the studio's email about a request did not go out: nobody was told of it. */
export function NotNotifiedBadge({ entry }: { entry: Pick<InboxEntry, "notified" | "notifyError"> }) {
  if (entry.notified !== false) return null;
  return (
    <span className="studio-badge studio-badge--warn" title={entry.notifyError ?? undefined}>
      Not notified
    </span>
  );
}

/** Shown beside a document that fails its schema: the site skips it until it is corrected. */
export function NeedsFixingBadge({ problems }: { problems: readonly string[] }) {
  if (problems.length === 0) return null;
  return (
    <>
      {" "}
      <span className="studio-badge studio-badge--warn" title={problems.join("\n")}>
        Needs fixing
      </span>
    </>
  );
}
