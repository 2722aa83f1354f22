import * as v from "valibot";
import { dateOnOrAfter, Email, field, OptionalPhone, optionalText, otherPersonName, PersonName, say } from "./fields";

/** How a gift voucher arrives; the first is the form's default. */
const VOUCHER_FORMATS = ["email", "printed"] as const;
export type VoucherFormat = (typeof VOUCHER_FORMATS)[number];

const common = (minDate: string, dateRequired: boolean) => ({
  service: v.pipe(field(), v.trim(), v.nonEmpty(say("Choose an analysis.", "Kies een analyse."))),
  name: PersonName,
  email: Email,
  phone: OptionalPhone,
  preferredDate1: dateOnOrAfter(minDate, dateRequired),
  preferredDate2: dateOnOrAfter(minDate, false),
  availability: optionalText(500, "the times that suit you", "de tijden die je passen"),
  notes: optionalText(2000, "your note", "je opmerking"),
});

const HOW_MANY = say("Choose how many people are coming.", "Kies met hoeveel personen jullie komen.");
const GROUP_SIZE = say("A group is 2 to 6 people.", "Een groep is 2 tot 6 personen.");

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
        recipientName: otherPersonName(say("Enter the recipient's name.", "Vul de naam van de ontvanger in.")),
        recipientEmail: v.pipe(
          field(),
          v.trim(),
          v.nonEmpty(say("Enter the recipient's email address.", "Vul het e-mailadres van de ontvanger in.")),
          v.email(say("Enter a valid email address for the recipient.", "Vul een geldig e-mailadres van de ontvanger in.")),
        ),
        message: optionalText(1000, "your message", "je bericht"),
        voucherFormat: v.pipe(field(), v.picklist(VOUCHER_FORMATS, say("Choose how the voucher should arrive.", "Kies hoe de cadeaubon moet aankomen."))),
        postalAddress: optionalText(300, "the address", "het adres"),
      }),
      v.forward(
        v.check(
          (input) => input.voucherFormat !== "printed" || input.postalAddress.length >= 10,
          say("Enter the postal address for the printed card.", "Vul het postadres voor de gedrukte kaart in."),
        ),
        ["postalAddress"],
      ),
    ),
    v.object({ mode: v.literal("couple"), ...common(minDate, true), partnerName: otherPersonName(say("Enter your partner's name.", "Vul de naam van je partner in.")) }),
    v.pipe(
      v.object({
        mode: v.literal("group"),
        ...common(minDate, true),
        groupSize: v.pipe(
          field(),
          v.nonEmpty(HOW_MANY),
          v.transform(Number),
          v.integer(HOW_MANY),
          v.minValue(2, GROUP_SIZE),
          v.maxValue(6, GROUP_SIZE),
        ),
        participantNames: v.pipe(
          field(),
          v.transform((value) => value.split(/\r?\n/).map((line) => line.trim()).filter(Boolean)),
          v.minLength(1, say("Enter everyone's names, one per line.", "Vul ieders naam in, één per regel.")),
          v.check((names) => names.every((name) => name.length >= 2 && name.length <= 100), say("Each name needs 2 to 100 characters.", "Elke naam moet 2 tot 100 tekens hebben.")),
        ),
      }),
      v.forward(
        v.check(
          (input) => input.participantNames.length === input.groupSize,
          say("Enter one name per person: the number of names must match the group size.", "Vul één naam per persoon in: het aantal namen moet gelijk zijn aan de groepsgrootte."),
        ),
        ["participantNames"],
      ),
    ),
  ]);
}

export type BookingRequest = v.InferOutput<ReturnType<typeof bookingRequestSchema>>;
/** Who a booking request is for: one of the booking modes, or the visitor alone (`/service-booking`). */
export type BookingKind = BookingRequest["mode"];
