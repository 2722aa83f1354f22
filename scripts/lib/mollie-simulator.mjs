import { randomBytes } from "node:crypto";
import http from "node:http";

// A local stand-in for the part of Mollie's Payments API v2 that the site uses
// (https://docs.mollie.com/reference/payments-api), so that `npm start`, `npm run dev` and the tests
// take payments without an account, a network or money. No Mollie mock is published on npm
// (see /work/shared/TOOLCHAIN.md), hence this one; it speaks Mollie's wire protocol, so the worker's
// client (app/payments/mollie.server.ts) cannot tell it from api.mollie.com but by its address.
//
// What it does as Mollie does:
//   POST   /v2/payments                        create (201), with Idempotency-Key
//   GET    /v2/payments                        list, newest first
//   GET    /v2/payments/:id                    read (404 for an id it does not know)
//   DELETE /v2/payments/:id                    cancel an open payment (422 when it cannot be)
//   POST   /v2/payments/:id/refunds            refund a paid payment, with Idempotency-Key
//   GET    /v2/payments/:id/refunds[/:refund]  list or read its refunds
//   GET    /checkout/:id                       the hosted checkout: Mollie's test-mode page, whose
//   POST   /checkout/:id                       buttons choose the outcome (paid, failed, …)
// Errors are Mollie's JSON (status, title, detail, field, _links.documentation) as
// application/hal+json. Webhooks are Mollie's too: a form post of `id=tr_…` and nothing else, so
// the receiver must fetch the payment to learn what changed
// (https://docs.mollie.com/reference/webhooks).
//
// Its own additions, which Mollie does not have (for tests; no key needed):
//   GET    /_simulator/payments       every payment as the API shows it, plus the Idempotency-Key
//                                     it was created with and the webhook calls made for it
//   GET    /_simulator/payments/:id   one of them (the payment's `dashboard` link points here)
//   POST   /_simulator/payments/:id/refunds/:refund   ends a refund as `status` says (failed,
//                                     refunded or canceled, form or JSON) and calls the webhook, as
//                                     Mollie does when a bank refuses a refund
//   POST   /_simulator/reset          forgets everything
//
// A payment whose checkout page was opened can no longer be cancelled (`isCancelable: false`), as
// an iDEAL or card payment at Mollie once the visitor is at their bank.
//
// Where it is simpler than Mollie, knowingly: amounts are in euros only; payments do not expire
// by themselves (the checkout's Expired button expires one); a webhook is called once, not retried
// over 26 hours; there is no pagination beyond `limit`.

/** Mollie's `test_`/`live_` API keys: the prefix, then 30 random characters (any 25 or more here). */
const API_KEY = /^(test|live)_[A-Za-z0-9]{25,}$/;
const PROFILE_ID = "pfl_LocalSim01";
/** A payment left open expires after 15 minutes at Mollie (for most methods); `expiresAt` says so. */
const EXPIRES_AFTER_MS = 15 * 60_000;
/** A refund is "pending" at first and "refunded" this long after it was made (Mollie takes a day or so). */
const REFUND_SETTLES_AFTER_MS = 1000;
/** Mollie keeps an Idempotency-Key's answer for 24 hours (https://docs.mollie.com/reference/api-idempotency). */
const IDEMPOTENCY_KEPT_MS = 24 * 60 * 60_000;
/** Mollie's own limit is 15 s; five keep a checkout from hanging on a local webhook that never answers. */
const WEBHOOK_TIMEOUT_MS = 5000;
/** Mollie refuses metadata over 1024 bytes of JSON. */
const METADATA_MAX_BYTES = 1024;
const DOCS = "https://docs.mollie.com/reference";
/** The outcomes Mollie's test-mode checkout offers for a one-off payment, in its order. */
const CHECKOUT_OUTCOMES = /** @type {const} */ (["paid", "failed", "canceled", "expired", "open"]);
/** The ends a test may give a refund; failed and canceled ones give their amount back to the payment. */
const REFUND_ENDS = /** @type {const} */ (["refunded", "failed", "canceled"]);

/** @typedef {{ currency: string, value: string }} Amount */
/** @typedef {"refunded" | "failed" | "canceled"} RefundEnd */
/** @typedef {"open" | "paid" | "failed" | "canceled" | "expired"} PaymentStatus */
/** @typedef {{ at: string, reason: string, status: number | null, error?: string }} WebhookCall */
/**
 * A refund as kept here; its status is worked out when it is read, unless a test ended it (`endedAs`).
 * @typedef {{ id: string, paymentId: string, mode: string, cents: number, currency: string,
 *   description: string, metadata: unknown, createdAt: number, endedAs?: RefundEnd }} StoredRefund
 */
