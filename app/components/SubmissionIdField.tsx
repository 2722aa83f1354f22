import { SUBMISSION_ID_FIELD } from "~/forms/submission-id";

/**
 * The id a form's submission is stored under (minted when it was posted: submissionIdOf in
 * app/forms/submission.server.ts). A form page carries none; a form that comes back (an error, a
 * failed save) carries the id it was sent with, so sending it again cannot store it twice.
 */
export function SubmissionIdField({ sent }: { sent?: string }) {
  return sent ? <input type="hidden" name={SUBMISSION_ID_FIELD} value={sent} /> : null;
}
