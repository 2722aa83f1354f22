/**
 * The emails of a gift voucher bought online: the voucher itself (to the buyer, or to the recipient
 * when the buyer chose so), the buyer's receipt, and the studio's note when a card is to be posted.
 * Plain text, so it reads the same everywhere and prints well.
 */
import type { Voucher } from "~/schemas/voucher";
import { formatCents, includedVatCents, VAT_PERCENT } from "~/platform/money";
import { studioDay } from "~/site/time";
import { formatVoucherCode } from "~/models/voucher-code";

type Context = {
  studio: { name: string; email: string; address: string };
  siteUrl: string;
  /** The provider's payment id, the method ("ideal", …) and when it was paid. */
  reference: string;
  method: string;
  paidAt: string;
};

export type VoucherEmail = { to: string | "studio"; subject: string; lines: string[] };

const METHOD_NAMES: Record<string, string> = { ideal: "iDEAL | Wero", creditcard: "card", bancontact: "Bancontact" };

function voucherLines(voucher: Voucher, context: Context): string[] {
  return [
    `A gift voucher for ${voucher.recipientName}, from ${voucher.buyerName}`,
    "",
    ...(voucher.message ? [voucher.message, "", `– ${voucher.buyerName}`, ""] : []),
    `Value: ${formatCents(voucher.amountCents)}${voucher.serviceName ? ` (${voucher.serviceName})` : ""}`,
    `Code: ${formatVoucherCode(voucher.code)}`,
    `Valid until: ${studioDay(voucher.expiresAt)}`,
    "",
    `To use it, book a colour analysis at ${context.siteUrl}/service-booking and enter the code: it pays the deposit or the price, and whatever is left stays on the voucher for next time.`,
    `Questions? Write to ${context.studio.email}.`,
    "",
    context.studio.name,
  ];
}

/**
 * What goes out when a voucher is paid for: the voucher to whoever should have it, a receipt to the
 * buyer (with the voucher when it is theirs to give), and a card to post for the studio.
 */
export function voucherEmails(voucher: Voucher, context: Context): VoucherEmail[] {
  // A voucher for a named service is a single-purpose voucher: its VAT is due when sold. One for an
  // amount may be spent on any service, so its VAT is charged when it is used.
  const vat = voucher.serviceName
    ? `Including VAT (${VAT_PERCENT}%): ${formatCents(includedVatCents(voucher.amountCents))}`
    : "VAT is charged when the voucher is used (a multi-purpose voucher).";
  const receipt = [
    "Your receipt",
    `Gift voucher ${formatVoucherCode(voucher.code)}: ${formatCents(voucher.amountCents)}`,
    vat,
    `Paid by ${METHOD_NAMES[context.method] ?? (context.method || "online payment")} on ${studioDay(context.paidAt)}, reference ${context.reference}`,
    [context.studio.name, context.studio.address, context.studio.email].filter(Boolean).join(", "),
  ];
  const deliveryWords =
    voucher.delivery === "email-recipient"
      ? [`We have emailed the voucher to ${voucher.recipientName} at ${voucher.recipientEmail}.`]
      : voucher.delivery === "print"
        ? ["We are printing the card and post it within two working days to the address you gave."]
        : ["Your voucher is below: forward this email, or print it."];
  const toBuyer: VoucherEmail = {
    to: voucher.buyerEmail,
    subject: voucher.delivery === "email-buyer" ? `Your gift voucher for ${voucher.recipientName}` : `Thank you: your gift voucher for ${voucher.recipientName}`,
    lines: [
      `Dear ${voucher.buyerName},`,
      "",
      "Thank you for your order.",
      ...deliveryWords,
      "",
      ...(voucher.delivery === "email-buyer" ? [...voucherLines(voucher, context), ""] : []),
      ...receipt,
    ],
  };
  const emails = [toBuyer];
  if (voucher.delivery === "email-recipient" && voucher.recipientEmail) {
    emails.push({ to: voucher.recipientEmail, subject: `A gift from ${voucher.buyerName}: a colour analysis voucher`, lines: [`Dear ${voucher.recipientName},`, "", ...voucherLines(voucher, context)] });
  }
  if (voucher.delivery === "print") {
    emails.push({
      to: "studio",
      subject: `A card to post: gift voucher ${formatVoucherCode(voucher.code)}`,
      lines: [
        `${voucher.buyerName} bought a gift voucher of ${formatCents(voucher.amountCents)} for ${voucher.recipientName}, as a printed card.`,
        "Post it within two working days, then mark it posted:",
        `${context.siteUrl}/studio/vouchers?q=${voucher.code}`,
      ],
    });
  }
  return emails;
}
