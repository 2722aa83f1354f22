import type { ReactNode } from "react";

/**
 * The form kit: every field has a visible label, then its hint, the control and its error, and
 * the control's `aria-describedby` names the hint and then the error. Ids follow the control's:
 * `<id>-hint` and `<id>-error`. Fields are uncontrolled (`defaultValue`), so a form posts and
 * comes back with what was typed without JavaScript.
 */
export type FieldProps = {
  /** The control's id, also the stem of its hint's and error's ids. */
  id: string;
  name: string;
  label: string;
  hint?: string;
  error?: string;
  /** What the field starts with: what the visitor typed, when the form comes back. */
  value?: string;
  required?: boolean;
};

/** The props a form gives each of its fields by name (see `fieldPropsFor`). */
export type FieldPropsOf<Name extends string> = (name: Name) => Pick<FieldProps, "id" | "name" | "value" | "error">;

/**
 * The `id`, `name`, `value` and `error` of a form's fields, from the form's id prefix, the values
 * it came back with and its messages: `field("email")` gives the props of `<prefix>-email`.
 */
export function fieldPropsFor<Name extends string>(
  prefix: string,
  values: Partial<Record<Name, string>>,
  errors: Partial<Record<Name, string>>,
): FieldPropsOf<Name> {
  return (name) => ({ id: `${prefix}-${name}`, name, value: values[name], error: errors[name] });
}

/** The visible mark of a required field; assistive technology hears the `required` attribute instead. */
export function RequiredMark() {
  return <span aria-hidden="true">*</span>;
}

/**
 * How a value is typed, for a field that wants it: the keyboard a phone shows, an example in the
 * empty box, the pattern the browser checks before posting, the box's width and the most characters.
 */
export type TypingProps = { inputMode?: "numeric" | "decimal" | "text"; placeholder?: string; pattern?: string; size?: number; maxLength?: number };

/** A text input: plain text, an email address, a phone number or a date. */
export function TextField(
  props: FieldProps & TypingProps & { type?: "text" | "email" | "tel" | "date"; autoComplete?: string; min?: string; look?: FieldLook },
) {
  return (
    <FieldShell {...props}>
      <input
        id={props.id}
        name={props.name}
        type={props.type ?? "text"}
        inputMode={props.inputMode}
        autoComplete={props.autoComplete}
        placeholder={props.placeholder}
        pattern={props.pattern}
        size={props.size}
        min={props.min}
        maxLength={props.maxLength}
        defaultValue={props.value}
        required={props.required}
        {...describedBy(props)}
      />
    </FieldShell>
  );
}

/** A whole number (`step` 1 unless told) from `min` to `max`, with a phone's number keyboard. */
export function NumberField(props: FieldProps & { min?: number; max?: number; step?: number; look?: FieldLook }) {
  return (
    <FieldShell {...props}>
      <input
        id={props.id}
        name={props.name}
        type="number"
        inputMode="numeric"
        min={props.min}
        max={props.max}
        step={props.step ?? 1}
        defaultValue={props.value}
        required={props.required}
        {...describedBy(props)}
      />
    </FieldShell>
  );
}

/**
 * A checkbox, before its label; ticked, it posts "on". `checked` is how it starts (what was ticked,
 * when the form comes back), in place of a field's `value`.
 */
export function CheckboxField(props: Omit<FieldProps, "value"> & { checked?: boolean; look?: FieldLook }) {
  return (
    <FieldShell {...props} controlFirst>
      <input id={props.id} name={props.name} type="checkbox" defaultChecked={props.checked} required={props.required} {...describedBy(props)} />
    </FieldShell>
  );
}

export function TextareaField(props: FieldProps & { rows: number; maxLength?: number; look?: FieldLook }) {
  return (
    <FieldShell {...props}>
      <textarea
        id={props.id}
        name={props.name}
        rows={props.rows}
        maxLength={props.maxLength}
        defaultValue={props.value}
        required={props.required}
        {...describedBy(props)}
      />
    </FieldShell>
  );
}

