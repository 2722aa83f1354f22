/**
 * The photo library's writes: an upload and a delete, each through the studio's one versioned
 * write (change.server.ts: save limit, audit entry). The pixels live in R2 beside the record
 * (app/models/photos.server.ts): an upload puts them before the record exists, so a record never
 * names missing pixels; a delete removes the record first, so a failure leaves pixels no page names.
 */
import * as v from "valibot";
import type { AppContext } from "~/firestore/app-context.server";
import { deletePixels, forgetCachedVariants, mediaBindings, getPhoto, isUnused, masterKey, newPhotoId, photoPath, photoUsage, preparePhoto, putMaster, type PhotoRefusal, type PhotoUsage, type StoredPhoto } from "~/models/photos.server";
import type { Env } from "~/platform/env.server";
import { Photo } from "~/schemas/photo";
import { commitChange } from "./change.server";
import { checkedAlt, type AltInput } from "./photo-alt.server";
import { SAVE_LIMIT_MESSAGE, withinSaveLimit } from "./save-limit.server";

export type UploadInput = AltInput & { file: File; actor: { email: string } };
export type UploadResult =
  | { ok: true; id: string; photo: StoredPhoto }
  | PhotoRefusal
  | { ok: false; status: 400; field: "nlAlt"; message: string }
  | { ok: false; status: 429; field: "photo"; message: string };

export async function uploadPhoto(app: AppContext, env: Env, { file, alt, nlAlt, decorative, actor }: UploadInput): Promise<UploadResult> {
  // The cheap checks first: no bytes are read for a form that cannot be saved.
  const checked = checkedAlt({ alt, nlAlt, decorative });
  if (!checked.ok) {
    const { alt: altError, nlAlt: dutchError } = checked.errors;
    return altError ? { ok: false, status: 400, field: "alt", message: altError } : { ok: false, status: 400, field: "nlAlt", message: dutchError! };
  }

  const media = mediaBindings(env);
  // Counted once, here, before the Images binding and R2 are put to work for a save that may not happen.
  if (!(await withinSaveLimit(env, actor, app.log))) {
    return { ok: false, status: 429, field: "photo", message: `${SAVE_LIMIT_MESSAGE} The photo was not uploaded.` };
  }
  const prepared = await preparePhoto(media.IMAGES, new Uint8Array(await file.arrayBuffer()));
  if (!prepared.ok) return prepared;

  const id = newPhotoId();
  const now = new Date();
  const record = {
    contentType: prepared.contentType,
    width: prepared.width,
    height: prepared.height,
    bytes: prepared.master.byteLength,
    ...checked.description,
    name: fileName(file.name),
    uploadedAt: now,
    uploadedBy: actor.email,
  };
  await putMaster(media.MEDIA, id, prepared);
  const result = await commitChange(app, {
    env,
    actor,
    limit: false,
    audit: "Uploaded a photo",
    changes: [{ path: photoPath(id), seen: "", write: record, whole: true }],
    check: (_path, after) => v.safeParse(Photo, after).issues?.map((issue) => issue.message) ?? [],
  });
  if (result.status !== "saved") {
    await media.MEDIA.delete(masterKey(id));
    const problems = result.status === "invalid" ? result.problems.join(" ") || result.reason : "";
    return { ok: false, status: 400, field: "photo", message: `The photo could not be saved${problems ? `: ${problems}` : "."}` };
  }
  return { ok: true, id, photo: { ...v.parse(Photo, { ...record, uploadedAt: now.toISOString() }), id, updateTime: "" } };
}

export type DeleteResult =
  | { ok: true }
  | { ok: false; status: 404; message: string }
  | { ok: false; status: 409; message: string; usage: PhotoUsage }
  | { ok: false; status: 429; message: string };

/** Deletes a photo nothing shows: its record (audited), its master and every variant, in R2 and in this location's cache (`origin`: the site's). */
export async function deletePhoto(app: AppContext, env: Env, { id, actor, origin }: { id: string; actor: { email: string }; origin: string }): Promise<DeleteResult> {
  const photo = await getPhoto(app, id);
  if (!photo) return { ok: false, status: 404, message: "There is no such photo: it may have been deleted already." };
  const usage = await photoUsage(app, id);
  if (!isUnused(usage)) {
    const where = [
      ...usage.articles.map((article) => `the article "${article.title}"`),
      ...usage.seasons.map((season) => `the ${season} season page`),
    ];
    return { ok: false, status: 409, usage, message: `This photo is still used by ${where.join(", ")}. Take it out there first, then delete it.` };
  }
  const result = await commitChange(app, {
    env,
    actor,
    limit: true,
    audit: "Deleted a photo",
    changes: [{ path: photoPath(id), seen: photo.updateTime, write: "delete" }],
  });
  if (result.status === "limited") return { ok: false, status: 429, message: `${SAVE_LIMIT_MESSAGE} The photo was not deleted.` };
  if (result.status === "not-found") return { ok: false, status: 404, message: "There is no such photo: it may have been deleted already." };
  if (result.status !== "saved") return { ok: false, status: 409, message: "Someone changed this photo while you were looking. Try again.", usage };
  await Promise.all([deletePixels(mediaBindings(env).MEDIA, id), forgetCachedVariants(origin, id)]);
  return { ok: true };
}

/** The file's name as the library shows it: no folders, at most 200 characters, never empty. */
function fileName(name: string): string {
  const base = name.split(/[\\/]/).at(-1)?.trim() ?? "";
  return (base || "photo").slice(0, 200);
}