/**
 * A payment as kept here; `paymentResource` turns it into what the API answers.
 * @typedef {{ id: string, mode: string, createdAt: number, cents: number, currency: string,
 *   description: string, redirectUrl: string, cancelUrl?: string, webhookUrl?: string,
 *   metadata: unknown, method: string | null, locale?: string, status: PaymentStatus,
 *   statusAt?: number, idempotencyKey: string | null, refunds: StoredRefund[],
 *   webhookCalls: WebhookCall[], checkoutOpened?: boolean }} StoredPayment
 */
/**
 * What an Idempotency-Key stands for: the first request's endpoint and body, and its answer.
 * @typedef {{ endpoint: string, fingerprint: string, status: number, body: unknown, at: number }} IdempotentAnswer
 */

/**
 * Starts the simulator on 127.0.0.1 and resolves once it listens. `port` 0 (or a taken port, unless
 * `strictPort`) picks a free one. State lives in memory and goes with `stop`. `now` is the clock
 * (milliseconds, like `Date.now`) that timestamps and a refund's "pending" → "refunded" are read
 * from: tests pass a fake one instead of sleeping.
 *
 * The API is at `${url}/v2` (the worker's MOLLIE_API_URL); it takes any `Authorization: Bearer`
 * key shaped like Mollie's (`test_…` or `live_…`, 30 characters or more), and a payment is seen
 * only with a key of the mode (test or live) it was made with, as at Mollie.
 *
 * @param {{ port?: number, strictPort?: boolean, now?: () => number }} [options]
 * @returns {Promise<{ url: string, host: string, port: number, stop: () => Promise<void> }>}
 */
