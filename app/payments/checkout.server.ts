/**
 * What every payment made here shares, a deposit or a voucher: its checkout made at the provider
 * once, and refunds made once and recorded with it.
 */
import type { AppContext } from "~/firestore/app-context.server";
import type { Refund, RefundReason } from "~/schemas/payment";
import type { Locale } from "~/schemas/common";
import { commitIfUnchanged } from "~/firestore/commit.server";
import { checkoutWrite, readPayment, refundWrite, type StoredPayment } from "~/models/payments.server";
import { WEBHOOK_PATH } from "./payment-provider.server";
import type { PaymentProvider, ProviderPayment } from "./provider.server";

/**
 * The key a call to the provider is made under: the same for the same payment or refund, and
 * never the same for two sites (a staging and a live project) sharing a provider account.
 */
const idempotencyKey = (app: AppContext, key: string) => `${app.config.firestore.projectId}/${key}`;

/**
 * The checkout address of a payment (a deposit, a voucher): made at the provider the first time (under the
 * payment's id as its idempotency key, so a doubled post makes one payment), read back after.
 * Null when the payment is no longer open.
 */
export async function checkoutAddress(app: AppContext, provider: PaymentProvider, paymentId: string, redirectUrl: string): Promise<string | null> {
  for (let attempt = 0; attempt < 3; attempt++) {
    const stored = await readPayment(app, paymentId);
    if (!stored || stored.payment.status !== "open") return null;
    if (stored.payment.checkoutUrl) return stored.payment.checkoutUrl;
    const made = await provider.createPayment({
      idempotencyKey: idempotencyKey(app, stored.id),
      amountCents: stored.payment.amountCents,
      description: stored.payment.description,
      redirectUrl,
      webhookUrl: `${app.config.siteUrl}${WEBHOOK_PATH}`,
      metadata: { paymentId: stored.id, project: app.config.firestore.projectId },
      locale: app.locale === "nl" ? "nl_NL" : "en_GB",
    });
    if (!made.checkoutUrl) return null;
    if ((await commitIfUnchanged(app, [checkoutWrite(stored, made.id, made.checkoutUrl, new Date())])) === "done") return made.checkoutUrl;
  }
  return null;
}

/**
 * Whether the provider's payment is the one this site made for `stored`: its metadata names this
 * payment and this project (another site may share the provider account), and its amount is ours.
 */
export function isOurs(app: AppContext, stored: StoredPayment, reported: ProviderPayment): boolean {
  return reported.metadata.paymentId === stored.id && reported.metadata.project === app.config.firestore.projectId && reported.amountCents === stored.payment.amountCents;
}

/**
 * A refund asked for: how much, why, by whom ("system" or a studio member's email), and the language
 * of the booking or order it refunds (its stored `locale`), which words the refund's description.
 */
export type RefundAsked = { amountCents: number; reason: RefundReason; by: string; locale: Locale };

const REFUND_WORD: Record<Locale, string> = { en: "Refund", nl: "Terugbetaling" };

/**
 * What the provider shows of a refund (the client sees it in their bank's statement and Mollie's
 * emails): the payment's own description, already in the client's language, after "Refund:" or
 * "Terugbetaling:" in the same language. The provider takes 255 characters.
 */
export function refundDescription(paymentDescription: string, locale: Locale): string {
  return `${REFUND_WORD[locale]}: ${paymentDescription}`.slice(0, 255);
}

/**
 * Refunds `asked.amountCents` of a paid payment through the provider and records it with the payment.
 * The idempotency key names the payment and how many refunds it had, so a retry after a lost
 * answer gets the same refund back rather than a second one.
 */
export async function refund(app: AppContext, provider: PaymentProvider, stored: StoredPayment, asked: RefundAsked): Promise<Refund | null> {
  return (await refundOnce(app, provider, stored, asked)).refund;
}

/**
 * `refund`, and whether this call is the one that recorded it: two calls at the same moment get
 * the same refund back from the provider, and only one of them `first`, so what must happen once
 * per refund (an email) happens once. One that could not be recorded counts as first.
 */
export async function refundOnce(app: AppContext, provider: PaymentProvider, stored: StoredPayment, { amountCents, reason, by, locale }: RefundAsked): Promise<{ refund: Refund; first: boolean }> {
  const made = await provider.refund(stored.payment.providerId, {
    idempotencyKey: idempotencyKey(app, `${stored.id}-refund-${stored.payment.refunds.length + 1}`),
    amountCents,
    description: refundDescription(stored.payment.description, locale),
  });
  const entry: Refund = { providerId: made.id, amountCents: made.amountCents, status: made.status, reason, by, at: new Date().toISOString() };
  // Made: from here nothing may throw, or a caller would take a refund that went through for one that did not.
  try {
    let current: StoredPayment | null = stored;
    for (let attempt = 0; attempt < 3 && current; attempt++) {
      if (current.payment.refunds.some((recorded) => recorded.providerId === made.id)) return { refund: entry, first: false };
      if ((await commitIfUnchanged(app, [refundWrite(current, entry, new Date())])) === "done") return { refund: entry, first: true };
      current = await readPayment(app, stored.id);
    }
  } catch {
    // Logged below; the provider's own record (and its webhook) still has it.
  }
  app.log("a refund was made but could not be recorded", { payment: stored.id, refund: made.id });
  return { refund: entry, first: true };
}
