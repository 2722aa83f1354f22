/** A digital analysis's email to the client, as its senders hand it on: the subject and the lines of its text. */
export type AnalysisEmail = { subject: string; lines: string[] };

/** The studio as an email signs and names it. */
export type AnalysisEmailStudio = { name: string; email: string; phone: string };
