import { Form } from "react-router";
import { FieldShell, describedBy } from "~/components/forms";
import { SECOND_SET_NOTE_MAX } from "~/schemas/analysis-order";

type SecondSet = { asked: string; note: string } | null;

/**
 * A digital analysis's second set of photos, on its studio page: asked for once, at no charge (the
 * service page's promise), with the note the client is emailed; or, once asked, when and what.
 */
export function SecondSetForm({ seen, askable, secondSet }: { seen: string; askable: boolean; secondSet: SecondSet }) {
  if (secondSet) {
    return (
      <section className="studio-card" aria-labelledby="order-second-set">
        <h2 id="order-second-set">Second set of photos</h2>
        <p className="studio-muted">Asked for {secondSet.asked}. The client was emailed this note:</p>
        <blockquote className="studio-quote">{secondSet.note}</blockquote>
      </section>
    );
  }
  if (!askable) return null;
  return (
    <section className="studio-card" aria-labelledby="order-second-set">
      <h2 id="order-second-set">Ask for a second set of photos</h2>
      <Form method="post" className="studio-form">
        <input type="hidden" name="intent" value="second-set" />
        <input type="hidden" name="seen" value={seen} />
        <p>
          If these photos do not allow a confident result, ask the client once for a second set, at no charge, as the service page promises. The order goes back to
          them to add and remove photos; if work has started, it stays started, with no refund.
        </p>
        <FieldShell id="second-set-note" label="Note to the client" hint="What to change: the light, the camera, make-up, the white sheet. It goes into the email as written." required look="studio">
          <textarea id="second-set-note" name="note" rows={4} maxLength={SECOND_SET_NOTE_MAX} required {...describedBy({ id: "second-set-note", hint: "hint" })} />
        </FieldShell>
        <div className="studio-actions">
          <button type="submit" className="studio-button">
            Ask for a second set
          </button>
        </div>
      </Form>
    </section>
  );
}
