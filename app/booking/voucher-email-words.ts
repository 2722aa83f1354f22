/**
 * The words of a gift voucher's emails to its buyer and its recipient (voucher-emails.ts), in
 * English and Dutch. The studio's note about a card to post stays English (voucher-emails.ts).
 * Amounts, dates and links come in already written in the reader's language.
 */
import { VAT_PERCENT } from "~/platform/money";
import { defineWords } from "~/site/words";

export const VOUCHER_EMAIL_WORDS = defineWords({
  en: {
    methods: { ideal: "iDEAL | Wero", creditcard: "card", bancontact: "Bancontact" } as Record<string, string>,
    onlinePayment: "online payment",
    voucherFor: (recipient: string, buyer: string) => `A gift voucher for ${recipient}, from ${buyer}`,
    value: (amount: string, service: string) => `Value: ${amount}${service ? ` (${service})` : ""}`,
    code: (code: string) => `Code: ${code}`,
    validUntil: (day: string) => `Valid until: ${day}`,
    howToUse: (bookingUrl: string) =>
      `To use it, book a colour analysis at ${bookingUrl} and enter the code: it pays the deposit or the price, and whatever is left stays on the voucher for next time.`,
    questions: (email: string) => `Questions? Write to ${email}.`,
    singlePurposeVat: (amount: string) => `Including VAT (${VAT_PERCENT}%): ${amount}`,
    multiPurposeVat: "VAT is charged when the voucher is used (a multi-purpose voucher).",
    receipt: "Your receipt",
    receiptLine: (code: string, amount: string) => `Gift voucher ${code}: ${amount}`,
    paidBy: (method: string, day: string, reference: string) => `Paid by ${method} on ${day}, reference ${reference}`,
    emailedTo: (recipient: string, email: string) => `We have emailed the voucher to ${recipient} at ${email}.`,
    printing: "We are printing the card and post it within two working days to the address you gave.",
    below: "Your voucher is below: forward this email, or print it.",
    subjectToBuyer: (recipient: string) => `Your gift voucher for ${recipient}`,
    subjectThanks: (recipient: string) => `Thank you: your gift voucher for ${recipient}`,
    thanks: "Thank you for your order.",
    subjectToRecipient: (buyer: string) => `A gift from ${buyer}: a colour analysis voucher`,
  },
  nl: {
    methods: { ideal: "iDEAL | Wero", creditcard: "creditcard", bancontact: "Bancontact" },
    onlinePayment: "online betaling",
    voucherFor: (recipient, buyer) => `Een cadeaubon voor ${recipient}, van ${buyer}`,
    value: (amount, service) => `Waarde: ${amount}${service ? ` (${service})` : ""}`,
    code: (code) => `Code: ${code}`,
    validUntil: (day) => `Geldig tot: ${day}`,
    howToUse: (bookingUrl) =>
      `Zo gebruik je de bon: maak een afspraak voor een kleuranalyse op ${bookingUrl} en vul de code in. De bon betaalt de aanbetaling of de volledige prijs, en wat er overblijft, blijft op de bon staan voor een volgende keer.`,
    questions: (email) => `Vragen? Mail ons op ${email}.`,
    singlePurposeVat: (amount) => `Inclusief btw (${VAT_PERCENT}%): ${amount}`,
    multiPurposeVat: "De btw wordt berekend wanneer de bon wordt gebruikt (een meervoudigedoelvoucher).",
    receipt: "Je betaalbewijs",
    receiptLine: (code, amount) => `Cadeaubon ${code}: ${amount}`,
    paidBy: (method, day, reference) => `Betaald met ${method} op ${day}, kenmerk ${reference}`,
    emailedTo: (recipient, email) => `We hebben de cadeaubon gemaild naar ${recipient} (${email}).`,
    printing: "We drukken de kaart af en sturen hem binnen twee werkdagen naar het adres dat je hebt opgegeven.",
    below: "Je cadeaubon staat hieronder: stuur deze e-mail door of print hem uit.",
    subjectToBuyer: (recipient) => `Je cadeaubon voor ${recipient}`,
    subjectThanks: (recipient) => `Dank je wel: je cadeaubon voor ${recipient}`,
    thanks: "Dank je wel voor je bestelling.",
    subjectToRecipient: (buyer) => `Een cadeau van ${buyer}: een cadeaubon voor een kleuranalyse`,
  },
});
