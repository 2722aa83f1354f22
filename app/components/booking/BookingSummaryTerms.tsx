import type { ReactNode } from "react";
import type { BookingSummary } from "~/booking/booking-summary";
import { defineWords, useWords } from "~/site/words";

const WORDS = defineWords({
  en: { analysis: "Analysis", when: "When", length: "Length", where: "Where", people: "People", for: "For", email: "Email" },
  nl: { analysis: "Analyse", when: "Wanneer", length: "Duur", where: "Waar", people: "Personen", for: "Voor", email: "E-mail" },
});

/**
 * The terms every page of a booking lists, inside the page's own `<dl>`: the analysis, when, how
 * long, where, who and the email. `analysis` and `email` replace the plain values where a page says more.
 */
export function BookingSummaryTerms({ summary, analysis, email }: { summary: BookingSummary; analysis?: ReactNode; email?: ReactNode }) {
  const words = useWords(WORDS);
  return (
    <>
      <dt>{words.analysis}</dt>
      <dd>{analysis ?? summary.serviceName}</dd>
      <dt>{words.when}</dt>
      <dd>{summary.when}</dd>
      <dt>{words.length}</dt>
      <dd>{summary.length}</dd>
      <dt>{words.where}</dt>
      <dd>{summary.where}</dd>
      <dt>{summary.people.length > 1 ? words.people : words.for}</dt>
      <dd>{summary.people.join(", ")}</dd>
      <dt>{words.email}</dt>
      <dd>{email ?? summary.email}</dd>
    </>
  );
}