export async function startMollieSimulator({ port = 0, strictPort = false, now = Date.now } = {}) {
  /** @type {Map<string, StoredPayment>} */
  const payments = new Map();
  /** @type {Map<string, IdempotentAnswer>} */
  const idempotency = new Map();
  /** Webhooks waiting for a refund to settle; cleared by reset and stop. */
  const timers = new Set();
  /** Aborts webhook calls still under way when the simulator stops. */
  const stopping = new AbortController();
  let base = "";

  /** Mollie's timestamps: ISO 8601 in UTC, whole seconds, "+00:00". */
  const iso = (/** @type {number} */ ms) => new Date(ms).toISOString().replace(/\.\d{3}Z$/, "+00:00");
  const amount = (/** @type {number} */ cents, /** @type {string} */ currency) => ({ value: centsToValue(cents), currency });
  const link = (/** @type {string} */ href, type = "application/hal+json") => ({ href, type });
  const docs = (/** @type {string} */ page) => link(`${DOCS}/${page}`, "text/html");

  /** @param {StoredRefund} refund */
  function refundStatus(refund) {
    if (refund.endedAs) return refund.endedAs;
    return now() - refund.createdAt >= REFUND_SETTLES_AFTER_MS ? "refunded" : "pending";
  }

  /** What is refunded or on its way: a refund that failed or was cancelled no longer counts, as at Mollie. @param {StoredPayment} payment */
  const refundedCents = (payment) => payment.refunds.reduce((sum, refund) => sum + (refund.endedAs === "failed" || refund.endedAs === "canceled" ? 0 : refund.cents), 0);

  /**
   * A payment as Mollie's API answers with it: the fields of its status and no others (a `paidAt`
   * only once paid, a checkout link only while open).
   * @param {StoredPayment} payment
   */
  function paymentResource(payment) {
    const { status } = payment;
    const open = status === "open";
    const paid = status === "paid";
    const at = payment.statusAt === undefined ? undefined : iso(payment.statusAt);
    const refunded = refundedCents(payment);
    return {
      resource: "payment",
      id: payment.id,
      mode: payment.mode,
      createdAt: iso(payment.createdAt),
      amount: amount(payment.cents, payment.currency),
      ...(paid
        ? {
            amountRefunded: amount(refunded, payment.currency),
            amountRemaining: amount(payment.cents - refunded, payment.currency),
          }
        : {}),
      description: payment.description,
      method: payment.method,
      metadata: payment.metadata,
      status,
      // As at Mollie for iDEAL and cards: once the visitor is at the checkout (their bank), the
      // payment can no longer be cancelled from the API; it is paid or it expires there.
      isCancelable: open && !payment.checkoutOpened,
      ...(open ? { expiresAt: iso(payment.createdAt + EXPIRES_AFTER_MS) } : {}),
      ...(paid ? { paidAt: at } : {}),
      ...(status === "failed" ? { failedAt: at } : {}),
      ...(status === "canceled" ? { canceledAt: at } : {}),
      ...(status === "expired" ? { expiredAt: at } : {}),
      ...(payment.locale ? { locale: payment.locale } : {}),
      profileId: PROFILE_ID,
      sequenceType: "oneoff",
      redirectUrl: payment.redirectUrl,
      ...(payment.cancelUrl ? { cancelUrl: payment.cancelUrl } : {}),
      ...(payment.webhookUrl ? { webhookUrl: payment.webhookUrl } : {}),
      ...(paid ? { settlementAmount: amount(payment.cents, payment.currency) } : {}),
      // What Mollie's test mode reports for an iDEAL payment.
      ...(paid && payment.method === "ideal" ? { details: { consumerName: "T. TEST", consumerAccount: "NL72RABO0110438885", consumerBic: "RABONL2U" } } : {}),
      _links: {
        self: link(`${base}/v2/payments/${payment.id}`),
        ...(open ? { checkout: link(`${base}/checkout/${payment.id}`, "text/html") } : {}),
        // Mollie's dashboard page of the payment; here the simulator's own view of it.
        dashboard: link(`${base}/_simulator/payments/${payment.id}`, "application/json"),
        ...(payment.refunds.length ? { refunds: link(`${base}/v2/payments/${payment.id}/refunds`) } : {}),
        documentation: docs("get-payment"),
      },
    };
  }

  /** @param {StoredRefund} refund */
  function refundResource(refund) {
    return {
      resource: "refund",
      id: refund.id,
      mode: refund.mode,
      amount: amount(refund.cents, refund.currency),
      status: refundStatus(refund),
      createdAt: iso(refund.createdAt),
      description: refund.description,
      metadata: refund.metadata,
      paymentId: refund.paymentId,
      // The refund comes out of the merchant's balance, so Mollie shows it as negative.
      settlementAmount: amount(-refund.cents, refund.currency),
      _links: {
        self: link(`${base}/v2/payments/${refund.paymentId}/refunds/${refund.id}`),
        payment: link(`${base}/v2/payments/${refund.paymentId}`),
        documentation: docs("get-refund"),
      },
    };
  }

  /**
   * Posts `id=tr_…` to the payment's webhook, as Mollie does when its status changes. Resolves
   * (never rejects) once the receiver answered, failed or took longer than 5 s; a failure is one
   * line on stderr, and every call is kept for /_simulator/payments.
   * @param {StoredPayment} payment
   * @param {string} reason what changed, for the log and the record
   */
  async function callWebhook(payment, reason) {
    if (!payment.webhookUrl) return;
    /** @type {WebhookCall} */
    const call = { at: iso(now()), reason, status: null };
    payment.webhookCalls.push(call);
    try {
      const response = await fetch(payment.webhookUrl, {
        method: "POST",
        headers: { "Content-Type": "application/x-www-form-urlencoded", "User-Agent": "Mollie HTTP client/1.0 (local simulator)" },
        body: new URLSearchParams({ id: payment.id }).toString(),
        // Mollie does not follow a redirect as a POST either: a 301/302 counts as a failure here.
        redirect: "manual",
        signal: AbortSignal.any([AbortSignal.timeout(WEBHOOK_TIMEOUT_MS), stopping.signal]),
      });
      await response.arrayBuffer().catch(() => {});
      call.status = response.status;
      if (!response.ok) call.error = `answered ${response.status}`;
    } catch (error) {
      const name = error instanceof Error ? error.name : "";
      call.error = name === "TimeoutError" ? `no answer within ${WEBHOOK_TIMEOUT_MS / 1000} s` : error instanceof Error ? (error.cause instanceof Error ? error.cause.message : error.message) : String(error);
    }
    if (call.error && !stopping.signal.aborted) {
      console.error(`Mollie simulator: the webhook ${payment.webhookUrl} for ${payment.id} (${reason}) failed: ${call.error}`);
    }
  }

  /** Calls the webhook without holding up the answer to the request that changed the payment (if `still()` holds by then). */
  function callWebhookLater(/** @type {StoredPayment} */ payment, /** @type {string} */ reason, delayMs = 0, still = () => true) {
    if (!payment.webhookUrl) return;
    const timer = setTimeout(() => {
      timers.delete(timer);
      if (still()) void callWebhook(payment, reason);
    }, delayMs);
    timer.unref();
    timers.add(timer);
  }

  /**
   * @param {string} id
   * @param {string} mode
   */
  function findPayment(id, mode) {
    const payment = payments.get(id);
    return payment && payment.mode === mode ? payment : undefined;
  }

  /**
   * Mollie's answer to an Idempotency-Key seen before: the first answer again (with
   * `Idempotent-Replayed: true`) when the request is the same, or 400 when the key was used with
   * another endpoint or body, as https://docs.mollie.com/reference/api-idempotency says. Answers
   * older than 24 hours are forgotten. Returns whether it answered.
   * @param {string | null} key
   * @param {string} endpoint
   * @param {string} fingerprint
   * @param {http.ServerResponse} res
   */
  function replayed(key, endpoint, fingerprint, res) {
    if (!key) return false;
    const seen = idempotency.get(key);
    if (!seen || now() - seen.at > IDEMPOTENCY_KEPT_MS) return false;
    if (seen.endpoint !== endpoint || seen.fingerprint !== fingerprint) {
      mollieError(res, 400, "The Idempotency-Key was already used for a different request (another endpoint or other parameters)", { page: "api-idempotency" });
      return true;
    }
    sendJson(res, seen.status, seen.body, { "Idempotent-Replayed": "true" });
    return true;
  }

  /** Keeps a successful answer for its Idempotency-Key, then sends it. */
  function answer(/** @type {http.ServerResponse} */ res, /** @type {string | null} */ key, /** @type {string} */ endpoint, /** @type {string} */ fingerprint, /** @type {number} */ status, /** @type {unknown} */ body) {
    if (key) idempotency.set(key, { endpoint, fingerprint, status, body, at: now() });
    sendJson(res, status, body);
  }

  /** POST /v2/payments */
  function createPayment(/** @type {Record<string, unknown>} */ body, /** @type {string} */ mode, /** @type {string | null} */ key) {
    const problem =
      amountProblem(body.amount) ??
      textProblem(body.description, "description", 255) ??
      urlProblem(body.redirectUrl, "redirectUrl", true) ??
      urlProblem(body.cancelUrl, "cancelUrl", false) ??
      urlProblem(body.webhookUrl, "webhookUrl", false) ??
      metadataProblem(body.metadata) ??
      optionalStringProblem(body.method, "method") ??
      optionalStringProblem(body.locale, "locale");
    if (problem) return problem;
    const { value, currency } = /** @type {Amount} */ (body.amount);
    /** @type {StoredPayment} */
    const payment = {
      id: newId("tr_"),
      mode,
      createdAt: now(),
      cents: /** @type {number} */ (valueToCents(value)),
      currency,
      description: /** @type {string} */ (body.description),
      redirectUrl: /** @type {string} */ (body.redirectUrl),
      ...(body.cancelUrl ? { cancelUrl: /** @type {string} */ (body.cancelUrl) } : {}),
      ...(body.webhookUrl ? { webhookUrl: /** @type {string} */ (body.webhookUrl) } : {}),
      metadata: body.metadata ?? null,
      method: typeof body.method === "string" ? body.method : null,
      ...(typeof body.locale === "string" ? { locale: body.locale } : {}),
      status: "open",
      idempotencyKey: key,
      refunds: [],
      webhookCalls: [],
    };
    payments.set(payment.id, payment);
    return { status: 201, body: paymentResource(payment) };
  }

  /** POST /v2/payments/:id/refunds */
  function createRefund(/** @type {StoredPayment} */ payment, /** @type {Record<string, unknown>} */ body) {
    if (payment.status !== "paid") return problemOf(`The payment ${payment.id} is ${payment.status}: only a paid payment can be refunded`);
    const problem =
      amountProblem(body.amount, payment.currency) ??
      (body.description === undefined ? null : textProblem(body.description, "description", 255)) ??
      metadataProblem(body.metadata);
    if (problem) return problem;
    const cents = /** @type {number} */ (valueToCents(/** @type {Amount} */ (body.amount).value));
    const remaining = payment.cents - refundedCents(payment);
    if (cents > remaining) {
      return problemOf(`The amount requested (${centsToValue(cents)}) is higher than the amount that can still be refunded (${centsToValue(remaining)})`, "amount");
    }
    /** @type {StoredRefund} */
    const refund = {
      id: newId("re_"),
      paymentId: payment.id,
      mode: payment.mode,
      cents,
      currency: payment.currency,
      description: typeof body.description === "string" ? body.description : "",
      metadata: body.metadata ?? null,
      createdAt: now(),
    };
    payment.refunds.push(refund);
    // Mollie calls the payment's webhook when a refund of it is done (reaches "refunded"), unless a test ended it otherwise first.
    callWebhookLater(payment, `refund ${refund.id} refunded`, REFUND_SETTLES_AFTER_MS, () => !refund.endedAs);
    return { status: 201, body: refundResource(refund) };
  }

  /**
   * The API under /v2: every call needs a key.
   * @param {http.IncomingMessage} req
   * @param {http.ServerResponse} res
   * @param {string[]} parts the path after /v2
   * @param {URL} url
   */
  async function api(req, res, parts, url) {
    const key = /^Bearer (\S+)$/.exec(req.headers.authorization ?? "")?.[1] ?? "";
    if (!API_KEY.test(key)) {
      return mollieError(res, 401, "Missing authentication, or failed to authenticate", { page: "authentication" });
    }
    const mode = key.startsWith("live_") ? "live" : "test";
    const method = req.method ?? "GET";
    const [collection, id, sub, subId, ...rest] = parts;
    if (collection !== "payments" || rest.length > 0 || (sub !== undefined && sub !== "refunds")) {
      return mollieError(res, 404, "The resource you requested could not be found", {});
    }
    // Mollie ignores the key on GET and DELETE, which are repeatable anyway.
    const idempotencyKey = method === "POST" ? headerValue(req.headers["idempotency-key"]) : null;
    const endpoint = `${method} ${url.pathname}`;

    if (id === undefined) {
      if (method === "GET") {
        const limit = Math.min(250, Math.max(1, Number(url.searchParams.get("limit")) || 50));
        const list = [...payments.values()].filter((payment) => payment.mode === mode).reverse().slice(0, limit).map(paymentResource);
        return sendJson(res, 200, listOf("payments", list, `${base}/v2/payments`, "list-payments"));
      }
      if (method !== "POST") return notAllowed(res, "GET, POST");
      const body = await jsonBody(req, res);
      if (!body) return;
      const fingerprint = canonicalJson(body);
      if (replayed(idempotencyKey, endpoint, fingerprint, res)) return;
      const result = createPayment(body, mode, idempotencyKey);
      if ("problem" in result) return mollieError(res, 422, result.problem, { field: result.field, page: "create-payment" });
      return answer(res, idempotencyKey, endpoint, fingerprint, result.status, result.body);
    }

    const payment = findPayment(id, mode);
    if (!payment) return mollieError(res, 404, `No payment exists with token ${id}.`, { page: "get-payment" });

    if (sub === undefined) {
      if (method === "GET") return sendJson(res, 200, paymentResource(payment));
      if (method !== "DELETE") return notAllowed(res, "GET, DELETE");
      if (payment.status !== "open" || payment.checkoutOpened) return mollieError(res, 422, `The payment ${payment.id} can no longer be canceled`, { page: "cancel-payment" });
      setStatus(payment, "canceled");
      // The status changed, so Mollie calls the webhook; the caller is answered at once.
      callWebhookLater(payment, "canceled");
      return sendJson(res, 200, paymentResource(payment));
    }

    if (subId !== undefined) {
      if (method !== "GET") return notAllowed(res, "GET");
      const refund = payment.refunds.find((candidate) => candidate.id === subId);
      if (!refund) return mollieError(res, 404, `No refund exists with token ${subId}.`, { page: "get-refund" });
      return sendJson(res, 200, refundResource(refund));
    }
    if (method === "GET") {
      const list = payment.refunds.map(refundResource).reverse();
      return sendJson(res, 200, listOf("refunds", list, `${base}/v2/payments/${payment.id}/refunds`, "list-refunds"));
    }
    if (method !== "POST") return notAllowed(res, "GET, POST");
    const body = await jsonBody(req, res);
    if (!body) return;
    const fingerprint = canonicalJson(body);
    if (replayed(idempotencyKey, endpoint, fingerprint, res)) return;
    const result = createRefund(payment, body);
    if ("problem" in result) return mollieError(res, 422, result.problem, { field: result.field, page: "create-refund" });
    return answer(res, idempotencyKey, endpoint, fingerprint, result.status, result.body);
  }

  /**
   * @param {StoredPayment} payment
   * @param {PaymentStatus} status
   */
  function setStatus(payment, status) {
    payment.status = status;
    payment.statusAt = now();
    // Mollie's test checkout pays with the method asked for, or lets the visitor pick one: iDEAL here.
    if ((status === "paid" || status === "failed") && !payment.method) payment.method = "ideal";
  }

  /**
   * The hosted checkout: Mollie's test-mode page, where a button decides the payment's outcome.
   * @param {http.IncomingMessage} req
   * @param {http.ServerResponse} res
   * @param {string | undefined} id
   */
  async function checkout(req, res, id) {
    const payment = id ? payments.get(id) : undefined;
    if (!payment) return sendHtml(res, 404, "Payment not found", `<h1>Payment not found</h1><p>There is no payment ${escapeHtml(id ?? "")} here.</p>`);
    const method = req.method ?? "GET";
    if (method !== "GET" && method !== "POST") {
      res.setHeader("Allow", "GET, POST");
      return sendHtml(res, 405, "Method not allowed", "<h1>Method not allowed</h1>");
    }
    if (payment.status !== "open") {
      return sendHtml(
        res,
        200,
        "Test mode",
        `<h1>Test mode</h1><p>This payment is no longer open: it is ${escapeHtml(payment.status)}.</p><p><a href="${escapeHtml(payment.redirectUrl)}">Return to the website</a></p>`,
      );
    }
    if (method === "GET") {
      payment.checkoutOpened = true;
      return sendHtml(res, 200, "Test mode", checkoutPage(payment));
    }

    const form = new URLSearchParams(await readBody(req));
    const chosen = /** @type {PaymentStatus} */ (form.get("status") ?? "");
    if (!CHECKOUT_OUTCOMES.includes(chosen)) return sendHtml(res, 400, "Choose a status", `<h1>Choose a status</h1><p><a href="/checkout/${escapeHtml(payment.id)}">Back to the checkout</a></p>`);
    if (chosen !== "open") {
      setStatus(payment, chosen);
      // Like Mollie, the webhook hears of it before the visitor is sent back, so the return page
      // usually finds the news; a webhook that fails or hangs does not keep the visitor here.
      await callWebhook(payment, chosen);
    }
    const back = chosen === "canceled" && payment.cancelUrl ? payment.cancelUrl : payment.redirectUrl;
    res.writeHead(303, { Location: back, "Cache-Control": "no-store" });
    res.end();
  }

  /** @param {StoredPayment} payment */
  function checkoutPage(payment) {
    const price = `€ ${centsToValue(payment.cents)}`;
    const buttons = CHECKOUT_OUTCOMES.map((status) => `<button type="submit" name="status" value="${status}">${status[0].toUpperCase()}${status.slice(1)}</button>`).join("\n");
    return `<h1>Test mode</h1>
<p class="note">Mollie simulator: no money moves. Choose what happens to this payment.</p>
<dl><dt>Amount</dt><dd>${escapeHtml(price)}</dd><dt>Description</dt><dd>${escapeHtml(payment.description)}</dd><dt>Payment</dt><dd>${escapeHtml(payment.id)}</dd></dl>
<form method="post" action="/checkout/${escapeHtml(payment.id)}">
<fieldset><legend>Select a payment status</legend>
${buttons}
</fieldset>
</form>`;
  }

  /** @param {StoredPayment} payment */
  function simulatorView(payment) {
    return {
      ...paymentResource(payment),
      idempotencyKey: payment.idempotencyKey,
      refunds: payment.refunds.map(refundResource),
      webhookCalls: payment.webhookCalls,
    };
  }

  /**
   * The simulator's own routes, for tests.
   * @param {http.IncomingMessage} req
   * @param {http.ServerResponse} res
   * @param {string[]} parts
   */
  async function simulator(req, res, parts) {
    const [what, id, sub, subId] = parts;
    if (what === "reset" && parts.length === 1) {
      if (req.method !== "POST") return notAllowed(res, "POST");
      reset();
      res.writeHead(204);
      return res.end();
    }
    if (what === "payments" && sub === "refunds" && subId !== undefined && parts.length === 4) {
      if (req.method !== "POST") return notAllowed(res, "POST");
      const refund = payments.get(id ?? "")?.refunds.find((candidate) => candidate.id === subId);
      if (!refund) return mollieError(res, 404, `No refund exists with token ${subId}.`, {});
      const text = await readBody(req);
      const asked = text.trim().startsWith("{") ? JSON.parse(text).status : new URLSearchParams(text).get("status");
      const end = REFUND_ENDS.find((candidate) => candidate === asked);
      if (!end) return mollieError(res, 422, `Give a status of ${REFUND_ENDS.join(", ")}`, { field: "status" });
      // One a test ended stays so; one only "refunded" by the clock may still be ended otherwise, so a slow test is not refused.
      if (refund.endedAs && refund.endedAs !== end) return mollieError(res, 422, `The refund ${refund.id} is ${refund.endedAs} already`, {});
      refund.endedAs = end;
      callWebhookLater(/** @type {StoredPayment} */ (payments.get(refund.paymentId)), `refund ${refund.id} ${end}`);
      return sendJson(res, 200, refundResource(refund), {}, "application/json; charset=utf-8");
    }
    if (what === "payments" && parts.length <= 2) {
      if (req.method !== "GET") return notAllowed(res, "GET");
      if (id === undefined) return sendJson(res, 200, [...payments.values()].map(simulatorView), {}, "application/json; charset=utf-8");
      const payment = payments.get(id);
      if (!payment) return mollieError(res, 404, `No payment exists with token ${id}.`, {});
      return sendJson(res, 200, simulatorView(payment), {}, "application/json; charset=utf-8");
    }
    return mollieError(res, 404, "The resource you requested could not be found", {});
  }

  function reset() {
    for (const timer of timers) clearTimeout(timer);
    timers.clear();
    payments.clear();
    idempotency.clear();
  }

  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? "/", base || "http://127.0.0.1");
    const [root, ...parts] = url.pathname.split("/").filter(Boolean).map(decodeURIComponent);
    const handled =
      root === "v2"
        ? api(req, res, parts, url)
        : root === "checkout" && parts.length === 1
          ? checkout(req, res, parts[0])
          : root === "_simulator"
            ? simulator(req, res, parts)
            : root === undefined
              ? sendJson(res, 200, { simulator: "Mollie Payments API v2", api: `${base}/v2` }, {}, "application/json; charset=utf-8")
              : mollieError(res, 404, "The resource you requested could not be found", {});
    Promise.resolve(handled).catch((error) => {
      console.error("Mollie simulator:", error);
      if (!res.headersSent) mollieError(res, 500, "The simulator failed to handle the request", {});
      else res.end();
    });
  });

  // workerd keeps the connections it opened here and sends its next call on one; Node's default
  // 5 s keep-alive timeout closes an idle one just as that call goes out, which the worker sees as
  // "Network connection lost" (cloudflare/workers-sdk#14848, fixed the same way in Miniflare's
  // own loopback server by #14850).
  server.keepAliveTimeout = 0;
  const chosen = await listen(server, port).catch(async (/** @type {NodeJS.ErrnoException} */ error) => {
    if (error.code !== "EADDRINUSE" || !port) throw error;
    if (strictPort) throw new Error(`port ${port} for the Mollie simulator is taken`);
    return listen(server, 0);
  });
  const host = `127.0.0.1:${chosen}`;
  base = `http://${host}`;

  let stopped = false;
  return {
    url: base,
    host,
    port: chosen,
    async stop() {
      if (stopped) return;
      stopped = true;
      reset();
      stopping.abort();
      await new Promise((resolve) => {
        server.close(() => resolve(undefined));
        // Keep-alive connections (fetch keeps them) would hold `close` open.
        server.closeAllConnections();
      });
    },
  };
}

