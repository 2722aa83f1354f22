/**
 * Ordering the digital analysis: `/service-booking?mode=self&service=digital-color-analysis` shows
 * its order form (no time to choose), and its post stores the order, its payment and a voucher's
 * part in one commit under the form's submission id, then sends the client to the provider's
 * checkout, whose way back is the order's private page. A voucher that pays it all makes the order
 * paid at once, and the confirmation with the private link is emailed.
 *
 * The same order sent twice pays once (the id is the submission's); sent again after its payment
 * failed, it is a new try under `-2` … `-10`, as vouchers and bookings are.
 */
import { data, redirect, redirectDocument, type ActionFunctionArgs } from "react-router";
import { appContext, cloudflareContext, type AppContext } from "~/firestore/app-context.server";
import type { CommitWrite } from "~/firestore/client.server";
import { AnalysisOrderForm } from "~/schemas/analysis-order";
import { emailKey } from "~/schemas/inbox";
import { formatCents } from "~/platform/money";
import type { Env } from "~/platform/env.server";
import { clientAddressKey } from "~/platform/client-address.server";
import { withinRateLimit } from "~/platform/rate-limit.server";
import type { BookableService } from "~/models/booking-services.server";
import { findActiveService } from "~/models/services.server";
import { newPaymentWrite } from "~/models/payments.server";
import { readVoucher, redeemedCents, redeemWrites, voucherProblem, voucherMessage, type StoredVoucher } from "~/models/vouchers.server";
import { commitOrderChange, newAnalysisOrderWrite, readAnalysisOrder } from "~/models/analysis-orders.server";
import { formValues, handleSubmission, passed, refused, submissionStatus, type CheckResult, type SubmissionProblem } from "~/forms/submission.server";
import { checkoutAddress } from "~/payments/checkout.server";
import { paymentProvider } from "~/payments/payment-provider.server";
import type { PaymentProvider } from "~/payments/provider.server";
import { analysisOrderPagePath, analysisOrderToken } from "./order-link.server";
import { emailConfirmation } from "./settle.server";
import { localizedPath, requestLocale } from "~/site/locale";
import { defineWords, wordsFor } from "~/site/words";

/** The service ordered rather than booked: no time, its photos sent through the order's page. */
const DIGITAL_ANALYSIS_ID = "digital-color-analysis";

/** What the order form shows. */
export type AnalysisOrderView = { serviceId: string; serviceName: string; summary: string; price: string; payable: boolean };

/** The order form of a service, when it is the digital analysis and has a price; else null. */
export function analysisOrderView(app: AppContext, service: BookableService | undefined): AnalysisOrderView | null {
  if (service?.serviceUUID !== DIGITAL_ANALYSIS_ID || service.priceCents <= 0) return null;
  return { serviceId: service.serviceUUID, serviceName: service.name, summary: service.summary, price: formatCents(service.priceCents), payable: paymentProvider(app.config) !== null };
}

export type AnalysisOrderActionData = { status: SubmissionProblem | "duplicate"; values: Record<string, string>; errors: Record<string, string>; message: string };

