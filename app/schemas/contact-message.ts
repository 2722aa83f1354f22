import * as v from "valibot";

/** An international phone number: "+" and 8 to 15 digits; spaces, dots, dashes and brackets are allowed while typing. */
export const InternationalPhone = v.pipe(
  v.string(),
  v.trim(),
  v.transform((value) => value.replace(/[\s().-]/g, "")),
  v.regex(/^\+[1-9]\d{7,14}$/, "Enter your WhatsApp number in international format, starting with + and your country code, e.g. +31 6 1234 5678."),
);

const OptionalPhone = v.pipe(
  v.optional(v.string(), ""),
  v.trim(),
  v.union([v.literal(""), InternationalPhone]),
);

/** A form field that may be absent from the post (an unticked radio group): absent counts as empty. */
export const field = () => v.optional(v.string(), "");

export const Email = v.pipe(
  field(),
  v.trim(),
  v.nonEmpty("Enter your email address."),
  v.maxLength(254, "That email address is too long."),
  v.email("Enter a valid email address, like name@example.com."),
);

export const PersonName = v.pipe(
  field(),
  v.trim(),
  v.nonEmpty("Enter your name."),
  v.minLength(2, "Your name needs at least 2 characters."),
  v.maxLength(100, "Keep your name to 100 characters or fewer."),
);

/** The contact form, checked alike in the browser and on the server. */
export const ContactMessageForm = v.object({
  name: PersonName,
  email: Email,
  message: v.pipe(
    field(),
    v.trim(),
    v.nonEmpty("Write a message."),
    v.minLength(10, "Your message needs at least 10 characters."),
    v.maxLength(5000, "Keep your message to 5,000 characters or fewer."),
  ),
  whatsapp: OptionalPhone,
});
export type ContactMessageForm = v.InferOutput<typeof ContactMessageForm>;

/** Field name → first message, for showing next to each field. */
export type FieldErrors<K extends string = string> = Partial<Record<K, string>>;

export function fieldErrors(issues: readonly v.BaseIssue<unknown>[]): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues) {
    const key = v.getDotPath(issue);
    if (key && !errors[key]) errors[key] = issue.message;
  }
  return errors;
}
