/**
 * The post of a refund by hand (admins), shared by a booking's and a digital analysis's studio
 * page: read the form, make the refund at Mollie through `refundPaymentByHand` (payments.server.ts),
 * and answer as both pages do: back to the page with a notice (POST, redirect, GET), or the form
 * again with the field to correct and the right status.
 */
import { data, redirect } from "react-router";
import type { AppContext } from "~/firestore/app-context.server";
import type { StoredPayment } from "~/models/payments.server";
import { paymentProvider } from "~/payments/payment-provider.server";
import type { Env } from "~/platform/env.server";
import type { Locale } from "~/schemas/common";
import type { StudioUser } from "~/studio/auth/guard.server";
import { refundPaymentByHand } from "~/studio/payments.server";
import { SAVE_LIMIT_MESSAGE, tooManySaves, withinSaveLimit } from "~/studio/save-limit.server";

/** A refund's form as posted, with the message of the field to correct. */
export type RefundFormResult = { amount: string; errors: Partial<Record<"amount" | "confirm", string>> };
export type RefundActionData = { message: string; refund?: RefundFormResult };

const REFUND_STATUS = { invalid: 400, conflict: 409, refused: 409, unavailable: 503 } as const;

/**
 * Refunds `paid.stored` (read by the page's own rules) as `user`, described in `paid.locale` (the
 * booking's or order's language); redirects to `donePath` with `?refunded=1` once made.
 */
export async function refundByHandPost(app: AppContext, env: Env, user: StudioUser, paid: { stored: StoredPayment | null; locale: Locale }, form: FormData, donePath: string) {
  const posted = (name: string) => {
    const value = form.get(name);
    return typeof value === "string" ? value : "";
  };
  const input = { amount: posted("amount"), confirm: posted("confirm"), refundsSeen: posted("refundsSeen") };
  const provider = paymentProvider(app.config);
  if (!provider) return data<RefundActionData>({ message: "Online payments are not set up on this site (no Mollie key), so nothing was refunded." }, { status: 503 });
  if (!(await withinSaveLimit(env, user, app.log))) {
    return tooManySaves<RefundActionData>({ message: `${SAVE_LIMIT_MESSAGE} Nothing was refunded.`, refund: { amount: input.amount, errors: {} } });
  }
  const outcome = await refundPaymentByHand(app, provider, user, paid.stored, { ...input, locale: paid.locale });
  if (outcome.status === "refunded") throw redirect(`${donePath}?refunded=1`, 303);
  const errors = outcome.status === "invalid" ? { [outcome.field]: outcome.message } : {};
  return data<RefundActionData>({ message: outcome.message, refund: { amount: input.amount, errors } }, { status: REFUND_STATUS[outcome.status] });
}
