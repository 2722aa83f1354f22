import { Form, useNavigation } from "react-router";
import type { ReactNode } from "react";
import { dutchName, isTranslated, type FieldSpec, type FormValues } from "~/studio/content/fields";
import type { EditorActionData, EditorLoaderData } from "~/studio/content/route.server";
import { FORM_ERROR, UPDATE_TIME_FIELD } from "~/studio/content/save-fields";
import { EditorFields } from "./EditorFields";
import { ConflictTable } from "./ConflictTable";

/**
 * A content form's page: the saved notice, the conflict, the fields, one save button. `loaded` and
 * `answer` are the route's `loaderData` and `actionData`.
 */
export function EditorPage({
  loaded,
  answer,
  title,
  description,
  fields,
  submitLabel = "Save and publish",
  children,
}: {
  loaded: EditorLoaderData;
  answer: EditorActionData | undefined;
  title: string;
  description?: string;
  fields: readonly FieldSpec[];
  submitLabel?: string;
  children?: ReactNode;
}) {
  const busy = useNavigation().state === "submitting";
  const values = answer?.values ?? loaded.values;
  const errors = answer?.status === "invalid" ? answer.errors : {};
  const updateTime = answer?.updateTime ?? loaded.updateTime;
  return (
    <>
      <h1>{title}</h1>
      {description ? <p className="studio-muted">{description}</p> : null}
      <LanguageNote fields={fields} />
      {loaded.saved && !answer ? (
        <p className="studio-status studio-status--ok" role="status">
          {loaded.published ? "Saved. The public pages show it now." : "Saved, but the public pages could not be refreshed: they show it within a minute."}
        </p>
      ) : null}
      {answer?.status === "invalid" ? (
        <p className="studio-status studio-status--error" role="alert">
          {answer.errors[FORM_ERROR] ?? "Nothing was saved: some fields need another look (see the messages next to them)."}
        </p>
      ) : null}
      {answer?.status === "limited" ? (
        <p className="studio-status studio-status--error" role="alert">
          {`${answer.message} Nothing was saved this time; what you typed is still in the form below.`}
        </p>
      ) : null}
      {answer?.status === "conflict" ? <ConflictNotice fields={fields} current={answer.current} yours={answer.values} /> : null}
      {children}
      <Form method="post" className="studio-form">
        <input type="hidden" name={UPDATE_TIME_FIELD} value={updateTime} />
        <EditorFields fields={fields} values={values} errors={errors} />
        <div className="studio-actions">
          <button type="submit" className="studio-button" disabled={busy}>
            {answer?.status === "conflict" ? "Save mine over theirs" : submitLabel}
          </button>
        </div>
      </Form>
    </>
  );
}

/** Labels of a form's fields by name, for saying which ones differ. */
function labelsOf(fields: readonly FieldSpec[], prefix = "", trail = ""): Array<{ pattern: RegExp; label: string }> {
  return fields.flatMap((spec) => {
    const name = prefix ? `${prefix}.${spec.name}` : spec.name;
    const label = trail ? `${trail} › ${spec.label}` : spec.label;
    if (spec.kind === "group") return labelsOf(spec.fields, name, label);
    if (spec.kind === "list") return labelsOf(spec.fields, `${name}.\\d+`, `${label} › ${spec.itemLabel}`);
    const english = { pattern: new RegExp(`^${name.replace(/\./g, "\\.")}$`), label };
    return isTranslated(spec) ? [english, { pattern: new RegExp(`^${dutchName(name).replace(/\./g, "\\.")}$`), label: `${label} (Nederlands)` }] : [english];
  });
}

/** Whether a form's fields have their Dutch beside them, by field or by section. */
function languagesOf(fields: readonly FieldSpec[]): { translated: boolean; sections: boolean } {
  let translated = false;
  let sections = false;
  const walk = (specs: readonly FieldSpec[]) => {
    for (const spec of specs) {
      if (isTranslated(spec)) translated = true;
      if (spec.kind === "group" || spec.kind === "list") {
        if (spec.dutchSection) sections = true;
        walk(spec.fields);
      }
    }
  };
  walk(fields);
  return { translated, sections };
}

/** What the two languages in a form mean for the pages (issue 43). */
function LanguageNote({ fields }: { fields: readonly FieldSpec[] }) {
  const { translated, sections } = languagesOf(fields);
  if (!translated) return null;
  return (
    <p className="studio-muted">
      Each text the site shows has its Dutch (<span lang="nl">Nederlands</span>) beside it, for the Dutch pages under /nl.{" "}
      {sections
        ? "Each section's Dutch is written whole: a section whose Dutch is left entirely empty is shown in English on the Dutch pages."
        : "A Dutch field left empty shows the English on the Dutch pages."}
    </p>
  );
}

function ConflictNotice({ fields, current, yours }: { fields: readonly FieldSpec[]; current: FormValues; yours: FormValues }) {
  const labels = labelsOf(fields.map((spec) => spec));
  const names = [...new Set([...Object.keys(current), ...Object.keys(yours)])].filter(
    (name) => !name.endsWith("__position") && (current[name] ?? "") !== (yours[name] ?? ""),
  );
  const labelOf = (name: string) => {
    const index = /\.(\d+)\./.exec(name)?.[1];
    const label = labels.find((entry) => entry.pattern.test(name))?.label ?? name;
    return index === undefined ? label : `${label} ${Number(index) + 1}`;
  };
  return (
    <section className="studio-status studio-status--error" role="alert" aria-labelledby="conflict-heading">
      <h2 id="conflict-heading">Someone else saved this while you were editing</h2>
      <p>Nothing of yours was saved, and nothing of theirs was overwritten. Here is what differs; the form below still holds your version.</p>
      {names.length ? (
        <ConflictTable rows={names.map((name) => ({ label: labelOf(name), current: current[name] ?? "(none)", yours: yours[name] ?? "(none)" }))} />
      ) : (
        <p>Their version and yours are the same.</p>
      )}
      <p>To keep theirs, reload this page. To keep yours, save again.</p>
    </section>
  );
}
