import type { Route } from "./+types/studio.media_.$id";
import { data, redirect } from "react-router";
import { Form, useNavigation } from "react-router";
import { Photo } from "~/components/Photo";
import { PhotoAltFields, postedAlt } from "~/components/studio/PhotoAltFields";
import { StudioNotice } from "~/components/studio/StudioNotice";
import { appContext, cloudflareContext } from "~/firestore/app-context.server";
import { getPhoto, isPhotoId, photoUsage } from "~/models/photos.server";
import { notFound } from "~/platform/responses.server";
import { seasonPath } from "~/site/paths";
import { pageUrl } from "~/site/page-url";
import { studioDateTime } from "~/site/time";
import { studioUserContext } from "~/studio/auth/guard.server";
import { UPDATE_TIME_FIELD } from "~/studio/content/save-fields";
import { editPhotoAlt, type AltErrors } from "~/studio/photo-alt.server";
import studioMediaStyles from "~/styles/studio-media.css?url";

/**
 * `/studio/media/{id}`: a photo's alt text, English and Dutch side by side, and its decorative
 * mark, in one form and one save (audited, under the version the page was read at). The pages that
 * show the photo with the library's description get the new one in the same save
 * (app/studio/photo-alt.server.ts). A plain form: it works without JavaScript.
 */
export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: studioMediaStyles }];

export const meta: Route.MetaFunction = ({ loaderData: loaded }) => [{ title: `Alt text of ${loaded?.photo.name ?? "a photo"} | Studio` }];

const photoIdOf = (params: { id?: string }) => {
  if (!isPhotoId(params.id ?? "")) throw notFound("There is no such photo.");
  return params.id!;
};

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const app = context.get(appContext);
  const id = photoIdOf(params);
  const [photo, usage] = await Promise.all([getPhoto(app, id), photoUsage(app, id)]);
  if (!photo) throw notFound("There is no such photo: it may have been deleted.");
  const saved = pageUrl(request).searchParams.get("saved");
  return { photo, usage, saved: saved !== null && /^\d{1,4}$/.test(saved) ? Number(saved) : null };
}

type ActionData = { message: string; errors: AltErrors; values: { alt: string; nlAlt: string; decorative: boolean } | null; updateTime?: string };

export async function action({ request, params, context }: Route.ActionArgs) {
  const id = photoIdOf(params);
  const form = await request.formData().catch(() => new FormData());
  const input = postedAlt(form);
  const seen = form.get(UPDATE_TIME_FIELD);
  const result = await editPhotoAlt(context.get(appContext), context.get(cloudflareContext).env, {
    id,
    seen: typeof seen === "string" ? seen : "",
    input,
    actor: context.get(studioUserContext),
  });
  if (result.ok) return redirect(`/studio/media/${id}?saved=${result.copies}`);
  if (result.status === 400) return data<ActionData>({ message: result.message, errors: result.errors, values: input }, { status: 400 });
  if (result.status === 404) throw notFound(result.message);
  // A conflict shows what is stored now, under its version; the save limit keeps what was typed.
  if (result.status === 409) return data<ActionData>({ message: result.message, errors: {}, values: null, updateTime: result.photo?.updateTime }, { status: 409 });
  return data<ActionData>({ message: result.message, errors: {}, values: input }, { status: result.status });
}

const savedMessage = (copies: number) =>
  copies === 0 ? "Saved." : `Saved, with the ${copies === 1 ? "page that shows" : `${copies} pages that show`} it in the library's words.`;

export default function StudioPhotoAlt({ loaderData, actionData: answer }: Route.ComponentProps) {
  const { photo, usage, saved } = loaderData;
  const saving = useNavigation().state === "submitting";
  const values = answer?.values ?? { alt: photo.alt, nlAlt: photo.nl?.alt ?? "", decorative: photo.decorative };
  const updateTime = answer?.updateTime ?? photo.updateTime;
  const used = usage.articles.length + usage.seasons.length > 0;
  return (
    <>
      <p>
        <a href={`/studio/media#photo-${photo.id}`}>Media</a>
      </p>
      <h1>Alt text of {photo.name}</h1>
      {saved !== null && !answer ? <StudioNotice tone="ok">{savedMessage(saved)}</StudioNotice> : null}
      {answer ? <StudioNotice tone="error">{answer.message}</StudioNotice> : null}
      <div className="studio-photo-edit">
        <figure className="studio-photo-edit__photo">
          <Photo photo={{ photo: photo.id, alt: "", decorative: true, width: photo.width, height: photo.height }} sizes="(min-width: 960px) 20rem, calc(100vw - 2rem)" />
          <figcaption className="studio-muted">
            {`${photo.width} × ${photo.height} px · uploaded ${studioDateTime(photo.uploadedAt)} by ${photo.uploadedBy}`}
          </figcaption>
        </figure>
        {/* Keyed by the version: after a conflict the fields show what is stored now. */}
        <Form method="post" className="studio-form studio-card" aria-labelledby="alt-heading" key={updateTime}>
          <h2 id="alt-heading">Describe the photo</h2>
          <input type="hidden" name={UPDATE_TIME_FIELD} value={updateTime} />
          <PhotoAltFields idPrefix="photo" values={values} errors={answer?.errors} />
          <div className="studio-actions">
            <button type="submit" className="studio-button" disabled={saving}>
              {saving ? "Saving…" : "Save"}
            </button>
            <a href="/studio/media">Back to the library</a>
          </div>
        </Form>
      </div>
      <h2>Where it is shown</h2>
      {used ? (
        <>
          <p className="studio-muted">These pages keep a copy of the photo. Those that describe it in the library's words get the new text when you save; an article's cover described in its own words keeps them.</p>
          <ul className="studio-media-usage">
            {usage.articles.map((article) => (
              <li key={article.id}>
                <a href={`/studio/journal/${article.id}`}>{article.title}</a>
              </li>
            ))}
            {usage.seasons.map((season) => (
              <li key={season}>
                <a href={seasonPath(season)}>Season page: {season}</a>
              </li>
            ))}
          </ul>
        </>
      ) : (
        <p className="studio-muted">No page shows it yet.</p>
      )}
    </>
  );
}
