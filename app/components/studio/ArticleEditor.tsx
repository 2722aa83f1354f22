import { Form, Link, useNavigation, useRouteLoaderData } from "react-router";
import { PHOTO_UPLOAD_FIELDS, PhotoUploadFields } from "./PhotoUploadFields";
import type { CSSProperties, ReactNode } from "react";
import { describedBy, FieldShell } from "~/components/forms";
import { ArticleView } from "~/components/journal/ArticleView";
import { Photo } from "~/components/Photo";
import { articlePath } from "~/site/paths";
import { STUDIO_TIME_ZONE, studioDateTime } from "~/site/time";
import { themeVariables, type Theme } from "~/site/theme";
import {
  DIFFICULTY_OPTIONS,
  EXCERPT_MAX,
  FIELD,
  KIND_OPTIONS,
  SEO_DESCRIPTION_MAX,
  SEO_TITLE_MAX,
  TITLE_MAX,
  TOPIC_OPTIONS,
  type ArticleFormValues,
} from "~/studio/journal/article-form";
import type { ArticleActionData, ArticleEditorData } from "~/studio/journal/route.server";
import { UPDATE_TIME_FIELD } from "~/studio/content/save-fields";
import { ConflictTable } from "./ConflictTable";
import { MarkdownGuide } from "./MarkdownGuide";
import { StudioNotice } from "./StudioNotice";

const SCHEDULE_HINT = `A date and time on the studio's clock (${STUDIO_TIME_ZONE}).`;
const ALT_HINT = "What the photo shows, for people who can't see it. Empty: the library's description of the photo.";

const idOf = (name: string) => `field-${name.replace(/[^a-zA-Z0-9_-]/g, "-")}`;

