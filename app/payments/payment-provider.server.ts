import type { AppConfig } from "~/platform/env.server";
import { createMollie } from "./mollie.server";
import type { PaymentProvider } from "./provider.server";

/** The provider the configuration names, or null when nothing is sold online (no API key). */
export function paymentProvider(config: AppConfig): PaymentProvider | null {
  return config.payments ? createMollie({ apiKey: config.payments.apiKey, apiUrl: config.payments.apiUrl }) : null;
}

/** Where the provider's hosted checkout is, which the site's forms redirect to: Mollie's, or the local simulator's. Null when nothing is sold online. */
export function checkoutOrigin(config: AppConfig): string | null {
  if (!config.payments) return null;
  const api = config.payments.apiUrl ? new URL(config.payments.apiUrl).origin : "https://api.mollie.com";
  // Mollie's API and its checkout are two hosts; the local simulator is both.
  return api === "https://api.mollie.com" ? "https://www.mollie.com" : api;
}

/** Where the provider posts a payment's id when its status changes. */
export const WEBHOOK_PATH = "/payments/webhook";
