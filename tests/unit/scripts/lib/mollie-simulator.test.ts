import http from "node:http";
import { type AddressInfo } from "node:net";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { startMollieSimulator } from "../../../../scripts/lib/mollie-simulator.mjs";

// The local Mollie (scripts/lib/mollie-simulator.mjs), driven over HTTP as the worker and a
// visitor's browser drive it, with a webhook receiver of the test's own.

const KEY = "test_unittestsimulatorkey0123456789";
const START = Date.parse("2026-05-01T10:00:00Z");

type Json = Record<string, unknown> & { id: string; status: string; _links: Record<string, { href: string; type: string } | null> };
type WebhookPost = { contentType: string | undefined; body: string };

let clock = START;
let simulator: Awaited<ReturnType<typeof startMollieSimulator>>;
let receiver: http.Server;
let webhookUrl: string;
const webhooks: WebhookPost[] = [];
let webhookWaiters: Array<() => void> = [];

beforeAll(async () => {
  simulator = await startMollieSimulator({ now: () => clock });
  receiver = http.createServer((req, res) => {
    let body = "";
    req.on("data", (chunk: Buffer) => (body += chunk.toString("utf8")));
    req.on("end", () => {
      webhooks.push({ contentType: req.headers["content-type"], body });
      res.end("ok");
      for (const wake of webhookWaiters) wake();
      webhookWaiters = [];
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, "127.0.0.1", resolve));
  webhookUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/payments/webhook`;
});

afterAll(async () => {
  await simulator.stop();
  receiver.closeAllConnections();
  await new Promise((resolve) => receiver.close(resolve));
});

afterEach(async () => {
  clock = START;
  webhooks.length = 0;
  await fetch(`${simulator.url}/_simulator/reset`, { method: "POST" });
});

/** Waits (up to `ms`) until the receiver has had `count` webhook posts. */
async function webhooksReceived(count: number, ms = 3000): Promise<WebhookPost[]> {
  const deadline = Date.now() + ms;
  while (webhooks.length < count && Date.now() < deadline) {
    await new Promise<void>((resolve) => {
      webhookWaiters.push(resolve);
      setTimeout(resolve, 100);
    });
  }
  return [...webhooks];
}

function api(path: string, init: { method?: string; body?: unknown; key?: string | null; idempotencyKey?: string } = {}) {
  const headers: Record<string, string> = {};
  if (init.key !== null) headers.Authorization = `Bearer ${init.key ?? KEY}`;
  if (init.body !== undefined) headers["Content-Type"] = "application/json";
  if (init.idempotencyKey) headers["Idempotency-Key"] = init.idempotencyKey;
  return fetch(`${simulator.url}/v2${path}`, { method: init.method ?? "GET", headers, body: init.body === undefined ? undefined : JSON.stringify(init.body) });
}

const deposit = (overrides: Record<string, unknown> = {}) => ({
  amount: { currency: "EUR", value: "50.00" },
  description: "Deposit for a colour analysis",
  redirectUrl: "http://127.0.0.1:8787/payments/return/abc",
  webhookUrl,
  metadata: { paymentId: "abc" },
  ...overrides,
});

async function createPayment(overrides: Record<string, unknown> = {}): Promise<Json> {
  const response = await api("/payments", { method: "POST", body: deposit(overrides) });
  expect(response.status).toBe(201);
  return (await response.json()) as Json;
}

async function getPayment(id: string): Promise<Json> {
  const response = await api(`/payments/${id}`);
  expect(response.status).toBe(200);
  return (await response.json()) as Json;
}

/** Presses one of the checkout's buttons, as a browser posts the form (without following the redirect). */
function choose(payment: Json, status: string) {
  return fetch(payment._links.checkout!.href, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ status }).toString(),
    redirect: "manual",
  });
}

async function paid(): Promise<Json> {
  const payment = await createPayment({ webhookUrl: undefined });
  expect((await choose(payment, "paid")).status).toBe(303);
  return payment;
}

describe("the Mollie simulator's payments", () => {
  it("creates an open payment with a checkout link, as Mollie answers", async () => {
    const response = await api("/payments", { method: "POST", body: deposit() });
    expect(response.status).toBe(201);
    expect(response.headers.get("content-type")).toMatch(/^application\/hal\+json/);
    const payment = (await response.json()) as Json;
    expect(payment).toMatchObject({
      resource: "payment",
      mode: "test",
      status: "open",
      isCancelable: true,
      amount: { currency: "EUR", value: "50.00" },
      description: "Deposit for a colour analysis",
      method: null,
      metadata: { paymentId: "abc" },
      sequenceType: "oneoff",
      createdAt: "2026-05-01T10:00:00+00:00",
      expiresAt: "2026-05-01T10:15:00+00:00",
      webhookUrl,
    });
    expect(payment.id).toMatch(/^tr_[A-Za-z0-9]{10}$/);
    expect(payment.profileId).toMatch(/^pfl_/);
    expect(payment._links.checkout).toEqual({ href: `${simulator.url}/checkout/${payment.id}`, type: "text/html" });
    expect(payment._links.self?.href).toBe(`${simulator.url}/v2/payments/${payment.id}`);
    expect(payment).not.toHaveProperty("paidAt");
    expect(await getPayment(payment.id)).toEqual(payment);
  });

  it("answers a create retried with the same Idempotency-Key with the first payment, and refuses the key with another body", async () => {
    const first = await api("/payments", { method: "POST", body: deposit(), idempotencyKey: "booking-123" });
    const again = await api("/payments", { method: "POST", body: deposit(), idempotencyKey: "booking-123" });
    expect(first.status).toBe(201);
    expect(again.status).toBe(201);
    expect(again.headers.get("idempotent-replayed")).toBe("true");
    const [a, b] = (await Promise.all([first.json(), again.json()])) as Json[];
    expect(b!.id).toBe(a!.id);

    // Mollie's documentation (API idempotency, "Handling errors"): another body under a used key is a 400.
    const other = await api("/payments", { method: "POST", body: deposit({ amount: { currency: "EUR", value: "75.00" } }), idempotencyKey: "booking-123" });
    expect(other.status).toBe(400);
    expect(await other.json()).toMatchObject({ status: 400, title: "Bad Request" });

    const listed = (await (await fetch(`${simulator.url}/_simulator/payments`)).json()) as Array<{ id: string; idempotencyKey: string | null }>;
    expect(listed).toHaveLength(1);
    expect(listed[0]).toMatchObject({ id: a!.id, idempotencyKey: "booking-123" });
  });

  it("refuses a call without a Mollie API key with 401 and Mollie's error", async () => {
    for (const key of [null, "not-a-key", "test_short"]) {
      const response = await api("/payments", { method: "POST", body: deposit(), key });
      expect(response.status).toBe(401);
      expect(response.headers.get("content-type")).toMatch(/^application\/hal\+json/);
      expect(await response.json()).toEqual({
        status: 401,
        title: "Unauthorized Request",
        detail: "Missing authentication, or failed to authenticate",
        _links: { documentation: { href: expect.stringMatching(/^https:\/\/docs\.mollie\.com\//), type: "text/html" } },
      });
    }
  });

  it("refuses an invalid amount, description or redirectUrl with 422 naming the field", async () => {
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ amount: { currency: "EUR", value: "50" } }, "amount.value"],
      [{ amount: { currency: "EUR", value: 50 } }, "amount.value"],
      [{ amount: { currency: "EUR", value: "50.001" } }, "amount.value"],
      [{ amount: { currency: "EUR", value: "0.00" } }, "amount"],
      [{ amount: { currency: "USD", value: "50.00" } }, "amount.currency"],
      [{ amount: undefined }, "amount"],
      [{ description: "" }, "description"],
      [{ description: undefined }, "description"],
      [{ redirectUrl: undefined }, "redirectUrl"],
      [{ redirectUrl: "not an address" }, "redirectUrl"],
    ];
    for (const [change, field] of cases) {
      const response = await api("/payments", { method: "POST", body: deposit(change) });
      expect(response.status, JSON.stringify(change)).toBe(422);
      expect(await response.json()).toMatchObject({ status: 422, title: "Unprocessable Entity", field });
    }
    expect(await (await fetch(`${simulator.url}/_simulator/payments`)).json()).toEqual([]);
  });

  it("answers 404 with Mollie's error for a payment it does not know", async () => {
    const response = await api("/payments/tr_unknown1234");
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ status: 404, title: "Not Found", detail: "No payment exists with token tr_unknown1234." });
  });

  it("shows a test-mode checkout with the amount, the description and a button per outcome, without scripts", async () => {
    const payment = await createPayment();
    const response = await fetch(payment._links.checkout!.href);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/^text\/html/);
    const html = await response.text();
    expect(html).toMatch(/<title>Test mode/);
    expect(html).toContain("€ 50.00");
    expect(html).toContain("Deposit for a colour analysis");
    for (const status of ["paid", "failed", "canceled", "expired", "open"]) {
      expect(html).toContain(`name="status" value="${status}"`);
    }
    expect(html).not.toContain("<script");
  });
});

describe("the Mollie simulator's checkout", () => {
  it("Paid: the payment is paid, the webhook is posted `id=tr_…` before the visitor is sent back with a 303", async () => {
    const payment = await createPayment();
    clock += 60_000;
    const response = await choose(payment, "paid");
    // The webhook was called before the redirect was answered.
    expect(webhooks).toEqual([{ contentType: "application/x-www-form-urlencoded", body: `id=${payment.id}` }]);
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toBe("http://127.0.0.1:8787/payments/return/abc");

    const now = await getPayment(payment.id);
    expect(now).toMatchObject({
      status: "paid",
      isCancelable: false,
      paidAt: "2026-05-01T10:01:00+00:00",
      method: "ideal",
      amountRefunded: { currency: "EUR", value: "0.00" },
      amountRemaining: { currency: "EUR", value: "50.00" },
      settlementAmount: { currency: "EUR", value: "50.00" },
    });
    expect(now._links).not.toHaveProperty("checkout");
    expect(now).not.toHaveProperty("expiresAt");

    const again = await fetch(payment._links.checkout!.href);
    const html = await again.text();
    expect(html).toContain("This payment is no longer open");
    expect(html).toContain('href="http://127.0.0.1:8787/payments/return/abc"');
  });

  it("Failed, Canceled and Expired set their status and its time; Canceled returns to the cancelUrl when there is one", async () => {
    const outcomes = [
      { status: "failed", field: "failedAt", overrides: {}, back: "http://127.0.0.1:8787/payments/return/abc" },
      { status: "canceled", field: "canceledAt", overrides: { cancelUrl: "http://127.0.0.1:8787/book/cancelled" }, back: "http://127.0.0.1:8787/book/cancelled" },
      { status: "canceled", field: "canceledAt", overrides: {}, back: "http://127.0.0.1:8787/payments/return/abc" },
      { status: "expired", field: "expiredAt", overrides: {}, back: "http://127.0.0.1:8787/payments/return/abc" },
    ];
    for (const { status, field, overrides, back } of outcomes) {
      const payment = await createPayment(overrides);
      const response = await choose(payment, status);
      expect(response.status).toBe(303);
      expect(response.headers.get("location")).toBe(back);
      const now = await getPayment(payment.id);
      expect(now).toMatchObject({ status, [field]: "2026-05-01T10:00:00+00:00" });
      expect(now).not.toHaveProperty("paidAt");
      expect(now._links).not.toHaveProperty("checkout");
    }
    expect(webhooks.map((post) => post.body)).toHaveLength(outcomes.length);
  });

  it("Open leaves the payment open and calls no webhook", async () => {
    const payment = await createPayment();
    const response = await choose(payment, "open");
    expect(response.status).toBe(303);
    expect((await getPayment(payment.id)).status).toBe("open");
    expect(webhooks).toEqual([]);
  });

  it("sends the visitor back even when the webhook cannot be reached", async () => {
    // A port that was just free: nothing listens there.
    const closed = http.createServer();
    await new Promise<void>((resolve) => closed.listen(0, "127.0.0.1", resolve));
    const { port } = closed.address() as AddressInfo;
    await new Promise((resolve) => closed.close(resolve));
    const payment = await createPayment({ webhookUrl: `http://127.0.0.1:${port}/payments/webhook` });
    const response = await choose(payment, "paid");
    expect(response.status).toBe(303);
    expect((await getPayment(payment.id)).status).toBe("paid");
    const [listed] = (await (await fetch(`${simulator.url}/_simulator/payments`)).json()) as Array<{ webhookCalls: Array<{ error?: string }> }>;
    expect(listed!.webhookCalls).toHaveLength(1);
    expect(listed!.webhookCalls[0]!.error).toBeTruthy();
  });
});

