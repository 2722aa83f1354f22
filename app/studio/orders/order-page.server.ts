/**
 * `/studio/orders/{id}` (editors and admins): one digital analysis, and what its status allows.
 * "Start work" (sent → in-progress: no refund from then), the report (in progress, saved as often
 * as needed), "Deliver" (in progress with a report → delivered, the client emailed once) and
 * "Cancel" (before work starts, refunded in full: admins only, since it refunds money; through
 * app/analysis/cancel.server.ts, as the client's own cancellation). Once work has started the
 * refund policy promises no refund, but an admin may still refund by hand, as on a booking's page
 * (app/studio/refund-by-hand.server.ts), if the studio decides to. Each form sends back the
 * version the page showed. "Ask for a second set of photos" (sent or in progress, once) sends the
 * order back to the client's upload with the analyst's note, emailed to them, at no charge, as the
 * service page promises; work that had started stays started (no refund). Each form sends back the
 * version the page showed: an order changed since is a 409 that shows it as it is now. Every
 * change is committed with its audit entry, which names what was done, never the client.
 */
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "react-router";
import { appContext, cloudflareContext, type AppContext } from "~/firestore/app-context.server";
import type { Env } from "~/platform/env.server";
import { notFound } from "~/platform/responses.server";
import { pageUrl } from "~/site/page-url";
import { commitOrderChange, readAnalysisOrder, statusChangeWrite, type StoredAnalysisOrder } from "~/models/analysis-orders.server";
import { readPayment } from "~/models/payments.server";
import { auditWrite } from "~/models/studio-audit.server";
import { COLLECTIONS } from "~/models/collections";
import { cancelAnalysisOrder } from "~/analysis/cancel.server";
import { analysisOrderUrl } from "~/analysis/order-link.server";
import { emailStudio } from "~/analysis/settle.server";
import { reportDeliveredEmail, secondSetEmail } from "~/analysis/progress-emails";
import { SECOND_SET_NOTE_MAX } from "~/schemas/analysis-order";
import { sendPlainEmail } from "~/booking/booking-mail.server";
import { requireAdmin, studioUserContext, type StudioUser } from "~/studio/auth/guard.server";
import { paymentDetails } from "~/studio/payments.server";
import { refundByHandPost, type RefundFormResult } from "~/studio/refund-by-hand.server";
import { SAVE_LIMIT_MESSAGE, tooManySaves, withinSaveLimit } from "~/studio/save-limit.server";
import { orderView, REPORT_SUB_SEASONS } from "./order-view.server";
import { postedReport, saveReport, type ReportField, type ReportValues } from "./report.server";
import { orderPath } from "./order-labels";
import { isPaletteIntent, loadPaletteSection, orderPaletteSource, paletteResultAction, PALETTE_NOTICES, type PaletteActionData } from "~/studio/my-palette/palette-result.server";

/** An order's id as the address gives it: the order form's submission id, and nothing that could name another path. */
export function orderIdOf(params: LoaderFunctionArgs["params"]): string {
  const id = params.id ?? "";
  if (!/^[A-Za-z0-9_-]{1,128}$/.test(id)) throw notFound();
  return id;
}

const NOTICES: Record<string, string> = {
  started: "Work has started. From now on the order is not refunded if cancelled, as the refund policy says.",
  "second-set": "The client has been emailed your note and asked for a second set of photos. The order is back under Awaiting photos until they send it.",
  report: "The report is saved. The client cannot see it until you deliver it.",
  delivered: "Delivered: the client has been emailed, and the report is on their order's page.",
  cancelled: "Cancelled, and refunded in full as shown. The client has been emailed, and their photos deleted.",
  refunded: "The refund was made at Mollie: it reaches the client's account within a few working days. The client is not emailed about it by the website.",
  ...PALETTE_NOTICES,
};

