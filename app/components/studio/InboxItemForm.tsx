import { Form, useNavigation } from "react-router";
import { CONTACT_RETENTION } from "~/data/retention";
import { STATUS_LABELS, STATUS_OPTIONS } from "~/models/inbox-view";
import { INBOX_STATUSES, NOTE_MAX_LENGTH, type InboxStatus } from "~/schemas/inbox";
import type { FieldSpec } from "~/studio/content/fields";
import { EditorFields } from "./EditorFields";
import { ConflictTable } from "./ConflictTable";
import { formatCount } from "~/platform/numbers";

export type InboxItemValues = { status: string; note: string; answered?: string };
export type InboxItemErrors = Partial<Record<keyof InboxItemValues | "updateTime", string>>;
/** What is stored now, when someone else saved the request while the editor had it open. */
export type InboxItemConflict = { current: InboxItemValues; lastChange: string | null };

const FIELDS: FieldSpec[] = [
  { kind: "select", name: "status", label: "Status", options: STATUS_OPTIONS },
  {
    kind: "textarea",
    name: "note",
    label: "Internal note",
    hint: `For the studio only: the visitor never sees it. Up to ${formatCount(NOTE_MAX_LENGTH)} characters.`,
    rows: 6,
    optional: true,
  },
  {
    kind: "checkbox",
    name: "answered",
    label: "Mark as answered now",
    hint: `Tick it when you have replied: the reply's time is recorded, and a contact message is deleted ${CONTACT_RETENTION.months} months after the last one.`,
  },
];

const statusLabel = (status: string) => ((INBOX_STATUSES as readonly string[]).includes(status) ? STATUS_LABELS[status as InboxStatus] : status);

/**
 * The request's status and note: a plain form that posts and comes back with what was typed. It
 * carries the version it was filled from, so a save never overwrites a change not seen.
 */
export function InboxItemForm({
  values,
  errors,
  updateTime,
  conflict,
  requestHref,
}: {
  values: InboxItemValues;
  errors: InboxItemErrors;
  updateTime: string;
  conflict: InboxItemConflict | null;
  requestHref: string;
}) {
  const busy = useNavigation().state === "submitting";
  return (
    <>
      {conflict ? <ConflictNotice conflict={conflict} yours={values} requestHref={requestHref} /> : null}
      {errors.status || errors.note || errors.updateTime ? (
        <p className="studio-status studio-status--error" role="alert">
          Nothing was saved: {errors.updateTime ?? "see the messages next to the fields."}
        </p>
      ) : null}
      {/* Remounted with each version, so the fields show what this answer holds. */}
      <Form method="post" className="studio-form" key={updateTime}>
        <input type="hidden" name="updateTime" value={updateTime} />
        <EditorFields fields={FIELDS} values={values} errors={errors} />
        <div className="studio-actions">
          <button type="submit" className="studio-button" disabled={busy}>
            {conflict ? "Save mine over theirs" : "Save status and note"}
          </button>
        </div>
      </Form>
    </>
  );
}

function ConflictNotice({ conflict, yours, requestHref }: { conflict: InboxItemConflict; yours: InboxItemValues; requestHref: string }) {
  const rows = [
    { label: "Status", current: statusLabel(conflict.current.status), yours: statusLabel(yours.status) },
    { label: "Internal note", current: conflict.current.note || "(empty)", yours: yours.note || "(empty)" },
  ];
  return (
    <section className="studio-status studio-status--error" role="alert" aria-labelledby="conflict-heading">
      <h2 id="conflict-heading">Someone else saved this request while you were editing</h2>
      <p>
        Nothing of yours was saved, and nothing of theirs was overwritten.
        {conflict.lastChange ? ` Their change: ${conflict.lastChange}.` : ""} The form below still holds your version.
      </p>
      <ConflictTable rows={rows} />
      <p>
        To keep theirs, <a href={requestHref}>show the request as it is now</a>. To keep yours, save again.
      </p>
    </section>
  );
}
