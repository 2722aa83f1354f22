import * as v from "valibot";
import { Email, field, optionalText, otherPersonName, PersonName } from "./fields";

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
      amount: v.pipe(field(), v.nonEmpty("Choose the voucher's value.")),
      customEuros: field(),
      buyerName: PersonName,
      buyerEmail: Email,
      recipientName: otherPersonName("Enter the recipient's name."),
      recipientEmail: v.pipe(field(), v.trim(), v.maxLength(254, "That email address is too long.")),
      message: optionalText(500, "your message"),
      delivery: v.pipe(field(), v.picklist(GIFT_DELIVERIES, "Choose how the voucher should arrive.")),
      postalAddress: optionalText(300, "the address"),
      terms: v.pipe(field(), v.literal("yes", "Please accept the terms and the refund policy to buy a voucher.")),
    }),
    v.forward(
      v.check((input) => input.amount === "custom" || prices.some((price) => `service:${price.id}` === input.amount), "Choose one of the values listed."),
      ["amount"],
    ),
    v.forward(
      v.check((input) => {
        if (input.amount !== "custom") return true;
        const euros = Number(input.customEuros.trim());
        return /^\d+$/.test(input.customEuros.trim()) && euros >= GIFT_AMOUNT_RANGE.minEuros && euros <= GIFT_AMOUNT_RANGE.maxEuros;
      }, `Enter an amount in whole euros, from €${GIFT_AMOUNT_RANGE.minEuros} to €${GIFT_AMOUNT_RANGE.maxEuros}.`),
      ["customEuros"],
    ),
    v.forward(
      v.check((input) => input.delivery !== "email-recipient" || v.is(Email, input.recipientEmail), "Enter the recipient's email address, to send the voucher to them."),
      ["recipientEmail"],
    ),
    v.forward(
      v.check((input) => input.recipientEmail === "" || v.is(Email, input.recipientEmail), "Enter a valid email address for the recipient."),
      ["recipientEmail"],
    ),
    v.forward(
      v.check((input) => input.delivery !== "print" || input.postalAddress.length >= 10, "Enter the postal address for the printed card."),
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
