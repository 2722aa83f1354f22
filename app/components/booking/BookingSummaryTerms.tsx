import type { ReactNode } from "react";
import type { BookingSummary } from "~/booking/booking-summary";

/**
 * The terms every page of a booking lists, inside the page's own `<dl>`: the analysis, when, how
 * long, where, who and the email. `analysis` and `email` replace the plain values where a page says more.
 */
export function BookingSummaryTerms({ summary, analysis, email }: { summary: BookingSummary; analysis?: ReactNode; email?: ReactNode }) {
  return (
    <>
      <dt>Analysis</dt>
      <dd>{analysis ?? summary.serviceName}</dd>
      <dt>When</dt>
      <dd>{summary.when}</dd>
      <dt>Length</dt>
      <dd>{summary.length}</dd>
      <dt>Where</dt>
      <dd>{summary.where}</dd>
      <dt>{summary.people.length > 1 ? "People" : "For"}</dt>
      <dd>{summary.people.join(", ")}</dd>
      <dt>Email</dt>
      <dd>{email ?? summary.email}</dd>
    </>
  );
}
