/**
 * The digital analysis's emails once the photos are in: the report delivered, and the order
 * cancelled with what is refunded. Plain text, as every email of the site (order-emails.ts). In the
 * client's language (`locale`: the order's); the Dutch in order-emails.nl.ts.
 */
import type { AnalysisOrder } from "~/schemas/analysis-order";
import type { Locale } from "~/schemas/common";
import { getSubSeason } from "~/data/seasons";
import { formatCents } from "~/platform/money";
import { formatVoucherCode } from "~/models/voucher-code";
import type { AnalysisEmail, AnalysisEmailStudio } from "./order-emails";
import { orderCancelledEmailNl, reportDeliveredEmailNl, secondSetEmailNl } from "./order-emails.nl";

/** How long photos are kept after the report is delivered, unless the client keeps them for a follow-up (the privacy policy's retention table). */
const PHOTO_DAYS_AFTER_DELIVERY = 90;

const signOff = (studio: AnalysisEmailStudio) => [
  "",
  `Questions? ${studio.phone ? `Call us on ${studio.phone} or write` : "Write"} to ${studio.email}.`,
  "",
  "Warm regards,",
  studio.name,
];

/** The report is ready: the result in one line, and where to read all of it. */
export function reportDeliveredEmail(order: AnalysisOrder, orderUrl: string, studio: AnalysisEmailStudio, locale: Locale = "en"): AnalysisEmail {
  if (locale === "nl") return reportDeliveredEmailNl(order, orderUrl, studio, PHOTO_DAYS_AFTER_DELIVERY);
  const subSeason = order.report ? (getSubSeason(order.report.subSeason)?.name ?? order.report.subSeason) : null;
  return {
    subject: `Your ${order.serviceName}: your report is ready`,
    lines: [
      `Dear ${order.name},`,
      "",
      subSeason
        ? `Your analyst has finished, and a second analyst has reviewed the result: you are a ${subSeason}.`
        : "Your analyst has finished, and a second analyst has reviewed the result.",
      "",
      `Your report is on your order's page${order.report?.pdf ? ", with a PDF to download and keep" : ""}: your best colours, and your analyst's notes on how your photos read.`,
      orderUrl,
      "",
      order.keepPhotos
        ? `You asked us to keep your photos for a follow-up, so we keep them until you change that on the same page. Then we delete them ${PHOTO_DAYS_AFTER_DELIVERY} days from today, or that night if those days have passed.`
        : `We delete your photos ${PHOTO_DAYS_AFTER_DELIVERY} days from today. If you would like us to keep them for a follow-up, choose "Keep my photos for a follow-up" on the same page; you can change your mind there at any time.`,
      ...signOff(studio),
    ],
  };
}

/** The analyst needs a second set of photos: what to change, at no charge, through the same link. */
export function secondSetEmail(order: AnalysisOrder, note: string, orderUrl: string, studio: AnalysisEmailStudio, locale: Locale = "en"): AnalysisEmail {
  if (locale === "nl") return secondSetEmailNl(order, note, orderUrl, studio);
  return {
    subject: `Your ${order.serviceName}: a second set of photos, please`,
    lines: [
      `Dear ${order.name},`,
      "",
      "Your analyst has looked at your photos, and they do not yet allow a result we can stand behind. Could you send us a second set? It costs nothing. Your analyst's note:",
      "",
      ...note.split(/\r?\n/).map((line) => line.trim()),
      "",
      "Open your order's page with your private link below. The photos you sent are still there: remove the ones you replace, add the new ones as the photo guide on that page shows, and press \"Send for analysis\" again.",
      orderUrl,
      "",
      "Your report follows within five working days of your new photos.",
      ...signOff(studio),
    ],
  };
}

/** What a cancellation gives back, in words: the part paid online, and a gift voucher's part. */
function refundLines(order: AnalysisOrder): string[] {
  const lines: string[] = [];
  if (order.providerCents > 0) lines.push(`We have refunded the ${formatCents(order.providerCents)} you paid online. It reaches your account within a few working days, the way you paid.`);
  if (order.voucherCents > 0 && order.voucherCode) lines.push(`The ${formatCents(order.voucherCents)} paid with your gift voucher ${formatVoucherCode(order.voucherCode)} is back on the voucher.`);
  return lines.length ? lines : ["Nothing was paid, so nothing needs refunding."];
}

/** Cancelled before work started: refunded in full. */
export function orderCancelledEmail(order: AnalysisOrder, by: "client" | "studio", studio: AnalysisEmailStudio, locale: Locale = "en"): AnalysisEmail {
  if (locale === "nl") return orderCancelledEmailNl(order, by, studio);
  return {
    subject: `Cancelled: your ${order.serviceName}`,
    lines: [
      `Dear ${order.name},`,
      "",
      by === "client" ? `As you asked, your ${order.serviceName} is cancelled.` : `We have cancelled your ${order.serviceName}. We are sorry; we will be in touch if you have not heard from us already.`,
      "",
      ...refundLines(order),
      "",
      order.photos.length ? "The photos you sent are deleted." : "",
      ...signOff(studio),
    ].filter((line, index, all) => line !== "" || all[index - 1] !== ""),
  };
}
