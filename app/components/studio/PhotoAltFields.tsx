import { FieldShell } from "~/components/forms";

/** The alt text's field names, in the upload and in the photo's own form (the Dutch as every content form names its Dutch). */
export const PHOTO_ALT_FIELDS = { alt: "alt", nlAlt: "nl.alt", decorative: "decorative" } as const;

const HINT = "What the photo shows, for people who cannot see it (about one sentence), in each language. The Dutch pages show the English while the Dutch is empty. Leave both empty only for a decorative photo.";

type Props = {
  /** Stem of the fields' ids, so two forms can share a page. */
  idPrefix: string;
  values?: { alt?: string; nlAlt?: string; decorative?: boolean };
  errors?: { alt?: string; nlAlt?: string };
};

/**
 * A photo's alt text in English and Dutch, side by side at a desk and one under the other on a
 * phone (the content forms' `studio-pair`), and its "decorative" mark. Plain fields: they work
 * without JavaScript.
 */
export function PhotoAltFields({ idPrefix, values = {}, errors = {} }: Props) {
  const ids = { alt: `${idPrefix}-alt`, nlAlt: `${idPrefix}-nl-alt`, decorative: `${idPrefix}-decorative`, hint: `${idPrefix}-alt-hint` };
  const describedBy = (id: string, error: string | undefined, extra?: string) => [extra, ids.hint, error ? `${id}-error` : null].filter(Boolean).join(" ");
  return (
    <>
      <div className="studio-pair">
        <div className="studio-field">
          <span className="studio-pair__head">
            <label htmlFor={ids.alt}>Alt text</label>{" "}
            <span className="studio-lang" id={`${ids.alt}-lang`}>
              English
            </span>
          </span>
          <input id={ids.alt} name={PHOTO_ALT_FIELDS.alt} type="text" maxLength={300} defaultValue={values.alt ?? ""} aria-invalid={errors.alt ? true : undefined} aria-describedby={describedBy(ids.alt, errors.alt, `${ids.alt}-lang`)} />
          {errors.alt ? (
            <p className="studio-field__error" id={`${ids.alt}-error`}>
              {errors.alt}
            </p>
          ) : null}
        </div>
        <div className="studio-field">
          <span className="studio-pair__head">
            <label htmlFor={ids.nlAlt}>
              Alt text{" "}
              <span className="studio-lang" lang="nl">
                Nederlands
              </span>
            </label>
          </span>
          <input id={ids.nlAlt} name={PHOTO_ALT_FIELDS.nlAlt} type="text" lang="nl" maxLength={300} defaultValue={values.nlAlt ?? ""} aria-invalid={errors.nlAlt ? true : undefined} aria-describedby={describedBy(ids.nlAlt, errors.nlAlt)} />
          {errors.nlAlt ? (
            <p className="studio-field__error" id={`${ids.nlAlt}-error`}>
              {errors.nlAlt}
            </p>
          ) : null}
        </div>
        <p className="studio-field__hint studio-pair__hint" id={ids.hint}>
          {HINT}
        </p>
      </div>
      <FieldShell id={ids.decorative} label="Decorative: the photo adds nothing the text does not say (it gets empty alt text in both languages)" look="studio" controlFirst>
        <input id={ids.decorative} name={PHOTO_ALT_FIELDS.decorative} type="checkbox" value="on" defaultChecked={values.decorative ?? false} />
      </FieldShell>
    </>
  );
}

/** The alt fields as a posted form holds them. */
export function postedAlt(form: FormData): { alt: string; nlAlt: string; decorative: boolean } {
  const text = (name: string) => {
    const value = form.get(name);
    return typeof value === "string" ? value : "";
  };
  return { alt: text(PHOTO_ALT_FIELDS.alt), nlAlt: text(PHOTO_ALT_FIELDS.nlAlt), decorative: form.get(PHOTO_ALT_FIELDS.decorative) === "on" };
}
