import type { ActionFunctionArgs } from "react-router";
import { appContext, cloudflareContext } from "~/firestore/app-context.server";
import { paymentWebhook } from "~/payments/webhook.server";

/**
 * `POST /payments/webhook`: the payment provider's call when a payment's status changes. It carries
 * only the payment's id; what changed is asked of the provider (app/payments/webhook.server.ts).
 */
export async function action({ request, context }: ActionFunctionArgs) {
  return paymentWebhook(context.get(appContext), context.get(cloudflareContext).env, request);
}

export function loader() {
  return new Response("Payment status updates are posted here by the payment provider.\n", { status: 405, headers: { Allow: "POST", "Content-Type": "text/plain; charset=utf-8" } });
}
