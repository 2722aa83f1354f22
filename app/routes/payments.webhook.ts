import type { Route } from "./+types/payments.webhook";
import { settleAnalysisOrder } from "~/analysis/settle.server";
import { settleDeposit } from "~/booking/deposits.server";
import { settleRefunds } from "~/booking/refunds.server";
import { settleVoucherPurchase } from "~/booking/voucher-purchase.server";
import { appContext, cloudflareContext } from "~/firestore/app-context.server";
import { paymentWebhook, type Settlements } from "~/payments/webhook.server";

/** Each purpose's settlement: the payments layer knows the provider, the booking use cases know what a payment is for. */
const SETTLEMENTS: Settlements = { settle: { deposit: settleDeposit, voucher: settleVoucherPurchase, analysis: settleAnalysisOrder }, settleRefunds };

/**
 * `POST /payments/webhook`: the payment provider's call when a payment's status changes. It carries
 * only the payment's id; what changed is asked of the provider (app/payments/webhook.server.ts).
 */
export async function action({ request, context }: Route.ActionArgs) {
  return paymentWebhook(context.get(appContext), context.get(cloudflareContext).env, request, SETTLEMENTS);
}

export function loader() {
  return new Response("Payment status updates are posted here by the payment provider.\n", { status: 405, headers: { Allow: "POST", "Content-Type": "text/plain; charset=utf-8" } });
}
