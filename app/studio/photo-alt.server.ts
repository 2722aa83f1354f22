/**
 * The studio edits a photo's alt text, English and Dutch (issue 43), in one versioned write
 * (change.server.ts: save limit, version check, audit, purge). The pages' copies of the photo (an
 * article's cover, a season's photo in Website/Data) that still say what the library said are written
 * in the same commit (photo-copies.ts), so a page never shows the old description beside the new one.
 */
import * as v from "valibot";
import { decodeDocument } from "~/firestore/codec";
import type { AppContext } from "~/firestore/app-context.server";
import { rethrowUnavailable } from "~/firestore/errors.server";
import { ARTICLES } from "~/models/articles.server";
import { getPhoto, photoPath, type StoredPhoto } from "~/models/photos.server";
import type { Env } from "~/platform/env.server";
import { Photo, PhotoRef } from "~/schemas/photo";
import { commitChange, type DocumentChange } from "./change.server";
import { followLibrary, type Description } from "./photo-copies";
import { SAVE_LIMIT_MESSAGE } from "./save-limit.server";

const WEBSITE_DATA = "Website/Data";
const ALT_MAX = 300;

export type AltInput = { alt: string; nlAlt: string; decorative: boolean };
export type AltErrors = { alt?: string; nlAlt?: string };

/** The posted alt texts as the library keeps them, or why not: the English unless decorative, each under 300 characters. */
export function checkedAlt({ alt, nlAlt, decorative }: AltInput): { ok: true; description: Description } | { ok: false; errors: AltErrors } {
  const english = alt.trim();
  const dutch = nlAlt.trim();
  const errors: AltErrors = {};
  if (!decorative && english === "") errors.alt = "Describe what the photo shows (for people who cannot see it), or mark it decorative.";
  if (english.length > ALT_MAX) errors.alt = "Keep the alt text under 300 characters.";
  if (dutch.length > ALT_MAX) errors.nlAlt = "Keep the Dutch alt text under 300 characters.";
  if (errors.alt || errors.nlAlt) return { ok: false, errors };
  // A decorative photo has empty alt text in both languages.
  return { ok: true, description: decorative ? { alt: "", decorative: true } : { alt: english, ...(dutch ? { nl: { alt: dutch } } : {}), decorative: false } };
}

export type AltResult =
  | { ok: true; copies: number }
  | { ok: false; status: 400; errors: AltErrors; message: string }
  | { ok: false; status: 404 | 409 | 429; message: string; photo?: StoredPhoto };

const CHANGED = "Someone changed this photo, or a page that shows it, while you were editing. This is what is stored now: make your change again.";

/** Saves the photo's alt text seen at `seen` (its updateTime), with every copy that follows the library's. */
export async function editPhotoAlt(app: AppContext, env: Env, { id, seen, input, actor }: { id: string; seen: string; input: AltInput; actor: { email: string } }): Promise<AltResult> {
  const checked = checkedAlt(input);
  if (!checked.ok) return { ok: false, status: 400, errors: checked.errors, message: "The alt text was not saved: see the fields below." };
  const photo = await getPhoto(app, id);
  if (!photo) return { ok: false, status: 404, message: "There is no such photo: it may have been deleted." };
  if (photo.updateTime !== seen) return { ok: false, status: 409, message: CHANGED, photo };

  const after = checked.description;
  const changes: DocumentChange[] = [
    { path: photoPath(id), seen, write: { alt: after.alt, nl: after.nl, decorative: after.decorative }, mustExist: true },
    ...(await copyChanges(app, id, photo, after)),
  ];
  const result = await commitChange(app, {
    env,
    actor,
    limit: true,
    audit: "Edited a photo's alt text",
    changes,
    check: (path, stored) => (path === photoPath(id) ? (v.safeParse(Photo, stored).issues?.map((issue) => issue.message) ?? []) : []),
  });
  if (result.status === "saved") return { ok: true, copies: changes.length - 1 };
  if (result.status === "limited") return { ok: false, status: 429, message: `${SAVE_LIMIT_MESSAGE} The alt text was not saved.` };
  if (result.status === "not-found") return { ok: false, status: 404, message: "There is no such photo: it may have been deleted." };
  if (result.status === "invalid") return { ok: false, status: 400, errors: {}, message: `The alt text was not saved: ${result.problems.join(" ") || result.reason}` };
  return { ok: false, status: 409, message: CHANGED, photo: (await getPhoto(app, id)) ?? undefined };
}

/** The copies of the photo that follow the library's description: article covers and season photos, each under the version read. */
async function copyChanges(app: AppContext, id: string, before: Description, after: Description): Promise<DocumentChange[]> {
  const [articles, website] = await Promise.all([
    app.firestore.runQuery({ collection: ARTICLES, where: [{ field: "photos", arrayContains: id }], select: ["cover", "status"] }),
    app.firestore.getDocument(WEBSITE_DATA, { fields: ["seasonPhotos"] }),
  ]).catch(rethrowUnavailable);
  const changes: DocumentChange[] = [];
  for (const doc of articles) {
    const { path, data } = decodeDocument(doc);
    const cover = v.safeParse(PhotoRef, data.cover);
    const next = cover.success && cover.output.photo === id ? followLibrary(cover.output, before, after) : null;
    // A draft is on no page: nothing to purge.
    if (next) changes.push({ path, seen: doc.updateTime ?? "", write: { cover: next }, unseen: data.status === "draft" });
  }
  const seasonPhotos = website ? decodeDocument(website).data.seasonPhotos : undefined;
  if (website && seasonPhotos && typeof seasonPhotos === "object") {
    let changed = false;
    const next = Object.fromEntries(
      Object.entries(seasonPhotos as Record<string, unknown>).map(([slug, ref]) => {
        const copy = v.safeParse(PhotoRef, ref);
        const followed = copy.success && copy.output.photo === id ? followLibrary(copy.output, before, after) : null;
        if (followed) changed = true;
        return [slug, followed ?? ref];
      }),
    );
    if (changed) changes.push({ path: WEBSITE_DATA, seen: website.updateTime ?? "", write: { seasonPhotos: next } });
  }
  return changes;
}
