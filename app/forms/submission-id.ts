/** The hidden field that carries a form's submission id (see submissionIdOf in app/forms/submission.server.ts). */
export const SUBMISSION_ID_FIELD = "submissionId";
