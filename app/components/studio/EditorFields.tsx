import { Fragment, type ReactNode } from "react";
import { describedBy, FieldShell } from "~/components/forms";
import { NEW_ITEM, POSITION, REMOVE, dutchName, isTranslated, listIndices, type FieldErrors, type FieldSpec, type FormValues, type TranslatedSpec } from "~/studio/content/fields";

type Props = { fields: readonly FieldSpec[]; values: FormValues; errors: FieldErrors; prefix?: string };

const idOf = (name: string) => `field-${name.replace(/[^a-zA-Z0-9_-]/g, "-")}`;
const join = (prefix: string, name: string) => (prefix ? `${prefix}.${name}` : name);

/**
 * A content form's fields, as plain HTML: labels, hints, errors next to fields, lists without
 * JavaScript; a translated field's English and Dutch side by side (issue 43).
 */
export function EditorFields({ fields, values, errors, prefix = "" }: Props) {
  return (
    <>
      {fields.map((spec) => (
        <EditorField key={spec.name} spec={spec} values={values} errors={errors} name={join(prefix, spec.name)} />
      ))}
    </>
  );
}

function EditorField({ spec, values, errors, name }: { spec: FieldSpec; values: FormValues; errors: FieldErrors; name: string }) {
  const id = idOf(name);
  // A wrapped colour is stored as { hex }: the schema names "<field>.hex", the form's input is "<field>".
  const error = errors[name] ?? (spec.kind === "color" && spec.wrapped ? errors[`${name}.hex`] : undefined);
  const control = { id, name, ...describedBy({ id, hint: spec.hint, error }) };
  const value = values[name] ?? "";

  if (spec.kind === "group") {
    return (
      <fieldset>
        <legend>{spec.label}</legend>
        {spec.hint ? <p className="studio-field__hint">{spec.hint}</p> : null}
        {spec.dutchSection ? <WholeSectionNote /> : null}
        <EditorFields fields={spec.fields} values={values} errors={errors} prefix={name} />
      </fieldset>
    );
  }
  if (spec.kind === "list") return <ListField spec={spec} values={values} errors={errors} name={name} />;
  if (isTranslated(spec)) return <TranslatedField spec={spec} values={values} errors={errors} name={name} />;

  const labelled = (input: ReactNode, controlFirst = false) => (
    <FieldShell look="studio" id={id} label={spec.label} hint={spec.hint} error={error} controlFirst={controlFirst}>
      {input}
    </FieldShell>
  );

  switch (spec.kind) {
    case "textarea":
    case "lines":
    case "paragraphs":
      return labelled(<textarea {...control} rows={spec.rows ?? (spec.kind === "textarea" ? 3 : 5)} defaultValue={value} />);
    case "number":
      return labelled(<input {...control} type="number" inputMode="decimal" step={spec.step ?? "any"} min={spec.min} max={spec.max} defaultValue={value} />);
    case "select":
      return labelled(
        <select {...control} defaultValue={value || spec.options[0]?.value}>
          {spec.options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>,
      );
    case "checkbox":
      return labelled(<input {...control} type="checkbox" defaultChecked={value === "on"} />, true);
    case "color":
      return labelled(
        <span className="studio-field--inline">
          <span className="studio-swatch" aria-hidden="true" style={/^#[0-9a-fA-F]{6}$/.test(value) ? { background: value } : undefined} />
          <input {...control} type="text" spellCheck={false} autoComplete="off" size={9} defaultValue={value} />
        </span>,
      );
    default:
      return labelled(<input {...control} type={spec.kind === "email" ? "email" : "text"} defaultValue={value} />);
  }
}

function ListField({ spec, values, errors, name }: { spec: Extract<FieldSpec, { kind: "list" }>; values: FormValues; errors: FieldErrors; name: string }) {
  const indices = listIndices(values, name).filter((index) => !values[`${name}.${index}.${NEW_ITEM}`]);
  const next = indices.length ? Math.max(...indices) + 1 : 0;
  const error = errors[name];
  return (
    <fieldset>
      <legend>{spec.label}</legend>
      {spec.hint ? <p className="studio-field__hint">{spec.hint}</p> : null}
      {spec.dutchSection ? <WholeSectionNote /> : null}
      {error ? <p className="studio-field__error">{error}</p> : null}
      {indices.map((index, order) => (
        <Fragment key={index}>
          <ListItem spec={spec} values={values} errors={errors} prefix={`${name}.${index}`} legend={`${spec.itemLabel} ${order + 1}`} position={values[`${name}.${index}.${POSITION}`] ?? String(order + 1)} />
        </Fragment>
      ))}
      <ListItem spec={spec} values={values} errors={errors} prefix={`${name}.${next}`} legend={`Add a ${spec.itemLabel.toLowerCase()}`} position={String(indices.length + 1)} isNew />
    </fieldset>
  );
}

function ListItem({
  spec,
  values,
  errors,
  prefix,
  legend,
  position,
  isNew = false,
}: {
  spec: Extract<FieldSpec, { kind: "list" }>;
  values: FormValues;
  errors: FieldErrors;
  prefix: string;
  legend: string;
  position: string;
  isNew?: boolean;
}) {
  const id = idOf(prefix);
  return (
    <fieldset className="studio-list-item">
      <legend>{legend}</legend>
      {isNew ? (
        <>
          <input type="hidden" name={`${prefix}.${NEW_ITEM}`} value="1" />
          <p className="studio-field__hint">Leave it empty to add nothing.</p>
        </>
      ) : null}
      <EditorFields fields={spec.fields} values={isNew ? {} : values} errors={isNew ? {} : errors} prefix={prefix} />
      <div className="studio-row">
        <FieldShell look="studio" id={`${id}-position`} label="Position">
          <input id={`${id}-position`} name={`${prefix}.${POSITION}`} type="number" min={1} step={1} defaultValue={position} />
        </FieldShell>
        {isNew ? null : (
          <FieldShell look="studio" id={`${id}-remove`} label={`Remove this ${spec.itemLabel.toLowerCase()}`} controlFirst>
            <input id={`${id}-remove`} name={`${prefix}.${REMOVE}`} type="checkbox" />
          </FieldShell>
        )}
      </div>
    </fieldset>
  );
}

/** Under a section whose Dutch is written whole (the website's sections). */
function WholeSectionNote() {
  return (
    <p className="studio-field__hint">
      Its Dutch (<span lang="nl">Nederlands</span>) is shown whole: write every Dutch field of it, or leave them all empty and the Dutch pages show the English.
    </p>
  );
}

/**
 * A text in both languages: the English and its Dutch (`dutchName`) side by side at a desk, one
 * under the other on a phone, English first. The English input keeps the field's own label (its
 * language said in its description); the Dutch one's label names its language, and it has `lang="nl"`.
 */
function TranslatedField({ spec, values, errors, name }: { spec: TranslatedSpec; values: FormValues; errors: FieldErrors; name: string }) {
  const id = idOf(name);
  const hintId = spec.hint ? `${id}-hint` : null;
  const control = (controlId: string, controlName: string, error: string | undefined, extra: Record<string, string>) => {
    const props = {
      id: controlId,
      name: controlName,
      defaultValue: values[controlName] ?? "",
      "aria-invalid": error ? true : undefined,
      "aria-describedby": [extra.describedBy, hintId, error ? `${controlId}-error` : null].filter(Boolean).join(" ") || undefined,
      lang: extra.lang,
    };
    return spec.kind === "text" || spec.kind === "email" || spec.kind === "url" ? (
      <input {...props} type={spec.kind === "email" ? "email" : "text"} />
    ) : (
      <textarea {...props} rows={("rows" in spec ? spec.rows : undefined) ?? (spec.kind === "textarea" ? 3 : 5)} />
    );
  };
  const englishError = errors[name];
  const dutch = dutchName(name);
  const dutchId = idOf(dutch);
  const dutchError = errors[dutch];
  return (
    <div className="studio-pair">
      <div className="studio-field">
        <span className="studio-pair__head">
          <label htmlFor={id}>{spec.label}</label>{" "}
          <span className="studio-lang" id={`${id}-lang`}>
            English
          </span>
        </span>
        {control(id, name, englishError, { describedBy: `${id}-lang` })}
        {englishError ? (
          <p className="studio-field__error" id={`${id}-error`}>
            {englishError}
          </p>
        ) : null}
      </div>
      <div className="studio-field">
        <span className="studio-pair__head">
          <label htmlFor={dutchId}>
            {spec.label}{" "}
            <span className="studio-lang" lang="nl">
              Nederlands
            </span>
          </label>
        </span>
        {control(dutchId, dutch, dutchError, { lang: "nl" })}
        {dutchError ? (
          <p className="studio-field__error" id={`${dutchId}-error`}>
            {dutchError}
          </p>
        ) : null}
      </div>
      {spec.hint ? (
        <p className="studio-field__hint studio-pair__hint" id={hintId!}>
          {spec.hint}
        </p>
      ) : null}
    </div>
  );
}
