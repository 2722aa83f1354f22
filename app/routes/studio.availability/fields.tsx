import { TextField, type FieldLook, type FieldProps } from "~/components/forms";
import { MAX_RANGES, type FieldErrors, type FormValues } from "./field-checks";

/**
 * The availability page's fields, all from the form kit (app/components/forms.tsx) in the studio's
 * look: their props from a form's state by the field's flat name (`weekly.sat.0.from`), and the one
 * field the kit leaves to the page, a time typed on the studio's clock.
 */

/** What a form shows: what was typed when it came back refused, else what is stored; and the messages next to its fields. */
export type FormState = { values: FormValues; errors: FieldErrors };

/** The id of the control named `name` (and the stem of its hint's and error's ids): `field-weekly-sat-0-from`. */
const fieldId = (name: string) => `field-${name.replace(/[^a-zA-Z0-9_-]/g, "-")}`;

/** The kit's props of a form's fields, by name: `field` for text, times and numbers, `select` and `checkbox`. */
export function fieldsOf(state: FormState) {
  const common = (name: string) => ({ id: fieldId(name), name, error: state.errors[name], look: "studio" as const });
  return {
    /** What the field holds, or empty. */
    field: (name: string) => ({ ...common(name), value: state.values[name] ?? "" }),
    /** What the select holds, or (held nowhere) its first option. */
    select: (name: string) => ({ ...common(name), value: state.values[name] }),
    /** Ticked when it holds "on", as a ticked checkbox posts. */
    checkbox: (name: string) => ({ ...common(name), checked: state.values[name] === "on" }),
  };
}

// What the browser checks before posting; the server checks again (field-checks.ts, block-form.ts).
const QUARTER_HOUR_PATTERN = "\\s*([01]?\\d|2[0-3])[:.](00|15|30|45)\\s*";
const ANY_MINUTE_PATTERN = "\\s*(([01]?\\d|2[0-3])[:.][0-5]\\d|24[:.]00)\\s*";

/** A time on the studio's clock, typed: on the quarter hour (opening hours), or any minute (a block). */
export function TimeField({ anyMinute = false, ...props }: FieldProps & { look?: FieldLook; anyMinute?: boolean }) {
  return (
    <TextField
      {...props}
      inputMode="numeric"
      autoComplete="off"
      placeholder={anyMinute ? "14:30" : "09:30"}
      pattern={anyMinute ? ANY_MINUTE_PATTERN : QUARTER_HOUR_PATTERN}
      size={5}
    />
  );
}

const RANGE_LABELS = [
  ["From", "To"],
  ["2nd from", "2nd to"],
  ["3rd from", "3rd to"],
] as const;

/** Up to three stretches of hours under `prefix` (`weekly.sat.0.from` …). */
export function HoursFields({ prefix, state }: { prefix: string; state: FormState }) {
  const { field } = fieldsOf(state);
  return (
    <div className="studio-row">
      {RANGE_LABELS.slice(0, MAX_RANGES).flatMap(([fromLabel, toLabel], index) => [
        <TimeField key={`${index}-from`} {...field(`${prefix}.${index}.from`)} label={fromLabel} />,
        <TimeField key={`${index}-to`} {...field(`${prefix}.${index}.to`)} label={toLabel} />,
      ])}
    </div>
  );
}
