import { describedBy } from "~/components/forms";
import { RULE_TEXT_FIELDS } from "~/schemas/availability";
import { dutchGapLabel } from "~/studio/content/dutch-fields";
import { fieldsOf, type FormState } from "./fields";
import { dutchRuleName } from "./service-rules";

type RuleText = (typeof RULE_TEXT_FIELDS)[number];

/** Each text's label, hint and size: the meeting point on one line, its directions in a few. */
const TEXTS: Record<RuleText, { label: string; hint: string; maxLength: number; rows?: number }> = {
  meetingPoint: { label: "Meeting point", hint: "Out in town: where the client meets you. Shown on the booking page and in the emails.", maxLength: 200 },
  meetingDirections: {
    label: "How to find the meeting point",
    hint: "Shown under the meeting point on the booking page, and sent with the confirmation, the reminder and the calendar invitation.",
    maxLength: 1000,
    rows: 3,
  },
};

/**
 * "Dutch missing" for a service out in town whose meeting point or directions have English and no
 * Dutch, as the form holds them; nothing for a service elsewhere, whose texts no visitor reads.
 */
export function meetingPointGap(prefix: string, values: FormState["values"]): string | null {
  if (values[`${prefix}.location`] !== "town") return null;
  const written = RULE_TEXT_FIELDS.filter((text) => (values[`${prefix}.${text}`] ?? "").trim() !== "");
  const missing = written.filter((text) => (values[dutchRuleName(prefix, text)] ?? "").trim() === "");
  return dutchGapLabel({ missing: missing.length, total: written.length });
}

/**
 * A service's meeting point and its directions, each in English and in Dutch side by side at a
 * desk, one under the other on a phone (`.studio-pair`, as the content editors show a translated
 * text): posted with the rest of the service's rule, one save.
 */
export function MeetingPointFields({ prefix, state }: { prefix: string; state: FormState }) {
  return (
    <>
      {RULE_TEXT_FIELDS.map((text) => (
        <TranslatedText key={text} english={`${prefix}.${text}`} dutch={dutchRuleName(prefix, text)} state={state} {...TEXTS[text]} />
      ))}
    </>
  );
}

function TranslatedText({
  english,
  dutch,
  state,
  label,
  hint,
  maxLength,
  rows,
}: { english: string; dutch: string; state: FormState } & (typeof TEXTS)[RuleText]) {
  const { field } = fieldsOf(state);
  const en = field(english);
  const nl = field(dutch);
  const hintId = `${en.id}-hint`;
  const control = (props: typeof en, extra: { lang?: "nl"; describedBy?: string }) => {
    const described = describedBy({ id: props.id, error: props.error });
    const common = {
      id: props.id,
      name: props.name,
      defaultValue: props.value,
      maxLength,
      lang: extra.lang,
      "aria-invalid": described["aria-invalid"],
      "aria-describedby": [extra.describedBy, hintId, described["aria-describedby"]].filter(Boolean).join(" "),
    };
    return rows ? <textarea {...common} rows={rows} /> : <input {...common} type="text" />;
  };
  const error = (props: typeof en) =>
    props.error ? (
      <p className="studio-field__error" id={`${props.id}-error`}>
        {props.error}
      </p>
    ) : null;
  return (
    <div className="studio-pair">
      <div className="studio-field">
        <span className="studio-pair__head">
          <label htmlFor={en.id}>{label}</label>{" "}
          <span className="studio-lang" id={`${en.id}-lang`}>
            English
          </span>
        </span>
        {control(en, { describedBy: `${en.id}-lang` })}
        {error(en)}
      </div>
      <div className="studio-field">
        <span className="studio-pair__head">
          <label htmlFor={nl.id}>
            {label}{" "}
            <span className="studio-lang" lang="nl">
              Nederlands
            </span>
          </label>
        </span>
        {control(nl, { lang: "nl" })}
        {error(nl)}
      </div>
      <p className="studio-field__hint studio-pair__hint" id={hintId}>
        {hint}
      </p>
    </div>
  );
}
