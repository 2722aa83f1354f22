import { CheckboxField, TextField } from "~/components/forms";
import { calendarDay } from "~/site/time";
import { fieldsOf, HoursFields, type FormState } from "./fields";
import { overrideRows } from "./opening-hours";

/** The dates with other hours, each its own row, and one empty row to add a date. */
export function OverrideRows({ state, today }: { state: FormState; today: string }) {
  const { checkbox } = fieldsOf(state);
  const rows = overrideRows(state.values);
  const typedIn = (row: number) =>
    Object.entries(state.values).some(([name, value]) => name.startsWith(`overrides.${row}.`) && !name.endsWith(".remove") && value.trim() !== "");
  // A row posted empty (the add row, left as it was) comes back as the add row, not as a date.
  const filled = rows.filter(typedIn);
  const blank = rows.length ? Math.max(...rows) + 1 : 0;
  return (
    <>
      {filled.map((row) => {
        const date = state.values[`overrides.${row}.date`] ?? "";
        const named = /^\d{4}-\d{2}-\d{2}$/.test(date) && !Number.isNaN(Date.parse(date)) ? calendarDay(date) : `Date ${row + 1}`;
        return (
          <fieldset key={row}>
            <legend>{named}</legend>
            <OverrideFields row={row} state={state} />
            <CheckboxField {...checkbox(`overrides.${row}.remove`)} label={`Remove ${named} when saving`} />
          </fieldset>
        );
      })}
      <fieldset>
        <legend>Add a date</legend>
        <OverrideFields row={blank} state={state} min={today} />
      </fieldset>
    </>
  );
}

function OverrideFields({ row, state, min }: { row: number; state: FormState; min?: string }) {
  const { field } = fieldsOf(state);
  return (
    <>
      <div className="studio-row">
        <TextField {...field(`overrides.${row}.date`)} label="Date" type="date" min={min} />
        <TextField {...field(`overrides.${row}.note`)} label="Note (for the studio only)" maxLength={200} />
      </div>
      <HoursFields prefix={`overrides.${row}.hours`} state={state} />
    </>
  );
}