/**
 * @param {http.Server} server
 * @param {number} port
 * @returns {Promise<number>}
 */
function listen(server, port) {
  return new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, "127.0.0.1", () => {
      server.off("error", reject);
      resolve(/** @type {import("node:net").AddressInfo} */ (server.address()).port);
    });
  });
}

/** "tr_" and 10 letters and digits, like Mollie's ids. */
function newId(/** @type {string} */ prefix) {
  const alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789";
  return prefix + [...randomBytes(10)].map((byte) => alphabet[byte % alphabet.length]).join("");
}

/** "50.00" -> 5000; null unless a string with exactly two decimals. */
function valueToCents(/** @type {unknown} */ value) {
  const match = typeof value === "string" ? /^(\d{1,10})\.(\d{2})$/.exec(value) : null;
  return match ? Number(match[1]) * 100 + Number(match[2]) : null;
}

/** 5000 -> "50.00"; -500 -> "-5.00". */
function centsToValue(/** @type {number} */ cents) {
  const sign = cents < 0 ? "-" : "";
  const abs = Math.abs(cents);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, "0")}`;
}

/** @typedef {{ problem: string, field?: string }} Problem */

/** @returns {Problem} */
function problemOf(/** @type {string} */ problem, /** @type {string | undefined} */ field = undefined) {
  return field ? { problem, field } : { problem };
}

/**
 * Mollie's rules for an amount: an object of a currency and a string value with the currency's
 * decimals (two for the euro), above zero. Euros only here.
 * @returns {Problem | null}
 */
function amountProblem(/** @type {unknown} */ value, currency = "EUR") {
  if (!value || typeof value !== "object") return problemOf("The amount is required", "amount");
  const given = /** @type {Record<string, unknown>} */ (value);
  if (given.currency !== currency) return problemOf(`The currency must be ${currency} (this simulator takes euros only)`, "amount.currency");
  const cents = valueToCents(given.value);
  if (cents === null) return problemOf('The amount contains an invalid value: give a string with two decimals, such as "50.00"', "amount.value");
  if (cents <= 0) return problemOf("The amount is lower than the minimum", "amount");
  return null;
}

/** @returns {Problem | null} */
function textProblem(/** @type {unknown} */ value, /** @type {string} */ field, /** @type {number} */ max) {
  if (typeof value !== "string" || !value.trim()) return problemOf(`The ${field} is required`, field);
  if (value.length > max) return problemOf(`The ${field} is longer than ${max} characters`, field);
  return null;
}

/** @returns {Problem | null} */
function urlProblem(/** @type {unknown} */ value, /** @type {string} */ field, /** @type {boolean} */ required) {
  if (value === undefined || value === null || value === "") return required ? problemOf(`The ${field} is required`, field) : null;
  try {
    const url = new URL(/** @type {string} */ (value));
    if (url.protocol === "http:" || url.protocol === "https:") return null;
  } catch {
    // not an address
  }
  return problemOf(`The ${field} is invalid`, field);
}

/** @returns {Problem | null} */
function metadataProblem(/** @type {unknown} */ value) {
  if (value === undefined || value === null) return null;
  return Buffer.byteLength(JSON.stringify(value)) > METADATA_MAX_BYTES ? problemOf(`The metadata is larger than ${METADATA_MAX_BYTES} bytes`, "metadata") : null;
}

/** @returns {Problem | null} */
function optionalStringProblem(/** @type {unknown} */ value, /** @type {string} */ field) {
  return value === undefined || value === null || typeof value === "string" || (Array.isArray(value) && value.every((item) => typeof item === "string"))
    ? null
    : problemOf(`The ${field} is invalid`, field);
}

/** A list as Mollie pages one: a count, the items under `_embedded`, and links (one page here). */
function listOf(/** @type {string} */ name, /** @type {unknown[]} */ items, /** @type {string} */ self, /** @type {string} */ page) {
  return {
    count: items.length,
    _embedded: { [name]: items },
    _links: { self: { href: self, type: "application/hal+json" }, previous: null, next: null, documentation: { href: `${DOCS}/${page}`, type: "text/html" } },
  };
}

/** The same JSON for the same data, whatever the order of its keys: what a retry is compared by. */
function canonicalJson(/** @type {unknown} */ value) {
  return JSON.stringify(value, (_key, item) =>
    item && typeof item === "object" && !Array.isArray(item) ? Object.fromEntries(Object.entries(item).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) : item,
  );
}

function headerValue(/** @type {string | string[] | undefined} */ value) {
  const first = Array.isArray(value) ? value[0] : value;
  return first ? first : null;
}

/**
 * The request's body as text, up to 1 MB.
 * @param {http.IncomingMessage} req
 * @returns {Promise<string>}
 */
async function readBody(req) {
  const chunks = [];
  let size = 0;
  for await (const chunk of req) {
    size += chunk.length;
    if (size > 1_000_000) throw new Error("request body over 1 MB");
    chunks.push(chunk);
  }
  return Buffer.concat(chunks).toString("utf8");
}

/**
 * A JSON object from the body ({} for none), or null after answering 400 as Mollie does.
 * @param {http.IncomingMessage} req
 * @param {http.ServerResponse} res
 * @returns {Promise<Record<string, unknown> | null>}
 */
async function jsonBody(req, res) {
  const text = await readBody(req);
  if (!text.trim()) return {};
  try {
    const parsed = JSON.parse(text);
    if (parsed && typeof parsed === "object" && !Array.isArray(parsed)) return parsed;
  } catch {
    // answered below
  }
  mollieError(res, 400, "The request body is not a JSON object", {});
  return null;
}

/**
 * @param {http.ServerResponse} res
 * @param {number} status
 * @param {unknown} body
 */
function sendJson(res, status, body, headers = {}, contentType = "application/hal+json; charset=utf-8") {
  res.writeHead(status, { "Content-Type": contentType, "Cache-Control": "no-store", ...headers });
  res.end(JSON.stringify(body));
}

const TITLES = /** @type {Record<number, string>} */ ({
  400: "Bad Request",
  401: "Unauthorized Request",
  404: "Not Found",
  405: "Method Not Allowed",
  422: "Unprocessable Entity",
  500: "Internal Server Error",
});

/**
 * Mollie's error answer (https://docs.mollie.com/reference/handling-errors): the status, a title,
 * a detail, the `field` at fault for a 422, and a link to the documentation.
 * @param {http.ServerResponse} res
 * @param {number} status
 * @param {string} detail
 * @param {{ field?: string, page?: string }} options
 */
function mollieError(res, status, detail, { field, page = "handling-errors" }) {
  sendJson(res, status, {
    status,
    title: TITLES[status] ?? "Error",
    detail,
    ...(field ? { field } : {}),
    _links: { documentation: { href: `${DOCS}/${page}`, type: "text/html" } },
  });
}

function notAllowed(/** @type {http.ServerResponse} */ res, /** @type {string} */ allow) {
  res.setHeader("Allow", allow);
  mollieError(res, 405, `The method is not allowed here; use ${allow}`, {});
}

function escapeHtml(/** @type {string} */ text) {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/** A small page in the manner of Mollie's test-mode checkout; plain HTML, no script. */
function sendHtml(/** @type {http.ServerResponse} */ res, /** @type {number} */ status, /** @type {string} */ title, /** @type {string} */ main) {
  res.writeHead(status, { "Content-Type": "text/html; charset=utf-8", "Cache-Control": "no-store" });
  res.end(`<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)} · Mollie</title>
<style>
body { font: 16px/1.5 system-ui, sans-serif; max-width: 28rem; margin: 3rem auto; padding: 0 1rem; color: #1a1a1a; }
h1 { font-size: 1.5rem; } .note { background: #fff4d6; padding: .5rem .75rem; border-radius: 4px; }
dt { font-weight: 600; } dd { margin: 0 0 .5rem; }
fieldset { border: 0; padding: 0; display: grid; gap: .5rem; } legend { font-weight: 600; margin-bottom: .5rem; }
button { font: inherit; padding: .6rem; border: 1px solid #0a7cff; background: #fff; color: #0a7cff; border-radius: 4px; cursor: pointer; }
button:hover, button:focus { background: #0a7cff; color: #fff; }
</style>
</head>
<body>
<main>
${main}
</main>
</body>
</html>
`);
}
