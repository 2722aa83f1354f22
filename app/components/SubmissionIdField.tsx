import { SUBMISSION_ID_FIELD } from "~/forms/submission-id";

/**
 * The id a form's submission is stored under, issued with the page. When the form comes back
 * (an error, a failed save), the id it was sent with stays, so sending it again cannot store it twice.
 */
export function SubmissionIdField({ issued, sent }: { issued: string; sent?: string }) {
  return <input type="hidden" name={SUBMISSION_ID_FIELD} value={sent ?? issued} />;
}
