import * as v from "valibot";
import { describe, expect, test } from "vitest";
import { bookingRequestSchema } from "~/schemas/booking-request";
import { ContactMessageForm } from "~/schemas/contact-message";
import { dateOnOrAfter, issuesToErrors, OptionalPhone } from "~/schemas/fields";

describe("shared form fields", () => {
  test("a phone number may be left empty, and is stored without spaces when given", () => {
    expect(v.parse(OptionalPhone, undefined)).toBe("");
    expect(v.parse(OptionalPhone, " +31 6 1234 5678 ")).toBe("+31612345678");
    expect(v.safeParse(OptionalPhone, "0612345678").success).toBe(false);
  });

  test("a date before the earliest one is refused with a message a visitor understands", () => {
    const required = dateOnOrAfter("2030-03-04", true);
    expect(v.parse(required, "2030-03-04")).toBe("2030-03-04");
    expect(issuesToErrors(v.safeParse(v.object({ date: required }), { date: "2030-03-03" }).issues ?? [])).toEqual({
      date: "Choose a date from tomorrow onwards.",
    });
    expect(issuesToErrors(v.safeParse(v.object({ date: required }), { date: "" }).issues ?? [])).toEqual({ date: "Choose a preferred date." });
    expect(v.parse(dateOnOrAfter("2030-03-04", false), "")).toBe("");
  });

  test("the contact and booking forms check the visitor's name, email and phone alike", () => {
    const visitor = { name: "A", email: "not-an-email", whatsapp: "06", phone: "06" };
    const contact = issuesToErrors(v.safeParse(ContactMessageForm, { ...visitor, message: "A question about colours" }).issues ?? []);
    const booking = issuesToErrors(
      v.safeParse(bookingRequestSchema("2030-03-04"), { ...visitor, mode: "self", service: "online-color-analysis", preferredDate1: "2030-03-05" })
        .issues ?? [],
    );
    expect(booking.name).toBe(contact.name);
    expect(booking.email).toBe(contact.email);
    expect(booking.phone).toBe(contact.whatsapp);
    expect(contact.name).toBe("Your name needs at least 2 characters.");
  });
});
