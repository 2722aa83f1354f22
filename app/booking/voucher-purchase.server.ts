/**
 * A gift voucher bought online, paid in full at the provider's checkout.
 *
 * The states:
 * - ordered: the payment stored "open" with the order, under the order's submission id; the buyer
 *   goes to the checkout.
 * - paid (webhook): in one commit, the payment "paid" with the voucher's code and the voucher
 *   issued (`Vouchers/{code}`, valid 2 years); then the voucher is emailed to the buyer or the
 *   recipient, or a printed card goes into the studio's task list in the inbox.
 * - failed, canceled or expired: the payment so; no voucher. The order's page offers to try again
 *   with everything typed, under a new id.
 *
 * The same webhook twice finds the voucher's code already written and issues nothing more.
 */
import { data, redirect, redirectDocument, type ActionFunctionArgs } from "react-router";
import { appContext, cloudflareContext, type AppContext } from "~/firestore/app-context.server";
import type { Env } from "~/platform/env.server";
import { formatCents } from "~/platform/money";
import { BOOKING_MODES } from "~/data/booking-modes";
import { giftOrderFormSchema, type GiftOrderForm, type GiftPrice } from "~/schemas/gift-order";
import { SETTLED_STATUSES, type Payment } from "~/schemas/payment";
import { emailKey } from "~/schemas/inbox";
import { manageToken, verifyManageToken } from "~/booking/manage-link.server";
import { getBookableColorAnalysisServices } from "~/models/booking-services.server";
import { commitIfUnchanged } from "~/firestore/commit.server";
import { newPaymentWrite, readPayment, statusWrite, voucherPaidWrite } from "~/models/payments.server";
import { issueVoucherWrite, readVoucher } from "~/models/vouchers.server";
import { getWebsiteContent } from "~/models/website.server";
import { sendPlainEmail } from "~/booking/booking-mail.server";
import { formValues, handleSubmission, passed, refused, submissionStatus, type SubmissionProblem } from "~/forms/submission.server";
import { rememberSent, SENT_ELSEWHERE, SENT_ELSEWHERE_NL, sentHere } from "~/forms/posted-here.server";
import { publicDate, studioDay } from "~/site/time";
import { localizedPath, requestLocale, type Locale } from "~/site/locale";
import { defineWords, wordsFor } from "~/site/words";
import { newVoucherCode, formatVoucherCode } from "~/models/voucher-code";
import { voucherEmails } from "~/booking/voucher-emails";
import { checkoutAddress, isOurs } from "~/payments/checkout.server";
import { paymentProvider } from "~/payments/payment-provider.server";
import type { PaymentProvider, ProviderPayment } from "~/payments/provider.server";

/** How long the order's own page (its signed link) stays readable. */
const ORDER_LINK_DAYS = 60;

/** The order's own page: where the checkout returns, and the link the buyer can come back to. */
const giftOrderPath = (token: string) => `/gift-vouchers/${token}`;

/** The prices a voucher can be bought for: each gift-able analysis's price for one person. */
export async function giftPrices(app: AppContext): Promise<GiftPrice[]> {
  const services = await getBookableColorAnalysisServices(app);
  return services
    .filter((service) => BOOKING_MODES.gift.serviceIds.includes(service.serviceUUID) && service.priceCents > 0)
    .map((service) => ({ id: service.serviceUUID, name: service.name, cents: service.priceCents }));
}

export type GiftOrderActionData = { status: SubmissionProblem | "duplicate"; values: Record<string, string>; errors: Record<string, string>; message: string };

