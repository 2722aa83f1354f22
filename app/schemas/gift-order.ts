import * as v from "valibot";
import { Email, field, optionalText, otherPersonName, PersonName, say } from "./fields";

/** How a voucher bought online reaches its recipient. */
const GIFT_DELIVERIES = ["email-buyer", "email-recipient", "print"] as const;

/** The amounts a voucher may be bought for, besides a service's price: whole euros. */
export const GIFT_AMOUNT_RANGE = { minEuros: 50, maxEuros: 500 } as const;

/** A service whose price a voucher can be: the form's choices. */
export type GiftPrice = { id: string; name: string; cents: number };

/**
 * What a visitor posts to buy a gift voucher: a service's price or an amount of whole euros from
 * €50 to €500, who it is from and for, a message, and how it arrives. The amount is worked out
 * here from the studio's prices, never taken from the post.
 */
export function giftOrderFormSchema(prices: readonly GiftPrice[]) {
  return v.pipe(
    v.object({
      amount: v.pipe(field(), v.nonEmpty(say("Choose the voucher's value.", "Kies de waarde van de cadeaubon."))),
      customEuros: field(),
      buyerName: PersonName,
      buyerEmail: Email,
      recipientName: otherPersonName(say("Enter the recipient's name.", "Vul de naam van de ontvanger in.")),
      recipientEmail: v.pipe(field(), v.trim(), v.maxLength(254, say("That email address is too long.", "Dat e-mailadres is te lang."))),
      message: optionalText(500, "your message", "je bericht"),
      delivery: v.pipe(field(), v.picklist(GIFT_DELIVERIES, say("Choose how the voucher should arrive.", "Kies hoe de cadeaubon moet aankomen."))),
      postalAddress: optionalText(300, "the address", "het adres"),
      terms: v.pipe(
        field(),
        v.literal(
          "yes",
          say(
            "Please accept the terms and the refund policy to buy a voucher.",
            "Ga akkoord met de algemene voorwaarden en het annulerings- en terugbetalingsbeleid om een cadeaubon te kopen.",
          ),
        ),
      ),
    }),
    v.forward(
      v.check((input) => input.amount === "custom" || prices.some((price) => `service:${price.id}` === input.amount), say("Choose one of the values listed.", "Kies een van de genoemde waarden.")),
      ["amount"],
    ),
    v.forward(
      v.check((input) => {
        if (input.amount !== "custom") return true;
        const euros = Number(input.customEuros.trim());
        return /^\d+$/.test(input.customEuros.trim()) && euros >= GIFT_AMOUNT_RANGE.minEuros && euros <= GIFT_AMOUNT_RANGE.maxEuros;
      }, say(`Enter an amount in whole euros, from €${GIFT_AMOUNT_RANGE.minEuros} to €${GIFT_AMOUNT_RANGE.maxEuros}.`, `Vul een bedrag in hele euro's in, van €${GIFT_AMOUNT_RANGE.minEuros} tot €${GIFT_AMOUNT_RANGE.maxEuros}.`)),
      ["customEuros"],
    ),
    v.forward(
      v.check((input) => input.delivery !== "email-recipient" || v.is(Email, input.recipientEmail), say("Enter the recipient's email address, to send the voucher to them.", "Vul het e-mailadres van de ontvanger in, zodat we de cadeaubon rechtstreeks kunnen mailen.")),
      ["recipientEmail"],
    ),
    v.forward(
      v.check((input) => input.recipientEmail === "" || v.is(Email, input.recipientEmail), say("Enter a valid email address for the recipient.", "Vul een geldig e-mailadres van de ontvanger in.")),
      ["recipientEmail"],
    ),
    v.forward(
      v.check((input) => input.delivery !== "print" || input.postalAddress.length >= 10, say("Enter the postal address for the printed card.", "Vul het postadres voor de gedrukte kaart in.")),
      ["postalAddress"],
    ),
    v.transform((input) => {
      const service = prices.find((price) => `service:${price.id}` === input.amount);
      return {
        ...input,
        amountCents: service ? service.cents : Number(input.customEuros.trim()) * 100,
        serviceName: service?.name ?? "",
      };
    }),
  );
}
export type GiftOrderForm = v.InferOutput<ReturnType<typeof giftOrderFormSchema>>;
