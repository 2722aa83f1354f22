import { Form } from "react-router";
import type { ReactNode } from "react";
import type { QuickSaveRefusal } from "~/studio/content/quick-save.server";
import { UPDATE_TIME_FIELD } from "~/studio/content/save-fields";
import { ConflictTable } from "./ConflictTable";

/**
 * One button that saves a field or two of a document from a list (Approve, Hide, Move up): a plain
 * HTML form carrying the document's updateTime, so a change made since the list was shown is refused.
 */
export function QuickSaveButton({
  intent,
  id,
  updateTime,
  label,
  children,
  extra = {},
  quiet = true,
}: {
  intent: string;
  id: string;
  updateTime: string;
  /** The button's accessible name, naming the item ("Approve Sanne K.'s testimonial"). */
  label: string;
  children: ReactNode;
  extra?: Record<string, string>;
  quiet?: boolean;
}) {
  return (
    <Form method="post" className="studio-quick-form">
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="id" value={id} />
      <input type="hidden" name={UPDATE_TIME_FIELD} value={updateTime} />
      {Object.entries(extra).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <button type="submit" className={quiet ? "studio-button studio-button--quiet studio-button--small" : "studio-button studio-button--small"} aria-label={label}>
        {children}
      </button>
    </Form>
  );
}

/** Above a list: "Saved", or why a quick save was refused (a conflict shows both versions). */
export function QuickSaveNotice({ saved, refusal }: { saved: string | null; refusal: QuickSaveRefusal | undefined }) {
  if (refusal?.refused === "limited") {
    return (
      <p className="studio-status studio-status--error" role="alert">
        {`Nothing was changed for ${refusal.name}. ${refusal.message}`}
      </p>
    );
  }
  if (refusal?.refused === "invalid") {
    return (
      <div className="studio-status studio-status--error" role="alert">
        <p>{`Nothing was changed: ${refusal.name} has problems the site can't show. Open it, correct the fields marked there, and save it first.`}</p>
        <ul>
          {refusal.problems.map((problem) => (
            <li key={problem}>{problem}</li>
          ))}
        </ul>
      </div>
    );
  }
  if (refusal?.refused === "conflict") {
    return (
      <section className="studio-status studio-status--error" role="alert" aria-labelledby="quick-conflict-heading">
        <h2 id="quick-conflict-heading">{`Someone else changed ${refusal.name} after this page was loaded`}</h2>
        <p>Nothing was changed, and nothing of theirs was overwritten. The list below shows it as it is now; try again there if you still want your change.</p>
        {refusal.rows.length ? (
          <ConflictTable rows={refusal.rows} preformatted={false} />
        ) : null}
      </section>
    );
  }
  if (saved === null) return null;
  return (
    <p className="studio-status studio-status--ok" role="status">
      {saved === "unpublished" ? "Saved, but the public pages could not be refreshed: they show it within a minute." : "Saved. The public pages show it now."}
    </p>
  );
}
