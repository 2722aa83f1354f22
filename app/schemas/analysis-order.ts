import * as v from "valibot";
import { HexColor, Timestamp, LOCALES } from "./common";
import { Email, field, optionalText, PersonName, say } from "./fields";
import { SUB_SEASON_SLUGS } from "./season";

/**
 * An order of the digital colour analysis (`AnalysisOrders/{id}`): no time is booked; the client
 * pays the full price, sends 3 to 8 photos through the order's private link, and the studio
 * analyses them and delivers a report (docs/decisions/033-digital-analysis-orders.md).
 *
 * The id is the order form's submission id, and also its payment's (`Payments/{id}`, purpose
 * "analysis"), so a post sent twice finds the order it made.
 *
 * The states, in order:
 * - awaiting-payment: ordered, its payment open at the provider's checkout;
 * - not-paid: the payment failed, was cancelled or expired; the order's page offers to try again;
 * - awaiting-photos: paid (or paid by a voucher); the client adds and removes photos;
 * - sent: the client pressed "Send for analysis"; the photos are fixed; still refunded in full if cancelled;
 * - in-progress: the studio started work ("Start work"): from then on, no refund (the refund policy);
 * - delivered: the report is written and emailed; the client reads it on the order's page;
 * - cancelled: cancelled before work started, and refunded in full.
 * The studio may ask once for a second set of photos, from sent or in-progress: the order goes back
 * to awaiting-photos (`secondSet`), and on to sent and in-progress again.
 * Photos are deleted 90 days after delivery, unless the client asked to keep them for a follow-up,
 * and at once on erasure; `photosDeletedAt` says when.
 */
const ANALYSIS_ORDER_STATUSES = ["awaiting-payment", "not-paid", "awaiting-photos", "sent", "in-progress", "delivered", "cancelled"] as const;
export type AnalysisOrderStatus = (typeof ANALYSIS_ORDER_STATUSES)[number];

/** How long the analyst's note asking for a second set of photos may be. */
export const SECOND_SET_NOTE_MAX = 1000;

/** The photos an analysis needs, as the photo guide asks: a few in daylight, with and without make-up. */
export const ANALYSIS_PHOTOS = { min: 3, max: 8, maxBytes: 20 * 1024 * 1024 } as const;

/** The photo types stored as sent (never re-encoded): iPhones' HEIC/HEIF too, whose metadata is blanked in place. */
const ANALYSIS_PHOTO_TYPES = ["image/jpeg", "image/png", "image/webp", "image/heic", "image/heif"] as const;
export type AnalysisPhotoType = (typeof ANALYSIS_PHOTO_TYPES)[number];

const Cents = v.pipe(v.number(), v.integer(), v.minValue(0));

/** An opaque id of 16 lower-case hex characters: a photo's, or the report's PDF's, part of its R2 key. */
const FileId = v.pipe(v.string(), v.regex(/^[0-9a-f]{16}$/, "Expected a file id"));

export const AnalysisPhoto = v.object({
  id: FileId,
  type: v.picklist(ANALYSIS_PHOTO_TYPES),
  bytes: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(ANALYSIS_PHOTOS.maxBytes)),
  /** The file's name as the client's device gave it, cleaned (app/analysis/photo-files.ts): shown to them and the studio only. */
  name: v.pipe(v.string(), v.maxLength(100)),
  uploadedAt: Timestamp,
});
export type AnalysisPhoto = v.InferOutput<typeof AnalysisPhoto>;

/** What the analyst found, as the client reads it on the order's page. */
export const AnalysisReport = v.object({
  subSeason: v.picklist(SUB_SEASON_SLUGS),
  /** The analyst's words: how the photos read, and how sure the result is. */
  notes: v.pipe(v.string(), v.maxLength(10_000)),
  /** The client's best colours, chosen from their sub-season's palette. */
  bestColours: v.pipe(v.array(HexColor), v.maxLength(24)),
  /** The PDF the analyst attached, in R2 beside the photos. */
  pdf: v.optional(v.object({ id: FileId, bytes: v.pipe(v.number(), v.integer(), v.minValue(1)) })),
  writtenBy: v.string(),
  writtenAt: Timestamp,
});
export type AnalysisReport = v.InferOutput<typeof AnalysisReport>;

