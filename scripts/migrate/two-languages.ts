/**
 * The stored documents' change for two languages (issue 43, docs/decisions/034-two-languages.md),
 * what `npm run migrate:languages` runs and `npm run seed` runs on the demo:
 *
 * - every article and testimonial without a `language` gets "en", what it was written in before
 *   there were two: each journal lists its own language's articles by an equality filter, which
 *   skips a document without the field;
 * - with `dutch` (the demo's own translations), each service, category, palette and the site's
 *   sections that have no Dutch text yet get the demo's, and so do the meeting points and their
 *   directions of the services' booking rules (`Availability/Settings`). Dutch the studio has
 *   written is never replaced;
 * - with `dutch`, each demo photo (`Photos/{id}`) without a Dutch alt text gets the demo's, and so
 *   does each page's copy of it (an article's cover, a season's photo in Website/Data) that says
 *   what the photo says in English. A photo whose English the studio has rewritten keeps no
 *   translation of the old words: it is left for the studio to describe.
 *
 * Each document is written under the version it was read at, and only the fields it lacks, so
 * an editor's save in between wins; running it again changes nothing.
 */
import type { FirestoreClient } from "~/firestore/client.server";
import { decodeDocument, isFirestoreError, type FirestoreDocument } from "~/firestore/codec";
import { COLLECTIONS } from "~/models/collections";

/** The demo's Dutch text, keyed by document id (custom palettes by palette id). */
export type DemoDutch = {
  services: Record<string, Record<string, unknown>>;
  serviceCategories: Record<string, Record<string, unknown>>;
  customPalettes: Record<string, Record<string, unknown>>;
  website: Record<string, unknown>;
  /** The demo photos' alt text by photo id: the English the demo wrote and its Dutch. */
  photos: Record<string, { alt: string; nl: string }>;
  /** The services' booking rules' Dutch (a meeting point and its directions), keyed by service id. */
  availability: Record<string, Record<string, unknown>>;
};

export type MigrationRun = { checked: number; updated: number; skipped: Array<{ path: string; why: string }> };

type Change = (data: Record<string, unknown>, id: string) => Record<string, unknown> | null;

/** `select`: the fields `change` reads, so 3,000 articles' bodies are not read for their language. */
async function migrateCollection(client: FirestoreClient, collection: string, change: Change, run: MigrationRun, select?: readonly string[]): Promise<void> {
  for (const doc of await client.runQuery({ collection, ...(select ? { select: [...select] } : {}) })) await migrateDocument(client, doc, change, run);
}

async function migrateDocument(client: FirestoreClient, doc: FirestoreDocument, change: Change, run: MigrationRun): Promise<void> {
  const { path, data } = decodeDocument(doc);
  run.checked += 1;
  const fields = change(data, path.split("/").pop()!);
  if (!fields) return;
  try {
    await client.commit([{ path, data: fields, options: { fields: Object.keys(fields), updateTime: doc.updateTime } }]);
    run.updated += 1;
  } catch (error) {
    if (!isFirestoreError(error) || error.kind !== "conflict") throw error;
    run.skipped.push({ path, why: "saved by an editor while this ran: run it again" });
  }
}

const English: Change = (data) => (data.language === undefined ? { language: "en" } : null);

/** The Dutch text the document lacks, from the demo's; the studio's own Dutch stays. */
const dutchOf =
  (demo: Record<string, Record<string, unknown>>): Change =>
  (data, id) => {
    const given = demo[id];
    const stored = (data.nl ?? {}) as Record<string, unknown>;
    if (!given) return null;
    const missing = Object.entries(given).filter(([field]) => stored[field] === undefined);
    return missing.length === 0 ? null : { nl: { ...stored, ...Object.fromEntries(missing) } };
  };

const paletteDutch =
  (demo: DemoDutch["customPalettes"]): Change =>
  (data) => {
    const palettes = (data.customPalettes ?? []) as Array<Record<string, unknown>>;
    let changed = false;
    const next = palettes.map((palette) => {
      const given = demo[palette.id as string];
      if (!given || palette.nl !== undefined) return palette;
      changed = true;
      return { ...palette, nl: given };
    });
    return changed ? { customPalettes: next } : null;
  };

type Described = { photo?: unknown; alt?: unknown; nl?: { alt?: unknown } | undefined; decorative?: unknown };

