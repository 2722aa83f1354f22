import * as v from "valibot";
import { formatCount } from "~/platform/numbers";

/**
 * The fields the site's forms share: names, email addresses, phone numbers, dates and free text,
 * each with the message a visitor sees next to the field. Checked alike in the browser and on the server.
 */

/** A form field that may be absent from the post (an unticked radio group): absent counts as empty. */
export const field = () => v.optional(v.string(), "");

/** The visitor's own name. */
export const PersonName = v.pipe(
  field(),
  v.trim(),
  v.nonEmpty("Enter your name."),
  v.minLength(2, "Your name needs at least 2 characters."),
  v.maxLength(100, "Keep your name to 100 characters or fewer."),
);

/** Someone else's name (a recipient, a partner); `missing` says whose name to enter. */
export const otherPersonName = (missing: string) =>
  v.pipe(
    field(),
    v.trim(),
    v.nonEmpty(missing),
    v.minLength(2, "A name needs at least 2 characters."),
    v.maxLength(100, "Keep a name to 100 characters or fewer."),
  );

/** The visitor's own email address. */
export const Email = v.pipe(
  field(),
  v.trim(),
  v.nonEmpty("Enter your email address."),
  v.maxLength(254, "That email address is too long."),
  v.email("Enter a valid email address, like name@example.com."),
);

/** An international phone number: "+" and 8 to 15 digits; spaces, dots, dashes and brackets are allowed while typing. */
const InternationalPhone = v.pipe(
  v.string(),
  v.trim(),
  v.transform((value) => value.replace(/[\s().-]/g, "")),
  v.regex(/^\+[1-9]\d{7,14}$/, "Enter your WhatsApp number in international format, starting with + and your country code, e.g. +31 6 1234 5678."),
);

/** A phone number the visitor may leave empty; when given, it must be international. */
export const OptionalPhone = v.pipe(field(), v.trim(), v.union([v.literal(""), InternationalPhone]));

/** Free text the visitor may leave empty, up to `max` characters; `what` names it in the message. */
export const optionalText = (max: number, what: string) =>
  v.pipe(field(), v.trim(), v.maxLength(max, `Keep ${what} to ${formatCount(max)} characters or fewer.`));

/** A date input's value (YYYY-MM-DD) no earlier than `minDate`; an optional one may be empty. */
export const dateOnOrAfter = (minDate: string, required: boolean) => {
  const date = v.pipe(
    v.string(),
    v.regex(/^\d{4}-\d{2}-\d{2}$/, "Choose a date from the calendar."),
    v.check((value) => !Number.isNaN(Date.parse(value)), "Choose a date from the calendar."),
    v.check((value) => value >= minDate, "Choose a date from tomorrow onwards."),
  );
  return required
    ? v.pipe(field(), v.trim(), v.nonEmpty("Choose a preferred date."), date)
    : v.pipe(field(), v.trim(), v.union([v.literal(""), date], "Choose a date from tomorrow onwards."));
};

/** Field name → first message, for showing next to each field. */
export type FieldErrors<K extends string = string> = Partial<Record<K, string>>;

/**
 * A schema's issues as messages next to their fields (the first per field), keyed by the field's
 * dotted path ("" for the form as a whole). A message the schema gives is shown as it is;
 * valibot's own ("Invalid length: …") is put in words a person can act on.
 */
export function issuesToErrors(issues: readonly v.BaseIssue<unknown>[]): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of issues) {
    const path = v.getDotPath(issue) ?? "";
    errors[path] ??= issue.message.startsWith("Invalid ") ? readableMessage(issue) : issue.message;
  }
  return errors;
}

function readableMessage(issue: v.BaseIssue<unknown>): string {
  switch (issue.type) {
    case "min_length":
      if (issue.received !== "0") return `Needs at least ${issue.requirement as number}.`;
      return Array.isArray(issue.input) ? "Add at least one." : "Fill this in.";
    case "max_length":
      return `Keep it to ${issue.requirement as number} or fewer.`;
    case "number":
      return issue.input === undefined ? "Enter a number." : "Enter a number, such as 120.";
    case "integer":
      return "Enter a whole number.";
    case "min_value":
      return `Enter ${String(issue.requirement)} or more.`;
    case "max_value":
      return `Enter ${String(issue.requirement)} or less.`;
    case "email":
      return "Enter a valid email address.";
    case "string":
      return "Fill this in.";
    case "picklist":
      return "Choose one of the options.";
    default:
      return issue.message;
  }
}