/** The studio's journal editor: one plain form whose buttons say what the save does (its `intent`). */
export function ArticleEditor({ loaded, answer }: { loaded: ArticleEditorData; answer: ArticleActionData | undefined }) {
  const busy = useNavigation().state === "submitting";
  // The site's colours and fonts (the root's data), worn by the previewed page alone.
  const theme = useRouteLoaderData<{ theme?: Theme }>("root")?.theme;
  const values = answer?.values ?? loaded.values;
  const errors = answer && (answer.status === "invalid" || answer.status === "preview") ? answer.errors : {};
  const updateTime = answer?.updateTime ?? loaded.updateTime;
  const field = (name: string) => ({ id: idOf(name), name, error: errors[name] });
  const status = loaded.status;
  const isNew = loaded.id === null;
  const publicPath = !isNew && status === "published" ? articlePath(loaded.values.slug) : null;

  return (
    <>
      <h1>{isNew ? "New article" : loaded.values.title || "Article"}</h1>
      <p className="studio-actions">
        <Link to="/studio/journal">All articles</Link>
        {publicPath ? <a href={publicPath}>View it on the site</a> : null}
        {!isNew ? <a href="#revisions">Revisions ({loaded.revisions.length})</a> : null}
      </p>
      <StatusLine loaded={loaded} />
      {loaded.saved && !answer ? <SavedNotice saved={loaded.saved} /> : null}
      {loaded.problems.length && !answer ? (
        <StudioNotice tone="error">As stored, the site can't show this article ({loaded.problems.join("; ")}). Correct the fields below and save.</StudioNotice>
      ) : null}
      {answer?.status === "invalid" ? (
        <StudioNotice tone="error">
          {errors[""] ?? "Nothing was saved: some fields need another look (see the messages next to them)."}
          {unplaced(errors).map((message) => ` ${message}`)}
        </StudioNotice>
      ) : null}
      {answer?.status === "limited" ? <StudioNotice tone="error">{`${answer.message} Nothing was saved this time; what you typed is still in the form below.`}</StudioNotice> : null}
      {answer?.status === "conflict" ? <ConflictNotice current={answer.current} yours={answer.values} /> : null}
      {loaded.uploaded && !answer ? (
        <StudioNotice tone="ok">
          Uploaded, and chosen as the cover below. To show it in the body instead, put this line where it goes: <code>{`![${loaded.uploaded.alt}](/media/${loaded.uploaded.id})`}</code>
        </StudioNotice>
      ) : null}

      {answer?.status === "preview" ? (
        <section className="studio-journal-preview" aria-labelledby="preview-heading">
          <h2 id="preview-heading">Preview: the article as it will look</h2>
          <p className="studio-muted">
            Nothing is saved yet.
            {Object.keys(answer.errors).length ? " Some fields still need another look before it can be saved (see the messages next to them)." : " The form below still holds what you typed."}
          </p>
          <div className="studio-journal-preview__page" style={theme ? (themeVariables(theme) as CSSProperties) : undefined}>
            <ArticleView article={answer.preview} related={[]} />
          </div>
        </section>
      ) : null}

      {/* A new version (after a save, with JavaScript on) fills the form afresh: the link as saved, not as typed. */}
      <Form key={loaded.updateTime} method="post" className="studio-form studio-journal-form">
        <input type="hidden" name={UPDATE_TIME_FIELD} value={updateTime} />
        <Text {...field("title")} label="Title" value={values.title} hint={`Up to ${TITLE_MAX} characters.`} />
        <Text
          {...field("slug")}
          label="Link name"
          value={values.slug}
          hint={
            isNew
              ? "The end of its address, /journal/…. Leave it empty to make it from the title."
              : `The end of its address, /journal/…. Change it only when you must: the old link keeps leading here.${loaded.previousSlugs.length ? ` Earlier links: ${loaded.previousSlugs.join(", ")}.` : ""}`
          }
        />
        <TextArea {...field("excerpt")} label="Excerpt" value={values.excerpt} rows={3} hint={`One or two sentences for the journal's list and the feed (up to ${EXCERPT_MAX} characters).`} />
        <div className="studio-row">
          <Select {...field("kind")} label="Kind" value={values.kind} options={KIND_OPTIONS} />
          <Select {...field("topic")} label="Topic" value={values.topic} options={TOPIC_OPTIONS} hint="A tip's topic is its category." />
          <Select {...field("difficulty")} label="Difficulty" value={values.difficulty} options={DIFFICULTY_OPTIONS} hint="Needed for a styling tip." />
        </div>
        <Text {...field("author")} label="Author" value={values.author} />
        <SeasonChoices seasons={loaded.seasons} values={values} error={errors.seasons ?? errors.subSeasons} />
        <CoverChoice loaded={loaded} values={values} errors={errors} />

        <fieldset>
          <legend>Search results and shared links</legend>
          <Text {...field("seoTitle")} label="SEO title" value={values.seoTitle} hint={`Up to ${SEO_TITLE_MAX} characters. Empty: the title.`} />
          <TextArea
            {...field("seoDescription")}
            label="SEO description"
            value={values.seoDescription}
            rows={2}
            hint={`Up to ${SEO_DESCRIPTION_MAX} characters. Empty: the excerpt.`}
          />
        </fieldset>

        <div className="studio-journal-body">
          <TextArea {...field("body")} label="Body (Markdown)" value={values.body} rows={24} hint="The article's text. The guide beside it shows how to mark headings, lists, links and photos." />
          <MarkdownGuide />
        </div>

        <fieldset className="studio-journal-buttons">
          <legend>Save</legend>
          <div className="studio-actions">
            <button type="submit" name="intent" value="preview" className="studio-button studio-button--quiet" disabled={busy}>
              Preview
            </button>
            {/* A scheduled article goes back to a draft by "Unpublish"; a published one too. */}
            {status === "draft" ? (
              <button type="submit" name="intent" value="draft" className="studio-button studio-button--quiet" disabled={busy}>
                {answer?.status === "conflict" ? "Save mine as a draft over theirs" : "Save draft"}
              </button>
            ) : null}
            <button type="submit" name="intent" value="publish" className="studio-button" disabled={busy}>
              {status === "published" ? (answer?.status === "conflict" ? "Save mine over theirs (published)" : "Save and keep published") : "Publish now"}
            </button>
            {status === "published" ? (
              <button type="submit" name="intent" value="unpublish" className="studio-button studio-button--danger" disabled={busy}>
                Unpublish
              </button>
            ) : null}
          </div>
          {status !== "published" ? (
            <div className="studio-journal-schedule">
              <FieldShell look="studio" {...field("publishAt")} label="Go public at" hint={SCHEDULE_HINT}>
                <input id={idOf("publishAt")} name="publishAt" {...describedBy({ id: idOf("publishAt"), hint: SCHEDULE_HINT, error: errors.publishAt })} type="datetime-local" defaultValue={values.publishAt} />
              </FieldShell>
              <button type="submit" name="intent" value="schedule" className="studio-button studio-button--quiet" disabled={busy}>
                {status === "scheduled" ? "Save, scheduled for this time" : "Schedule for…"}
              </button>
              {status === "scheduled" ? (
                <button type="submit" name="intent" value="unpublish" className="studio-button studio-button--danger" disabled={busy}>
                  Unpublish (back to draft)
                </button>
              ) : null}
            </div>
          ) : null}
        </fieldset>
      </Form>

      <UploadForm returnTo={isNew ? "/studio/journal/new" : `/studio/journal/${loaded.id}`} />
      {!isNew ? <Revisions id={loaded.id!} revisions={loaded.revisions} /> : null}
    </>
  );
}

