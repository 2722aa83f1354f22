/**
 * Every Firestore collection the site keeps, described once: its name, the schema a stored
 * document is held to (null where the model reads a visitor's request field by field, so a
 * request stored under an older form still shows), whether the public site reads it, and, for
 * public content, the pages a document shows on. A change to a public document purges its cache
 * tags (`purgedTags`), so the pages that read it, and only those, are made again
 * (docs/decisions/014-targeted-purge.md).
 *
 * Adding a collection: docs/decisions/024-layers-and-collections.md, "A new collection".
 */
import type * as v from "valibot";
import { queryTags, scopedTag, writeTags } from "~/platform/cache-tags";
import { AnalysisOrder } from "~/schemas/analysis-order";
import { Article } from "~/schemas/article";
import { AvailabilitySettings, CalendarEntry } from "~/schemas/availability";
import { CalendarImportStatus } from "~/schemas/calendar-import";
import { Booking } from "~/schemas/booking";
import { SHOWN_STATUS } from "~/schemas/common";
import { DeviceEpoch } from "~/schemas/device-epoch";
import { PaletteResult } from "~/schemas/palette-result";
import { Payment } from "~/schemas/payment";
import { Photo } from "~/schemas/photo";
import { Service } from "~/schemas/service";
import { ServiceCategory, storedCategorySlug } from "~/schemas/service-category";
import { SignInFailure } from "~/schemas/sign-in-failure";
import { StudioAuditEntry } from "~/schemas/studio-audit";
import { CalendarFeedKey } from "~/schemas/studio-secret";
import { StudioSession } from "~/schemas/studio-session";
import { StudioUser } from "~/schemas/studio-user";
import { Testimonial } from "~/schemas/testimonial";
import { Voucher } from "~/schemas/voucher";
import { categoryPath, servicePath } from "~/site/paths";

/** A stored document as read whole, whatever its shape. */
type StoredDocumentData = { id: string; data: Record<string, unknown> };

type Collection = {
  /** The Firestore collection id. */
  name: string;
  schema: v.GenericSchema | null;
  /** Read by the public site: a change is published (its tags purged). */
  publicContent: boolean;
  /** The public pages a document shows on (none while it is off the site); absent: every page, or none. */
  pages?: (document: StoredDocumentData) => string[];
};

/** The pages that show the studio's hours or free times. */
const BOOKING_PAGES = ["/service-booking", "/partner-session", "/group-session", "/contact"];

const text = (value: unknown) => (typeof value === "string" ? value : "");

export const COLLECTIONS = {
  /** Two documents, each with its schema: `Website/Data` (every page's layout and sections, WebsiteData) and `Website/CustomPalettes`. */
  website: { name: "Website", schema: null, publicContent: true },
  services: {
    name: "Services",
    schema: Service,
    publicContent: true,
    pages: ({ id, data }) => {
      const category = text(data.categorySlug);
      return data.status === SHOWN_STATUS && category ? [servicePath(category, id), categoryPath(category)] : [];
    },
  },
  serviceCategories: {
    name: "ServiceCategories",
    schema: ServiceCategory,
    publicContent: true,
    pages: ({ id, data }) => [categoryPath(storedCategorySlug(data, id)), "/services"],
  },
  testimonials: { name: "Testimonials", schema: Testimonial, publicContent: true, pages: ({ data }) => (data.status === SHOWN_STATUS ? ["/testimonials"] : []) },
  /** The journal's articles and styling tips; each keeps its revisions in `Articles/{id}/Revisions`. */
  articles: { name: "Articles", schema: Article, publicContent: true },
  /** The photo library's records; the bytes are in R2, served at /media/ by id, never purged by a save. */
  photos: { name: "Photos", schema: Photo, publicContent: false },
  contactMessages: { name: "ContactMessages", schema: null, publicContent: false },
  bookingRequests: { name: "BookingRequests", schema: null, publicContent: false },
  /** `Availability/Settings`: the hours and rules of online booking, which the booking pages and the contact page read. */
  availability: { name: "Availability", schema: AvailabilitySettings, publicContent: true, pages: () => BOOKING_PAGES },
  /** Times booked online; see app/models/bookings.server.ts. */
  bookings: { name: "Bookings", schema: Booking, publicContent: false },
  /** One per quarter hour a booking holds (`2026-12-03T09:15Z`): what makes a double booking impossible. */
  bookingClaims: { name: "BookingClaims", schema: null, publicContent: false },
  /** One per hold open at once, overall and per email and address (`all-3`): what caps holds (app/models/hold-tokens.server.ts). */
  holdTokens: { name: "HoldTokens", schema: null, publicContent: false },
  /**
   * Bookings' times, blocks and the studio calendar's events: what the free times are computed from.
   * Public in the cache's sense: the booking pages read them through the edge cache, so a block saved
   * by the studio purges them (app/models/availability.server.ts).
   */
  calendarEntries: { name: "CalendarEntries", schema: CalendarEntry, publicContent: true },
  /** Deposits and voucher purchases, keyed by their idempotency key (app/models/payments.server.ts). */
  payments: { name: "Payments", schema: Payment, publicContent: false },
  /** Gift vouchers, keyed by their code (app/models/vouchers.server.ts). */
  vouchers: { name: "Vouchers", schema: Voucher, publicContent: false },
  /** Orders of the digital analysis, with their photos' records and the report (app/models/analysis-orders.server.ts). */
  analysisOrders: { name: "AnalysisOrders", schema: AnalysisOrder, publicContent: false },
  /** Clients' palette results, kept apart from their bookings for "My palette" (app/models/palette-results.server.ts). */
  paletteResults: { name: "PaletteResults", schema: PaletteResult, publicContent: false },
  /** The studio's own secrets, one document each: `CalendarFeed`, the key of the calendar feed (app/models/calendar-feed-key.server.ts). */
  studioSecrets: { name: "StudioSecrets", schema: CalendarFeedKey, publicContent: false },
  /** How the site's own jobs went, one document each: `CalendarImport`, the reads of the studio's calendar (app/models/calendar-import-status.server.ts). */
  studioStatus: { name: "StudioStatus", schema: CalendarImportStatus, publicContent: false },
  studioUsers: { name: "StudioUsers", schema: StudioUser, publicContent: false },
  studioSessions: { name: "StudioSessions", schema: StudioSession, publicContent: false },
  studioAudit: { name: "StudioAudit", schema: StudioAuditEntry, publicContent: false },
  studioDeviceEpochs: { name: "StudioDeviceEpochs", schema: DeviceEpoch, publicContent: false },
  signInFailures: { name: "SignInFailures", schema: SignInFailure, publicContent: false },
  passwordLinkRequests: { name: "PasswordLinkRequests", schema: null, publicContent: false },
} as const satisfies Record<string, Collection>;

const PUBLIC_CONTENT: ReadonlySet<string> = new Set(Object.values(COLLECTIONS as Record<string, Collection>).flatMap((collection) => (collection.publicContent ? [collection.name] : [])));

/** The cache tags a write of the document at `path` purges: none for a collection the public site never reads. */
export function purgedTags(projectId: string, path: string): string[] {
  return PUBLIC_CONTENT.has(path.split("/")[0]!) ? writeTags(projectId, path) : [];
}

/** The tag of every query over `collection`, if the public site reads it: one tag however many of its documents a change wrote. */
export function purgedCollectionTags(projectId: string, collection: string): string[] {
  return PUBLIC_CONTENT.has(collection) ? queryTags(collection).map((tag) => scopedTag(projectId, tag)) : [];
}
