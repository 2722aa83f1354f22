/**
 * Gift vouchers (`Vouchers/{code}`, app/schemas/voucher.ts). A voucher is issued once its purchase
 * is paid, and bookings take from its balance. Every change of a voucher is a write built here,
 * under a precondition (`exists: false` to issue; the `updateTime` it was read at for the rest), so
 * a booking can commit its voucher's write together with its own (app/models/bookings.server.ts):
 * of two bookings that read a voucher at the same version, one commit goes through and the other
 * is refused, and a balance is never spent twice. The small helpers below commit a write alone.
 *
 * The studio's changes (extend, void, card posted) go through its one write, `commitChange`, to be
 * audited: app/studio/vouchers.server.ts.
 */
import type { Locale } from "~/schemas/common";
import * as v from "valibot";
import { emailKey } from "~/schemas/inbox";
import type { VoucherOrder } from "~/schemas/payment";
import { Voucher, type VoucherUse, type VoucherUseKind } from "~/schemas/voucher";
import { decodeDocument, type FirestoreDocument } from "~/firestore/codec";
import type { CommitWrite } from "~/firestore/client.server";
import { commitIfUnchanged } from "~/firestore/commit.server";
import { rethrowUnavailable } from "~/firestore/errors.server";
import type { AppContext } from "~/firestore/app-context.server";
import { publicDate } from "~/site/time";
import { parseVoucherCode } from "~/models/voucher-code";
import { COLLECTIONS } from "./collections";

const VOUCHERS = COLLECTIONS.vouchers.name;

/** How long a voucher is valid from its issue, unless the studio extends it. */
const VOUCHER_VALIDITY_YEARS = 2;

/** The most vouchers a search shows, newest first. */
const SEARCH_LIMIT = 20;
/** The most cards the print queue lists, oldest first. */
const PRINT_QUEUE_LIMIT = 50;

type App = Pick<AppContext, "firestore" | "log">;

/** A voucher as read, with the time it was last written (raw, to the microsecond): a change made from it must find it unchanged. */
export type StoredVoucher = { code: string; voucher: Voucher; updateTime: string };

/** Why a voucher cannot pay for anything now. */
export type VoucherProblem = "expired" | "spent" | "void";
/** What a visitor is told when a code they typed cannot be used. */
export type VoucherRefusal = "unknown" | VoucherProblem;

export const voucherPath = (code: string) => `${VOUCHERS}/${code}`;

/** The same instant `months` calendar months later, on the last day of the month when it has fewer days (31 August + 6 = 28 or 29 February). */
export function monthsAfter(at: Date, months: number): Date {
  const next = new Date(at.getTime());
  const day = next.getUTCDate();
  next.setUTCDate(1);
  next.setUTCMonth(next.getUTCMonth() + months);
  const lastDay = new Date(Date.UTC(next.getUTCFullYear(), next.getUTCMonth() + 1, 0)).getUTCDate();
  next.setUTCDate(Math.min(day, lastDay));
  return next;
}

function storedVoucher(app: App, doc: FirestoreDocument): StoredVoucher | null {
  const { id, data } = decodeDocument(doc);
  // The raw updateTime: a precondition needs it exactly (decoding rounds timestamps to the millisecond).
  const { updateTime } = doc;
  const parsed = v.safeParse(Voucher, data);
  if (!parsed.success || !updateTime || parsed.output.code !== id) {
    app.log("invalid voucher skipped", { path: voucherPath(id) });
    return null;
  }
  return { code: id, voucher: parsed.output, updateTime };
}

/** The voucher of a code (canonical or as typed), or null when there is none or the code is no code. */
export async function readVoucher(app: App, code: string): Promise<StoredVoucher | null> {
  const canonical = parseVoucherCode(code);
  if (!canonical) return null;
  const doc = await app.firestore.getDocument(voucherPath(canonical)).catch(rethrowUnavailable);
  return doc ? storedVoucher(app, doc) : null;
}

/** Why the voucher cannot pay for a booking at `now`, or null when it can. */
export function voucherProblem(voucher: Pick<Voucher, "status" | "expiresAt" | "balanceCents">, now = new Date()): VoucherProblem | null {
  if (voucher.status === "void") return "void";
  if (Date.parse(voucher.expiresAt) <= now.getTime()) return "expired";
  if (voucher.balanceCents <= 0) return "spent";
  return null;
}

/** What a visitor is told about a code that cannot pay: given the voucher, when there is one. */
const VOUCHER_MESSAGES: Record<VoucherRefusal, (voucher: Pick<Voucher, "expiresAt"> | null) => string> = {
  unknown: () => "We don't recognise that code. Check it against your voucher: it has 12 letters and numbers.",
  expired: (voucher) => (voucher ? `This voucher expired on ${publicDate(voucher.expiresAt)}.` : "This voucher has expired."),
  spent: () => "This voucher has been used in full: there is nothing left on it.",
  void: () => "This voucher can no longer be used. If you think that is a mistake, please get in touch and we will look into it.",
};