/** The fields that show their own message; any other message (the schema's, about the whole cover, say) is said at the top. */
const PLACED = new Set(["", "title", "slug", "excerpt", "kind", "topic", "difficulty", "author", "seasons", "subSeasons", FIELD.coverPhoto, FIELD.coverAlt, "seoTitle", "seoDescription", "body", "publishAt"]);

function unplaced(errors: Record<string, string>): string[] {
  return Object.entries(errors)
    .filter(([name]) => !PLACED.has(name))
    .map(([name, message]) => `${name}: ${message}`);
}

function StatusLine({ loaded }: { loaded: ArticleEditorData }) {
  if (loaded.id === null) return <p className="studio-muted">A new article is a draft until you publish or schedule it.</p>;
  const label =
    loaded.status === "published"
      ? "Published: on the site"
      : loaded.status === "scheduled"
        ? `Scheduled: goes public ${loaded.publishAt ? studioDateTime(loaded.publishAt) : "at its time"}`
        : "Draft: not on the site";
  return (
    <p>
      <span className={loaded.status === "published" ? "studio-badge studio-badge--ok" : "studio-badge"}>{label}</span>
      {loaded.updatedAt ? <span className="studio-muted"> Last saved {studioDateTime(loaded.updatedAt)}.</span> : null}
    </p>
  );
}

function SavedNotice({ saved }: { saved: NonNullable<ArticleEditorData["saved"]> }) {
  const what = saved.status === "published" ? "Saved and published." : saved.status === "scheduled" ? "Saved and scheduled." : "Saved as a draft: it is not on the site.";
  return <StudioNotice tone="ok">{saved.stale ? `${what} The public pages could not be refreshed at once: they show it within a minute.` : what}</StudioNotice>;
}

const LABELS: Record<keyof ArticleFormValues, string> = {
  title: "Title",
  slug: "Link name",
  excerpt: "Excerpt",
  kind: "Kind",
  topic: "Topic",
  difficulty: "Difficulty",
  seasons: "Seasons",
  subSeasons: "Sub-seasons",
  author: "Author",
  coverPhoto: "Cover photo",
  coverAlt: "Cover's alt text",
  coverDecorative: "Cover is decorative",
  seoTitle: "SEO title",
  seoDescription: "SEO description",
  body: "Body",
  publishAt: "Go public at",
};

function ConflictNotice({ current, yours }: { current: ArticleFormValues | null; yours: ArticleFormValues }) {
  const show = (value: ArticleFormValues[keyof ArticleFormValues] | undefined) => (Array.isArray(value) ? value.join(", ") : typeof value === "boolean" ? (value ? "yes" : "no") : (value ?? "")) || "(none)";
  const rows = current
    ? (Object.keys(LABELS) as Array<keyof ArticleFormValues>).filter((name) => show(current[name]) !== show(yours[name])).map((name) => ({ label: LABELS[name], current: show(current[name]), yours: show(yours[name]) }))
    : [];
  return (
    <section className="studio-status studio-status--error" role="alert" aria-labelledby="conflict-heading">
      <h2 id="conflict-heading">Someone else saved this while you were editing</h2>
      <p>Nothing of yours was saved, and nothing of theirs was overwritten. Here is what differs; the form below still holds your version.</p>
      {rows.length ? <ConflictTable rows={rows} /> : <p>Their version and yours are the same.</p>}
      <p>To keep theirs, reload this page. To keep yours, save again.</p>
    </section>
  );
}

