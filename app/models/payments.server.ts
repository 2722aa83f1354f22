/**
 * Payments made on this website (`Payments/{id}`, app/schemas/payment.ts). Each change is a write
 * under the version read, so a webhook, the return page and the Cron Trigger that learn the same
 * status at once write it once, and the one that comes second finds it written.
 */
import * as v from "valibot";
import { Payment, refundsSettling, type PaymentPurpose, type PaymentStatus, type Refund, type VoucherOrder } from "~/schemas/payment";
import { emailKey } from "~/schemas/inbox";
import { decodeDocument } from "~/firestore/codec";
import type { CommitWrite } from "~/firestore/client.server";
import { rethrowUnavailable } from "~/firestore/errors.server";
import type { AppContext } from "~/firestore/app-context.server";
import { COLLECTIONS } from "./collections";

const PAYMENTS = COLLECTIONS.payments.name;

type App = Pick<AppContext, "firestore" | "log">;

export type StoredPayment = { id: string; payment: Payment; updateTime: string };

export type NewPayment = {
  id: string;
  purpose: PaymentPurpose;
  amountCents: number;
  description: string;
  email: string;
  bookingId?: string;
  order?: VoucherOrder;
};

/** A new payment, before the provider knows it: created with its booking or order, or not at all. */
export function newPaymentWrite(payment: NewPayment, provider: string, now: Date): CommitWrite {
  const emails = [payment.email, payment.order?.recipientEmail ?? ""].filter(Boolean);
  return {
    path: `${PAYMENTS}/${payment.id}`,
    data: {
      purpose: payment.purpose,
      status: "open",
      amountCents: payment.amountCents,
      currency: "EUR",
      description: payment.description,
      provider,
      bookingId: payment.bookingId ?? "",
      ...(payment.order ? { order: payment.order } : {}),
      refunds: [],
      email: payment.email,
      emailKeys: [...new Set(emails.map(emailKey))],
      createdAt: now,
      updatedAt: now,
    },
    options: { exists: false },
  };
}

export async function readPayment(app: App, id: string): Promise<StoredPayment | null> {
  if (!/^[\w-]{1,128}$/.test(id)) return null;
  const doc = await app.firestore.getDocument(`${PAYMENTS}/${id}`).catch(rethrowUnavailable);
  if (!doc) return null;
  const parsed = v.safeParse(Payment, decodeDocument(doc).data);
  if (!parsed.success || !doc.updateTime) {
    app.log("invalid payment skipped", { path: `${PAYMENTS}/${id}` });
    return null;
  }
  return { id, payment: parsed.output, updateTime: doc.updateTime };
}

/** The provider's id and checkout address, once it made the payment. */
export function checkoutWrite(stored: StoredPayment, providerId: string, checkoutUrl: string, now: Date): CommitWrite {
  return {
    path: `${PAYMENTS}/${stored.id}`,
    data: { providerId, checkoutUrl, updatedAt: now },
    options: { fields: ["providerId", "checkoutUrl", "updatedAt"], updateTime: stored.updateTime },
  };
}

/** The status the provider reported, written only over the version read. */
export function statusWrite(
  stored: StoredPayment,
  status: PaymentStatus,
  { method = "", paidAt = null, providerId = stored.payment.providerId }: { method?: string; paidAt?: string | null; providerId?: string },
  now: Date,
): CommitWrite {
  return {
    path: `${PAYMENTS}/${stored.id}`,
    data: { status, method, providerId, updatedAt: now, ...(paidAt ? { paidAt: new Date(paidAt) } : {}) },
    options: { fields: ["status", "method", "providerId", "updatedAt", ...(paidAt ? ["paidAt"] : [])], updateTime: stored.updateTime },
  };
}

/** A refund recorded with its payment. */
export function refundWrite(stored: StoredPayment, refund: Refund, now: Date): CommitWrite {
  return refundsWrite(stored, [...stored.payment.refunds, refund], now);
}

/** The payment's refunds as they are now (a status the provider reported), written only over the version read. */
export function refundsWrite(stored: StoredPayment, refunds: readonly Refund[], now: Date): CommitWrite {
  return {
    path: `${PAYMENTS}/${stored.id}`,
    // Timestamps as timestamps: the decoded ones read back as ISO strings.
    data: { refunds: refunds.map((entry) => ({ ...entry, at: new Date(entry.at) })), refundsSettling: refundsSettling(refunds), updatedAt: now },
    options: { fields: ["refunds", "refundsSettling", "updatedAt"], updateTime: stored.updateTime },
  };
}

/** The ids of payments with a refund still on its way, up to `limit`. */
export async function paymentsWithRefundsSettling(app: App, limit: number): Promise<string[]> {
  const docs = await app.firestore.runQuery({ collection: PAYMENTS, where: [{ field: "refundsSettling", equals: true }], select: ["refundsSettling"], limit }).catch(rethrowUnavailable);
  return docs.map((doc) => decodeDocument(doc).id);
}

/** A voucher purchase paid: its status and the voucher's code, in the commit that issues the voucher. */
export function voucherPaidWrite(stored: StoredPayment, reported: { id: string; method: string; paidAt: string | null }, code: string, now: Date): CommitWrite {
  return {
    path: `${PAYMENTS}/${stored.id}`,
    data: { status: "paid", method: reported.method, providerId: reported.id, voucherCode: code, updatedAt: now, ...(reported.paidAt ? { paidAt: new Date(reported.paidAt) } : {}) },
    options: { fields: ["status", "method", "providerId", "voucherCode", "updatedAt", ...(reported.paidAt ? ["paidAt"] : [])], updateTime: stored.updateTime },
  };
}
