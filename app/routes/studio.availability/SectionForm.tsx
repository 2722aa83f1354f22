import type { ReactNode } from "react";
import { Form } from "react-router";
import { ConflictTable } from "~/components/studio/ConflictTable";
import { StudioNotice } from "~/components/studio/StudioNotice";
import { CONFLICT, type ActionData } from "./answers";
import { SECTION_TITLES, type Section } from "./sections";

/** One section of the settings: its heading, what its last post came back with, and its form, saved on its own. */
export function SectionForm({ section, answer, updateTime, submit, children }: { section: Section; answer?: ActionData; updateTime: string; submit: string; children: ReactNode }) {
  const heading = `${section}-heading`;
  return (
    <section aria-labelledby={heading} id={section}>
      <h2 id={heading}>{SECTION_TITLES[section]}</h2>
      {answer?.status === "conflict" ? (
        <div className="studio-status studio-status--error" role="alert">
          <h3>{CONFLICT}</h3>
          <p>Nothing of yours was saved, and nothing of theirs was overwritten. Here is what differs; the form below still holds your version.</p>
          {answer.differences?.length ? <ConflictTable rows={answer.differences} preformatted={false} /> : <p>Their version and yours are the same.</p>}
          <p>To keep theirs, reload this page. To keep yours, save again.</p>
        </div>
      ) : answer ? (
        <StudioNotice tone="error">{answer.message}</StudioNotice>
      ) : null}
      {/* A new version (after a save, or a conflict) starts the form again from the values it brings. */}
      <Form method="post" className="studio-form studio-card" key={updateTime} aria-labelledby={heading}>
        <input type="hidden" name="intent" value={section} />
        <input type="hidden" name="updateTime" value={updateTime} />
        {children}
        <div className="studio-actions">
          <button type="submit" className="studio-button">
            {answer?.status === "conflict" ? "Save mine over theirs" : submit}
          </button>
        </div>
      </Form>
    </section>
  );
}
