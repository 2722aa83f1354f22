import { useRef, useState, type ChangeEvent } from "react";
import { describedBy, FieldShell } from "~/components/forms";
import { MAX_PHOTO_BYTES, TOO_LARGE_MESSAGE } from "~/site/photos";
import { PHOTO_ALT_FIELDS, PhotoAltFields } from "./PhotoAltFields";

/** The upload's field names: the action that takes them (app/routes/studio.media.tsx) reads these. */
export const PHOTO_UPLOAD_FIELDS = { file: "photo", ...PHOTO_ALT_FIELDS, returnTo: "returnTo" } as const;

/** The types the file picker offers; the server checks the bytes themselves. */
const ACCEPT = "image/jpeg,image/png,image/webp,image/avif";
const PREVIEW_SIZE = 240;

type Props = {
  /** Stem of the fields' ids, so two upload forms can share a page. */
  idPrefix?: string;
  /** What the form came back with after a refusal (the file itself never comes back). */
  values?: { alt?: string; nlAlt?: string; decorative?: boolean };
  errors?: { photo?: string; alt?: string; nlAlt?: string };
};

/**
 * The fields of a photo upload: the file, its alt text in English and Dutch and the "decorative" mark. Put them inside a
 * `<form method="post" encType="multipart/form-data">` that posts to /studio/media (or an action
 * that calls `uploadPhoto`). Without JavaScript they are plain fields; with it, the chosen photo is
 * shown before it is sent (drawn on a canvas from the file, so nothing is uploaded for it and the
 * studio's Content-Security-Policy needs no `blob:` images).
 */
export function PhotoUploadFields({ idPrefix = "upload", values = {}, errors = {} }: Props) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const [preview, setPreview] = useState<"none" | "shown" | "unreadable">("none");
  const [tooLarge, setTooLarge] = useState(false);
  const ids = { file: `${idPrefix}-photo` };
  const fileHint = "JPEG, PNG, WebP or AVIF, up to 20 MB. Location and camera details are removed, and the photo is turned upright.";

  async function show(event: ChangeEvent<HTMLInputElement>) {
    const input = event.currentTarget;
    const file = input.files?.[0];
    const target = canvas.current;
    // Said before 20 MB travel only to be refused (the server refuses them anyway).
    const over = Boolean(file && file.size > MAX_PHOTO_BYTES);
    setTooLarge(over);
    input.setCustomValidity(over ? TOO_LARGE_MESSAGE : "");
    if (!file || !target || over) return setPreview("none");
    try {
      // Decoded by the browser with its EXIF orientation applied, as the library will store it.
      const bitmap = await createImageBitmap(file);
      const scale = Math.min(1, PREVIEW_SIZE / Math.max(bitmap.width, bitmap.height));
      target.width = Math.max(1, Math.round(bitmap.width * scale));
      target.height = Math.max(1, Math.round(bitmap.height * scale));
      target.getContext("2d")?.drawImage(bitmap, 0, 0, target.width, target.height);
      bitmap.close();
      setPreview("shown");
    } catch {
      setPreview("unreadable");
    }
  }

  return (
    <>
      <FieldShell id={ids.file} label="Photo" hint={fileHint} error={tooLarge ? TOO_LARGE_MESSAGE : errors.photo} required look="studio">
        <input id={ids.file} name={PHOTO_UPLOAD_FIELDS.file} type="file" accept={ACCEPT} required onChange={show} {...describedBy({ id: ids.file, hint: fileHint, error: tooLarge ? TOO_LARGE_MESSAGE : errors.photo })} />
      </FieldShell>
      <figure className="studio-photo-preview" hidden={preview !== "shown"}>
        <canvas ref={canvas} role="img" aria-label="Preview of the chosen photo" />
        <figcaption className="studio-muted">The photo as it will be uploaded.</figcaption>
      </figure>
      {preview === "unreadable" ? <p className="studio-muted">This browser cannot show this file; the upload will say whether it is a photo the library takes.</p> : null}
      <PhotoAltFields idPrefix={idPrefix} values={values} errors={errors} />
    </>
  );
}