export const AnalysisOrder = v.object({
  status: v.picklist(ANALYSIS_ORDER_STATUSES),
  serviceId: v.string(),
  serviceName: v.string(),
  name: v.string(),
  email: v.string(),
  /** Where the fabric swatch wallet is posted once the report is delivered. */
  postalAddress: v.optional(v.string(), ""),
  /** What the client pays, in integer cents: the price, by the provider (`Payments/{id}`) and a gift voucher's part. */
  priceCents: v.pipe(Cents, v.minValue(1)),
  providerCents: Cents,
  voucherCode: v.optional(v.string(), ""),
  voucherCents: v.optional(Cents, 0),
  /** The client asked for work to start within the 14-day withdrawal period, knowing it ends the right once the report is delivered. */
  earlyStartRequestedAt: Timestamp,
  photos: v.array(AnalysisPhoto),
  sentAt: v.optional(Timestamp),
  startedAt: v.optional(Timestamp),
  startedBy: v.optional(v.string()),
  /**
   * The studio asked for a second set of photos, at no charge (the service page's promise), once:
   * the order went back to awaiting-photos with the analyst's note of what to change. Work that
   * had started stays started: no refund from then, as before.
   */
  secondSet: v.optional(v.object({ askedAt: Timestamp, askedBy: v.string(), note: v.pipe(v.string(), v.maxLength(SECOND_SET_NOTE_MAX)) })),
  report: v.optional(AnalysisReport),
  deliveredAt: v.optional(Timestamp),
  cancelledAt: v.optional(Timestamp),
  /** Who cancelled it: "client" (on the order's page), or the studio member's email. */
  cancelledBy: v.optional(v.string()),
  /** "Keep my photos for a follow-up": kept past the 90 days until the client withdraws it. */
  keepPhotos: v.optional(v.boolean(), false),
  photosDeletedAt: v.optional(Timestamp),
  /**
   * Whether photos are in R2 (`photos` is not empty), written with every change of the photos:
   * what the nightly job's query filters on, since Firestore cannot filter on an array's being empty.
   */
  photosStored: v.optional(v.boolean(), false),
  /** The order link's version: a new link sent by the studio retires the one before (app/booking/manage-link.server.ts). */
  linkVersion: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0)), 0),
  /** `emailKey` of the client's address: what access and erasure requests find it by. */
  /** The language the client ordered in (none on an order stored before: English): their emails and the order's page are in it (issue 43). */
  locale: v.optional(v.picklist(LOCALES)),
  emailKeys: v.array(v.string()),
  createdAt: Timestamp,
  updatedAt: Timestamp,
});
export type AnalysisOrder = v.InferOutput<typeof AnalysisOrder>;

/** The R2 key of an order's photo or report: under `private/`, which no public route reads. */
export const analysisFileKey = (orderId: string, fileId: string) => `private/analysis/${orderId}/${fileId}`;

/**
 * What a visitor posts to order the digital analysis: who they are, a voucher code if one pays
 * (part of) it, the terms, and the express request to start within the withdrawal period, which
 * the order needs: work starts on the photos the day they arrive.
 */
export const AnalysisOrderForm = v.object({
  name: PersonName,
  email: Email,
  postalAddress: v.pipe(
    optionalText(300, "the address", "het adres"),
    v.minLength(
      10,
      say(
        "Enter the postal address for your swatch wallet: street and number, postcode, town and country.",
        "Vul het postadres voor je stalenwaaier in: straat en huisnummer, postcode, plaats en land.",
      ),
    ),
  ),
  voucher: v.pipe(field(), v.trim(), v.maxLength(40, say("Enter the code as it is printed on your voucher.", "Vul de code in zoals die op je cadeaubon staat."))),
  terms: v.pipe(
    field(),
    v.literal("yes", say("Please accept the terms and the refund policy to order.", "Ga akkoord met de algemene voorwaarden en het annulerings- en terugbetalingsbeleid om te bestellen.")),
  ),
  earlyStart: v.pipe(
    field(),
    v.transform((value) => (value === "" ? "" : "yes")),
    v.literal(
      "yes",
      say(
        "Tick this box to order: we start on your photos as soon as you send them, within your 14-day withdrawal period.",
        "Vink dit vakje aan om te bestellen: we gaan met je foto's aan de slag zodra je ze stuurt, binnen je bedenktijd van 14 dagen.",
      ),
    ),
  ),
});
export type AnalysisOrderForm = v.InferOutput<typeof AnalysisOrderForm>;
