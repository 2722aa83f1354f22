/**
 * The digital analysis's emails to the client: the confirmation once paid, with the private link
 * and what happens next; and the report delivered. Plain text, as every email of the site. In the
 * client's language (`locale`: the order's); the Dutch in order-emails.nl.ts.
 */
import type { AnalysisOrder } from "~/schemas/analysis-order";
import type { Locale } from "~/schemas/common";
import { ANALYSIS_PHOTOS } from "~/schemas/analysis-order";
import { formatCents } from "~/platform/money";
import { EARLY_START_CONFIRMATION } from "~/data/refund-policy";
import { ANALYSIS_PHOTOS_PROMISE } from "~/data/retention";
import type { AnalysisEmail, AnalysisEmailStudio } from "./analysis-email";
import { orderConfirmationEmailNl } from "./order-emails.nl";

export type { AnalysisEmail, AnalysisEmailStudio };

/** What the client paid, line by line: the voucher's part and the provider's. */
function paidLines(order: AnalysisOrder): string[] {
  return [
    `Paid: ${formatCents(order.priceCents)}${order.voucherCents > 0 ? ` (gift voucher: ${formatCents(order.voucherCents)}${order.providerCents > 0 ? `; paid online: ${formatCents(order.providerCents)}` : ""})` : ""}`,
  ];
}

/** Once paid: the link to send the photos, and what happens next. */
export function orderConfirmationEmail(order: AnalysisOrder, orderUrl: string, studio: AnalysisEmailStudio, locale: Locale = "en"): AnalysisEmail {
  if (locale === "nl") return orderConfirmationEmailNl(order, orderUrl, studio);
  return {
    subject: `Your ${order.serviceName}: send us your photos`,
    lines: [
      `Dear ${order.name},`,
      "",
      `Thank you for ordering a ${order.serviceName}. ${paidLines(order)[0]}.`,
      "",
      "What happens next:",
      `1. Take six photos as the photo guide on your order's page describes (at least ${ANALYSIS_PHOTOS.min}, at most ${ANALYSIS_PHOTOS.max}): facing a window in daylight, without make-up, hair tied back, a white top, a sheet of white paper beside your face, and no flash, filters or editing.`,
      "2. Send them through your private link below. You can add and remove photos until you press \"Send for analysis\".",
      "3. An analyst works on your photos and a second analyst reviews the result. Within five working days of your photos we email you that your written report and digital palette are ready on your order's page, and we post your fabric swatch wallet by tracked mail.",
      "",
      `Your private link (keep it to yourself: anyone with it can see your order): ${orderUrl}`,
      "",
      "Until we start working on your photos you can cancel on that page for a full refund. Once we have started, the analysis cannot be refunded.",
      "",
      EARLY_START_CONFIRMATION,
      "",
      `We use your photos only for your analysis. They are stored encrypted in the EU and ${ANALYSIS_PHOTOS_PROMISE}.`,
      "",
      `Questions? Call us on ${studio.phone} or write to ${studio.email}.`,
      "",
      "Warm regards,",
      studio.name,
    ],
  };
}
