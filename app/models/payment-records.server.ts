/**
 * Payments (`Payments`, app/models/payments.server.ts) and gift vouchers (`Vouchers`,
 * app/models/vouchers.server.ts) as records the studio keeps: listed page by page for the
 * studio's table of payments, found by a person's address for an access request, and read oldest
 * first for the retention job, which deletes them when the tax law's years are up
 * (`TAX_RECORD_RETENTION`). An erasure keeps them: the law requires it (app/studio/erasure.server.ts).
 *
 * The privacy tools read them leniently, field by field, not through their schemas: a record
 * stored under an older shape is still someone's data to show. The table of payments reads them
 * through the payment's schema and skips (and logs) one that fails it.
 */
import * as v from "valibot";
import { keptForWords, taxRecordDeletionDate, TAX_RECORD_RETENTION } from "~/data/retention";
import { decodeDocument, type FirestoreDocument } from "~/firestore/codec";
import type { AppContext } from "~/firestore/app-context.server";
import { rethrowUnavailable } from "~/firestore/errors.server";
import { documentReference, type QuerySpec } from "~/firestore/query";
import { formatCents } from "~/platform/money";
import { Timestamp } from "~/schemas/common";
import { emailKey } from "~/schemas/inbox";
import { Payment, type PaymentStatus } from "~/schemas/payment";
import { studioDateTime, studioDay } from "~/site/time";
import { formatVoucherCode } from "~/models/voucher-code";
import { COLLECTIONS } from "./collections";
import type { StoredPayment } from "./payments.server";
import { cursorParts, encodeCursor } from "~/platform/cursor";

const PAYMENTS = COLLECTIONS.payments.name;
const VOUCHERS = COLLECTIONS.vouchers.name;

type App = Pick<AppContext, "firestore" | "log">;

/** Payments on one page of the studio's table. */
const PAYMENTS_PAGE_SIZE = 50;

/** More than any one person pays or buys; past it the page shows the first this many. */
const MOST_PER_QUERY = 500;

const text = (value: unknown): string => (typeof value === "string" ? value : value === undefined || value === null ? "" : String(value));
const isTime = (value: unknown): value is string => typeof value === "string" && !Number.isNaN(Date.parse(value));
const money = (value: unknown): string => (typeof value === "number" && Number.isSafeInteger(value) && value >= 0 ? formatCents(value) : "");

// ---------------------------------------------------------------------------------------------
// The studio's table: newest first, 50 to a page, optionally of one status.

/** Where a page of the table starts: just past the last payment of the page before (its time, then its id, which breaks ties). */
type PaymentCursor = { createdAt: string; id: string };

const PaymentId = v.pipe(v.string(), v.regex(/^[\w-]{1,128}$/));
const PaymentCursor = v.object({ createdAt: Timestamp, id: PaymentId });

/** A cursor as it goes in a link: base64url of "<createdAt>|<id>". */
function encodePaymentCursor({ createdAt, id }: PaymentCursor): string {
  return encodeCursor(createdAt, id);
}

/** A cursor from a link, or null when it is not one this table made. */
export function decodePaymentCursor(value: string): PaymentCursor | null {
  const parts = cursorParts(value);
  const result = parts ? v.safeParse(PaymentCursor, { createdAt: parts.position, id: parts.key }) : null;
  return result?.success ? result.output : null;
}

export type PaymentsPage = {
  payments: StoredPayment[];
  /** The cursor of the next (older) page, or null when this is the last. */
  older: string | null;
};

/**
 * One page of payments, newest first, of one status or all, starting past `cursor`. Ordered by
 * `createdAt` then id; filtered by status, it needs the composite index in firestore.indexes.json.
 */
export async function listPayments(app: App & Pick<AppContext, "config">, { status, cursor }: { status: PaymentStatus | null; cursor: PaymentCursor | null }): Promise<PaymentsPage> {
  const spec: QuerySpec = {
    collection: PAYMENTS,
    ...(status ? { where: [{ field: "status", equals: status }] } : {}),
    orderBy: [
      { field: "createdAt", direction: "DESCENDING" },
      { field: "__name__", direction: "DESCENDING" },
    ],
    limit: PAYMENTS_PAGE_SIZE + 1,
    ...(cursor ? { startAt: { values: [new Date(cursor.createdAt), documentReference(app.config.firestore.projectId, `${PAYMENTS}/${cursor.id}`)], before: false } } : {}),
  };
  const docs = await app.firestore.runQuery(spec).catch(rethrowUnavailable);
  const page = docs.slice(0, PAYMENTS_PAGE_SIZE);
  const last = page.at(-1);
  const lastData = last ? decodeDocument(last) : null;
  const older = docs.length > PAYMENTS_PAGE_SIZE && lastData && isTime(lastData.data.createdAt) ? encodePaymentCursor({ createdAt: lastData.data.createdAt, id: lastData.id }) : null;
  const payments = page.flatMap((doc) => {
    const { id, data } = decodeDocument(doc);
    const parsed = v.safeParse(Payment, data);
    if (parsed.success && doc.updateTime) return [{ id, payment: parsed.output, updateTime: doc.updateTime }];
    app.log("invalid payment skipped", { path: `${PAYMENTS}/${id}` });
    return [];
  });
  return { payments, older };
}