const VOUCHER_MESSAGES_NL: typeof VOUCHER_MESSAGES = {
  unknown: () => "Deze code kennen we niet. Vergelijk hem met je cadeaubon: de code heeft 12 letters en cijfers.",
  expired: (voucher) => (voucher ? `Deze cadeaubon is verlopen op ${publicDate(voucher.expiresAt, "nl")}.` : "Deze cadeaubon is verlopen."),
  spent: () => "Deze cadeaubon is helemaal gebruikt: er staat niets meer op.",
  void: () => "Deze cadeaubon kan niet meer worden gebruikt. Denk je dat dat niet klopt? Neem dan contact met ons op, dan zoeken we het uit.",
};

/** Why a code does not pay, in the page's language. */
export function voucherMessage(refusal: VoucherRefusal, voucher: Pick<Voucher, "expiresAt"> | null, locale: Locale): string {
  return (locale === "nl" ? VOUCHER_MESSAGES_NL : VOUCHER_MESSAGES)[refusal](voucher);
}

/**
 * A new voucher for a paid order, as a write that applies only if no voucher has the code: two
 * orders given the same code (55 random bits make it vanishingly rare) are a conflict, never one
 * overwriting the other.
 */
export function issueVoucherWrite({ code, order, amountCents, paymentId, now }: { code: string; order: VoucherOrder; amountCents: number; paymentId: string; now: Date }): CommitWrite {
  if (parseVoucherCode(code) !== code) throw new TypeError("A voucher is issued under a canonical code (newVoucherCode)");
  const expiresAt = monthsAfter(now, VOUCHER_VALIDITY_YEARS * 12);
  const emails = [order.buyerEmail, order.recipientEmail].filter((address) => address.trim() !== "").map(emailKey);
  const data = {
    code,
    status: "active",
    amountCents,
    balanceCents: amountCents,
    currency: "EUR",
    buyerName: order.buyerName,
    buyerEmail: order.buyerEmail,
    recipientName: order.recipientName,
    recipientEmail: order.recipientEmail,
    message: order.message,
    delivery: order.delivery,
    serviceName: order.serviceName,
    postalAddress: order.postalAddress,
    paymentId,
    issuedAt: now,
    expiresAt,
    uses: [],
    emailKeys: [...new Set(emails)],
    printed: false,
  };
  // What is stored must read back as a voucher: refused here, not skipped later.
  const parsed = v.safeParse(Voucher, { ...data, issuedAt: now.toISOString(), expiresAt: expiresAt.toISOString() });
  if (!parsed.success) throw new TypeError(`A voucher would be stored that its schema refuses: ${parsed.issues.map((issue) => issue.message).join("; ")}`);
  return { path: voucherPath(code), data, options: { exists: false } };
}

type Use = { kind: VoucherUseKind; amountCents: number; bookingId?: string; at: Date; by: string; expiresAt?: Date };

/** A use as written: timestamps as Dates, so Firestore keeps them as timestamps (a decoded one reads as a string). */
function writtenUse(use: VoucherUse | Use): Record<string, unknown> {
  return {
    kind: use.kind,
    amountCents: use.amountCents,
    bookingId: use.bookingId ?? "",
    at: new Date(use.at),
    by: use.by,
    ...(use.expiresAt ? { expiresAt: new Date(use.expiresAt) } : {}),
  };
}

/** The voucher's history with one more use, as written. */
export function usesWith(voucher: Pick<Voucher, "uses">, use: Use): Array<Record<string, unknown>> {
  return [...voucher.uses.map(writtenUse), writtenUse(use)];
}

/** A change of some of the voucher's fields and one more use, applied only to the version read. */
function changeWrite(stored: StoredVoucher, fields: Record<string, unknown>, use: Use): CommitWrite {
  const data = { ...fields, uses: usesWith(stored.voucher, use) };
  return { path: voucherPath(stored.code), data, options: { fields: Object.keys(data), updateTime: stored.updateTime } };
}

function requireCents(amountCents: number) {
  if (!Number.isSafeInteger(amountCents) || amountCents < 1) throw new RangeError("An amount is a whole number of cents, at least 1");
}

/** What a booking of `amountCents` takes from the voucher: all of it, or the balance when that is less. */
export function redeemedCents(stored: StoredVoucher, amountCents: number): number {
  return Math.max(0, Math.min(stored.voucher.balanceCents, amountCents));
}

type Redemption = { bookingId: string; amountCents: number; now: Date; by?: string };

/**
 * The booking `bookingId` paying `amountCents` with the voucher, as the writes to commit with the
 * booking: the balance less what it takes (`redeemedCents`), and the use. Applies only to the
 * version read. The caller asks `voucherProblem` first: a voucher that cannot pay is an error here.
 */
export function redeemWrites(stored: StoredVoucher, { bookingId, amountCents, now, by = "visitor" }: Redemption): CommitWrite[] {
  requireCents(amountCents);
  if (!bookingId) throw new TypeError("A redemption names its booking");
  const problem = voucherProblem(stored.voucher, now);
  if (problem) throw new TypeError(`A voucher that is ${problem} cannot pay for a booking`);
  const taken = redeemedCents(stored, amountCents);
  return [changeWrite(stored, { balanceCents: stored.voucher.balanceCents - taken }, { kind: "redeemed", amountCents: taken, bookingId, at: now, by })];
}

