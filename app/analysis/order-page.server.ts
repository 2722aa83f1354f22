/**
 * The order's own page (`/analysis/{token}`): what the signed link shows at each step, and its
 * posts (add photos, remove one, send them, keep them). The link is the only key, so a forged,
 * altered or retired one is a plain 404 that says nothing more.
 */
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "react-router";
import { appContext, cloudflareContext, type AppContext } from "~/firestore/app-context.server";
import type { Env } from "~/platform/env.server";
import type { StoredAnalysisOrder } from "~/models/analysis-orders.server";
import { sendPlainEmail } from "~/booking/booking-mail.server";
import { readPayment } from "~/models/payments.server";
import { dutchNameOf, getSubSeasonIn } from "~/data/seasons/in-language.server";
import { formatCents } from "~/platform/money";
import { notFound } from "~/platform/responses.server";
import { ANALYSIS_PHOTOS, type AnalysisOrder } from "~/schemas/analysis-order";
import { pageUrl } from "~/site/page-url";
import { subSeasonPath } from "~/site/paths";
import { publicDate } from "~/site/time";
import { paymentProvider } from "~/payments/payment-provider.server";
import { cancelAnalysisOrder, refundedIfCancelled } from "./cancel.server";
import { orderOfToken } from "./order-link.server";
import { settleAnalysisOrder } from "./settle.server";
import { addPhotos, photoBucket, removePhoto, sendForAnalysis, setKeepPhotos, type PhotoChange } from "./order-photos.server";
import { fileSize, type OrderPhotoView } from "./photo-files";
import { localizedPath, requestLocale, type Locale } from "~/site/locale";
import { defineWords, wordsFor } from "~/site/words";

/** How long after delivery the photos are kept, as the privacy policy says. */
const PHOTO_DAYS = 90;

export type OrderReportView = {
  /** `dutchName`: its Dutch name ("zachte herfst"), said beside the English one on a Dutch page; null otherwise. */
  subSeason: { name: string; href: string; dutchName: string | null };
  notes: string[];
  colours: Array<{ name: string; hex: string }>;
  pdfUrl: string | null;
};

/** What the page says on the server's side, in the page's language. */
const WORDS = defineWords({
  en: {
    notices: {
      added: "Your photos are uploaded. Check them below, then send them for analysis.",
      removed: "The photo is removed.",
      sent: "Thank you: your photos are with us. We email you when your report is ready.",
      kept: "We will keep your photos for a follow-up until you untick the box.",
      "not-kept": "We will delete your photos 90 days after we delivered your report.",
      cancelled: "Your order is cancelled. We refund what you paid in full, the way you paid; we email you the details.",
    } as Record<string, string>,
    cancel: {
      confirm: "Tick the box to confirm that you want to cancel your order.",
      "too-late": "We have started working on your photos, so your order can no longer be cancelled or refunded.",
      changed: "Your order changed while you were looking at it. Check it below and try again.",
      "provider-down": "We could not reach our payment provider, so nothing was cancelled. Please try again in a moment.",
    },
    unreadable: "This form could not be read. Reload the page and try again.",
  },
  nl: {
    notices: {
      added: "Je foto's zijn geüpload. Bekijk ze hieronder en stuur ze dan op voor de analyse.",
      removed: "De foto is verwijderd.",
      sent: "Dank je wel: je foto's zijn bij ons binnen. We mailen je zodra je rapport klaar is.",
      kept: "We bewaren je foto's voor een vervolg, totdat je het vinkje weghaalt.",
      "not-kept": "We verwijderen je foto's 90 dagen nadat we je rapport hebben geleverd.",
      cancelled: "Je bestelling is geannuleerd. Je krijgt alles wat je hebt betaald terug, op dezelfde manier als je betaalde; de details mailen we je.",
    },
    cancel: {
      confirm: "Vink het vakje aan om te bevestigen dat je je bestelling wilt annuleren.",
      "too-late": "We zijn al met je foto's aan de slag, dus je bestelling kan niet meer worden geannuleerd of terugbetaald.",
      changed: "Je bestelling is gewijzigd terwijl je ernaar keek. Bekijk hem hieronder en probeer het opnieuw.",
      "provider-down": "We konden onze betaalprovider niet bereiken, dus er is niets geannuleerd. Probeer het zo nog eens.",
    },
    unreadable: "Dit formulier kon niet worden gelezen. Laad de pagina opnieuw en probeer het nog eens.",
  },
});

