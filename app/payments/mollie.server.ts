/**
 * Mollie's Payments API v2, spoken with `fetch`: https://docs.mollie.com/reference/payments-api.
 * Locally and in the tests it is the simulator of scripts/lib/mollie-simulator.mjs (MOLLIE_API_URL);
 * in production api.mollie.com with the profile's key (MOLLIE_API_KEY, a secret: `test_…` on the
 * test profile, `live_…` on the live one).
 *
 * Every call has a deadline, so a slow provider never holds a page; a create and a refund carry an
 * Idempotency-Key, so Mollie answers a retried call with the payment or refund the first one made.
 * The answer is checked before it is used; an error is a `PaymentProviderError`, whose message
 * holds no personal or payment detail beyond the ids.
 */
import * as v from "valibot";
import { PAYMENT_STATUSES, REFUND_STATUSES, type PaymentStatus, type RefundStatus } from "~/schemas/payment";
import { centsToValue, PaymentProviderError, valueToCents, type PaymentProvider, type ProviderPayment, type ProviderRefund } from "./provider.server";

const MOLLIE_API_URL = "https://api.mollie.com/v2";

/** Long enough for Mollie on a bad day, short enough that the visitor is answered. */
const DEADLINE_MS = 8000;

const Amount = v.object({ value: v.string(), currency: v.string() });

const MolliePayment = v.object({
  id: v.pipe(v.string(), v.regex(/^tr_\w+$/)),
  // "pending" and "authorized" (a bank still deciding) are open in this site's sense: not paid, not over.
  status: v.pipe(v.string(), v.transform((status) => ((PAYMENT_STATUSES as readonly string[]).includes(status) ? (status as PaymentStatus) : "open"))),
  amount: Amount,
  amountRefunded: v.optional(Amount),
  method: v.nullish(v.string()),
  metadata: v.nullish(v.record(v.string(), v.unknown())),
  paidAt: v.nullish(v.string()),
  _links: v.object({ checkout: v.nullish(v.object({ href: v.string() })) }),
});

const MollieRefund = v.object({
  id: v.pipe(v.string(), v.regex(/^re_\w+$/)),
  // A status Mollie adds later is read as on its way: the refund is checked again, never taken as done.
  status: v.pipe(v.string(), v.transform((status) => ((REFUND_STATUSES as readonly string[]).includes(status) ? (status as RefundStatus) : "pending"))),
  amount: Amount,
});

const MollieRefundList = v.object({ _embedded: v.optional(v.object({ refunds: v.array(v.unknown()) }), { refunds: [] }) });

/** Mollie's page size for a list is 50 unless asked; 250 is its most, more refunds than a payment of this site ever has. */
const REFUNDS_PER_LIST = 250;

function toRefund(body: unknown, paymentId: string): ProviderRefund {
  const parsed = v.safeParse(MollieRefund, body);
  const amountCents = parsed.success ? valueToCents(parsed.output.amount.value) : null;
  if (!parsed.success || amountCents === null) throw new PaymentProviderError(`Mollie answered with a refund of ${paymentId} this site cannot read`, null);
  return { id: parsed.output.id, status: parsed.output.status, amountCents };
}

function toPayment(body: unknown): ProviderPayment {
  const parsed = v.safeParse(MolliePayment, body);
  if (!parsed.success) throw new PaymentProviderError("Mollie answered with a payment this site cannot read", null);
  const payment = parsed.output;
  const amountCents = valueToCents(payment.amount.value);
  if (amountCents === null || payment.amount.currency !== "EUR") throw new PaymentProviderError(`payment ${payment.id} is not an amount in euros`, null);
  return {
    id: payment.id,
    status: payment.status,
    amountCents,
    refundedCents: valueToCents(payment.amountRefunded?.value) ?? 0,
    checkoutUrl: payment.status === "open" ? (payment._links.checkout?.href ?? null) : null,
    metadata: Object.fromEntries(Object.entries(payment.metadata ?? {}).filter((entry): entry is [string, string] => typeof entry[1] === "string")),
    method: payment.method ?? "",
    paidAt: payment.paidAt ?? null,
  };
}

export function createMollie({ apiKey, apiUrl = MOLLIE_API_URL, fetcher = fetch }: { apiKey: string; apiUrl?: string; fetcher?: typeof fetch }): PaymentProvider {
  const base = apiUrl.replace(/\/+$/, "");

  async function call(method: string, path: string, { body, idempotencyKey }: { body?: unknown; idempotencyKey?: string } = {}): Promise<{ status: number; body: unknown }> {
    const headers: Record<string, string> = { Authorization: `Bearer ${apiKey}`, Accept: "application/hal+json" };
    if (body !== undefined) headers["Content-Type"] = "application/json";
    if (idempotencyKey) headers["Idempotency-Key"] = idempotencyKey;
    let response: Response;
    try {
      response = await fetcher(`${base}${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body), signal: AbortSignal.timeout(DEADLINE_MS) });
    } catch (error) {
      throw new PaymentProviderError(`Mollie ${method} ${path.split("/")[1]} failed: ${error instanceof Error ? error.name : "error"}`, null);
    }
    const text = await response.text().catch(() => "");
    let parsed: unknown;
    try {
      parsed = text ? JSON.parse(text) : null;
    } catch {
      parsed = null;
    }
    return { status: response.status, body: parsed };
  }

  function refused(what: string, status: number): never {
    throw new PaymentProviderError(`Mollie refused ${what} (${status})`, status);
  }

  return {
    name: "mollie",
    async createPayment(payment) {
      const { status, body } = await call("POST", "/payments", {
        idempotencyKey: payment.idempotencyKey,
        body: {
          amount: { currency: "EUR", value: centsToValue(payment.amountCents) },
          description: payment.description,
          redirectUrl: payment.redirectUrl,
          webhookUrl: payment.webhookUrl,
          metadata: payment.metadata,
          ...(payment.locale ? { locale: payment.locale } : {}),
        },
      });
      if (status !== 201 && status !== 200) refused("a new payment", status);
      return toPayment(body);
    },
    async getPayment(id) {
      if (!/^tr_\w{1,64}$/.test(id)) return null;
      const { status, body } = await call("GET", `/payments/${id}`);
      if (status === 404 || status === 410) return null;
      if (status !== 200) refused(`payment ${id}`, status);
      return toPayment(body);
    },
    async cancelPayment(id) {
      const { status, body } = await call("DELETE", `/payments/${id}`);
      if (status === 422 || status === 404 || status === 410) return null;
      if (status !== 200) refused(`to cancel payment ${id}`, status);
      return toPayment(body);
    },
    async refund(id, refund): Promise<ProviderRefund> {
      const { status, body } = await call("POST", `/payments/${id}/refunds`, {
        idempotencyKey: refund.idempotencyKey,
        body: { amount: { currency: "EUR", value: centsToValue(refund.amountCents) }, description: refund.description },
      });
      if (status !== 201 && status !== 200) refused(`a refund of ${id}`, status);
      return toRefund(body, id);
    },
    async listRefunds(id) {
      if (!/^tr_\w{1,64}$/.test(id)) return [];
      const { status, body } = await call("GET", `/payments/${id}/refunds?limit=${REFUNDS_PER_LIST}`);
      if (status === 404 || status === 410) return [];
      if (status !== 200) refused(`the refunds of ${id}`, status);
      const list = v.safeParse(MollieRefundList, body);
      if (!list.success) throw new PaymentProviderError(`Mollie answered with refunds of ${id} this site cannot read`, null);
      return list.output._embedded.refunds.map((refund) => toRefund(refund, id));
    },
  };
}