export async function loadStudioOrder({ request, params, context }: LoaderFunctionArgs) {
  const app = context.get(appContext);
  const user = context.get(studioUserContext);
  const stored = await readAnalysisOrder(app, orderIdOf(params));
  if (!stored) throw notFound();
  const url = pageUrl(request);
  const payment = stored.order.providerCents > 0 ? await readPayment(app, stored.id) : null;
  const notice = [...url.searchParams.keys()].map((key) => NOTICES[key]).find(Boolean) ?? null;
  // Before work starts, "Cancel" refunds in full; a refund by hand is for afterwards.
  const byHand = payment && refundableByHand(stored.order) ? paymentDetails(payment, "full") : null;
  // "Palette result" once the report is delivered: the client's "My palette" (app/studio/my-palette/).
  const palette = stored.order.status === "delivered" ? await loadPaletteSection(app, orderPaletteSource(stored.id, stored.order)) : null;
  return { order: orderView(stored, payment, user.role === "admin"), payment: byHand, subSeasons: REPORT_SUB_SEASONS, notice, palette, admin: user.role === "admin" };
}

export type StudioOrderActionData = {
  message: string;
  refund?: RefundFormResult;
  /** The report's form as posted, with the message of each field to correct. */
  report?: { values: ReportValues; errors: Partial<Record<ReportField, string>> };
  /** The palette result's form as posted, with each field's problem. */
  palette?: PaletteActionData["palette"];
};

const answer = (message: string, status: number, report?: StudioOrderActionData["report"]) => data<StudioOrderActionData>({ message, ...(report ? { report } : {}) }, { status });

const STALE = "This order was changed since you opened this page (by someone else, or by this same click sent twice), so nothing was done. Here it is as it stands now.";

const audit = (user: StudioUser, id: string, action: string, before: Record<string, unknown>, after: Record<string, unknown>) =>
  auditWrite({ actor: user.email, document: `${COLLECTIONS.analysisOrders.name}/${id}`, action, before, after });

export async function studioOrderAction({ request, params, context }: ActionFunctionArgs) {
  const app = context.get(appContext);
  const env = context.get(cloudflareContext).env;
  const user = context.get(studioUserContext);
  const stored = await readAnalysisOrder(app, orderIdOf(params));
  if (!stored) throw notFound();
  const form = await request.formData().catch(() => null);
  if (!form) return answer("The form could not be read. Reload the page and try again.", 400);
  const intent = form.get("intent");
  if (intent === "refund") {
    const admin = requireAdmin(context);
    if (!refundableByHand(stored.order)) return answer("Before work starts, cancel the order instead: that refunds it in full. Nothing was refunded.", 409);
    return refundByHandPost(app, env, admin, { stored: await readPayment(app, stored.id), locale: stored.order.locale ?? "en" }, form, orderPath(stored.id));
  }
  if (isPaletteIntent(intent)) return paletteResultAction(app, env, user, orderPaletteSource(stored.id, stored.order), form, intent);
  const report = intent === "report" ? { values: postedReport(form), errors: {} } : undefined;
  if (form.get("seen") !== stored.updateTime) return answer(STALE, 409, report);
  if (!(await withinSaveLimit(env, user, app.log))) return tooManySaves<StudioOrderActionData>({ message: `${SAVE_LIMIT_MESSAGE} Nothing was changed.`, ...(report ? { report } : {}) });

  if (intent === "start") return startWork(app, user, stored);
  if (intent === "report") return writeReport(app, env, user, stored, form);
  if (intent === "deliver") return deliver(app, env, user, stored);
  if (intent === "second-set") return askSecondSet(app, env, user, stored, form);
  if (intent === "cancel") return cancel(app, env, user, stored, form);
  return answer("Choose what to do with this order.", 400);
}

/** Paid online, and past the point where cancelling refunds it (the refund policy's "no refund once work has started"), a second set of photos or not. */
const refundableByHand = (order: StoredAnalysisOrder["order"]) => order.providerCents > 0 && Boolean(order.startedAt) && order.status !== "cancelled";

async function startWork(app: AppContext, user: StudioUser, stored: StoredAnalysisOrder) {
  if (stored.order.status !== "sent") return answer("Work can start once the client has sent their photos, and only once.", 409);
  const now = new Date();
  const writes = [
    statusChangeWrite(stored, "in-progress", now, { startedAt: now, startedBy: user.email }),
    audit(user, stored.id, "Started work on a digital analysis", { status: "sent" }, { status: "in-progress" }),
  ];
  if ((await commitOrderChange(app, writes)) === "changed") return answer(STALE, 409);
  throw redirect(`${orderPath(stored.id)}?started=1`, 303);
}

