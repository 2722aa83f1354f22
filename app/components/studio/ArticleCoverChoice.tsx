import { describedBy, FieldShell } from "~/components/forms";
import { Photo } from "~/components/Photo";
import { FIELD, type ArticleFormValues } from "~/studio/journal/article-form";
import type { ArticleEditorData } from "~/studio/journal/route.server";
import { articleFieldId as idOf } from "./article-field-id";

const ALT_HINT = "What the photo shows, for people who can't see it, in the article's language. Empty: the library's description of the photo (in both languages).";
const THUMB_SIZES = "6rem";

/** The cover: a photo of the media library (or none), its alt text, or its decorative mark. */
export function ArticleCoverChoice({ loaded, values, errors }: { loaded: ArticleEditorData; values: ArticleFormValues; errors: Record<string, string> }) {
  const photoError = errors[FIELD.coverPhoto];
  const altId = idOf(FIELD.coverAlt);
  return (
    <fieldset aria-describedby={photoError ? "field-cover-photo-error" : undefined}>
      <legend>Cover photo</legend>
      <p className="studio-field__hint">
        Choose one from the media library, or <a href="#upload">upload a new photo</a>.
      </p>
      {photoError ? (
        <p className="studio-field__error" id="field-cover-photo-error">
          {photoError}
        </p>
      ) : null}
      <ul className="studio-journal-photos">
        <li>
          <input type="radio" id="cover-none" name={FIELD.coverPhoto} value="" defaultChecked={!values.coverPhoto} />
          <label htmlFor="cover-none">No cover</label>
        </li>
        {loaded.photos.map((photo) => (
          <li key={photo.id}>
            <input type="radio" id={`cover-${photo.id}`} name={FIELD.coverPhoto} value={photo.id} defaultChecked={values.coverPhoto === photo.id} />
            <label htmlFor={`cover-${photo.id}`}>
              <Photo photo={{ photo: photo.id, alt: "", decorative: true, width: photo.width, height: photo.height }} sizes={THUMB_SIZES} className="studio-journal-thumb" />
              <span>{photo.decorative ? `${photo.name} (decorative)` : photo.alt || photo.name}</span>
            </label>
          </li>
        ))}
      </ul>
      {loaded.photos.length === 0 ? <p className="studio-muted">The library has no photos yet.</p> : null}
      <FieldShell look="studio" id={altId} label="Cover's alt text" hint={ALT_HINT} error={errors[FIELD.coverAlt]}>
        <input id={altId} name={FIELD.coverAlt} type="text" defaultValue={values.coverAlt} {...describedBy({ id: altId, hint: ALT_HINT, error: errors[FIELD.coverAlt] })} />
      </FieldShell>
      <FieldShell look="studio" id={idOf(FIELD.coverDecorative)} label="Decorative: it adds nothing a reader would miss (no alt text)" controlFirst>
        <input id={idOf(FIELD.coverDecorative)} name={FIELD.coverDecorative} type="checkbox" defaultChecked={values.coverDecorative} />
      </FieldShell>
    </fieldset>
  );
}
