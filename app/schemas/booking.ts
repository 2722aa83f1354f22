import * as v from "valibot";
import { SESSION_LOCATIONS, type SessionLocation } from "./availability";
import { Timestamp, LOCALES } from "./common";
import { Email, field, OptionalPhone, optionalText, otherPersonName, PersonName, say } from "./fields";

/**
 * A booking of a real time (`Bookings/{id}`), made online by a visitor. It is "held" while its
 * deposit is being paid (until `holdUntil`), "confirmed" once it is the visitor's, "cancelled"
 * after, and "released" when its deposit was never paid. Its time is claimed by `BookingClaims`
 * documents, one per quarter hour (app/timetable/claims.ts), while it is held or confirmed.
 */
const BOOKING_STATUSES = ["held", "confirmed", "cancelled", "released"] as const;
export type BookingStatus = (typeof BOOKING_STATUSES)[number];

/** Who a booked session is for; a gift is a voucher, bought rather than booked. */
const BOOKED_MODES = ["self", "couple", "group"] as const;
export type BookedMode = (typeof BOOKED_MODES)[number];

/** Where the reminder 48 hours before stands: sent once, whichever Cron run gets there first. */
const REMINDER_STATES = ["pending", "sending", "sent"] as const;

export const Booking = v.object({
  status: v.picklist(BOOKING_STATUSES),
  mode: v.picklist(BOOKED_MODES),
  serviceId: v.string(),
  serviceName: v.string(),
  location: v.picklist(SESSION_LOCATIONS),
  people: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(6)),
  name: v.string(),
  email: v.string(),
  phone: v.optional(v.string(), ""),
  /** Everyone else coming: the partner, or the group's other names. */
  guests: v.optional(v.array(v.string()), []),
  notes: v.optional(v.string(), ""),
  startsAt: Timestamp,
  endsAt: Timestamp,
  /** The end of the buffer (and the travel back from a home visit) after the session: the time is taken until then. */
  busyUntil: Timestamp,
  /** A home visit's: the start of the travel there, from when the time is taken. Without it, the start. */
  busyFrom: v.optional(Timestamp),
  /** A home visit's address, as the visitor gave it. */
  address: v.optional(v.object({ street: v.string(), postcode: v.string(), town: v.string() })),
  /**
   * Out in town: the meeting point and how to find it, as the studio had set them when it was
   * booked, with the Dutch it had written of them (`nl`, issue 43): a Dutch client's emails read it.
   */
  meetingPoint: v.optional(v.object({ name: v.string(), directions: v.optional(v.string(), ""), nl: v.optional(v.partial(v.object({ name: v.string(), directions: v.string() }))) })),
  /** The ids of the `BookingClaims` holding its time. */
  claims: v.array(v.string()),
  /** The calendar invitation's SEQUENCE: 0 when made, one more on every change. */
  sequence: v.pipe(v.number(), v.integer(), v.minValue(0)),
  /** The language the client booked in (none on a booking stored before: English): their emails, reminders and invitation are in it (issue 43). */
  locale: v.optional(v.picklist(LOCALES)),
  createdAt: Timestamp,
  updatedAt: Timestamp,
  cancelledAt: v.optional(Timestamp),
  cancelledBy: v.optional(v.picklist(["visitor", "studio"])),
  /** Why, by the refund policy's rows: the visitor asked, the studio cancelled, or the visitor did not come (a no-show). */
  cancelReason: v.optional(v.picklist(["visitor", "studio", "no-show"])),
  reminder: v.picklist(REMINDER_STATES),
  reminderAt: Timestamp,
  /** While held: when the hold ends unless the deposit is paid (app/booking/deposits.server.ts). */
  holdUntil: v.optional(Timestamp),
  /**
   * The minutes its time was held while paying (app/timetable/hold-policy.ts); 0 when it went to the
   * checkout without a hold, stored "released", its time anyone's until it is paid.
   */
  holdMinutes: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0))),
  /** While awaiting payment: a keyed hash of the address it was posted from, which caps one address's holds. Dropped when confirmed. */
  addressKey: v.optional(v.string()),
  /** The hold tokens it took (app/models/hold-tokens.server.ts), given back once it is paid or released. */
  holdTokens: v.optional(v.array(v.string()), []),
  /**
   * What is paid for it online, when anything is, in integer cents: by the provider
   * (`Payments/{paymentId}`; "" when a voucher paid it all) and by a gift voucher.
   */
  payment: v.optional(
    v.object({
      paymentId: v.string(),
      kind: v.picklist(["deposit", "full"]),
      amountCents: v.pipe(v.number(), v.integer(), v.minValue(1)),
      /** The whole price of the session, of which the deposit is part. */
      priceCents: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0)), 0),
      /** The service's deposit, paid alone or within the full price: what a late cancellation keeps. Older bookings have none (`depositOf`). */
      depositCents: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0))),
      /** A gift voucher's part of `amountCents`; the rest (if any) is the provider's payment. "" and 0 without one. */
      voucherCode: v.optional(v.string(), ""),
      voucherCents: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0)), 0),
    }),
  ),
  /**
   * A session within the 14 days of the right of withdrawal: the visitor asked for it to take place
   * then, and acknowledged that the right ends once it has (when they asked).
   */
  earlyStartRequestedAt: v.optional(Timestamp),
  /** The manage link's version: one more each time the studio sends a new link, which retires the one before (app/booking/manage-link.server.ts). */
  linkVersion: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0)), 0),
  /** `emailKey` of the visitor's address: what access and erasure requests find it by. */
  emailKeys: v.array(v.string()),
});
export type Booking = v.InferOutput<typeof Booking>;

