/**
 * The analyst's report on `/studio/orders/{id}`: the sub-season, notes, best colours from that
 * sub-season's palette, and an optional PDF. Read from a multipart form, checked field by field
 * (each problem beside its field), the PDF sniffed (`%PDF-`) and stored in R2 beside the photos
 * under a new random id, then saved with the order under the version the page showed. It may be
 * saved again until the order is delivered; a new PDF replaces the old, which is then deleted.
 */
import type { AppContext } from "~/firestore/app-context.server";
import type { Env } from "~/platform/env.server";
import { toHex } from "~/platform/digest";
import { analysisFileKey, type AnalysisReport } from "~/schemas/analysis-order";
import { commitOrderChange, reportWrite, type StoredAnalysisOrder } from "~/models/analysis-orders.server";
import { auditWrite } from "~/models/studio-audit.server";
import { COLLECTIONS } from "~/models/collections";
import type { StudioUser } from "~/studio/auth/guard.server";
import { REPORT_SUB_SEASONS } from "./order-view.server";
import { REPORT_PDF_MAX_BYTES } from "./order-labels";

const NOTES_MAX = 10_000;
const BEST_COLOURS_MAX = 24;

export type ReportField = "subSeason" | "notes" | "bestColours" | "pdf";
export type ReportValues = { subSeason: string; notes: string; bestColours: string[] };
type ReportOutcome =
  | { status: "saved" }
  | { status: "invalid"; errors: Partial<Record<ReportField, string>>; values: ReportValues }
  | { status: "changed"; values: ReportValues };

const text = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === "string" ? value : "";
};

/** The report's fields as posted, for the form shown again. */
export function postedReport(form: FormData): ReportValues {
  return {
    subSeason: text(form, "subSeason"),
    notes: text(form, "notes").replace(/\r\n/g, "\n"),
    bestColours: form.getAll("bestColours").filter((value): value is string => typeof value === "string"),
  };
}

/** The PDF chosen, or null when none was (an empty file input posts a nameless, empty file). */
function chosenPdf(form: FormData): File | null {
  const value = form.get("pdf");
  return value instanceof File && (value.size > 0 || value.name !== "") ? value : null;
}

const isPdf = (bytes: Uint8Array) => bytes.length >= 5 && new TextDecoder().decode(bytes.subarray(0, 5)) === "%PDF-";

export async function saveReport(app: AppContext, env: Env, user: StudioUser, stored: StoredAnalysisOrder, form: FormData): Promise<ReportOutcome> {
  const values = postedReport(form);
  const errors: Partial<Record<ReportField, string>> = {};
  const subSeason = REPORT_SUB_SEASONS.find((choice) => choice.slug === values.subSeason);
  if (!subSeason) errors.subSeason = "Choose the client's sub-season.";
  if (!values.notes.trim()) errors.notes = "Write your notes: how the photos read, and how sure the result is.";
  else if (values.notes.length > NOTES_MAX) errors.notes = `Keep the notes to ${NOTES_MAX.toLocaleString("en-GB")} characters; these are ${values.notes.length.toLocaleString("en-GB")}.`;
  const palette = new Set(subSeason?.colours.map((colour) => colour.hex) ?? []);
  const colours = [...new Set(values.bestColours.map((hex) => hex.toLowerCase()))];
  if (subSeason && colours.some((hex) => !palette.has(hex))) {
    errors.bestColours = `Choose the best colours from the ${subSeason.name} palette, shown now: the ones ticked were another sub-season's.`;
    values.bestColours = colours.filter((hex) => palette.has(hex));
  } else if (subSeason && colours.length === 0) errors.bestColours = "Tick the client's best colours: at least one.";
  else if (colours.length > BEST_COLOURS_MAX) errors.bestColours = `Tick at most ${BEST_COLOURS_MAX} colours.`;

  const file = chosenPdf(form);
  let pdf: Uint8Array | null = null;
  if (file) {
    if (file.size > REPORT_PDF_MAX_BYTES) errors.pdf = `The PDF is ${(file.size / 1024 / 1024).toFixed(1)} MB; attach one of at most 10 MB.`;
    else {
      pdf = new Uint8Array(await file.arrayBuffer());
      if (!isPdf(pdf)) errors.pdf = "That file is not a PDF. Export the report as a PDF and attach that.";
    }
  }
  if (Object.keys(errors).length) return { status: "invalid", errors, values };

  const previous = stored.order.report?.pdf;
  const fileId = pdf ? toHex(crypto.getRandomValues(new Uint8Array(8))) : null;
  if (pdf && fileId) await env.MEDIA!.put(analysisFileKey(stored.id, fileId), pdf, { httpMetadata: { contentType: "application/pdf" } });
  const now = new Date();
  const report: AnalysisReport = {
    subSeason: subSeason!.slug,
    notes: values.notes,
    bestColours: colours as AnalysisReport["bestColours"],
    ...(pdf && fileId ? { pdf: { id: fileId, bytes: pdf.length } } : previous ? { pdf: previous } : {}),
    writtenBy: user.email,
    writtenAt: now.toISOString(),
  };
  const audit = auditWrite({
    actor: user.email,
    document: `${COLLECTIONS.analysisOrders.name}/${stored.id}`,
    action: stored.order.report ? "Rewrote a digital analysis's report" : "Wrote a digital analysis's report",
    // What was done, never what the report says of the client.
    before: { status: stored.order.status, report: stored.order.report ? { bestColours: stored.order.report.bestColours.length, pdf: Boolean(previous) } : null },
    after: { status: stored.order.status, report: { bestColours: colours.length, pdf: Boolean(report.pdf) } },
  });
  if ((await commitOrderChange(app, [reportWrite(stored, report, now), audit])) === "changed") {
    if (fileId) await env.MEDIA!.delete(analysisFileKey(stored.id, fileId));
    return { status: "changed", values };
  }
  if (fileId && previous) app.waitUntil(env.MEDIA!.delete(analysisFileKey(stored.id, previous.id)).catch(() => app.log("a replaced report PDF was not deleted", { order: stored.id })));
  return { status: "saved" };
}
