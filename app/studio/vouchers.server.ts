/**
 * The studio's gift vouchers (/studio/vouchers): how a voucher reads to the studio, and the three
 * changes it can make: extend (admins), void (admins) and mark a printed card posted (editors too).
 * Each goes through the studio's one write, `commitChange`, from the version the person saw, so it
 * is audited and never undoes a change they did not see (a booking that took from the balance
 * meanwhile is a conflict). The audit entry holds the voucher's status, expiry or card, never the
 * buyer's or recipient's details.
 */
import * as v from "valibot";
import type { AppContext } from "~/firestore/app-context.server";
import { readVoucher, monthsAfter, usesWith, voucherPath, voucherProblem, type StoredVoucher, type VoucherProblem } from "~/models/vouchers.server";
import type { Env } from "~/platform/env.server";
import { formatCents } from "~/platform/money";
import { Voucher } from "~/schemas/voucher";
import { studioTimeToInstant, studioDate } from "~/platform/studio-clock";
import { studioDateTime, studioDay } from "~/site/time";
import { formatVoucherCode } from "~/models/voucher-code";
import type { StudioUser } from "./auth/guard.server";
import { commitChange } from "./change.server";

/** "Extend by 6 months": from the expiry, or from today when it has passed. */
export const EXTENSION_MONTHS = 6;
/** The latest a voucher may be extended to, from today: far enough for any goodwill, not for ever. */
const LATEST_EXTENSION_YEARS = 5;

/** What a studio change of a voucher came to. "refused": it cannot be made (`message` says why), and nothing was written. */
export type VoucherChangeResult =
  | { status: "saved" }
  | { status: "conflict" }
  | { status: "not-found" }
  | { status: "limited" }
  | { status: "refused"; message: string };

type ChangeInput = { code: string; seen: string; now?: Date };

const DELIVERY_LABELS: Record<Voucher["delivery"], string> = {
  "email-buyer": "Emailed to the buyer",
  "email-recipient": "Emailed to the recipient",
  print: "A printed card, by post",
};

const USE_LABELS: Record<Voucher["uses"][number]["kind"], string> = {
  redeemed: "Paid for a booking",
  restored: "Given back: booking cancelled",
  extended: "Extended",
  voided: "Voided",
};

const STATUS_LABELS: Record<VoucherProblem | "active", string> = { active: "Active", expired: "Expired", spent: "Used in full", void: "Void" };

export type VoucherView = {
  code: string;
  formatted: string;
  /** The version shown: each change form carries it back. */
  updateTime: string;
  status: Voucher["status"];
  statusLabel: string;
  amount: string;
  balance: string;
  serviceName: string;
  issued: string;
  expires: string;
  /** The expiry's date on the studio's clock (YYYY-MM-DD): the date field's earliest choice is the day after. */
  expiresDate: string;
  buyer: { name: string; email: string };
  recipient: { name: string; email: string };
  message: string;
  delivery: Voucher["delivery"];
  deliveryLabel: string;
  /** For delivery "print": whether the card was marked posted. */
  printed: boolean;
  paymentId: string;
  uses: Array<{ key: string; at: string; atLabel: string; kindLabel: string; amount: string; bookingId: string; by: string; expires: string }>;
};

export function voucherView({ code, voucher, updateTime }: StoredVoucher, now = new Date()): VoucherView {
  return {
    code,
    formatted: formatVoucherCode(code),
    updateTime,
    status: voucher.status,
    statusLabel: STATUS_LABELS[voucherProblem(voucher, now) ?? "active"],
    amount: formatCents(voucher.amountCents),
    balance: formatCents(voucher.balanceCents),
    serviceName: voucher.serviceName,
    issued: studioDay(voucher.issuedAt),
    expires: studioDay(voucher.expiresAt),
    expiresDate: studioDate(voucher.expiresAt),
    buyer: { name: voucher.buyerName, email: voucher.buyerEmail },
    recipient: { name: voucher.recipientName, email: voucher.recipientEmail },
    message: voucher.message,
    delivery: voucher.delivery,
    deliveryLabel: DELIVERY_LABELS[voucher.delivery],
    printed: voucher.printed,
    paymentId: voucher.paymentId,
    uses: voucher.uses.map((use, index) => ({
      key: `${index}-${use.at}`,
      at: use.at,
      atLabel: studioDateTime(use.at),
      kindLabel: USE_LABELS[use.kind],
      amount: use.kind === "extended" ? "" : formatCents(use.amountCents),
      bookingId: use.bookingId,
      by: use.by,
      expires: use.expiresAt ? studioDay(use.expiresAt) : "",
    })),
  };
}

/** The voucher as it would be stored after the change, checked against its schema (timestamps as the decoder gives them). */
function schemaProblems(_path: string, after: Record<string, unknown>): string[] {
  const parsed = v.safeParse(Voucher, JSON.parse(JSON.stringify(after)));
  return parsed.success ? [] : parsed.issues.map((issue) => issue.message);
}

