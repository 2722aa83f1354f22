import { PHOTO_UPLOAD_FIELDS, PhotoUploadFields } from "./PhotoUploadFields";

/** A form of its own (forms do not nest): the media library's upload, which comes back here with `?photo={id}`. */
export function ArticleUploadForm({ returnTo }: { returnTo: string }) {
  return (
    <section id="upload" aria-labelledby="upload-heading" className="studio-card">
      <h2 id="upload-heading">Upload a new photo</h2>
      <p className="studio-muted">
        It joins the media library and comes back here chosen as the cover, with the line that puts it in the body. Save the article first: what you typed above and have not saved is lost.
      </p>
      <form method="post" action="/studio/media" encType="multipart/form-data" className="studio-form">
        <input type="hidden" name="intent" value="upload" />
        <input type="hidden" name={PHOTO_UPLOAD_FIELDS.returnTo} value={returnTo} />
        <PhotoUploadFields idPrefix="upload" />
        <div className="studio-actions">
          <button type="submit" className="studio-button studio-button--quiet">
            Upload
          </button>
        </div>
      </form>
    </section>
  );
}