// ---------------------------------------------------------------------------------------------
// Access: a person's payments and vouchers, found by `emailKeys`.

/** Why the records are kept, in the privacy policy's words: "7 years (Dutch tax law)". */
const RETENTION_LABEL = keptForWords(TAX_RECORD_RETENTION);

/** When the retention job deletes a record, counted from `from`, as the privacy page shows it. */
function keptUntil(from: unknown): { keptUntil: string | null; keptUntilLabel: string } {
  const until = taxRecordDeletionDate(TAX_RECORD_RETENTION, isTime(from) ? new Date(from) : null);
  return { keptUntil: until?.toISOString() ?? null, keptUntilLabel: until ? studioDay(until) : "(no date recorded to count from)" };
}

const PURPOSE_LABELS: Record<string, string> = { deposit: "Deposit", voucher: "Gift voucher" };

export type PaymentRecordView = {
  id: string;
  /** ISO time it was made, or null. */
  at: string | null;
  atLabel: string;
  purposeLabel: string;
  amount: string;
  status: string;
  /** The sum refunded, in words ("€20"); "" when nothing was. */
  refunded: string;
  keptUntil: string | null;
  keptUntilLabel: string;
  retentionLabel: string;
};

/** A payment that names the person: as payer (every stored field), or as a voucher's recipient (only what is about them). */
export type PersonPayment = { id: string; path: string; role: "payer" | "recipient"; data: Record<string, unknown>; view: PaymentRecordView };

function paymentRecordView(id: string, data: Record<string, unknown>): PaymentRecordView {
  const refunds = Array.isArray(data.refunds) ? data.refunds : [];
  const refundedCents = refunds.reduce<number>((sum, refund) => sum + (typeof refund?.amountCents === "number" ? refund.amountCents : 0), 0);
  return {
    id,
    at: isTime(data.createdAt) ? new Date(data.createdAt).toISOString() : null,
    atLabel: isTime(data.createdAt) ? studioDateTime(data.createdAt) : "(time not recorded)",
    purposeLabel: PURPOSE_LABELS[text(data.purpose)] ?? text(data.purpose),
    amount: money(data.amountCents),
    status: text(data.status),
    refunded: refundedCents > 0 ? money(refundedCents) : "",
    ...keptUntil(data.createdAt),
    retentionLabel: RETENTION_LABEL,
  };
}

/** What of a voucher purchase is its recipient's: that it was bought for them, its amount and code, and their name and address; never the buyer's details or message. */
function paymentRecipientPart(data: Record<string, unknown>): Record<string, unknown> {
  const order = (data.order ?? {}) as Record<string, unknown>;
  return {
    purpose: data.purpose,
    status: data.status,
    amountCents: data.amountCents,
    currency: data.currency,
    createdAt: data.createdAt,
    voucherCode: data.voucherCode,
    recipientName: order.recipientName,
    recipientEmail: order.recipientEmail,
  };
}

export type VoucherRecordView = {
  code: string;
  formatted: string;
  issued: string | null;
  issuedLabel: string;
  expiresLabel: string;
  amount: string;
  balance: string;
  status: string;
  keptUntil: string | null;
  keptUntilLabel: string;
  retentionLabel: string;
};

/** A gift voucher that names the person: as its buyer (every stored field), or as its recipient (only what is about them). */
export type PersonVoucher = { code: string; path: string; role: "buyer" | "recipient"; data: Record<string, unknown>; view: VoucherRecordView };

function voucherRecordView(code: string, data: Record<string, unknown>): VoucherRecordView {
  return {
    code,
    formatted: /^[0-9A-Z]{12}$/.test(code) ? formatVoucherCode(code) : code,
    issued: isTime(data.issuedAt) ? new Date(data.issuedAt).toISOString() : null,
    issuedLabel: isTime(data.issuedAt) ? studioDay(data.issuedAt) : "(not recorded)",
    expiresLabel: isTime(data.expiresAt) ? studioDay(data.expiresAt) : "(not recorded)",
    amount: money(data.amountCents),
    balance: money(data.balanceCents),
    status: text(data.status),
    ...keptUntil(data.expiresAt),
    retentionLabel: RETENTION_LABEL,
  };
}

