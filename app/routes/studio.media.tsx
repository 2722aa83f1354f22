import type { Route } from "./+types/studio.media";
import { data, redirect } from "react-router";
import { Form, useNavigation } from "react-router";
import { Photo } from "~/components/Photo";
import { postedAlt } from "~/components/studio/PhotoAltFields";
import { PHOTO_UPLOAD_FIELDS, PhotoUploadFields } from "~/components/studio/PhotoUploadFields";
import { DutchBadge } from "~/components/studio/DutchBadge";
import { missesDutchAlt } from "~/site/photo-alt";
import { StudioNotice } from "~/components/studio/StudioNotice";
import { StudioTable } from "~/components/studio/StudioTable";
import { countPhotos, isPhotoId, libraryUsage, listPhotos } from "~/models/photos.server";
import { notFound } from "~/platform/responses.server";
import { pageLinks } from "~/site/pagination";
import { Pagination } from "~/components/Pagination";
import filterNavStyles from "~/styles/filter-nav.css?url";
import { MAX_PHOTO_BYTES, TOO_LARGE_MESSAGE } from "~/site/photos";
import type { BodyLimitHandle } from "~/site/body-limit-handle";
import { seasonPath } from "~/site/paths";
import { studioDateTime } from "~/site/time";
import { studioUserContext } from "~/studio/auth/guard.server";
import { deletePhoto, uploadPhoto } from "~/studio/photos.server";
import { safeRedirect } from "~/studio/auth/redirect-to";
import studioMediaStyles from "~/styles/studio-media.css?url";
import { appContext, cloudflareContext } from "~/firestore/app-context.server";
import { pageUrl } from "~/site/page-url";

/**
 * `/studio/media`: the photo library. Upload a photo (a plain multipart form; with JavaScript a
 * preview first), see every photo with its alt text, size and where it is used, copy its Markdown,
 * and delete one nothing uses. Another studio page (the journal editor) may post its own upload
 * here with a `returnTo` path of the studio, and is sent back there with `?photo={id}`.
 */
export const handle: BodyLimitHandle = {
  // 20 MB of photo and a form's worth of fields; 2 minutes is 20 MB at about 1.4 Mbit/s.
  bodyLimit: { bytes: MAX_PHOTO_BYTES + 64 * 1024, timeoutMs: 120_000, tooLarge: TOO_LARGE_MESSAGE, fieldsCheckedByRoute: true },
};

/** The page links are the site's own (filter-nav.css draws them). */
export const links: Route.LinksFunction = () => [
  { rel: "stylesheet", href: studioMediaStyles },
  { rel: "stylesheet", href: filterNavStyles },
];

export const meta: Route.MetaFunction = () => [{ title: "Media | Studio" }];

/** A studio path to return to after an upload, or null when the value is not one (never another site). */
function returnPath(value: unknown, origin: string): string | null {
  if (typeof value !== "string" || value === "") return null;
  const safe = safeRedirect(value, origin);
  return safe === "/studio" && value.replace(/\/$/, "") !== "/studio" ? null : safe;
}

/** Photos a page of the library shows, newest first. */
const PHOTOS_PER_PAGE = 50;
/** A page number as the links write it: 1 to 9999, no leading zero. */
const PAGE_PARAM = /^[1-9][0-9]{0,3}$/;

const mediaHref = (page: number) => (page > 1 ? `/studio/media?page=${page}` : "/studio/media");

export async function loader({ request, context }: Route.LoaderArgs) {
  const app = context.get(appContext);
  const url = pageUrl(request);
  const rawPage = url.searchParams.get("page") ?? "1";
  if (!PAGE_PARAM.test(rawPage)) throw notFound("Page Not Found");
  const page = Number(rawPage);
  const [total, photos] = await Promise.all([countPhotos(app), listPhotos(app, { offset: (page - 1) * PHOTOS_PER_PAGE, limit: PHOTOS_PER_PAGE })]);
  const pageCount = Math.max(1, Math.ceil(total / PHOTOS_PER_PAGE));
  if (page > pageCount) throw notFound("Page Not Found");
  // Where this page's photos are used, asked of the articles for these photos only.
  const usage = await libraryUsage(app, photos.map((photo) => photo.id));
  const none = { articles: [], seasons: [] };
  return {
    photos: photos.map((photo) => ({ ...photo, usage: usage.get(photo.id) ?? none })),
    total,
    page,
    pageCount,
    pagination: pageLinks({ page, pageCount }, mediaHref),
    uploaded: url.searchParams.get("uploaded"),
    deleted: url.searchParams.get("deleted") === "1",
    returnTo: returnPath(url.searchParams.get("returnTo"), url.origin),
  };
}