/** The deposit of a booking's payment: recorded since the full price could be chosen instead; before, what a deposit paid (nothing for a full price). */
export const depositOf = (payment: NonNullable<Booking["payment"]>) => payment.depositCents ?? (payment.kind === "deposit" ? payment.amountCents : 0);

/** What a visitor pays online for a service that takes a deposit: the deposit (the default) or the full price. */
const PAYMENT_CHOICES = ["deposit", "full"] as const;
export type PaymentChoice = (typeof PAYMENT_CHOICES)[number];

/** How a client the studio books for pays: at the session, or online by an emailed link for the deposit or the full price. */
const STUDIO_PAYMENT_CHOICES = ["session", ...PAYMENT_CHOICES] as const;

/** Whether a booking has its time: confirmed, or held while its deposit is paid. */
export const holdsTime = (booking: Pick<Booking, "status">) => booking.status === "confirmed" || booking.status === "held";

/** A ticked box of the express request to start within the withdrawal period: "yes", or "" unticked. */
const ExpressRequest = v.pipe(field(), v.transform((value) => (value === "" ? "" : "yes")));

/** "I accept": the terms checkbox, which must be ticked. */
const Accepted = v.pipe(field(), v.literal("yes", say("Please accept the terms and the refund policy to book.", "Ga akkoord met de algemene voorwaarden en het annulerings- en terugbetalingsbeleid om te boeken.")));

const CHOOSE_LISTED = say("Choose one of the times listed.", "Kies een van de tijden in de lijst.");
type Message = ReturnType<typeof say>;

/** A start time as the slot radio sends it: an ISO 8601 instant in UTC on the minute. */
const SlotValue = v.pipe(
  field(),
  v.nonEmpty(say("Choose a time.", "Kies een tijd.")),
  v.regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::00(?:\.000)?)?Z$/, CHOOSE_LISTED),
  v.transform((value) => new Date(value)),
  v.check((date) => !Number.isNaN(date.getTime()), CHOOSE_LISTED),
);

/** The number a free call is made to: the visitor's, with its country code. */
const CallPhone = v.pipe(
  field(),
  v.trim(),
  v.nonEmpty(say("Enter the number we should call you on.", "Vul het nummer in waarop we je kunnen bellen.")),
  v.transform((value) => value.replace(/[\s().-]/g, "")),
  v.regex(/^\+[1-9]\d{7,14}$/, say("Enter your phone number with its country code, like +31 6 1234 5678.", "Vul je telefoonnummer in met landnummer, zoals +31 6 1234 5678.")),
);

/** A line of a home visit's address, required there and ignored elsewhere. */
const addressLine = (home: boolean, missing: Message, max: number) =>
  home ? v.pipe(field(), v.trim(), v.nonEmpty(missing), v.maxLength(max, say(`Keep it to ${max} characters or fewer.`, `Gebruik hooguit ${max} tekens.`))) : field();

/** A Dutch postcode ("3512 AB"), written the one way; whether the studio travels there is the post's check. */
const Postcode = v.pipe(
  field(),
  v.trim(),
  v.nonEmpty(say("Enter your postcode.", "Vul je postcode in.")),
  v.regex(/^[1-9]\d{3}\s?(?!sa|sd|ss)[a-z]{2}$/i, say("Enter a Dutch postcode, like 3512 AB.", "Vul een Nederlandse postcode in, zoals 3512 AB.")),
  v.transform((value) => `${value.slice(0, 4)} ${value.slice(-2).toUpperCase()}`),
);

