import * as v from "valibot";
import { formatCount } from "~/platform/numbers";

/**
 * The fields the site's forms share: names, email addresses, phone numbers, dates and free text,
 * each with the message a visitor sees next to the field. Checked alike in the browser and on the server.
 */

/**
 * A message in both languages: valibot hands the parse's `lang` ("en" or "nl", the page's) to a
 * message function, so one schema answers each visitor in their language, in the browser and on the server.
 */
export const say =
  (en: string, nl: string) =>
  (issue: { lang?: string | undefined }): string =>
    issue.lang === "nl" ? nl : en;

/** A message as a schema takes it: one language's text, or both (`say`). */
export type Message = string | ReturnType<typeof say>;

/** "1,000" in English, "1.000" in Dutch: a count in a message. */
const countIn = (lang: string | undefined, count: number) => (lang === "nl" ? DUTCH_COUNT.format(count) : formatCount(count));
const DUTCH_COUNT = new Intl.NumberFormat("nl-NL");

/** A form field that may be absent from the post (an unticked radio group): absent counts as empty. */
export const field = () => v.optional(v.string(), "");

/** The visitor's own name. */
export const PersonName = v.pipe(
  field(),
  v.trim(),
  v.nonEmpty(say("Enter your name.", "Vul je naam in.")),
  v.minLength(2, say("Your name needs at least 2 characters.", "Je naam moet minstens 2 tekens hebben.")),
  v.maxLength(100, say("Keep your name to 100 characters or fewer.", "Je naam mag hooguit 100 tekens hebben.")),
);

/** Someone else's name (a recipient, a partner); `missing` says whose name to enter (in both languages: `say`). */
export const otherPersonName = (missing: Message) =>
  v.pipe(
    field(),
    v.trim(),
    v.nonEmpty(missing),
    v.minLength(2, say("A name needs at least 2 characters.", "Een naam moet minstens 2 tekens hebben.")),
    v.maxLength(100, say("Keep a name to 100 characters or fewer.", "Een naam mag hooguit 100 tekens hebben.")),
  );

/** The visitor's own email address. */
export const Email = v.pipe(
  field(),
  v.trim(),
  v.nonEmpty(say("Enter your email address.", "Vul je e-mailadres in.")),
  v.maxLength(254, say("That email address is too long.", "Dat e-mailadres is te lang.")),
  v.email(say("Enter a valid email address, like name@example.com.", "Vul een geldig e-mailadres in, zoals naam@voorbeeld.nl.")),
);

/** An international phone number: "+" and 8 to 15 digits; spaces, dots, dashes and brackets are allowed while typing. */
const InternationalPhone = v.pipe(
  v.string(),
  v.trim(),
  v.transform((value) => value.replace(/[\s().-]/g, "")),
  v.regex(
    /^\+[1-9]\d{7,14}$/,
    say(
      "Enter your WhatsApp number in international format, starting with + and your country code, e.g. +31 6 1234 5678.",
      "Vul je WhatsApp-nummer internationaal in: met + en je landnummer ervoor, bijvoorbeeld +31 6 1234 5678.",
    ),
  ),
);

/** A phone number the visitor may leave empty; when given, it must be international. */
export const OptionalPhone = v.pipe(field(), v.trim(), v.union([v.literal(""), InternationalPhone]));

/**
 * Free text the visitor may leave empty, up to `max` characters; `what` names it in the message,
 * `wat` in the Dutch one ("je bericht"); without it the Dutch message says "hier".
 */
export const optionalText = (max: number, what: string, wat?: string) =>
  v.pipe(
    field(),
    v.trim(),
    v.maxLength(max, (issue: { lang?: string | undefined }) =>
      issue.lang === "nl"
        ? `Gebruik ${wat ? `voor ${wat}` : "hier"} hooguit ${countIn("nl", max)} tekens.`
        : `Keep ${what} to ${formatCount(max)} characters or fewer.`,
    ),
  );

const CHOOSE_FROM_CALENDAR = say("Choose a date from the calendar.", "Kies een datum in de kalender.");
const FROM_TOMORROW = say("Choose a date from tomorrow onwards.", "Kies een datum vanaf morgen.");

/** A date input's value (YYYY-MM-DD) no earlier than `minDate`; an optional one may be empty. */
export const dateOnOrAfter = (minDate: string, required: boolean) => {
  const date = v.pipe(
    v.string(),
    v.regex(/^\d{4}-\d{2}-\d{2}$/, CHOOSE_FROM_CALENDAR),
    v.check((value) => !Number.isNaN(Date.parse(value)), CHOOSE_FROM_CALENDAR),
    v.check((value) => value >= minDate, FROM_TOMORROW),
  );
  return required
    ? v.pipe(field(), v.trim(), v.nonEmpty(say("Choose a preferred date.", "Kies je voorkeursdatum.")), date)
    : v.pipe(field(), v.trim(), v.union([v.literal(""), date], FROM_TOMORROW));
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
  const words = issue.lang === "nl" ? READABLE.nl : READABLE.en;
  switch (issue.type) {
    case "min_length":
      if (issue.received !== "0") return words.atLeast(issue.requirement as number);
      return Array.isArray(issue.input) ? words.addOne : words.fillIn;
    case "max_length":
      return words.atMost(issue.requirement as number);
    case "number":
      return issue.input === undefined ? words.number : words.numberLike;
    case "integer":
      return words.whole;
    case "min_value":
      return words.orMore(String(issue.requirement));
    case "max_value":
      return words.orLess(String(issue.requirement));
    case "email":
      return words.email;
    case "string":
      return words.fillIn;
    case "picklist":
      return words.choose;
    default:
      return issue.message;
  }
}

/** Valibot's own messages in words a person can act on, in the parse's language. */
const READABLE = {
  en: {
    atLeast: (n: number) => `Needs at least ${n}.`,
    addOne: "Add at least one.",
    fillIn: "Fill this in.",
    atMost: (n: number) => `Keep it to ${n} or fewer.`,
    number: "Enter a number.",
    numberLike: "Enter a number, such as 120.",
    whole: "Enter a whole number.",
    orMore: (n: string) => `Enter ${n} or more.`,
    orLess: (n: string) => `Enter ${n} or less.`,
    email: "Enter a valid email address.",
    choose: "Choose one of the options.",
  },
  nl: {
    atLeast: (n: number) => `Minimaal ${n} nodig.`,
    addOne: "Voeg er minstens één toe.",
    fillIn: "Vul dit in.",
    atMost: (n: number) => `Maximaal ${n} toegestaan.`,
    number: "Vul een getal in.",
    numberLike: "Vul een getal in, bijvoorbeeld 120.",
    whole: "Vul een heel getal in.",
    orMore: (n: string) => `Vul ${n} of meer in.`,
    orLess: (n: string) => `Vul ${n} of minder in.`,
    email: "Vul een geldig e-mailadres in.",
    choose: "Kies een van de mogelijkheden.",
  },
} as const;