type ActionData = { intent: "upload" | "delete"; message: string; errors: { photo?: string; alt?: string; nlAlt?: string }; values: { alt?: string; nlAlt?: string; decorative?: boolean; returnTo?: string | null }; id?: string };

/** More fields than the upload (intent, photo, alt, nl.alt, decorative, returnTo) or the delete ever send. */
const MAX_FIELDS = 20;

export async function action({ request, context }: Route.ActionArgs) {
  const me = context.get(studioUserContext);
  const env = context.get(cloudflareContext).env;
  const origin = pageUrl(request).origin;
  const form = await request.formData().catch(() => null);
  if (!form) return data<ActionData>({ intent: "upload", message: "The form could not be read. Choose the photo again and upload it.", errors: {}, values: {} }, { status: 400 });
  // The worker leaves the field count to this route (its handle says so): the library's forms send a handful.
  if ([...form.keys()].length > MAX_FIELDS) return data<ActionData>({ intent: "upload", message: "This form has more fields than the library's forms send.", errors: {}, values: {} }, { status: 413 });

  if (form.get("intent") === "delete") {
    const id = String(form.get("id") ?? "");
    if (!isPhotoId(id)) return data<ActionData>({ intent: "delete", message: "There is no such photo.", errors: {}, values: {}, id }, { status: 404 });
    const result = await deletePhoto(context.get(appContext), env, { id, actor: me, origin });
    if (result.ok) return redirect("/studio/media?deleted=1");
    return data<ActionData>({ intent: "delete", message: result.message, errors: {}, values: {}, id }, { status: result.status });
  }

  const { alt, nlAlt, decorative } = postedAlt(form);
  const returnTo = returnPath(form.get(PHOTO_UPLOAD_FIELDS.returnTo), origin);
  const values = { alt, nlAlt, decorative, returnTo };
  const file = form.get(PHOTO_UPLOAD_FIELDS.file);
  if (!(file instanceof File) || file.size === 0) {
    return data<ActionData>({ intent: "upload", message: "Choose a photo to upload.", errors: { photo: "Choose a photo to upload." }, values }, { status: 400 });
  }
  const result = await uploadPhoto(context.get(appContext), env, { file, alt, nlAlt, decorative, actor: me });
  if (!result.ok) {
    return data<ActionData>({ intent: "upload", message: result.message, errors: { [result.field]: result.message }, values }, { status: result.status });
  }
  if (returnTo) return redirect(`${returnTo}${returnTo.includes("?") ? "&" : "?"}photo=${result.id}`);
  return redirect(`/studio/media?uploaded=${result.id}`);
}

const markdownOf = (photo: { id: string; alt: string }) => `![${photo.alt.replace(/[[\]]/g, "")}](/media/${photo.id})`;

function kilobytes(bytes: number): string {
  return bytes >= 1024 * 1024 ? `${(bytes / 1024 / 1024).toFixed(1)} MB` : `${Math.max(1, Math.round(bytes / 1024))} KB`;
}

