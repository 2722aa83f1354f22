/**
 * A photo's copies follow the library's alt text (issue 43). A page that shows a library photo keeps
 * a copy of it (PhotoRef: an article's cover, a season's photo in Website/Data), so it needs no second
 * read. When the studio edits the photo's alt text, each copy that still says what the library said
 * gets the new text, language by language; a copy that says something of its own (an article's cover
 * described in its own words) keeps it. Pure: app/studio/photos.server.ts reads and writes.
 */
import * as v from "valibot";
import { PhotoRef, type Photo } from "~/schemas/photo";

/** What the library says of a photo, in both languages. */
export type Description = Pick<Photo, "alt" | "nl" | "decorative">;

const dutchOf = (described: { nl?: { alt?: string | undefined } | undefined }) => described.nl?.alt?.trim() ?? "";
const englishOf = (described: { alt: string; decorative?: boolean | undefined }) => (described.decorative ? "" : described.alt.trim());

/**
 * The copy after the library's description went from `before` to `after`, or null when it stays
 * as it is (it said something of its own in both languages, or nothing changed).
 */
export function followLibrary(copy: PhotoRef, before: Description, after: Description): PhotoRef | null {
  const english = englishOf(copy) === englishOf(before);
  const dutch = dutchOf(copy) === dutchOf(before);
  // The decorative mark follows only a copy that took all of its description from the library.
  const decorative = english && dutch && Boolean(copy.decorative) === Boolean(before.decorative) ? Boolean(after.decorative) : Boolean(copy.decorative);
  const alt = decorative ? "" : english ? englishOf(after) : copy.alt;
  const nl = decorative ? "" : dutch ? dutchOf(after) : dutchOf(copy);
  const next: PhotoRef = { photo: copy.photo, alt, ...(nl ? { nl: { alt: nl } } : {}), decorative, width: copy.width, height: copy.height };
  const same = next.alt === copy.alt && nl === dutchOf(copy) && next.decorative === Boolean(copy.decorative) && (nl !== "" || copy.nl === undefined);
  // A copy the new description would leave undescribed keeps what it had.
  return same || !v.is(PhotoRef, next) ? null : next;
}
