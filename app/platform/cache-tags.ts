/**
 * Cache tags: what a cached Firestore read, and so a kept page, was made from, and what a save
 * must purge (docs/decisions/014-targeted-purge.md).
 *
 * - a document read (`Website/Data`) carries the document's tag;
 * - a query over a collection (`Services` where …) carries the collection's tag: any document of
 *   it may enter or leave the answer;
 * - a write of `Services/abc` purges both `Services` and `Services/abc`.
 *
 * Every stored tag starts with the Firestore project (`scopedTag`), as every cache key does: Cloudflare's Cache-Tag
 * purge works on the whole zone, and two environments (or the tests' projects) never purge each
 * other's pages. Path segments are percent-encoded, so a tag is printable ASCII without a space,
 * a comma or an `=` (the separators of the headers below).
 */
const TAG_SEPARATOR = ",";

/**
 * Longer document paths are tagged by their collection alone, in reads and writes alike: a KV key
 * holds at most 512 bytes, and a purge of the collection reaches them anyway.
 */
const MAX_DOCUMENT_TAG_LENGTH = 200;

function pathTag(path: string): string {
  return path.split("/").map(encodeURIComponent).join("/");
}

function collectionOf(path: string): string {
  return path.split("/").slice(0, -1).join("/");
}

/** The tag of a read of one document, e.g. `Website/Data` (scoped to the project by the caller's context). */
export function documentReadTags(path: string): string[] {
  const tag = pathTag(path);
  return [tag.length > MAX_DOCUMENT_TAG_LENGTH && collectionOf(path) ? pathTag(collectionOf(path)) : tag];
}

/** The tag of a query over a collection (its path, e.g. `Services`). */
export function queryTags(collection: string): string[] {
  return [pathTag(collection)];
}

/** A tag as stored and purged: with its Firestore project in front, as every cache key has. */
export function scopedTag(projectId: string, tag: string): string {
  return `${encodeURIComponent(projectId)}:${tag}`;
}

/** What a write of the document at `path` purges: its own tag and its collection's (every query over it). */
export function writeTags(projectId: string, path: string): string[] {
  const collection = collectionOf(path);
  const tags = collection ? [pathTag(collection), ...documentReadTags(path)] : documentReadTags(path);
  return [...new Set(tags)].map((tag) => scopedTag(projectId, tag));
}

/** The KV key of a tag's purge mark (the global one is `purged-at`). */
export function tagMarkKey(tag: string): string {
  return `purged-at:${tag}`;
}

/** `tag=readAt,…`: a kept entry's tags with the time the content carrying each was read. */
export function formatTagStamps(tags: Readonly<Record<string, number>>): string {
  return Object.entries(tags)
    .map(([tag, readAt]) => `${tag}=${readAt}`)
    .join(TAG_SEPARATOR);
}

export function parseTagStamps(header: string | null): Record<string, number> {
  const tags: Record<string, number> = {};
  for (const part of (header ?? "").split(TAG_SEPARATOR)) {
    const at = part.lastIndexOf("=");
    const readAt = Number(part.slice(at + 1));
    // A stamp that does not parse counts as read at the dawn of time: any purge of the tag reloads it.
    if (at > 0) tags[part.slice(0, at)] = Number.isFinite(readAt) ? readAt : 0;
  }
  return tags;
}

/** The `Cache-Tag` header of a stored entry, which Cloudflare's purge by tag reaches in the Cache API. */
export function cacheTagHeader(tags: Iterable<string>): string {
  return [...tags].join(TAG_SEPARATOR);
}
