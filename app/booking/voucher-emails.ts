/**
 * The emails of a gift voucher bought online: the voucher itself (to the buyer, or to the recipient
 * when the buyer chose so), the buyer's receipt, and the studio's note when a card is to be posted.
 * Plain text, so it reads the same everywhere and prints well. The buyer's and the recipient's
 * are in the buyer's language (`locale`: the site they bought on), their words in
 * voucher-email-words.ts; the studio's stays English.
 */
import type { Voucher } from "~/schemas/voucher";
import type { Locale } from "~/schemas/common";
import { formatCents, includedVatCents } from "~/platform/money";
import { dayWords, dearWords } from "~/email/client-words";
import { localizedPath } from "~/site/locale";
import { wordsFor } from "~/site/words";
import { formatVoucherCode } from "~/models/voucher-code";
import { VOUCHER_EMAIL_WORDS } from "./voucher-email-words";

type Context = {
  studio: { name: string; email: string; address: string };
  siteUrl: string;
  /** The provider's payment id, the method ("ideal", …) and when it was paid. */
  reference: string;
  method: string;
  paidAt: string;
};

export type VoucherEmail = { to: string | "studio"; subject: string; lines: string[] };

function voucherLines(voucher: Voucher, context: Context, locale: Locale): string[] {
  const words = wordsFor(VOUCHER_EMAIL_WORDS, locale);
  return [
    words.voucherFor(voucher.recipientName, voucher.buyerName),
    "",
    ...(voucher.message ? [voucher.message, "", `– ${voucher.buyerName}`, ""] : []),
    words.value(formatCents(voucher.amountCents, locale), voucher.serviceName),
    words.code(formatVoucherCode(voucher.code)),
    words.validUntil(dayWords(voucher.expiresAt, locale)),
    "",
    words.howToUse(`${context.siteUrl}${localizedPath("/service-booking", locale)}`),
    words.questions(context.studio.email),
    "",
    context.studio.name,
  ];
}

/**
 * What goes out when a voucher is paid for: the voucher to whoever should have it, a receipt to the
 * buyer (with the voucher when it is theirs to give), and a card to post for the studio. The
 * buyer's and the recipient's are in `locale`.
 */
export function voucherEmails(voucher: Voucher, context: Context, locale: Locale = "en"): VoucherEmail[] {
  const words = wordsFor(VOUCHER_EMAIL_WORDS, locale);
  const money = (cents: number) => formatCents(cents, locale);
  // A voucher for a named service is a single-purpose voucher: its VAT is due when sold. One for an
  // amount may be spent on any service, so its VAT is charged when it is used.
  const vat = voucher.serviceName ? words.singlePurposeVat(money(includedVatCents(voucher.amountCents))) : words.multiPurposeVat;
  const receipt = [
    words.receipt,
    words.receiptLine(formatVoucherCode(voucher.code), money(voucher.amountCents)),
    vat,
    words.paidBy(words.methods[context.method] ?? (context.method || words.onlinePayment), dayWords(context.paidAt, locale), context.reference),
    [context.studio.name, context.studio.address, context.studio.email].filter(Boolean).join(", "),
  ];
  const deliveryWords =
    voucher.delivery === "email-recipient"
      ? [words.emailedTo(voucher.recipientName, voucher.recipientEmail)]
      : voucher.delivery === "print"
        ? [words.printing]
        : [words.below];
  const toBuyer: VoucherEmail = {
    to: voucher.buyerEmail,
    subject: voucher.delivery === "email-buyer" ? words.subjectToBuyer(voucher.recipientName) : words.subjectThanks(voucher.recipientName),
    lines: [
      dearWords(voucher.buyerName, locale),
      "",
      words.thanks,
      ...deliveryWords,
      "",
      ...(voucher.delivery === "email-buyer" ? [...voucherLines(voucher, context, locale), ""] : []),
      ...receipt,
    ],
  };
  const emails = [toBuyer];
  if (voucher.delivery === "email-recipient" && voucher.recipientEmail) {
    emails.push({
      to: voucher.recipientEmail,
      subject: words.subjectToRecipient(voucher.buyerName),
      lines: [dearWords(voucher.recipientName, locale), "", ...voucherLines(voucher, context, locale)],
    });
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