type StudioChange = {
  audit: string;
  write: Record<string, unknown>;
  /** What the audit entry shows, before and after: the fields the change is about. */
  audited: (voucher: Voucher) => { before: unknown; after: unknown };
};

/**
 * Reads the voucher, lets `decide` refuse or shape the change from the version read, and commits it
 * through `commitChange` under the version the person saw.
 */
async function changeVoucher(
  app: AppContext,
  env: Env,
  user: StudioUser,
  { code, seen }: ChangeInput,
  decide: (stored: StoredVoucher) => StudioChange | { refused: string } | "unchanged",
): Promise<VoucherChangeResult> {
  const stored = await readVoucher(app, code);
  if (!stored) return { status: "not-found" };
  // Shaped from what the person saw, or not at all: a balance or history they have not seen is never written back.
  if (stored.updateTime !== seen) return { status: "conflict" };
  const change = decide(stored);
  if (change === "unchanged") return { status: "saved" };
  if ("refused" in change) return { status: "refused", message: change.refused };
  const result = await commitChange(app, {
    env,
    actor: user,
    limit: true,
    audit: change.audit,
    check: schemaProblems,
    changes: [{ path: voucherPath(stored.code), seen, write: change.write, mustExist: true, audited: () => change.audited(stored.voucher) }],
  });
  switch (result.status) {
    case "saved":
    case "conflict":
    case "not-found":
    case "limited":
      return { status: result.status };
    case "invalid":
      return { status: "refused", message: `The voucher would not be valid after this change (${result.reason ?? result.problems.join("; ")}). Nothing was changed.` };
  }
}

/**
 * Extends a voucher (admins): by EXTENSION_MONTHS from its expiry (or from now, if it has passed),
 * or to the end of `until` (YYYY-MM-DD on the studio's clock), which must be later than both.
 */
export function extendVoucher(app: AppContext, env: Env, user: StudioUser, input: ChangeInput & { until?: string }): Promise<VoucherChangeResult> {
  const now = input.now ?? new Date();
  return changeVoucher(app, env, user, input, ({ voucher }) => {
    if (voucher.status === "void") return { refused: "A void voucher cannot be extended." };
    const current = new Date(voucher.expiresAt);
    let expiresAt: Date;
    if (input.until) {
      const chosen = /^\d{4}-\d{2}-\d{2}$/.test(input.until) ? studioTimeToInstant(`${input.until}T23:59:59`) : null;
      if (!chosen) return { refused: "Choose the new expiry date from the calendar." };
      if (chosen <= current) return { refused: `Choose a date after the voucher's expiry, ${studioDay(current)}.` };
      if (chosen <= now) return { refused: "Choose a date in the future." };
      expiresAt = chosen;
    } else {
      expiresAt = monthsAfter(current > now ? current : now, EXTENSION_MONTHS);
    }
    if (expiresAt > monthsAfter(now, LATEST_EXTENSION_YEARS * 12)) return { refused: `Choose a date within ${LATEST_EXTENSION_YEARS} years from today.` };
    return {
      audit: "Extended a gift voucher",
      write: { expiresAt, uses: usesWith(voucher, { kind: "extended", amountCents: 0, at: now, by: user.email, expiresAt }) },
      audited: () => ({ before: { expiresAt: voucher.expiresAt }, after: { expiresAt: expiresAt.toISOString() } }),
    };
  });
}

/** Voids a voucher (admins): it pays for nothing more. Its balance stays on record, as the use says. */
export function voidVoucher(app: AppContext, env: Env, user: StudioUser, input: ChangeInput): Promise<VoucherChangeResult> {
  const now = input.now ?? new Date();
  return changeVoucher(app, env, user, input, ({ voucher }) => {
    if (voucher.status === "void") return "unchanged";
    return {
      audit: "Voided a gift voucher",
      write: { status: "void", uses: usesWith(voucher, { kind: "voided", amountCents: voucher.balanceCents, at: now, by: user.email }) },
      audited: () => ({ before: { status: voucher.status, balanceCents: voucher.balanceCents }, after: { status: "void", balanceCents: voucher.balanceCents } }),
    };
  });
}

/** Marks a printed voucher's card posted (editors and admins): it leaves the print queue. */
export function markCardPosted(app: AppContext, env: Env, user: StudioUser, input: ChangeInput): Promise<VoucherChangeResult> {
  return changeVoucher(app, env, user, input, ({ voucher }) => {
    if (voucher.delivery !== "print") return { refused: "This voucher is sent by email: there is no card to post." };
    if (voucher.printed) return "unchanged";
    return { audit: "Marked a gift voucher's card posted", write: { printed: true }, audited: () => ({ before: { printed: false }, after: { printed: true } }) };
  });
}