async function orderOfRequest(args: Pick<LoaderFunctionArgs, "params" | "context">) {
  const app = args.context.get(appContext);
  const stored = await orderOfToken(app, args.params.token ?? "");
  if (!stored) throw notFound();
  return { app, stored };
}

/**
 * Back from the checkout, the provider's webhook may not have arrived yet: an order still awaiting
 * its payment asks the provider once, as the webhook would, so the page says what happened.
 */
async function settledOrder(args: Pick<LoaderFunctionArgs, "params" | "context">) {
  const found = await orderOfRequest(args);
  const provider = paymentProvider(found.app.config);
  if (found.stored.order.status !== "awaiting-payment" || !provider) return found;
  const env = args.context.get(cloudflareContext).env;
  const outcome = await settleAnalysisOrder(found.app, env, provider, found.stored.id).catch((error: unknown) => {
    found.app.log("an analysis order's payment could not be checked on its page", { error: error instanceof Error ? error.message : "error" });
    return "unknown" as const;
  });
  return outcome === "paid" || outcome === "not-paid" ? orderOfRequest(args) : found;
}

function reportView(order: AnalysisOrder, base: string, locale: Locale): OrderReportView | null {
  const report = order.status === "delivered" ? order.report : undefined;
  const subSeason = report ? getSubSeasonIn(report.subSeason, locale) : undefined;
  if (!report || !subSeason) return null;
  const named = [...subSeason.palette, ...subSeason.neutrals];
  return {
    subSeason: {
      name: subSeason.name,
      href: localizedPath(subSeasonPath(subSeason.slug), locale),
      dutchName: dutchNameOf(subSeason.slug, locale)?.toLowerCase() ?? null,
    },
    notes: report.notes.split(/\n\s*\n/).map((paragraph) => paragraph.trim()).filter(Boolean),
    colours: report.bestColours.map((hex) => ({ hex, name: named.find((colour) => colour.hex.toLowerCase() === hex.toLowerCase())?.name ?? hex })),
    pdfUrl: report.pdf ? `${base}/report.pdf` : null,
  };
}

export async function loadOrderPage(args: LoaderFunctionArgs) {
  const { app, stored } = await settledOrder(args);
  const { order } = stored;
  const url = pageUrl(args.request);
  const locale = requestLocale(args.request);
  const words = wordsFor(WORDS, locale);
  const date = (at: Parameters<typeof publicDate>[0]) => publicDate(at, locale);
  const base = url.pathname.replace(/\/+$/, "");
  const payment = order.status === "awaiting-payment" ? await readPayment(app, stored.id) : null;
  const deliveredAt = order.deliveredAt ? Date.parse(order.deliveredAt) : null;
  const photosShown = !order.photosDeletedAt;
  return {
    status: order.status,
    serviceName: order.serviceName,
    name: order.name,
    price: formatCents(order.priceCents),
    checkoutUrl: payment?.payment.checkoutUrl || null,
    photos: photosShown
      ? order.photos.map((photo): OrderPhotoView => ({
          id: photo.id,
          name: photo.name,
          size: fileSize(photo.bytes, locale),
          url: `${base}/photos/${photo.id}`,
          // Browsers other than Safari cannot show HEIC/HEIF.
          shown: photo.type !== "image/heic" && photo.type !== "image/heif",
        }))
      : [],
    limits: { min: ANALYSIS_PHOTOS.min, max: ANALYSIS_PHOTOS.max },
    sentOn: order.sentAt ? date(order.sentAt) : null,
    deliveredOn: deliveredAt ? date(deliveredAt) : null,
    photosDeleteOn: deliveredAt && !order.keepPhotos && photosShown ? date(deliveredAt + PHOTO_DAYS * 86_400_000) : null,
    photosDeletedOn: order.photosDeletedAt ? date(order.photosDeletedAt) : null,
    keepPhotos: order.keepPhotos,
    cancellable: refundedIfCancelled(order),
    /** What the analyst asked to change, while the second set of photos is awaited. */
    secondSetNote: order.status === "awaiting-photos" && order.secondSet ? order.secondSet.note.split(/\n\s*\n/).map((paragraph) => paragraph.trim()).filter(Boolean) : null,
    report: reportView(order, base, locale),
    notice: words.notices[url.searchParams.get("done") ?? ""] ?? null,
  };
}