/** What the order's post answers, in the page's language. */
const WORDS = defineWords<Record<SubmissionProblem | "providerDown" | "notOnline" | "voucher", string>>({
  en: {
    expired: "This form was out of date, so nothing has been ordered yet. Please send it again; what you typed is still here.",
    unreadable: "We could not read what your browser sent. Please try again.",
    invalid: "Some details need another look: see the messages next to the fields.",
    "rate-limited": "You have sent several forms in the last minute. Please wait a minute and send it again; what you typed is still here.",
    failed: "We could not take your order just now. Please try again in a moment; what you typed is still here.",
    providerDown: "We could not reach our payment provider, so nothing has been charged. Please send the form again in a moment; what you typed is still here.",
    notOnline: "Vouchers cannot be bought online just now. Please use the request form or get in touch.",
    voucher: "Gift voucher",
  },
  nl: {
    expired: "Dit formulier was verouderd, dus er is nog niets besteld. Verstuur het opnieuw; wat je hebt ingevuld, staat er nog.",
    unreadable: "We konden niet lezen wat je browser verstuurde. Probeer het opnieuw.",
    invalid: "Een paar gegevens kloppen nog niet: kijk bij de meldingen naast de velden.",
    "rate-limited": "Je hebt in de afgelopen minuut meerdere formulieren verstuurd. Wacht even een minuut en verstuur het dan opnieuw; wat je hebt ingevuld, staat er nog.",
    failed: "We konden je bestelling even niet aannemen. Probeer het zo nog eens; wat je hebt ingevuld, staat er nog.",
    providerDown: "We konden onze betaalprovider niet bereiken, dus er is niets afgeschreven. Verstuur het formulier zo nog eens; wat je hebt ingevuld, staat er nog.",
    notOnline: "Cadeaubonnen zijn op dit moment niet online te koop. Gebruik het aanvraagformulier of neem contact met ons op.",
    voucher: "Cadeaubon",
  },
});

/** What the payment provider shows the payer (its checkout, their bank statement), in the language of the page ordered from. */
function description(input: GiftOrderForm, locale: Locale): string {
  return `${wordsFor(WORDS, locale).voucher}${input.serviceName ? `: ${input.serviceName}` : ""} (${formatCents(input.amountCents)})`;
}

/**
 * An order's payment as stored: "new", made by this post; "before", by an earlier post of the same
 * details; "foreign", the post's submission id names an order of other details, not this buyer's.
 */
type OrderStored = { outcome: "new" | "before" | "foreign"; paymentId: string };

/** How many tries of one order are made under ids of their own. */
const MOST_TRIES = 10;

/**
 * Stores an order's payment under its submission id. The same order sent again after its payment
 * failed is a new try, under an id of its own (`-2` to `-10`); a doubled post of one try finds it.
 */
async function storeOrder(app: AppContext, provider: PaymentProvider, id: string, input: GiftOrderForm, locale: Locale): Promise<OrderStored> {
  const order = {
    buyerName: input.buyerName,
    buyerEmail: input.buyerEmail,
    recipientName: input.recipientName,
    recipientEmail: input.recipientEmail,
    message: input.message,
    delivery: input.delivery,
    serviceName: input.serviceName,
    postalAddress: input.delivery === "print" ? input.postalAddress : "",
    locale: app.locale,
  };
  for (let attempt = 1; ; attempt++) {
    const paymentId = attempt === 1 ? id : `${id}-${attempt}`;
    const write = newPaymentWrite({ id: paymentId, purpose: "voucher", amountCents: input.amountCents, description: description(input, locale), email: input.buyerEmail, order }, provider.name, new Date());
    if ((await commitIfUnchanged(app, [write])) === "done") return { outcome: "new", paymentId };
    const earlier = await readPayment(app, paymentId);
    // The id is the post's (a hidden field): one naming someone else's order gets nothing of it.
    if (earlier && (earlier.payment.purpose !== "voucher" || emailKey(earlier.payment.email) !== emailKey(input.buyerEmail) || earlier.payment.amountCents !== input.amountCents)) {
      return { outcome: "foreign", paymentId };
    }
    // A try whose payment did not go through is done with: the order sent again is a new try.
    if (!earlier || !SETTLED_STATUSES.has(earlier.payment.status) || earlier.payment.status === "paid" || attempt === MOST_TRIES) return { outcome: "before", paymentId };
  }
}

/**
 * Takes a voucher order (its form already read) and sends the buyer to the checkout (303), or
 * answers why not. The same order sent twice pays once; sent again after its payment failed, it is
 * a new payment.
 */
