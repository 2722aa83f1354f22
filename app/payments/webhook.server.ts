/**
 * The provider's webhook: a post with a payment's id and nothing else worth believing. The id is
 * looked up at the provider, and its answer, never the post, says what happened. An id the
 * provider does not know, or one this site never made, changes nothing and is answered 200 like
 * any other, so the webhook tells a guesser nothing. The same call twice, or late, or out of
 * order, finds the payment already as the provider says and writes nothing more. Mollie calls it
 * too when a refund of the payment changes: its refunds are brought up to date with it.
 *
 * A failure to reach the provider or Firestore is a 503, so the provider calls again later
 * (Mollie retries for about a day): nothing is lost.
 */
import type { AppContext } from "~/firestore/app-context.server";
import { isFirestoreError } from "~/firestore/client.server";
import type { Env } from "~/platform/env.server";
import { clientAddressKey } from "~/platform/client-address.server";
import { withinRateLimit } from "~/platform/rate-limit.server";
import { readPayment } from "~/models/payments.server";
import type { PaymentPurpose } from "~/schemas/payment";
import { paymentProvider } from "./payment-provider.server";
import { PaymentProviderError, type PaymentProvider, type ProviderPayment } from "./provider.server";

/** What the webhook does with a payment once the provider has said what happened: handed in by its route, from the use cases above. */
export interface Settlements {
  /** Brings the payment's purpose (a booking's deposit, a voucher bought) up to date with the provider's report; "unknown" when it is not ours. */
  settle: Record<PaymentPurpose, (app: AppContext, env: Env, provider: PaymentProvider, paymentId: string, reported: ProviderPayment) => Promise<string>>;
  /** Brings the payment's refunds up to date with the provider. */
  settleRefunds: (app: AppContext, env: Env, provider: PaymentProvider, paymentId: string) => Promise<unknown>;
}

const PLAIN = { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" };
const answer = (status: number, text: string) => new Response(`${text}\n`, { status, headers: PLAIN });

export async function paymentWebhook(app: AppContext, env: Env, request: Request, settlements: Settlements): Promise<Response> {
  // Before anything is read or asked: each post costs a call to the provider.
  if (!(await withinRateLimit(env.WEBHOOK_RATE_LIMITER, `webhook:${clientAddressKey(request)}`, app.log))) return answer(429, "Too many calls: try again later");
  const form = await request.formData().catch(() => null);
  const id = form?.get("id");
  if (typeof id !== "string" || !/^tr_\w{1,64}$/.test(id)) return answer(400, "Expected a payment id: id=tr_…");
  const provider = paymentProvider(app.config);
  if (!provider) return answer(200, "OK");
  try {
    const reported = await provider.getPayment(id);
    const paymentId = reported?.metadata.paymentId ?? "";
    const stored = reported && paymentId ? await readPayment(app, paymentId) : null;
    // Ours only if we made it (its metadata is what we sent, read back with our key) and it is the one recorded, if any is yet.
    if (!reported || !stored || (stored.payment.providerId && stored.payment.providerId !== reported.id)) return answer(200, "OK");
    const outcome = await settlements.settle[stored.payment.purpose](app, env, provider, stored.id, reported);
    if (outcome === "unknown") return answer(200, "OK");
    // Mollie calls the same webhook when a refund of the payment changes: its refunds follow too.
    await settlements.settleRefunds(app, env, provider, stored.id);
    return answer(200, `OK: ${outcome}`);
  } catch (error) {
    if (error instanceof PaymentProviderError || (isFirestoreError(error) && error.kind === "unavailable")) {
      app.log("a payment webhook could not be handled now; the provider will call again", { payment: id, error: error.message });
      return answer(503, "Try again later");
    }
    throw error;
  }
}
