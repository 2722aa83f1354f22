import { RequiredMark } from "~/components/forms";
import { defineWords, useWords } from "~/site/words";

const WORDS = defineWords({
  en: { before: "Fields marked ", asterisk: "with an asterisk", after: " are required." },
  nl: { before: "Velden met ", asterisk: "een sterretje", after: " zijn verplicht." },
});

/** "Fields marked * are required.", the mark spelled out for a screen reader: above a booking form's fields. */
export function RequiredFieldsNote() {
  const words = useWords(WORDS);
  return (
    <p className="field__hint">
      {words.before}
      <RequiredMark />
      <span className="visually-hidden">{words.asterisk}</span>
      {words.after}
    </p>
  );
}
