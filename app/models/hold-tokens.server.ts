/**
 * The caps on holds, kept by Firestore rather than by counting: a hold takes one token of each of
 * three fixed sets, in the booking's own commit and only if the token is free (missing, or its hold
 * over). Twelve tokens overall, two per email and two per address: so however many posts arrive at
 * once, no more holds can open than there are tokens. A token lasts until its hold ends; the Cron
 * Trigger deletes those that have (they name a keyed hash of an email or address, nothing more).
 */
import { decodeDocument, type FirestoreDocument } from "~/firestore/codec";
import type { CommitWrite } from "~/firestore/client.server";
import type { AppContext } from "~/firestore/app-context.server";
import { isConflict } from "~/firestore/commit.server";
import { HOLD_LIMITS } from "~/timetable/hold-policy";
import { hmacHex } from "~/platform/digest";
import { COLLECTIONS } from "./collections";

const TOKENS = COLLECTIONS.holdTokens.name;

type App = Pick<AppContext, "firestore">;

async function keyed(secret: string, text: string): Promise<string> {
  return (await hmacHex(secret, text)).slice(0, 32);
}

/** A token free to take: none there, or its hold over by `now`. */
const isFree = (doc: FirestoreDocument | null, now: number) => {
  if (!doc) return true;
  const until = decodeDocument(doc).data.until;
  return typeof until !== "string" || Date.parse(until) <= now;
};

/**
 * The writes that take a token of each set for a hold of `bookingId` until `until`, or null when a
 * set has none free. A free token is chosen at random, so posts that arrive together seldom reach
 * for the same one; of two that do, the commit refuses the second (then it reads again).
 */
export async function takeHoldTokens(
  app: App,
  secret: string,
  party: { emailKey: string; addressKey: string },
  bookingId: string,
  until: Date,
  now: number,
): Promise<CommitWrite[] | null> {
  const sets = [
    { prefix: "all", size: HOLD_LIMITS.overall },
    { prefix: `email-${await keyed(secret, `hold-email:${party.emailKey}`)}`, size: HOLD_LIMITS.perParty },
    { prefix: `address-${party.addressKey}`, size: HOLD_LIMITS.perParty },
  ];
  const ids = sets.flatMap(({ prefix, size }) => Array.from({ length: size }, (_, index) => `${prefix}-${index}`));
  const docs = await app.firestore.getDocuments(ids.map((id) => `${TOKENS}/${id}`));
  const writes: CommitWrite[] = [];
  let offset = 0;
  for (const { size } of sets) {
    const free = docs.slice(offset, offset + size).flatMap((doc, index) => (isFree(doc, now) ? [{ id: ids[offset + index]!, doc }] : []));
    offset += size;
    const chosen = free[Math.floor(Math.random() * free.length)];
    if (!chosen) return null;
    writes.push({
      path: `${TOKENS}/${chosen.id}`,
      data: { bookingId, until },
      options: chosen.doc?.updateTime ? { updateTime: chosen.doc.updateTime } : { exists: false },
    });
  }
  return writes;
}

/** Deletes the tokens whose hold ended by `now` (any one taken again meanwhile is left); how many. */
export async function deleteEndedHoldTokens(app: App, now: Date): Promise<number> {
  const docs = await app.firestore.runQuery({ collection: TOKENS, orderBy: [{ field: "until" }], endAt: { values: [now], before: false }, limit: 300 });
  const writes = docs.flatMap((doc): CommitWrite[] => (doc.updateTime ? [{ path: `${TOKENS}/${decodeDocument(doc).id}`, delete: true, options: { updateTime: doc.updateTime } }] : []));
  let deleted = 0;
  // One by one: a token taken again since it was read refuses its delete and nothing else.
  for (const write of writes) {
    deleted += await app.firestore.commit([write]).then(
      () => 1,
      (error: unknown) => {
        if (!isConflict(error)) throw error;
        return 0;
      },
    );
  }
  return deleted;
}

/**
 * Gives back a booking's tokens once it is paid or released, so a hold that ends early frees its
 * place at once. Only tokens still naming the booking are deleted, each under the version read
 * (one taken by another hold meanwhile is left); a failure is logged and the token expires anyway.
 */
export async function freeHoldTokens(app: Pick<AppContext, "firestore" | "log">, bookingId: string, tokenIds: readonly string[]): Promise<void> {
  if (tokenIds.length === 0) return;
  try {
    const docs = await app.firestore.getDocuments(tokenIds.map((id) => `${TOKENS}/${id}`));
    for (const [index, doc] of docs.entries()) {
      if (!doc?.updateTime || decodeDocument(doc).data.bookingId !== bookingId) continue;
      await app.firestore.commit([{ path: `${TOKENS}/${tokenIds[index]}`, delete: true, options: { updateTime: doc.updateTime } }]).catch((error: unknown) => {
        if (!isConflict(error)) throw error;
      });
    }
  } catch (error) {
    app.log("hold tokens could not be given back; they expire with the hold", { booking: bookingId, error: error instanceof Error ? error.message : "error" });
  }
}