/** The demo's Dutch alt text for a photo or a copy of one that has none, while its English is the demo's; else null. */
function dutchAltFor(demo: DemoDutch["photos"], described: Described, id: string): { alt: string } | null {
  const given = demo[id];
  if (!given || described.decorative === true || described.alt !== given.alt) return null;
  const stored = described.nl?.alt;
  return typeof stored === "string" && stored.trim() !== "" ? null : { alt: given.nl };
}

const photoDutch =
  (demo: DemoDutch["photos"]): Change =>
  (data, id) => {
    const nl = dutchAltFor(demo, data as Described, id);
    return nl ? { nl } : null;
  };

/** A page's copy of a demo photo with the Dutch it lacks, or null when it needs none. */
function copyWithDutch(demo: DemoDutch["photos"], copy: unknown): Record<string, unknown> | null {
  if (!copy || typeof copy !== "object") return null;
  const described = copy as Described;
  const nl = typeof described.photo === "string" ? dutchAltFor(demo, described, described.photo) : null;
  return nl ? { ...(copy as Record<string, unknown>), nl } : null;
}

/** An article's language ("en" when it has none) and its cover's Dutch alt text. */
const articleChange =
  (demo: DemoDutch["photos"] | undefined): Change =>
  (data, id) => {
    const cover = demo ? copyWithDutch(demo, data.cover) : null;
    const fields = { ...English(data, id), ...(cover ? { cover } : {}) };
    return Object.keys(fields).length > 0 ? fields : null;
  };

const seasonPhotosDutch =
  (demo: DemoDutch["photos"]): Change =>
  (data) => {
    const photos = data.seasonPhotos;
    if (!photos || typeof photos !== "object") return null;
    let changed = false;
    const next = Object.fromEntries(
      Object.entries(photos as Record<string, unknown>).map(([slug, ref]) => {
        const copy = copyWithDutch(demo, ref);
        if (copy) changed = true;
        return [slug, copy ?? ref];
      }),
    );
    return changed ? { seasonPhotos: next } : null;
  };

/** Two changes of one document as one: the fields of both, or null when neither changes it. */
const both =
  (first: Change, second: Change): Change =>
  (data, id) => {
    const fields = { ...first(data, id), ...second(data, id) };
    return Object.keys(fields).length > 0 ? fields : null;
  };

/** Each booking rule's Dutch it lacks, field by field, for the services the settings have a rule for. */
const ruleDutch =
  (demo: DemoDutch["availability"]): Change =>
  (data) => {
    const rules = (data.services ?? {}) as Record<string, Record<string, unknown>>;
    let changed = false;
    const next = Object.fromEntries(
      Object.entries(rules).map(([id, rule]) => {
        const merged = dutchOf(demo)(rule, id);
        changed ||= merged !== null;
        return [id, merged ? { ...rule, ...merged } : rule];
      }),
    );
    return changed ? { services: next } : null;
  };

export async function migrateTwoLanguages(client: FirestoreClient, dutch?: DemoDutch): Promise<MigrationRun> {
  const run: MigrationRun = { checked: 0, updated: 0, skipped: [] };
  // An article's cover is read too with the demo's Dutch: its copy of a photo gets the photo's Dutch.
  await migrateCollection(client, COLLECTIONS.articles.name, articleChange(dutch?.photos), run, dutch ? ["language", "cover"] : ["language"]);
  await migrateCollection(client, COLLECTIONS.testimonials.name, English, run, ["language"]);
  if (!dutch) return run;
  await migrateCollection(client, COLLECTIONS.photos.name, photoDutch(dutch.photos), run, ["alt", "nl", "decorative"]);
  await migrateCollection(client, COLLECTIONS.services.name, dutchOf(dutch.services), run);
  await migrateCollection(client, COLLECTIONS.serviceCategories.name, dutchOf(dutch.serviceCategories), run);
  const website = COLLECTIONS.website.name;
  const singles = [
    [`${website}/Data`, both(dutchOf({ Data: dutch.website }), seasonPhotosDutch(dutch.photos))],
    [`${website}/CustomPalettes`, paletteDutch(dutch.customPalettes)],
    [`${COLLECTIONS.availability.name}/Settings`, ruleDutch(dutch.availability)],
  ] as const;
  for (const [path, change] of singles) {
    const doc = await client.getDocument(path);
    if (doc) await migrateDocument(client, doc, change, run);
  }
  return run;
}