type Control = { id: string; name: string; label: string; hint?: string; error?: string; value: string };

function Text(props: Control) {
  return (
    <FieldShell look="studio" {...props}>
      <input id={props.id} name={props.name} type="text" defaultValue={props.value} {...describedBy(props)} />
    </FieldShell>
  );
}

function TextArea(props: Control & { rows: number }) {
  return (
    <FieldShell look="studio" {...props}>
      <textarea id={props.id} name={props.name} rows={props.rows} defaultValue={props.value} {...describedBy(props)} />
    </FieldShell>
  );
}

function Select(props: Control & { options: ReadonlyArray<{ value: string; label: string }> }) {
  return (
    <FieldShell look="studio" {...props}>
      <select id={props.id} name={props.name} defaultValue={props.value} {...describedBy(props)}>
        {props.options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </FieldShell>
  );
}

function Checkbox({ name, value, checked, id, children }: { name: string; value: string; checked: boolean; id: string; children: ReactNode }) {
  return (
    <li className="studio-field--inline">
      <input type="checkbox" id={id} name={name} value={value} defaultChecked={checked} />
      <label htmlFor={id}>{children}</label>
    </li>
  );
}

function SeasonChoices({ seasons, values, error }: { seasons: ArticleEditorData["seasons"]; values: ArticleFormValues; error?: string }) {
  return (
    <fieldset aria-describedby={error ? "field-seasons-error" : undefined}>
      <legend>Seasons and sub-seasons</legend>
      <p className="studio-field__hint">The journal lists it under each one ticked; a sub-season's page lists its tips.</p>
      {error ? (
        <p className="studio-field__error" id="field-seasons-error">
          {error}
        </p>
      ) : null}
      <div className="studio-journal-seasons">
        {seasons.map((season) => (
          <ul key={season.slug} className="studio-journal-checks">
            <Checkbox name="seasons" value={season.slug} id={`season-${season.slug}`} checked={values.seasons.includes(season.slug)}>
              <strong>{season.name}</strong>
            </Checkbox>
            {season.subSeasons.map((sub) => (
              <Checkbox key={sub.slug} name="subSeasons" value={sub.slug} id={`sub-season-${sub.slug}`} checked={values.subSeasons.includes(sub.slug)}>
                {sub.name}
              </Checkbox>
            ))}
          </ul>
        ))}
      </div>
    </fieldset>
  );
}

const THUMB_SIZES = "6rem";

function CoverChoice({ loaded, values, errors }: { loaded: ArticleEditorData; values: ArticleFormValues; errors: Record<string, string> }) {
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

/** A form of its own (forms do not nest): the media library's upload, which comes back here with `?photo={id}`. */
function UploadForm({ returnTo }: { returnTo: string }) {
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

function Revisions({ id, revisions }: { id: string; revisions: ArticleEditorData["revisions"] }) {
  return (
    <section id="revisions" aria-labelledby="revisions-heading">
      <h2 id="revisions-heading">Revisions</h2>
      <p className="studio-muted">The last 20 saves, newest first. Open one to read it or put it back.</p>
      {revisions.length === 0 ? (
        <p className="studio-muted">None yet: the next save makes the first.</p>
      ) : (
        <div className="studio-table-wrap">
          <table className="studio-table">
            <thead>
              <tr>
                <th scope="col">Saved</th>
                <th scope="col">By</th>
                <th scope="col">What</th>
                <th scope="col">Status</th>
              </tr>
            </thead>
            <tbody>
              {revisions.map((revision) => (
                <tr key={revision.id}>
                  <th scope="row">
                    <Link to={`/studio/journal/${id}/revisions/${revision.id}`}>{revision.savedAt ? studioDateTime(revision.savedAt) : revision.id}</Link>
                  </th>
                  <td>{revision.savedBy}</td>
                  <td>{revision.action}</td>
                  <td>{revision.status}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
