import * as v from "valibot";
import { Email, field, InternationalPhone, PersonName } from "./contact-message";

const optionalText = (max: number, what: string) =>
  v.pipe(v.optional(v.string(), ""), v.trim(), v.maxLength(max, `Keep ${what} to ${max.toLocaleString("en-GB")} characters or fewer.`));

const OptionalPhone = v.pipe(v.optional(v.string(), ""), v.trim(), v.union([v.literal(""), InternationalPhone]));

/** A date input's value (YYYY-MM-DD) no earlier than `minDate`. */
const dateOnOrAfter = (minDate: string, required: boolean) => {
  const date = v.pipe(
    v.string(),
    v.regex(/^\d{4}-\d{2}-\d{2}$/, "Choose a date from the calendar."),
    v.check((value) => !Number.isNaN(Date.parse(value)), "Choose a date from the calendar."),
    v.check((value) => value >= minDate, "Choose a date from tomorrow onwards."),
  );
  return required
    ? v.pipe(field(), v.trim(), v.nonEmpty("Choose a preferred date."), date)
    : v.pipe(v.optional(v.string(), ""), v.trim(), v.union([v.literal(""), date], "Choose a date from tomorrow onwards."));
};

const common = (minDate: string, dateRequired: boolean) => ({
  service: v.pipe(field(), v.trim(), v.nonEmpty("Choose an analysis.")),
  name: PersonName,
  email: Email,
  phone: OptionalPhone,
  preferredDate1: dateOnOrAfter(minDate, dateRequired),
  preferredDate2: dateOnOrAfter(minDate, false),
  availability: optionalText(500, "the times that suit you"),
  notes: optionalText(2000, "your note"),
});

const named = (missing: string) =>
  v.pipe(
    field(),
    v.trim(),
    v.nonEmpty(missing),
    v.minLength(2, "A name needs at least 2 characters."),
    v.maxLength(100, "Keep a name to 100 characters or fewer."),
  );

/**
 * A booking request, adapted to its mode: a gift names the giver and the recipient, a couple
 * both partners, a group its size (2 to 6) and everyone's names. One schema for browser and server.
 */
export function bookingRequestSchema(minDate: string) {
  return v.variant("mode", [
    v.object({ mode: v.literal("self"), ...common(minDate, true) }),
    v.pipe(
      v.object({
        mode: v.literal("gift"),
        ...common(minDate, false),
        recipientName: named("Enter the recipient's name."),
        recipientEmail: v.pipe(field(), v.trim(), v.nonEmpty("Enter the recipient's email address."), v.email("Enter a valid email address for the recipient.")),
        message: optionalText(1000, "your message"),
        voucherFormat: v.pipe(field(), v.picklist(["email", "printed"], "Choose how the voucher should arrive.")),
        postalAddress: optionalText(300, "the address"),
      }),
      v.forward(
        v.check((input) => input.voucherFormat !== "printed" || input.postalAddress.length >= 10, "Enter the postal address for the printed card."),
        ["postalAddress"],
      ),
    ),
    v.object({ mode: v.literal("couple"), ...common(minDate, true), partnerName: named("Enter your partner's name.") }),
    v.pipe(
      v.object({
        mode: v.literal("group"),
        ...common(minDate, true),
        groupSize: v.pipe(
          field(),
          v.nonEmpty("Choose how many people are coming."),
          v.transform(Number),
          v.integer("Choose how many people are coming."),
          v.minValue(2, "A group is 2 to 6 people."),
          v.maxValue(6, "A group is 2 to 6 people."),
        ),
        participantNames: v.pipe(
          field(),
          v.transform((value) => value.split(/\r?\n/).map((line) => line.trim()).filter(Boolean)),
          v.minLength(1, "Enter everyone's names, one per line."),
          v.check((names) => names.every((name) => name.length >= 2 && name.length <= 100), "Each name needs 2 to 100 characters."),
        ),
      }),
      v.forward(
        v.check(
          (input) => input.participantNames.length === input.groupSize,
          "Enter one name per person: the number of names must match the group size.",
        ),
        ["participantNames"],
      ),
    ),
  ]);
}

export type BookingRequest = v.InferOutput<ReturnType<typeof bookingRequestSchema>>;
export type BookingKind = BookingRequest["mode"];