export async function giftOrderAction({ request, context }: ActionFunctionArgs, form: FormData) {
  const app = context.get(appContext);
  const env = context.get(cloudflareContext).env;
  const provider = paymentProvider(app.config);
  const prices = await giftPrices(app);
  const locale = requestLocale(request);
  const MESSAGES = wordsFor(WORDS, locale);
  // What was typed, to give back if the order is refused after all.
  const { submissionId: _id, ...typed } = formValues(form);
  const result = await handleSubmission({
    request,
    form,
    app,
    env,
    schema: giftOrderFormSchema(prices),
    limiterPrefix: "gift-order",
    check: () => (provider ? passed(provider) : refused({ amount: MESSAGES.notOnline })),
    store: (id, input, _form, online) => storeOrder(app, online, id, input, locale),
  });

  if (result.status === "sent" && result.stored.outcome === "foreign") {
    return data<GiftOrderActionData>({ status: "expired", values: typed, errors: {}, message: MESSAGES.expired }, { status: 400 });
  }
  if (result.status === "sent") {
    const { checked: online, stored: { outcome, paymentId } } = result;
    if (outcome === "before" && !(await sentHere(app, request, paymentId, (await readPayment(app, paymentId))?.payment.createdAt))) {
      return data<GiftOrderActionData>({ status: "duplicate", values: typed, errors: {}, message: (app.locale === "nl" ? SENT_ELSEWHERE_NL : SENT_ELSEWHERE).giftOrder }, { status: 409 });
    }
    const cookie = await rememberSent(app, request, paymentId);
    const headers: HeadersInit = cookie ? { "Set-Cookie": cookie } : {};
    // The link outlives its expiry date by the manage link's 30 days; 30 more here make it 60 in all.
    const token = await manageToken(app.config.studio.sessionSecrets, paymentId, new Date(Date.now() + (ORDER_LINK_DAYS - 30) * 86_400_000), "gift-order-link");
    const orderPath = localizedPath(giftOrderPath(token), locale);
    const orderUrl = `${app.config.siteUrl}${orderPath}`;
    const checkout = await checkoutAddress(app, online, paymentId, orderUrl).catch((error: unknown) => {
      app.log("the payment provider could not make a checkout", { payment: paymentId, error: error instanceof Error ? error.message : "error" });
      return undefined;
    });
    if (checkout === undefined) {
      return data<GiftOrderActionData>({ status: "failed", values: { ...typed, submissionId: result.id }, errors: {}, message: MESSAGES.providerDown }, { status: 503 });
    }
    // The order's page is entered by a document load: its address is a key (app/site/secret-address.ts).
    throw checkout ? redirect(checkout, { status: 303, headers }) : redirectDocument(orderPath, { status: 303, headers });
  }
  if (result.status === "spam") throw redirect(localizedPath(BOOKING_MODES.gift.path, locale), 303);
  const errors = result.status === "invalid" ? (result.errors as Record<string, string>) : {};
  return data<GiftOrderActionData>({ status: result.status, values: result.values, errors, message: MESSAGES[result.status] }, { status: submissionStatus(result) });
}

export type GiftOrderView = {
  state: "waiting" | "paid" | "not-paid";
  amount: string;
  serviceName: string;
  recipientName: string;
  delivery: Payment["order"] extends infer O ? (O extends { delivery: infer D } ? D : never) : never;
  /** Once paid: the voucher's code as printed, and until when it is valid. */
  code: string | null;
  validUntil: string | null;
  checkoutUrl: string | null;
  /** Not paid: the order's fields, to send again. */
  retry: Record<string, string> | null;
};

/** The order a signed link names, as its page shows it in `locale`; null for a link that is forged, expired or names none. */
export async function giftOrderView(app: AppContext, token: string, locale: Locale = "en"): Promise<GiftOrderView | null> {
  const id = await verifyManageToken(app.config.studio.sessionSecrets, token, Date.now(), "gift-order-link");
  const stored = id ? await readPayment(app, id) : null;
  const order = stored?.payment.order;
  if (!stored || stored.payment.purpose !== "voucher" || !order) return null;
  const { payment } = stored;
  const voucher = payment.voucherCode ? await readVoucher(app, payment.voucherCode) : null;
  const state = payment.status === "paid" ? "paid" : payment.status === "open" ? "waiting" : "not-paid";
  return {
    state,
    amount: formatCents(payment.amountCents),
    serviceName: order.serviceName,
    recipientName: order.recipientName,
    delivery: order.delivery,
    code: voucher ? formatVoucherCode(voucher.code) : null,
    validUntil: voucher ? (locale === "nl" ? publicDate(voucher.voucher.expiresAt, "nl") : studioDay(voucher.voucher.expiresAt)) : null,
    checkoutUrl: state === "waiting" ? payment.checkoutUrl || null : null,
    retry: state === "not-paid" ? retryFields(payment, await giftPrices(app)) : null,
  };
}