async function writeReport(app: AppContext, env: Env, user: StudioUser, stored: StoredAnalysisOrder, form: FormData) {
  if (stored.order.status !== "in-progress") {
    return answer("The report is written while the work is in progress: press \"Start work\" first. A delivered report is final.", 409, { values: postedReport(form), errors: {} });
  }
  const saved = await saveReport(app, env, user, stored, form);
  if (saved.status === "invalid") return answer("The report was not saved: correct the fields marked below.", 400, { values: saved.values, errors: saved.errors });
  if (saved.status === "changed") return answer(STALE, 409, { values: saved.values, errors: {} });
  throw redirect(`${orderPath(stored.id)}?report=1`, 303);
}

/** Delivered under the version read: of two clicks one commits and emails, the other finds the order changed. */
async function deliver(app: AppContext, env: Env, user: StudioUser, stored: StoredAnalysisOrder) {
  const { order } = stored;
  if (order.status !== "in-progress" || !order.report) return answer("Write and save the report first: only a report in progress can be delivered.", 409);
  const now = new Date();
  const writes = [
    statusChangeWrite(stored, "delivered", now, { deliveredAt: now }),
    audit(user, stored.id, "Delivered a digital analysis's report", { status: "in-progress" }, { status: "delivered" }),
  ];
  if ((await commitOrderChange(app, writes)) === "changed") return answer(STALE, 409);
  const email = reportDeliveredEmail(order, await analysisOrderUrl(app, stored), await emailStudio(app), order.locale ?? "en");
  app.waitUntil(sendPlainEmail(app, env, "visitor", order.email, email.subject, email.lines));
  throw redirect(`${orderPath(stored.id)}?delivered=1`, 303);
}

/** Back to the client's upload, once, with the analyst's note emailed to them; committed under the version read. */
async function askSecondSet(app: AppContext, env: Env, user: StudioUser, stored: StoredAnalysisOrder, form: FormData) {
  const { order } = stored;
  if (order.secondSet) return answer("A second set of photos was asked for already, once, as the service page promises. Write to the client if more is needed.", 409);
  if (order.status !== "sent" && order.status !== "in-progress") return answer("A second set of photos can be asked for once the client has sent the first, and until the report is delivered.", 409);
  const note = String(form.get("note") ?? "").trim();
  if (!note) return answer("Write the client a note: what to change in the new photos.", 400);
  if (note.length > SECOND_SET_NOTE_MAX) return answer(`Keep the note under ${SECOND_SET_NOTE_MAX} characters: it goes into an email.`, 400);
  const now = new Date();
  const writes = [
    statusChangeWrite(stored, "awaiting-photos", now, { secondSet: { askedAt: now, askedBy: user.email, note } }),
    audit(user, stored.id, "Asked for a second set of photos", { status: order.status }, { status: "awaiting-photos" }),
  ];
  if ((await commitOrderChange(app, writes)) === "changed") return answer(STALE, 409);
  const email = secondSetEmail(order, note, await analysisOrderUrl(app, stored), await emailStudio(app), order.locale ?? "en");
  app.waitUntil(sendPlainEmail(app, env, "visitor", order.email, email.subject, email.lines));
  throw redirect(`${orderPath(stored.id)}?second-set=1`, 303);
}

async function cancel(app: AppContext, env: Env, user: StudioUser, stored: StoredAnalysisOrder, form: FormData) {
  const { order } = stored;
  if ((order.providerCents > 0 || order.voucherCents > 0) && user.role !== "admin") {
    return answer("Only an admin can cancel an order that refunds money. Ask an admin, or leave it for the client to cancel on their order's page.", 403);
  }
  if (form.get("confirm") !== "yes") return answer("Tick the box to confirm that you want to cancel this order and refund it.", 400);
  const outcome = await cancelAnalysisOrder(app, env, stored, user.email);
  if (outcome === "cancelled") throw redirect(`${orderPath(stored.id)}?cancelled=1`, 303);
  if (outcome === "too-late") return answer("Work on this order has started, so it is no longer cancelled with a refund. An admin can refund by hand under Payment on this page.", 409);
  if (outcome === "provider-down") return answer("Mollie could not be reached, so nothing was changed and nothing refunded. Try again in a few minutes.", 503);
  return answer(STALE, 409);
}
