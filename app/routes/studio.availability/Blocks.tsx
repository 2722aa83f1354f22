import { Form } from "react-router";
import { TextField } from "~/components/forms";
import { StudioNotice } from "~/components/studio/StudioNotice";
import { StudioTable } from "~/components/studio/StudioTable";
import type { ActionData } from "./answers";
import { fieldsOf, TimeField, type FormState } from "./fields";

/** A block as the list shows it: when, on the studio's clock, and what. */
type BlockRow = { id: string; updateTime: string; label: string; when: string };

/** Times staff close by hand, and the form to add one. */
export function Blocks({ blocks, today, add, removed }: { blocks: readonly BlockRow[]; today: string; add?: ActionData; removed?: ActionData }) {
  const state: FormState = { values: add?.values ?? {}, errors: add?.errors ?? {} };
  const { field } = fieldsOf(state);
  return (
    <section aria-labelledby="blocks-heading" id="blocks">
      <h2 id="blocks-heading">Blocked times</h2>
      <p className="studio-muted">Times the studio cannot take bookings (a dentist&apos;s appointment, a training). A block does not cancel a booking already made.</p>
      {removed ? <StudioNotice tone="error">{removed.message}</StudioNotice> : null}
      {blocks.length === 0 ? (
        <p>No blocks ahead.</p>
      ) : (
        <StudioTable columns={["When (Dutch time)", "What", ""]} caption="Blocks not yet over, earliest first" captionClassName="studio-muted">
          {blocks.map((block) => (
            <tr key={block.id}>
              <td>{block.when}</td>
              <th scope="row">{block.label}</th>
              <td>
                <Form method="post" aria-label={`Remove ${block.label}, ${block.when}`}>
                  <input type="hidden" name="intent" value="remove-block" />
                  <input type="hidden" name="block" value={block.id} />
                  <input type="hidden" name="updateTime" value={block.updateTime} />
                  <button type="submit" className="studio-button studio-button--danger">
                    Remove
                  </button>
                </Form>
              </td>
            </tr>
          ))}
        </StudioTable>
      )}
      <h3 id="add-block">Block a time</h3>
      {add ? <StudioNotice tone="error">{add.message}</StudioNotice> : null}
      {/* Empty again once a block is added (the list changes); what was typed stays while it is refused. */}
      <Form method="post" className="studio-form studio-card" aria-labelledby="add-block" key={blocks.map((block) => block.id).join()}>
        <input type="hidden" name="intent" value="add-block" />
        <div className="studio-row">
          <TextField {...field("label")} label="What" hint="Like Dentist; visitors never see it." maxLength={100} />
          <TextField {...field("date")} label="Date" type="date" min={today} />
          <TimeField {...field("from")} label="From (Dutch time)" anyMinute />
          <TimeField {...field("to")} label="To (Dutch time)" anyMinute />
        </div>
        <div className="studio-actions">
          <button type="submit" className="studio-button">
            Block this time
          </button>
        </div>
      </Form>
    </section>
  );
}