export default function StudioMedia({ loaderData, actionData: answer }: Route.ComponentProps) {
  const { photos, total, page, pageCount, pagination, uploaded, deleted, returnTo } = loaderData;
  const navigation = useNavigation();
  const uploading = navigation.state === "submitting" && navigation.formData?.get("intent") === "upload";
  const upload = answer?.intent === "upload" ? answer : undefined;
  const back = upload?.values.returnTo ?? returnTo;
  const justUploaded = photos.find((photo) => photo.id === uploaded);
  const dutchMissing = photos.filter(missesDutchAlt).length;
  return (
    <>
      <h1>Media</h1>
      <p className="studio-muted">The photos the journal and the season pages can show. Each one is served in several sizes, as AVIF, WebP and JPEG.</p>
      {justUploaded ? (
        <StudioNotice tone="ok">
          {`Uploaded ${justUploaded.name} (${justUploaded.width} × ${justUploaded.height} px). To show it in an article's body, paste `}
          <code>{markdownOf(justUploaded)}</code>
        </StudioNotice>
      ) : null}
      {deleted ? <StudioNotice tone="ok">The photo was deleted.</StudioNotice> : null}
      {answer ? <StudioNotice tone="error">{answer.message}</StudioNotice> : null}

      <Form method="post" encType="multipart/form-data" className="studio-form studio-card" aria-labelledby="upload-heading">
        <h2 id="upload-heading">Upload a photo</h2>
        <input type="hidden" name="intent" value="upload" />
        {back ? <input type="hidden" name={PHOTO_UPLOAD_FIELDS.returnTo} value={back} /> : null}
        <PhotoUploadFields values={upload?.values} errors={upload?.errors} />
        <div className="studio-actions">
          <button type="submit" className="studio-button" disabled={uploading}>
            {uploading ? "Uploading…" : "Upload"}
          </button>
          {back ? <a href={back}>Back without uploading</a> : null}
        </div>
      </Form>

      <h2>Library</h2>
      {photos.length === 0 ? <p>No photos yet.</p> : null}
      {photos.length > 0 ? (
        <StudioTable columns={["Photo", "Alt text and details", "Used by", "Markdown", "Delete"]} caption={`${total} ${total === 1 ? "photo" : "photos"}, newest first${pageCount > 1 ? ` (page ${page} of ${pageCount})` : ""}${dutchMissing > 0 ? `; ${dutchMissing} on this page without Dutch alt text` : ""}`} captionClassName="studio-muted">
          {photos.map((photo) => {
            const used = photo.usage.articles.length + photo.usage.seasons.length > 0;
            const refused = answer?.intent === "delete" && answer.id === photo.id ? answer.message : null;
            return (
              <tr key={photo.id} id={`photo-${photo.id}`}>
                <td className="studio-media-thumb">
                  <Photo photo={{ photo: photo.id, alt: photo.alt, decorative: photo.decorative, width: photo.width, height: photo.height }} sizes="8rem" />
                </td>
                <td>
                  {photo.decorative ? (
                    <p>
                      <em>Decorative (no alt text)</em>
                    </p>
                  ) : (
                    <>
                      <p>
                        {photo.alt}
                        <DutchBadge label={missesDutchAlt(photo) ? "Dutch missing" : null} />
                      </p>
                      {photo.nl?.alt ? <p lang="nl">{photo.nl.alt}</p> : null}
                    </>
                  )}
                  <p>
                    <a href={`/studio/media/${photo.id}`} aria-label={`Edit alt text: ${photo.name}`}>
                      Edit alt text
                    </a>
                  </p>
                  <p className="studio-muted">
                    {`${photo.name} · ${photo.width} × ${photo.height} px · ${kilobytes(photo.bytes)}`}
                    <br />
                    {`${studioDateTime(photo.uploadedAt)} by ${photo.uploadedBy}`}
                  </p>
                </td>
                <td>
                  {used ? (
                    <ul className="studio-media-usage">
                      {photo.usage.articles.map((article) => (
                        <li key={article.id}>
                          <a href={`/studio/journal/${article.id}`}>{article.title}</a>
                        </li>
                      ))}
                      {photo.usage.seasons.map((season) => (
                        <li key={season}>
                          <a href={seasonPath(season)}>Season page: {season}</a>
                        </li>
                      ))}
                    </ul>
                  ) : (
                    <span className="studio-muted">Not used</span>
                  )}
                </td>
                <td>
                  <code className="studio-media-snippet">{markdownOf(photo)}</code>
                </td>
                <td>
                  {refused ? <p className="studio-field__error">{refused}</p> : null}
                  {used ? (
                    <span className="studio-muted">In use: take it out where it is used to delete it.</span>
                  ) : (
                    <Form method="post">
                      <input type="hidden" name="intent" value="delete" />
                      <input type="hidden" name="id" value={photo.id} />
                      <button type="submit" className="studio-button studio-button--danger" aria-label={`Delete ${photo.name}`}>
                        Delete
                      </button>
                    </Form>
                  )}
                </td>
              </tr>
            );
          })}
        </StudioTable>
      ) : null}
      <Pagination label="Library pages" {...pagination} previousText="Newer" nextText="Older" />
    </>
  );
}
