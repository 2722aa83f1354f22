import type { OrderPhotoView } from "~/analysis/photo-files";
import { defineWords, useWords } from "~/site/words";

const WORDS = defineWords({
  en: {
    none: "No photos yet.",
    list: "Your photos",
    alt: (name: string) => `Your photo ${name}`,
    heic: "This browser cannot show HEIC photos; we can.",
    download: "Download it",
    removeLabel: (name: string) => `Remove ${name}`,
    remove: "Remove",
  },
  nl: {
    none: "Nog geen foto's.",
    list: "Je foto's",
    alt: (name: string) => `Je foto ${name}`,
    heic: "Deze browser kan HEIC-foto's niet tonen; wij wel.",
    download: "Download hem",
    removeLabel: (name: string) => `${name} verwijderen`,
    remove: "Verwijderen",
  },
});

type Props = {
  photos: readonly OrderPhotoView[];
  /** The page's own address, which the remove buttons post to; null when the photos can no longer change. */
  removeAction: string | null;
};

/**
 * The photos a client sent, each as a thumbnail (served by the order's own photo route, never a
 * public address) with its name and size, and while they may still change, a button to remove it.
 * A HEIC/HEIF photo, which most browsers cannot show, is a tile that says so, with a download link.
 */
export function OrderPhotoList({ photos, removeAction }: Props) {
  const words = useWords(WORDS);
  if (photos.length === 0) return <p className="analysis-photos__empty">{words.none}</p>;
  return (
    <ul className="analysis-photos" aria-label={words.list}>
      {photos.map((photo) => (
        <li key={photo.id} className="analysis-photo">
          {photo.shown ? (
            <img className="analysis-photo__image" src={photo.url} alt={words.alt(photo.name)} loading="lazy" decoding="async" />
          ) : (
            <span className="analysis-photo__placeholder">
              {words.heic}{" "}
              <a href={photo.url} download={photo.name}>
                {words.download}
              </a>
            </span>
          )}
          <span className="analysis-photo__name">{photo.name}</span>
          <span className="analysis-photo__size">{photo.size}</span>
          {removeAction ? (
            <form method="post" action={removeAction} className="analysis-photo__remove">
              <input type="hidden" name="intent" value="remove" />
              <input type="hidden" name="photo" value={photo.id} />
              <button type="submit" className="button button--secondary button--sm" aria-label={words.removeLabel(photo.name)}>
                {words.remove}
              </button>
            </form>
          ) : null}
        </li>
      ))}
    </ul>
  );
}