function retryFields(payment: Payment, prices: readonly GiftPrice[]): Record<string, string> {
  const order = payment.order!;
  const service = prices.find((price) => price.name === order.serviceName);
  return {
    flow: "voucher",
    amount: order.serviceName ? (service ? `service:${service.id}` : "") : "custom",
    customEuros: order.serviceName ? "" : String(payment.amountCents / 100),
    serviceName: order.serviceName,
    buyerName: order.buyerName,
    buyerEmail: order.buyerEmail,
    recipientName: order.recipientName,
    recipientEmail: order.recipientEmail,
    message: order.message,
    delivery: order.delivery,
    postalAddress: order.postalAddress,
    terms: "yes",
  };
}

export type VoucherSettleOutcome = "unknown" | "unchanged" | "open" | "issued";

/** Brings a voucher purchase to the status the provider reports: paid, the voucher issued and sent, once. */
export async function settleVoucherPurchase(app: AppContext, env: Env, provider: PaymentProvider, paymentId: string, known?: ProviderPayment): Promise<VoucherSettleOutcome> {
  for (let attempt = 0; attempt < 4; attempt++) {
    const stored = await readPayment(app, paymentId);
    const providerId = stored?.payment.providerId || known?.id;
    if (!stored || stored.payment.purpose !== "voucher" || !stored.payment.order || !providerId) return "unknown";
    const reported = known ?? (await provider.getPayment(providerId));
    if (!reported || reported.id !== providerId || !isOurs(app, stored, reported)) return "unknown";
    known = undefined;
    const now = new Date();
    const changed = stored.payment.status !== reported.status || stored.payment.providerId !== reported.id;
    if (reported.status === "paid" && !stored.payment.voucherCode) {
      const code = newVoucherCode();
      const writes = [voucherPaidWrite(stored, reported, code, now), issueVoucherWrite({ code, order: stored.payment.order, amountCents: stored.payment.amountCents, paymentId: stored.id, now })];
      if ((await commitIfUnchanged(app, writes)) === "conflict") continue;
      await sendVoucher(app, env, code, reported);
      return "issued";
    }
    if (!changed) return reported.status === "open" ? "open" : "unchanged";
    const write = statusWrite(stored, reported.status, { method: reported.method, paidAt: reported.paidAt, providerId: reported.id }, now);
    if ((await commitIfUnchanged(app, [write])) === "done") return reported.status === "open" ? "open" : "unchanged";
  }
  app.log("a voucher purchase could not be settled: it kept changing", { payment: paymentId });
  return "unchanged";
}

async function sendVoucher(app: AppContext, env: Env, code: string, reported: ProviderPayment): Promise<void> {
  const voucher = await readVoucher(app, code);
  if (!voucher) return;
  const { business } = await getWebsiteContent(app);
  const studio = business
    ? { name: business.name, email: business.email, address: `${business.address.street}, ${business.address.postalCode} ${business.address.city}` }
    : { name: "the studio", email: app.config.studio.notifyEmail ?? "", address: "" };
  const emails = voucherEmails(voucher.voucher, { studio, siteUrl: app.config.siteUrl, reference: reported.id, method: reported.method, paidAt: reported.paidAt ?? new Date().toISOString() }, voucher.voucher.locale ?? "en");
  app.waitUntil(Promise.all(emails.map((email) => sendPlainEmail(app, env, email.to === "studio" ? "studio" : "visitor", email.to === "studio" ? (app.config.studio.notifyEmail ?? "") : email.to, email.subject, email.lines))));
}
