import type { AppConfig } from "~/platform/env.server";
import { createMollie } from "./mollie.server";
import type { PaymentProvider } from "./provider.server";

/** The provider the configuration names, or null when nothing is sold online (no API key). */
export function paymentProvider(config: AppConfig): PaymentProvider | null {
  return config.payments ? createMollie({ apiKey: config.payments.apiKey, apiUrl: config.payments.apiUrl }) : null;
}

/** Where the provider posts a payment's id when its status changes. */
export const WEBHOOK_PATH = "/payments/webhook";