/** What the order's post answers, in the page's language. */
const WORDS = defineWords<Record<SubmissionProblem | "providerDown" | "notOnline" | "voucherLimited" | "voucherChanged" | "notNow", string>>({
  en: {
    expired: "This form was out of date, so nothing has been ordered yet. Please send it again; what you typed is still here.",
    unreadable: "We could not read what your browser sent. Please try again.",
    invalid: "Some details need another look: see the messages next to the fields.",
    "rate-limited": "You have sent several forms in the last minute. Please wait a minute and send it again; what you typed is still here.",
    failed: "We could not take your order just now. Please try again in a moment; what you typed is still here.",
    providerDown: "We could not reach our payment provider, so nothing has been charged. Please send the form again in a moment; what you typed is still here.",
    notOnline: "The digital analysis cannot be paid online just now. Please use a gift voucher that covers it, or get in touch and we will help.",
    voucherLimited: "You have tried several voucher codes in the last minute. Please wait a minute, then check the code against your voucher.",
    voucherChanged: "Your voucher was used for something else a moment ago, so nothing was ordered. Please send the form again to use what is left on it.",
    notNow: "The digital analysis cannot be ordered just now. Please get in touch and we will help.",
  },
  nl: {
    expired: "Dit formulier was verouderd, dus er is nog niets besteld. Verstuur het opnieuw; wat je hebt ingevuld, staat er nog.",
    unreadable: "We konden niet lezen wat je browser verstuurde. Probeer het opnieuw.",
    invalid: "Een paar gegevens kloppen nog niet: kijk bij de meldingen naast de velden.",
    "rate-limited": "Je hebt in de afgelopen minuut meerdere formulieren verstuurd. Wacht even een minuut en verstuur het dan opnieuw; wat je hebt ingevuld, staat er nog.",
    failed: "We konden je bestelling even niet aannemen. Probeer het zo nog eens; wat je hebt ingevuld, staat er nog.",
    providerDown: "We konden onze betaalprovider niet bereiken, dus er is niets afgeschreven. Verstuur het formulier zo nog eens; wat je hebt ingevuld, staat er nog.",
    notOnline: "De digitale kleuranalyse is op dit moment niet online te betalen. Gebruik een cadeaubon die het hele bedrag dekt, of neem contact op, dan helpen we je verder.",
    voucherLimited: "Je hebt in de afgelopen minuut meerdere cadeauboncodes geprobeerd. Wacht even een minuut en vergelijk de code dan met je cadeaubon.",
    voucherChanged: "Je cadeaubon is zojuist ergens anders voor gebruikt, dus er is niets besteld. Verstuur het formulier opnieuw om te gebruiken wat er nog op staat.",
    notNow: "De digitale kleuranalyse is op dit moment niet te bestellen. Neem contact met ons op, dan helpen we je verder.",
  },
});

/** What the checks read: the service, the voucher given (under the version read), and who takes the rest. */
type Checked = { service: { id: string; name: string; priceCents: number }; voucher: StoredVoucher | null; provider: PaymentProvider | null };

/** How an order was stored: by this post, by an earlier post of the same details, someone else's under the post's id, or refused for the voucher. */
type Stored = { outcome: "new" | "before" | "foreign" | "voucher-changed"; id: string; providerCents: number };

const MOST_TRIES = 10;

async function check(app: AppContext, request: Request, env: Env, input: AnalysisOrderForm): Promise<CheckResult<Checked>> {
  const found = await findActiveService(app, DIGITAL_ANALYSIS_ID);
  const priceCents = found && found.price.currency === "EUR" ? Math.round(found.price.amount * 100) : 0;
  const MESSAGES = wordsFor(WORDS, requestLocale(request));
  if (!found || !found.bookable || priceCents <= 0) return refused({ name: MESSAGES.notNow });
  const service = { id: found.serviceUUID, name: found.name, priceCents };
  const provider = paymentProvider(app.config);
  let voucher: StoredVoucher | null = null;
  if (input.voucher) {
    if (!(await withinRateLimit(env.FORM_RATE_LIMITER, `voucher:${clientAddressKey(request)}`, app.log))) return refused({ voucher: MESSAGES.voucherLimited });
    voucher = await readVoucher(app, input.voucher);
    if (!voucher) return refused({ voucher: voucherMessage("unknown", null, app.locale) });
    const problem = voucherProblem(voucher.voucher);
    if (problem) return refused({ voucher: voucherMessage(problem, voucher.voucher, app.locale) });
  }
  const rest = priceCents - (voucher ? redeemedCents(voucher, priceCents) : 0);
  if (rest > 0 && !provider) return refused({ voucher: MESSAGES.notOnline });
  return passed({ service, voucher, provider });
}