type SelectOption = string | { value: string; label: string };
const optionOf = (option: SelectOption) => (typeof option === "string" ? { value: option, label: option } : option);

/**
 * A select; an option given as text is its own label. The first is chosen until the visitor picks
 * another. It always has a value, so a required one says so with `aria-required`: HTML's
 * `required` would demand an empty placeholder as the first option.
 */
export function SelectField(props: FieldProps & { options: readonly SelectOption[]; look?: FieldLook }) {
  const options = props.options.map(optionOf);
  return (
    <FieldShell {...props}>
      <select
        id={props.id}
        name={props.name}
        defaultValue={props.value ?? options[0]?.value}
        aria-required={props.required || undefined}
        {...describedBy(props)}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </FieldShell>
  );
}

/**
 * One radio button of a `choice-list`, followed by its label (and any description) as children;
 * `describedBy` names a description the label does not hold.
 */
export function RadioChoice(props: {
  className?: string;
  id: string;
  name: string;
  value: string;
  checked?: boolean;
  describedBy?: string;
  required?: boolean;
  children: ReactNode;
}) {
  return (
    <li className={props.className ?? "choice"}>
      <input
        type="radio"
        id={props.id}
        name={props.name}
        value={props.value}
        defaultChecked={props.checked}
        aria-describedby={props.describedBy}
        required={props.required}
      />
      {props.children}
    </li>
  );
}

/**
 * How a field is dressed: the public site's form kit, or the studio's denser back office (its own
 * classes in studio.css, and its checkboxes before their labels).
 */
export type FieldLook = "site" | "studio";

const LOOKS: Record<FieldLook, { field: string; controlFirst: string; invalid: string; hint: string; error: string }> = {
  site: { field: "field", controlFirst: "field--checkbox", invalid: "field--invalid", hint: "field__hint", error: "field__error" },
  // The studio marks an invalid control by its `aria-invalid`, not by a class on the field.
  studio: { field: "studio-field", controlFirst: "studio-field--inline", invalid: "", hint: "studio-field__hint", error: "studio-field__error" },
};

/**
 * The shell every field shares: the label, the hint, the control (`children`) and its error, with
 * the ids `describedBy` names. `controlFirst` puts a checkbox before its label (`CheckboxField`).
 */
export function FieldShell({
  id,
  label,
  hint,
  error,
  required,
  look = "site",
  controlFirst = false,
  children,
}: Pick<FieldProps, "id" | "label" | "hint" | "error" | "required"> & { look?: FieldLook; controlFirst?: boolean; children: ReactNode }) {
  const classes = LOOKS[look];
  const className = [classes.field, controlFirst ? classes.controlFirst : "", error ? classes.invalid : ""].filter(Boolean).join(" ");
  return (
    <div className={className}>
      {controlFirst ? children : null}
      <label htmlFor={id}>
        {label}
        {required ? (
          <>
            {" "}
            <RequiredMark />
          </>
        ) : null}
      </label>
      {hint ? (
        <FieldNote look={look} id={`${id}-hint`} className={classes.hint}>
          {hint}
        </FieldNote>
      ) : null}
      {controlFirst ? null : children}
      {error ? (
        <FieldNote look={look} id={`${id}-error`} className={classes.error}>
          {error}
        </FieldNote>
      ) : null}
    </div>
  );
}

/**
 * A hint or an error under a label. The studio's markup names the class before the id and the
 * site's the id first: each keeps the markup its pages, and the tests reading them, have always had.
 */
function FieldNote({ look, id, className, children }: { look: FieldLook; id: string; className: string; children: ReactNode }) {
  return look === "studio" ? (
    <p className={className} id={id}>
      {children}
    </p>
  ) : (
    <p id={id} className={className}>
      {children}
    </p>
  );
}

/** A control's `aria-invalid` and `aria-describedby`: its hint, then its error. */
export function describedBy({ id, hint, error }: Pick<FieldProps, "id" | "hint" | "error">) {
  const ids = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean);
  return {
    "aria-invalid": error ? true : undefined,
    "aria-describedby": ids.length ? ids.join(" ") : undefined,
  };
}
