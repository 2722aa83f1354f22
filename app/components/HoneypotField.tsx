import { HONEYPOT_FIELD } from "~/forms/honeypot";
import { usePageWords } from "~/site/page-locale";
import { defineWords } from "~/site/words";

const WORDS = defineWords({
  en: { label: "Leave this field empty" },
  nl: { label: "Laat dit veld leeg" },
});

/**
 * A field people never see or reach (off-screen, out of the tab order, hidden from assistive
 * technology); form-filling bots fill it, and their posts are dropped.
 */
export function HoneypotField() {
  const words = usePageWords(WORDS);
  return (
    <div className="honeypot" aria-hidden="true">
      <label htmlFor={HONEYPOT_FIELD}>{words.label}</label>
      <input type="text" id={HONEYPOT_FIELD} name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" defaultValue="" />
    </div>
  );
}
