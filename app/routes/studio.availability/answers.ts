import type { FieldErrors, FormValues } from "./field-checks";

/** What the page's action answers a refused post with; a save that succeeds redirects instead. */
export type ActionData = {
  /** The form that was posted: a section, "add-block", "remove-block". */
  form: string;
  status: "invalid" | "conflict" | "limited" | "gone";
  message: string;
  errors: FieldErrors;
  values: FormValues;
  /** A conflict: the settings' version now, so saving again puts yours over theirs, and what differs. */
  updateTime?: string;
  differences?: Array<{ label: string; current: string; yours: string }>;
};

export const CONFLICT = "Someone else saved this while you were editing";