/** What of a voucher is its recipient's: the voucher itself, their name and address, and what it paid for; never the buyer's details or message. */
function voucherRecipientPart(data: Record<string, unknown>): Record<string, unknown> {
  const uses = Array.isArray(data.uses) ? data.uses : [];
  return {
    code: data.code,
    status: data.status,
    amountCents: data.amountCents,
    balanceCents: data.balanceCents,
    currency: data.currency,
    issuedAt: data.issuedAt,
    expiresAt: data.expiresAt,
    recipientName: data.recipientName,
    recipientEmail: data.recipientEmail,
    uses: uses.map((use: Record<string, unknown> | null) => ({ kind: use?.kind, amountCents: use?.amountCents, at: use?.at })),
  };
}

async function byEmailKey(app: App, collection: string, address: string): Promise<FirestoreDocument[]> {
  return app.firestore.runQuery({ collection, where: [{ field: "emailKeys", arrayContains: emailKey(address) }], limit: MOST_PER_QUERY }).catch(rethrowUnavailable);
}

/** The payments that name the person's address (as payer, or as a voucher's recipient), newest first. */
export async function findPersonPayments(app: App, address: string): Promise<PersonPayment[]> {
  const key = emailKey(address);
  const docs = await byEmailKey(app, PAYMENTS, address);
  return docs
    .map((doc) => {
      const { id, data } = decodeDocument(doc);
      const role = typeof data.email === "string" && emailKey(data.email) === key ? "payer" : "recipient";
      const mine = role === "payer" ? data : paymentRecipientPart(data);
      return { id, path: `${PAYMENTS}/${id}`, role, data: mine, view: paymentRecordView(id, mine) } satisfies PersonPayment;
    })
    .sort((a, b) => (b.view.at ?? "").localeCompare(a.view.at ?? "") || a.path.localeCompare(b.path));
}

/** The gift vouchers that name the person's address (as buyer or recipient), newest first. */
export async function findPersonVouchers(app: App, address: string): Promise<PersonVoucher[]> {
  const key = emailKey(address);
  const docs = await byEmailKey(app, VOUCHERS, address);
  return docs
    .map((doc) => {
      const { id, data } = decodeDocument(doc);
      const role = typeof data.buyerEmail === "string" && emailKey(data.buyerEmail) === key ? "buyer" : "recipient";
      const mine = role === "buyer" ? data : voucherRecipientPart(data);
      return { code: id, path: `${VOUCHERS}/${id}`, role, data: mine, view: voucherRecordView(id, mine) } satisfies PersonVoucher;
    })
    .sort((a, b) => (b.view.issued ?? "").localeCompare(a.view.issued ?? "") || a.path.localeCompare(b.path));
}

// ---------------------------------------------------------------------------------------------
// Retention: the oldest records, for the nightly job to delete once their years are up.

export type TaxRecordKind = "payments" | "vouchers";

/** The collection and the time each kind's years count from. */
export const TAX_RECORDS: Record<TaxRecordKind, { collection: string; from: "createdAt" | "expiresAt" }> = {
  payments: { collection: PAYMENTS, from: "createdAt" },
  vouchers: { collection: VOUCHERS, from: "expiresAt" },
};

/** A record the retention job may delete: where, its version, and the time its years count from. */
export type OldRecord = { path: string; updateTime: string; from: string };

/**
 * The records of a kind whose time is earliest, past `after`, that count from before `latest`,
 * oldest first (a single-field index), with only that time.
 */
export async function readOldestRecords(app: Pick<AppContext, "firestore" | "config">, kind: TaxRecordKind, latest: Date, after: OldRecord | null, limit: number): Promise<OldRecord[]> {
  const { collection, from } = TAX_RECORDS[kind];
  const spec: QuerySpec = {
    collection,
    orderBy: [
      { field: from, direction: "ASCENDING" },
      { field: "__name__", direction: "ASCENDING" },
    ],
    select: [from],
    limit,
    endAt: { values: [latest], before: true },
    ...(after ? { startAt: { values: [new Date(after.from), documentReference(app.config.firestore.projectId, after.path)], before: false } } : {}),
  };
  const docs = await app.firestore.runQuery(spec).catch(rethrowUnavailable);
  return docs.map((doc) => {
    const { id, data } = decodeDocument(doc);
    return { path: `${collection}/${id}`, updateTime: doc.updateTime ?? "", from: text(data[from]) };
  });
}