export type OrderPageView = Awaited<ReturnType<typeof loadOrderPage>>;

export type OrderPageAnswer = { errors: Partial<Record<"photos" | "send" | "keep" | "cancel", string>> };

const INTENTS = ["upload", "remove", "send", "keep", "cancel"] as const;

type Intent = (typeof INTENTS)[number];

/** An empty file input still posts one part: a file with no name and no bytes. */
const chosenFiles = (form: FormData) => form.getAll("photos").filter((part): part is File => typeof part !== "string" && (part.size > 0 || part.name !== ""));

export async function orderPageAction(args: ActionFunctionArgs) {
  const { app, stored } = await orderOfRequest(args);
  const form = await args.request.formData().catch(() => null);
  const intent = form?.get("intent");
  const locale = requestLocale(args.request);
  const words = wordsFor(WORDS, locale);
  const CANCEL_MESSAGES = words.cancel;
  if (!form || !INTENTS.includes(intent as Intent)) return data<OrderPageAnswer>({ errors: { photos: words.unreadable } }, { status: 400 });
  const bucket = photoBucket(args.context.get(cloudflareContext).env);
  let change: PhotoChange;
  let done: string;
  switch (intent as Intent) {
    case "upload":
      change = await addPhotos(app, bucket, stored, chosenFiles(form), locale);
      done = "added";
      break;
    case "remove":
      change = await removePhoto(app, bucket, stored, String(form.get("photo") ?? ""), locale);
      done = "removed";
      break;
    case "send":
      change = await sendForAnalysis(app, stored, locale);
      done = "sent";
      if (change.ok) tellTheStudio(app, args.context.get(cloudflareContext).env, stored);
      break;
    case "cancel": {
      if (form.get("confirm") !== "yes") return data<OrderPageAnswer>({ errors: { cancel: CANCEL_MESSAGES.confirm } }, { status: 400 });
      const outcome = await cancelAnalysisOrder(app, args.context.get(cloudflareContext).env, stored, "client");
      if (outcome !== "cancelled") return data<OrderPageAnswer>({ errors: { cancel: CANCEL_MESSAGES[outcome] } }, { status: outcome === "provider-down" ? 503 : 409 });
      return redirect(`${pageUrl(args.request).pathname}?done=cancelled`, 303);
    }
    case "keep": {
      const keep = form.get("keep") === "on";
      change = await setKeepPhotos(app, stored, keep, locale);
      done = keep ? "kept" : "not-kept";
      break;
    }
  }
  if (!change.ok) return data<OrderPageAnswer>({ errors: { [change.field]: change.message } }, { status: change.status });
  return redirect(`${pageUrl(args.request).pathname}?done=${done}`, 303);
}

/** The studio's mailbox hears that photos wait for an analyst, with the order's page: the client's name only, as the studio's other emails. */
function tellTheStudio(app: AppContext, env: Env, stored: StoredAnalysisOrder) {
  const lines = [`${stored.order.name} sent the photos for their ${stored.order.serviceName}: they wait for an analyst.`, "", `${app.config.siteUrl}/studio/orders/${stored.id}`];
  app.waitUntil(sendPlainEmail(app, env, "studio", app.config.studio.notifyEmail ?? "", `Photos received: ${stored.order.serviceName}`, lines));
}