/**
 * The fields both booking forms share: the time, who comes, and for a home visit the address or for
 * a free call the number to call. `whose` words the messages for the one typing: the visitor
 * ("your") or the studio for its client ("the").
 */
function whoAndWhere(location: SessionLocation, whose: "your" | "the") {
  const home = location === "home";
  return {
    slot: SlotValue,
    name: PersonName,
    email: Email,
    phone: location === "call" ? CallPhone : OptionalPhone,
    street: addressLine(home, say(`Enter ${whose} street and house number.`, whose === "your" ? "Vul je straat en huisnummer in." : "Vul straat en huisnummer in."), 120),
    postcode: home ? Postcode : field(),
    town: addressLine(home, say(`Enter ${whose} town or city.`, whose === "your" ? "Vul je woonplaats in." : "Vul de woonplaats in."), 80),
    notes: optionalText(2000, `${whose} note`, whose === "your" ? "je opmerking" : "de opmerking"),
  };
}

/**
 * What the visitor posts to book a time, adapted to who it is for: a couple names the partner, a
 * group everyone else (one per line, as many as the group is large, less the visitor); and to
 * where it happens: a home visit gives the address, a free call the number to call.
 */
export function bookingFormSchema(mode: BookedMode, people: number, location: SessionLocation = "studio") {
  const home = location === "home";
  return v.pipe(
    v.object({
      ...whoAndWhere(location, "your"),
      terms: Accepted,
      /** "yes": a session within the withdrawal period is asked for expressly (app/data/refund-policy.ts); its box posts "on". */
      earlyStart: ExpressRequest,
      /** The deposit or the full price, where the service takes a deposit; a form without the choice pays the deposit. */
      pay: v.pipe(
        field(),
        v.transform((value) => value || "deposit"),
        v.picklist(PAYMENT_CHOICES, say("Choose to pay the deposit or the full price.", "Kies of je de aanbetaling of de volledige prijs betaalt.")),
      ),
      /** A gift voucher's code, as typed: it pays the deposit or the price (app/models/vouchers.server.ts). */
      voucher: v.pipe(field(), v.trim(), v.maxLength(40, say("Enter the code as it is printed on your voucher.", "Vul de code in zoals die op je cadeaubon staat."))),
      partnerName: mode === "couple" ? otherPersonName(say("Enter your partner's name.", "Vul de naam van je partner in.")) : v.optional(v.string(), ""),
      guestNames: v.pipe(
        field(),
        v.transform((value) => value.split(/\r?\n/).map((line) => line.trim()).filter(Boolean)),
        v.check((names) => names.every((name) => name.length >= 2 && name.length <= 100), say("Each name needs 2 to 100 characters.", "Elke naam heeft 2 tot 100 tekens nodig.")),
      ),
    }),
    v.forward(
      v.check(
        (input) => mode !== "group" || input.guestNames.length === people - 1,
        say(
          `Enter the names of the ${people - 1} other ${people - 1 === 1 ? "person" : "people"} coming, one per line.`,
          `Vul de ${people - 1 === 1 ? "naam" : "namen"} in van ${people - 1 === 1 ? "de andere persoon" : `de ${people - 1} andere personen`} die meekomen, één per regel.`,
        ),
      ),
      ["guestNames"],
    ),
    v.transform(({ partnerName, guestNames, street, postcode, town, ...input }) => ({
      ...input,
      guests: mode === "couple" ? [partnerName] : mode === "group" ? guestNames : [],
      address: home ? { street, postcode, town } : null,
    })),
  );
}
export type BookingForm = v.InferOutput<ReturnType<typeof bookingFormSchema>>;

/**
 * What the studio posts to book a time for a client who asked by phone or message: the public
 * form's own fields, less the terms and the voucher (the client is not at the page): a home visit
 * gives the address, a free call the number to call. A ticked box posts "on" (the studio's
 * checkboxes) or "yes".
 */
export function studioBookingFormSchema(location: SessionLocation = "studio") {
  const home = location === "home";
  return v.pipe(
    v.object({
      ...whoAndWhere(location, "the"),
      /** The client asked for a time within the withdrawal period (app/data/refund-policy.ts). */
      earlyStart: ExpressRequest,
      /** Paid at the session (the default), or by a link emailed to the client for the deposit or the full price. */
      payment: v.pipe(
        field(),
        v.transform((value) => value || "session"),
        v.picklist(STUDIO_PAYMENT_CHOICES, "Choose how the client pays."),
      ),
    }),
    v.transform(({ street, postcode, town, ...input }) => ({ ...input, address: home ? { street, postcode, town } : null })),
  );
}
