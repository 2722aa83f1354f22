import { CheckboxField, SelectField, TextField } from "~/components/forms";
import { MONTH_NAMES, WEEKDAY_NAMES, WEEKDAYS } from "~/schemas/availability";
import { fieldsOf, HoursFields, TimeField, type FormState } from "./fields";

const MONTH_OPTIONS = [{ value: "", label: "—" }, ...MONTH_NAMES.map((name, index) => ({ value: String(index + 1), label: name }))];

/** The rows under `prefix` (`seasonalHours`, `services.{id}.seasonal`) the form's values hold, in order. */
function rowsOf(values: FormState["values"], prefix: string): number[] {
  const pattern = new RegExp(`^${prefix.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}\\.(\\d+)\\.from$`);
  return Object.keys(values).flatMap((name) => pattern.exec(name)?.[1] ?? []).map(Number).sort((a, b) => a - b);
}

function MonthFields({ prefix, state }: { prefix: string; state: FormState }) {
  const { select } = fieldsOf(state);
  return (
    <>
      <SelectField {...select(`${prefix}.from`)} label="From the month" options={MONTH_OPTIONS} />
      <SelectField {...select(`${prefix}.to`)} label="To the month (included)" options={MONTH_OPTIONS} />
    </>
  );
}

/** A service's other start times for ranges of months: the winter's earlier last start. */
export function SeasonalStarts({ prefix, state }: { prefix: string; state: FormState }) {
  const { field } = fieldsOf(state);
  return (
    <fieldset>
      <legend>Other start times by the month</legend>
      <p className="studio-muted">For short winter days, say. A time left empty keeps the one above; a range may run over the year end (November to February).</p>
      {rowsOf(state.values, `${prefix}.seasonal`).map((row) => {
        const name = (rule: string) => `${prefix}.seasonal.${row}.${rule}`;
        return (
          <div className="studio-row" key={row}>
            <MonthFields prefix={`${prefix}.seasonal.${row}`} state={state} />
            <TimeField {...field(name("startFrom"))} label="Earliest start" />
            <TimeField {...field(name("startUntil"))} label="Latest start" />
          </div>
        );
      })}
    </fieldset>
  );
}

/** The week's other hours for ranges of months; a day left empty keeps the week's hours. */
export function SeasonalHoursRows({ state }: { state: FormState }) {
  const { field, checkbox } = fieldsOf(state);
  return (
    <>
      <p className="studio-muted">
        Months in which some days have other hours than the week above (a range may run over the year end). Leave a day empty to keep its usual hours, or tick it closed. A date with
        other hours still comes first. To add months, fill in the empty row; to remove them, empty the months.
      </p>
      {rowsOf(state.values, "seasonalHours").map((row) => {
        const prefix = `seasonalHours.${row}`;
        const used = Object.keys({ ...state.errors, ...Object.fromEntries(Object.entries(state.values).filter(([, value]) => value)) }).some((name) => name.startsWith(`${prefix}.`));
        return (
          <fieldset key={row}>
            <legend>Months {row + 1}</legend>
            <div className="studio-row">
              <MonthFields prefix={prefix} state={state} />
              <TextField {...field(`${prefix}.note`)} label="Note (only the studio sees it)" />
            </div>
            <details open={used}>
              <summary>The days&apos; hours in these months</summary>
              {WEEKDAYS.map((day) => (
                <fieldset key={day}>
                  <legend>{WEEKDAY_NAMES[day]}</legend>
                  <HoursFields prefix={`${prefix}.${day}`} state={state} />
                  <CheckboxField {...checkbox(`${prefix}.${day}.closed`)} label={`Closed on ${WEEKDAY_NAMES[day]}s in these months`} />
                </fieldset>
              ))}
            </details>
          </fieldset>
        );
      })}
    </>
  );
}