/**
 * What a cancelled booking gives back: what it took from the voucher, up to `amountCents`, never
 * taking the balance above the voucher's amount; 0 when the booking took nothing or was given
 * back before.
 */
function restorableCents(stored: StoredVoucher, bookingId: string, amountCents: number): number {
  const { uses, amountCents: worth, balanceCents } = stored.voucher;
  const ofBooking = uses.filter((use) => use.bookingId === bookingId);
  if (ofBooking.some((use) => use.kind === "restored")) return 0;
  const taken = ofBooking.filter((use) => use.kind === "redeemed").reduce((sum, use) => sum + use.amountCents, 0);
  return Math.max(0, Math.min(amountCents, taken, worth - balanceCents));
}

/**
 * A booking paid with the voucher, cancelled in time, giving its amount back (`restorableCents`):
 * the writes to commit with the cancellation. Once per booking: none when it was given back before
 * or took nothing. Applies only to the version read.
 */
export function restoreWrites(stored: StoredVoucher, { bookingId, amountCents, now, by = "system" }: Redemption): CommitWrite[] {
  requireCents(amountCents);
  if (!bookingId) throw new TypeError("A restore names its booking");
  const cents = restorableCents(stored, bookingId, amountCents);
  if (cents === 0) return [];
  return [changeWrite(stored, { balanceCents: stored.voucher.balanceCents + cents }, { kind: "restored", amountCents: cents, bookingId, at: now, by })];
}

/** Commits a voucher's writes alone; "changed": it was written since it was read (or, for an issue, the code is taken). */
async function commitAlone(app: App, writes: CommitWrite[]): Promise<"done" | "changed"> {
  const outcome = await commitIfUnchanged(app, writes).catch(rethrowUnavailable);
  return outcome === "done" ? "done" : "changed";
}

/**
 * Issues a voucher alone. "already-issued": this payment's voucher is stored under the code (a
 * retry after an answer that was lost); "taken": another voucher has the code: issue under a new one.
 */
export async function issueVoucher(app: App, issue: Parameters<typeof issueVoucherWrite>[0]): Promise<"issued" | "already-issued" | "taken"> {
  if ((await commitAlone(app, [issueVoucherWrite(issue)])) === "done") return "issued";
  const existing = await readVoucher(app, issue.code);
  return existing?.voucher.paymentId === issue.paymentId ? "already-issued" : "taken";
}

/** Restores alone. "nothing": nothing to give back (given back before, or nothing taken); "changed": read it again. */
export async function restoreVoucher(app: App, stored: StoredVoucher, restore: Redemption): Promise<"restored" | "nothing" | "changed"> {
  const writes = restoreWrites(stored, restore);
  if (writes.length === 0) return "nothing";
  return (await commitAlone(app, writes)) === "done" ? "restored" : "changed";
}

/** What a studio search was read as, and what it found. */
export type VoucherSearch = {
  /** "mistyped-code": 12 letters and numbers whose check character does not match; "unrecognised": neither a code nor an address. */
  by: "code" | "email" | "mistyped-code" | "unrecognised";
  vouchers: StoredVoucher[];
};

/**
 * The vouchers a search names: a code (typed in any case, with or without dashes) or an email
 * address (the buyer's or the recipient's, in any case), newest first, up to 20.
 */
export async function findVouchers(app: App, query: string): Promise<VoucherSearch> {
  const typed = query.trim();
  const code = parseVoucherCode(typed);
  if (code) {
    const stored = await readVoucher(app, code);
    return { by: "code", vouchers: stored ? [stored] : [] };
  }
  if (typed.includes("@")) {
    const docs = await app.firestore
      .runQuery({
        collection: VOUCHERS,
        where: [{ field: "emailKeys", arrayContains: emailKey(typed) }],
        orderBy: [{ field: "issuedAt", direction: "DESCENDING" }],
        limit: SEARCH_LIMIT,
      })
      .catch(rethrowUnavailable);
    return { by: "email", vouchers: docs.flatMap((doc) => storedVoucher(app, doc) ?? []) };
  }
  const mistyped = /^[0-9a-z]{12}$/i.test(typed.replace(/[\s-]/g, ""));
  return { by: mistyped ? "mistyped-code" : "unrecognised", vouchers: [] };
}

/** The cards still to post (delivery "print", not yet marked posted, not void), oldest first. */
export async function printQueue(app: App): Promise<StoredVoucher[]> {
  const docs = await app.firestore
    .runQuery({
      collection: VOUCHERS,
      where: [
        { field: "delivery", equals: "print" },
        { field: "printed", equals: false },
        { field: "status", equals: "active" },
      ],
      orderBy: [{ field: "issuedAt", direction: "ASCENDING" }],
      limit: PRINT_QUEUE_LIMIT,
    })
    .catch(rethrowUnavailable);
  return docs.flatMap((doc) => storedVoucher(app, doc) ?? []);
}