/** The order, its payment and the voucher's part, in one commit, under the first free try of `id`. */
async function storeOrder(app: AppContext, id: string, input: AnalysisOrderForm, { service, voucher, provider }: Checked): Promise<Stored> {
  const now = new Date();
  const voucherCents = voucher ? redeemedCents(voucher, service.priceCents) : 0;
  const providerCents = service.priceCents - voucherCents;
  for (let attempt = 1; ; attempt++) {
    const tryId = attempt === 1 ? id : `${id}-${attempt}`;
    const writes: CommitWrite[] = [
      newAnalysisOrderWrite({ id: tryId, service, name: input.name, email: input.email, postalAddress: input.postalAddress, providerCents, voucherCode: voucherCents > 0 ? voucher!.code : "", voucherCents, locale: app.locale }, now),
      ...(providerCents > 0
        ? [newPaymentWrite({ id: tryId, purpose: "analysis", amountCents: providerCents, description: `${service.name} (${formatCents(service.priceCents)})`, email: input.email }, provider!.name, now)]
        : []),
      ...(voucherCents > 0 ? redeemWrites(voucher!, { bookingId: tryId, amountCents: voucherCents, now }) : []),
    ];
    if ((await commitOrderChange(app, writes)) === "done") return { outcome: "new", id: tryId, providerCents };
    const earlier = await readAnalysisOrder(app, tryId);
    // Refused, yet no order under the id: the voucher was spent since it was read.
    if (!earlier) return { outcome: "voucher-changed", id: tryId, providerCents };
    // The id is the post's (a hidden field): one naming someone else's order gets nothing of it.
    if (emailKey(earlier.order.email) !== emailKey(input.email)) return { outcome: "foreign", id: tryId, providerCents };
    if (earlier.order.status !== "not-paid" || attempt === MOST_TRIES) return { outcome: "before", id: tryId, providerCents: earlier.order.providerCents };
  }
}

/** Takes an order (its form already read) and sends the client to the checkout or their order's page (303), or answers why not. */
export async function analysisOrderAction({ request, context }: ActionFunctionArgs, form: FormData | null) {
  const app = context.get(appContext);
  const env = context.get(cloudflareContext).env;
  const locale = requestLocale(request);
  const MESSAGES = wordsFor(WORDS, locale);
  const { submissionId: _id, ...typed } = form ? formValues(form) : {};
  const result = await handleSubmission({
    request,
    form,
    app,
    env,
    schema: AnalysisOrderForm,
    limiterPrefix: "analysis-order",
    limiterGroup: "booking",
    check: (input) => check(app, request, env, input),
    store: (id, input, _form, checked) => storeOrder(app, id, input, checked),
  });
  const answer = (status: number, body: AnalysisOrderActionData) => data<AnalysisOrderActionData>(body, { status });
  if (result.status === "spam") throw redirect(localizedPath("/service-booking", locale), 303);
  if (result.status !== "sent") {
    const errors = result.status === "invalid" ? (result.errors as Record<string, string>) : {};
    if (errors.voucher === MESSAGES.voucherLimited) return answer(429, { status: "rate-limited", values: result.values, errors, message: MESSAGES.voucherLimited });
    return answer(submissionStatus(result), { status: result.status, values: result.values, errors, message: MESSAGES[result.status] });
  }
  const { stored, checked } = result;
  if (stored.outcome === "foreign") return answer(400, { status: "expired", values: typed, errors: {}, message: MESSAGES.expired });
  if (stored.outcome === "voucher-changed") return answer(409, { status: "invalid", values: typed, errors: { voucher: MESSAGES.voucherChanged }, message: MESSAGES.voucherChanged });
  const order = await readAnalysisOrder(app, stored.id);
  if (!order) return answer(503, { status: "failed", values: { ...typed, submissionId: result.id }, errors: {}, message: MESSAGES.failed });
  const pagePath = localizedPath(analysisOrderPagePath(await analysisOrderToken(app.config.studio.sessionSecrets, order)), locale);
  if (stored.providerCents === 0) {
    // Paid by a voucher alone: confirmed now, once.
    if (stored.outcome === "new") await emailConfirmation(app, env, stored.id);
    throw redirectDocument(pagePath, 303);
  }
  const checkout = await checkoutAddress(app, checked.provider!, stored.id, `${app.config.siteUrl}${pagePath}`).catch((error: unknown) => {
    app.log("the payment provider could not make a checkout", { payment: stored.id, error: error instanceof Error ? error.message : "error" });
    return undefined;
  });
  if (checkout === undefined) return answer(503, { status: "failed", values: { ...typed, submissionId: result.id }, errors: {}, message: MESSAGES.providerDown });
  // The order's page is entered by a document load: its address is a key (app/site/secret-address.ts).
  throw checkout ? redirect(checkout, 303) : redirectDocument(pagePath, 303);
}
