/** The hidden field that carries a form's submission id (see newSubmissionId in form-submissions.server.ts). */
export const SUBMISSION_ID_FIELD = "submissionId";
