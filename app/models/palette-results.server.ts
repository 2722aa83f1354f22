/**
 * Clients' palette results (`PaletteResults/{id}`, app/schemas/palette-result.ts), read from
 * Firestore itself every time, never the edge cache: the studio records them (one versioned write
 * through app/studio/change.server.ts, audited), the client reads theirs on "My palette" and may
 * delete it there, the privacy tools find, download and erase them by the client's address, and
 * the nightly retention job deletes them once their term is up. A booking's own deletion never
 * touches its result: the two are kept apart on purpose (app/data/retention.ts).
 */
import * as v from "valibot";
import { PaletteResult, PALETTE_RESULT_ID } from "~/schemas/palette-result";
import { emailKey } from "~/schemas/inbox";
import { decodeDocument, type FirestoreDocument } from "~/firestore/codec";
import type { CommitWrite } from "~/firestore/client.server";
import { rethrowUnavailable } from "~/firestore/errors.server";
import type { AppContext } from "~/firestore/app-context.server";
import { PALETTE_RESULT_RETENTION, paletteResultDeletionDate } from "~/data/retention";
import { getSubSeason } from "~/data/seasons";
import { studioDateTime, studioDay } from "~/site/time";
import { COLLECTIONS } from "./collections";

const RESULTS = COLLECTIONS.paletteResults.name;

type App = Pick<AppContext, "firestore" | "log">;

/** A result as read, with the time it was last written (raw, to the microsecond): a change made from it must find it unchanged. */
export type StoredPaletteResult = { id: string; result: PaletteResult; updateTime: string };

export const paletteResultPath = (id: string) => `${RESULTS}/${id}`;

function storedResult(app: App, doc: FirestoreDocument, id: string): StoredPaletteResult | null {
  const parsed = v.safeParse(PaletteResult, decodeDocument(doc).data);
  if (!parsed.success || !doc.updateTime) {
    app.log("invalid palette result skipped", { path: paletteResultPath(id) });
    return null;
  }
  return { id, result: parsed.output, updateTime: doc.updateTime };
}

const storedResults = (app: App, docs: FirestoreDocument[]) =>
  docs.map((doc) => storedResult(app, doc, decodeDocument(doc).id)).filter((stored): stored is StoredPaletteResult => stored !== null);

/** The result recorded for a booking or order (its id), or null when there is none (or the id could be no result's). */
export async function readPaletteResult(app: App, id: string): Promise<StoredPaletteResult | null> {
  if (!PALETTE_RESULT_ID.test(id)) return null;
  const doc = await app.firestore.getDocument(paletteResultPath(id)).catch(rethrowUnavailable);
  return doc ? storedResult(app, doc, id) : null;
}

/** What the studio records; the rest (the client, the link, the times) the save adds. */
export type RecordedPalette = Pick<PaletteResult, "subSeason" | "borrowFrom" | "best" | "away" | "metals" | "makeup" | "hair" | "note">;

/** Where a result comes from: the booking or order, and what of it the result keeps. */
export type PaletteSource = Pick<PaletteResult, "source" | "sourceId" | "clientName" | "email" | "locale"> & { sessionDate: Date };

/**
 * The fields a save writes, timestamps as Dates so Firestore keeps timestamps: the whole document
 * when it is new (link version 1, not sent), else what the studio changed, the client's name,
 * address and language as the booking has them now, and who saved it when.
 */
export function paletteResultFields(source: PaletteSource, recorded: RecordedPalette, by: string, now: Date, stored: StoredPaletteResult | null): Record<string, unknown> {
  const fields = {
    source: source.source,
    sourceId: source.sourceId,
    clientName: source.clientName,
    email: source.email,
    emailKeys: [emailKey(source.email)],
    locale: source.locale,
    ...recorded,
    sessionDate: source.sessionDate,
    updatedAt: now,
    recordedBy: by,
  };
  return stored ? fields : { ...fields, linkVersion: 1, recordedAt: now, sentAt: null };
}

/** The document as a save would leave it, in its schema's terms (ISO strings for timestamps): what the save's check validates. */
export function asStoredShape(data: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(data).map(([name, value]) => [name, value instanceof Date ? value.toISOString() : value]));
}

/** The result's deletion under the version read: the client's, an erasure's, or the retention job's. */
export function paletteResultDeletionWrite(stored: Pick<StoredPaletteResult, "id" | "updateTime">): CommitWrite {
  return { path: paletteResultPath(stored.id), delete: true, options: { updateTime: stored.updateTime } };
}

/** A person's results, by `emailKeys`: for the privacy tools. */
async function paletteResultsOfPerson(app: App, address: string, limit = 100): Promise<StoredPaletteResult[]> {
  const docs = await app.firestore.runQuery({ collection: RESULTS, where: [{ field: "emailKeys", arrayContains: emailKey(address) }], limit }).catch(rethrowUnavailable);
  return storedResults(app, docs);
}

/** Results whose session was before `sessionBefore`, oldest first: what the nightly job deletes (a single-field index). */
export async function paletteResultsBefore(app: App, sessionBefore: Date, limit = 50): Promise<StoredPaletteResult[]> {
  const docs = await app.firestore
    .runQuery({ collection: RESULTS, orderBy: [{ field: "sessionDate", direction: "ASCENDING" }], endAt: { values: [sessionBefore], before: true }, limit })
    .catch(rethrowUnavailable);
  return storedResults(app, docs);
}

/** A result in the person's download: every field the client gave or the studio recorded, but the bookkeeping. */
export function paletteResultExport({ id, result }: Pick<StoredPaletteResult, "id" | "result">) {
  const { emailKeys: _keys, ...fields } = result;
  return { id, ...fields };
}

/** A result as the privacy page shows it: the session, what was found, whether the link went out, and when it is deleted. */
export type PalettePrivacyView = { id: string; sessionLabel: string; fromLabel: string; subSeasonLabel: string; sentLabel: string; deletesLabel: string };

/** A result found by a person's address: where, its version, and the page's view (every stored field is in the download). */
export type PersonPaletteResult = StoredPaletteResult & { path: string; view: PalettePrivacyView };

/** The palette results recorded for the person's address, latest session first. */
export async function findPersonPaletteResults(app: App, address: string): Promise<PersonPaletteResult[]> {
  const found = await paletteResultsOfPerson(app, address);
  return found
    .map((stored) => {
      const { id, result } = stored;
      const view: PalettePrivacyView = {
        id,
        sessionLabel: studioDay(result.sessionDate),
        fromLabel: result.source === "booking" ? "A session booked online" : "A digital analysis",
        subSeasonLabel: getSubSeason(result.subSeason)?.name ?? result.subSeason,
        sentLabel: result.sentAt ? `Link sent ${studioDateTime(result.sentAt)}` : "Link not sent",
        deletesLabel: studioDay(paletteResultDeletionDate(PALETTE_RESULT_RETENTION, new Date(result.sessionDate)).toISOString()),
      };
      return { ...stored, path: paletteResultPath(id), view };
    })
    .sort((a, b) => b.result.sessionDate.localeCompare(a.result.sessionDate) || a.id.localeCompare(b.id));
}