describe("the Mollie simulator's cancel and refunds", () => {
  it("DELETE cancels an open payment, and answers 422 once it cannot be cancelled", async () => {
    const payment = await createPayment({ webhookUrl: undefined });
    const response = await api(`/payments/${payment.id}`, { method: "DELETE" });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ id: payment.id, status: "canceled", isCancelable: false, canceledAt: "2026-05-01T10:00:00+00:00" });
    const again = await api(`/payments/${payment.id}`, { method: "DELETE" });
    expect(again.status).toBe(422);
    expect(await again.json()).toMatchObject({ status: 422, title: "Unprocessable Entity" });
  });

  it("refunds a paid payment within what remains, pending at first and refunded a second later", async () => {
    const payment = await paid();
    const response = await api(`/payments/${payment.id}/refunds`, { method: "POST", body: { amount: { currency: "EUR", value: "20.00" }, description: "Cancelled in time" } });
    expect(response.status).toBe(201);
    const refund = (await response.json()) as Json;
    expect(refund).toMatchObject({
      resource: "refund",
      amount: { currency: "EUR", value: "20.00" },
      status: "pending",
      description: "Cancelled in time",
      paymentId: payment.id,
      createdAt: "2026-05-01T10:00:00+00:00",
    });
    expect(refund.id).toMatch(/^re_[A-Za-z0-9]{10}$/);
    expect(await getPayment(payment.id)).toMatchObject({ amountRefunded: { value: "20.00" }, amountRemaining: { value: "30.00" } });

    const beyond = await api(`/payments/${payment.id}/refunds`, { method: "POST", body: { amount: { currency: "EUR", value: "30.01" } } });
    expect(beyond.status).toBe(422);
    expect(await beyond.json()).toMatchObject({ status: 422, field: "amount" });

    clock += 1000;
    const read = (await (await api(`/payments/${payment.id}/refunds/${refund.id}`)).json()) as Json;
    expect(read.status).toBe("refunded");
    const list = (await (await api(`/payments/${payment.id}/refunds`)).json()) as { count: number; _embedded: { refunds: Json[] } };
    expect(list.count).toBe(1);
    expect(list._embedded.refunds.map((item) => [item.id, item.status])).toEqual([[refund.id, "refunded"]]);

    const rest = await api(`/payments/${payment.id}/refunds`, { method: "POST", body: { amount: { currency: "EUR", value: "30.00" } } });
    expect(rest.status).toBe(201);
    expect(await getPayment(payment.id)).toMatchObject({ amountRefunded: { value: "50.00" }, amountRemaining: { value: "0.00" } });
  });

  it("fails a refund a test asks it to: the refund reads failed, its amount can be refunded again, and the webhook is called", async () => {
    const payment = await createPayment();
    expect((await choose(payment, "paid")).status).toBe(303);
    const before = (await webhooksReceived(1)).length;
    const refund = (await (await api(`/payments/${payment.id}/refunds`, { method: "POST", body: { amount: { currency: "EUR", value: "20.00" } } })).json()) as Json;
    const failed = await fetch(`${simulator.url}/_simulator/payments/${payment.id}/refunds/${refund.id}`, { method: "POST", body: new URLSearchParams({ status: "failed" }) });
    expect(failed.status).toBe(200);
    expect(await failed.json()).toMatchObject({ id: refund.id, status: "failed" });
    const posts = await webhooksReceived(before + 1);
    expect(posts.at(-1)!.body).toBe(`id=${payment.id}`);
    clock += 5000;
    const list = (await (await api(`/payments/${payment.id}/refunds`)).json()) as { _embedded: { refunds: Json[] } };
    expect(list._embedded.refunds.map((item) => item.status)).toEqual(["failed"]);
    expect(await getPayment(payment.id)).toMatchObject({ amountRefunded: { value: "0.00" }, amountRemaining: { value: "50.00" } });
    const otherwise = await fetch(`${simulator.url}/_simulator/payments/${payment.id}/refunds/${refund.id}`, { method: "POST", body: new URLSearchParams({ status: "refunded" }) });
    expect(otherwise.status).toBe(422);
    const unknown = await fetch(`${simulator.url}/_simulator/payments/${payment.id}/refunds/re_Nothing0000`, { method: "POST", body: new URLSearchParams({ status: "failed" }) });
    expect(unknown.status).toBe(404);
  });

  it("makes one refund of a request retried with the same Idempotency-Key", async () => {
    const payment = await paid();
    const body = { amount: { currency: "EUR", value: "10.00" } };
    const first = (await (await api(`/payments/${payment.id}/refunds`, { method: "POST", body, idempotencyKey: "refund-1" })).json()) as Json;
    const again = (await (await api(`/payments/${payment.id}/refunds`, { method: "POST", body, idempotencyKey: "refund-1" })).json()) as Json;
    expect(again.id).toBe(first.id);
    expect(await getPayment(payment.id)).toMatchObject({ amountRefunded: { value: "10.00" } });
  });

  it("refuses to refund a payment that is not paid", async () => {
    const payment = await createPayment();
    const response = await api(`/payments/${payment.id}/refunds`, { method: "POST", body: { amount: { currency: "EUR", value: "10.00" } } });
    expect(response.status).toBe(422);
    expect(await response.json()).toMatchObject({ status: 422, title: "Unprocessable Entity" });
  });

  it("calls the payment's webhook once a refund of it is refunded, without holding up the refund", async () => {
    const payment = await createPayment();
    await choose(payment, "paid");
    expect(await webhooksReceived(1)).toHaveLength(1);
    const response = await api(`/payments/${payment.id}/refunds`, { method: "POST", body: { amount: { currency: "EUR", value: "5.00" } } });
    expect(response.status).toBe(201);
    expect(webhooks).toHaveLength(1);
    const posts = await webhooksReceived(2);
    expect(posts.map((post) => post.body)).toEqual([`id=${payment.id}`, `id=${payment.id}`]);
  });
});
