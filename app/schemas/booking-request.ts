import * as v from "valibot";
import { dateOnOrAfter, Email, field, OptionalPhone, optionalText, otherPersonName, PersonName } from "./fields";

/** How a gift voucher arrives; the first is the form's default. */
const VOUCHER_FORMATS = ["email", "printed"] as const;
export type VoucherFormat = (typeof VOUCHER_FORMATS)[number];

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
        recipientName: otherPersonName("Enter the recipient's name."),
        recipientEmail: v.pipe(field(), v.trim(), v.nonEmpty("Enter the recipient's email address."), v.email("Enter a valid email address for the recipient.")),
        message: optionalText(1000, "your message"),
        voucherFormat: v.pipe(field(), v.picklist(VOUCHER_FORMATS, "Choose how the voucher should arrive.")),
        postalAddress: optionalText(300, "the address"),
      }),
      v.forward(
        v.check((input) => input.voucherFormat !== "printed" || input.postalAddress.length >= 10, "Enter the postal address for the printed card."),
        ["postalAddress"],
      ),
    ),
    v.object({ mode: v.literal("couple"), ...common(minDate, true), partnerName: otherPersonName("Enter your partner's name.") }),
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
/** Who a booking request is for: one of the booking modes, or the visitor alone (`/service-booking`). */
export type BookingKind = BookingRequest["mode"];
