import { expect, inject } from "vitest";
import { callWorker } from "./index";
import { bookingDetails, offered, weeksAhead, type BookingSite } from "./booking-site";

/** Mollie calls from several addresses; each test file's calls spread over eight, as far below the webhook's limit per address as Mollie's are. */
let mollieCalls = 0;
export const mollieAddress = () => `198.51.100.${7 + (mollieCalls++ % 8)}`;

/**
 * Paying at the local Mollie simulator (scripts/lib/mollie-simulator.mjs) as a visitor and as Mollie
 * do, for the worker tests of money. The simulator's own webhook goes to SITE_URL, which nothing
 * answers in these tests (port 9, discard): like a webhook Mollie could not deliver, the test
 * delivers it itself, as Mollie's retry would.
 */
export const SIMULATOR = inject("mollieSimulatorUrl");
export const SELF_PAGE = "/service-booking?mode=self&service=in-person-color-analysis";
/** The worker's settings for a site that takes payments, its webhook address unreachable. */
export const PAYING = { SITE_URL: "http://127.0.0.1:9" };

export type SimulatedRefund = { id: string; amount: { value: string }; status: string; description: string };
export type SimulatedPayment = {
  id: string;
  status: string;
  redirectUrl: string;
  amount: { value: string };
  refunds: SimulatedRefund[];
  /** The Idempotency-Key the payment was created under. */
  idempotencyKey: string | null;
  /** The simulator's own tries of the webhook. */
  webhookCalls: unknown[];
};

export async function simulated(id: string): Promise<SimulatedPayment> {
  const response = await fetch(`${SIMULATOR}/_simulator/payments/${id}`);
  expect(response.status).toBe(200);
  return (await response.json()) as SimulatedPayment;
}

/** Mollie ends a refund: the bank returns it (`failed`), or it reaches the payer (`refunded`). */
export async function endRefund(paymentId: string, refundId: string, status: "failed" | "refunded" | "canceled"): Promise<void> {
  const response = await fetch(`${SIMULATOR}/_simulator/payments/${paymentId}/refunds/${refundId}`, { method: "POST", body: new URLSearchParams({ status }) });
  expect(response.status).toBe(200);
}

/** The visitor at the checkout: opens it (as a browser does), then presses a test-mode button. Returns where they are sent. */
export async function pay(checkoutUrl: string, status: "paid" | "failed" | "canceled" | "expired" | "open"): Promise<string> {
  expect((await fetch(checkoutUrl)).status).toBe(200);
  const response = await fetch(checkoutUrl, { method: "POST", body: new URLSearchParams({ status }), redirect: "manual" });
  expect(response.status).toBe(303);
  return response.headers.get("Location")!;
}

/** Mollie's webhook call: a form post with the payment's id and no Origin, from Mollie's servers. */
export async function webhook(site: BookingSite, id: string) {
  const response = await callWorker("/payments/webhook", site.overrides, {
    method: "POST",
    body: new URLSearchParams({ id }),
    headers: { "Content-Type": "application/x-www-form-urlencoded", "CF-Connecting-IP": mollieAddress() },
  });
  return { status: response.status, body: await response.text() };
}

export const sitePath = (url: string) => new URL(url).pathname + new URL(url).search;
export const providerIdOf = (checkoutUrl: string) => checkoutUrl.split("/").pop()!;

/** A free start `weeks` weeks ahead, as the booking page offers it. */
export async function freeSlot(site: BookingSite, weeks: number, index = 0): Promise<string> {
  const page = await site.get(`${SELF_PAGE}&from=${weeksAhead(weeks)}`);
  expect(page.status).toBe(200);
  const slot = offered(page.body)[index];
  expect(slot).toBeDefined();
  return slot!;
}

/** Books `slot` for `name` (with `extra` fields, such as a voucher) and returns the checkout it is sent to. */
export async function bookAndCheckout(site: BookingSite, name: string, slot: string, extra: Record<string, string> = {}) {
  const posted = await site.post(SELF_PAGE, bookingDetails(name, slot, extra));
  expect(posted.status).toBe(303);
  expect(posted.location).toMatch(new RegExp(`^${SIMULATOR}/checkout/tr_\\w+$`));
  return posted.location!;
}

/**
 * A deposit paid late: its checkout left open past the hold, released by the Cron, its time then
 * booked and paid by someone else, and only then paid. Returns the late checkout, its webhook not
 * yet delivered.
 */
export async function paidAfterRebooked(site: BookingSite, weeks: number): Promise<string> {
  const slot = await freeSlot(site, weeks);
  const late = await bookAndCheckout(site, "Gijs Vos", slot);
  expect((await fetch(late)).status).toBe(200);
  await site.cron(Date.now() + 21 * 60_000);
  const other = await bookAndCheckout(site, "Hanna Peters", slot);
  await pay(other, "paid");
  expect((await webhook(site, providerIdOf(other))).body).toBe("OK: confirmed\n");
  await pay(late, "paid");
  return late;
}

/** A voucher as the studio would have sold it `issuedAt`, straight into the project. */
export async function voucherOf(site: BookingSite, cents: number, issuedAt = new Date()): Promise<string> {
  const { issueVoucher } = await import("~/models/vouchers.server");
  const { newVoucherCode } = await import("~/models/voucher-code");
  const code = newVoucherCode();
  const order = { buyerName: "Mieke de Graaf", buyerEmail: "mieke@example.org", recipientName: "Joost Smit", recipientEmail: "", message: "", delivery: "email-buyer" as const, serviceName: "", postalAddress: "" };
  expect(await issueVoucher({ firestore: site.firestore, log: () => {} }, { code, order, amountCents: cents, paymentId: `test-${code}`, now: issuedAt })).toBe("issued");
  return code;
}

export const voucherDoc = async (site: BookingSite, code: string) => (await site.documents("Vouchers")).find((row) => row.id === code)!;

export const one = async <T>(rows: Promise<T[]>): Promise<T> => {
  const all = await rows;
  expect(all).toHaveLength(1);
  return all[0]!;
};
