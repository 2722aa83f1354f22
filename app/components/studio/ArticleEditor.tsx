import { Form, Link, useNavigation, useRouteLoaderData } from "react-router";
import type { CSSProperties, ReactNode } from "react";
import { describedBy, FieldShell, SelectField, TextareaField, TextField } from "~/components/forms";
import { ArticleView } from "~/components/journal/ArticleView";
import { articlePath } from "~/site/paths";
import { localizedPath } from "~/site/locale";
import { STUDIO_TIME_ZONE } from "~/platform/studio-time-zone";
import { studioDateTime } from "~/site/time";
import { themeVariables, type Theme } from "~/site/theme";
import {
  DIFFICULTY_OPTIONS,
  EXCERPT_MAX,
  FIELD,
  KIND_OPTIONS,
  LANGUAGE_OPTIONS,
  SEO_DESCRIPTION_MAX,
  SEO_TITLE_MAX,
  TITLE_MAX,
  TOPIC_OPTIONS,
  type ArticleFormValues,
} from "~/studio/journal/article-form";
import type { ArticleActionData, ArticleEditorData } from "~/studio/journal/route.server";
import { UPDATE_TIME_FIELD } from "~/studio/content/save-fields";
import { articleFieldId as idOf } from "./article-field-id";
import { ArticleConflictNotice } from "./ArticleConflictNotice";
import { ArticleCoverChoice } from "./ArticleCoverChoice";
import { ArticleRevisions } from "./ArticleRevisions";
import { ArticleUploadForm } from "./ArticleUploadForm";
import { MarkdownGuide } from "./MarkdownGuide";
import { StudioNotice } from "./StudioNotice";

const SCHEDULE_HINT = `A date and time on the studio's clock (${STUDIO_TIME_ZONE}).`;

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
  // A Dutch article is at its Dutch address (/nl/journal/…).
  const publicPath = !isNew && status === "published" ? localizedPath(articlePath(loaded.values.slug), loaded.values.language === "nl" ? "nl" : "en") : null;

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
      {answer?.status === "conflict" ? <ArticleConflictNotice current={answer.current} yours={answer.values} /> : null}
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
          <div className="studio-journal-preview__page" lang={answer.values.language === "nl" ? "nl" : undefined} style={theme ? (themeVariables(theme) as CSSProperties) : undefined}>
            <ArticleView article={answer.preview} related={[]} />
          </div>
        </section>
      ) : null}

      {/* A new version (after a save, with JavaScript on) fills the form afresh: the link as saved, not as typed. */}
      <Form key={loaded.updateTime} method="post" className="studio-form studio-journal-form">
        <input type="hidden" name={UPDATE_TIME_FIELD} value={updateTime} />
        <SelectField
          look="studio"
          {...field("language")}
          label="Language"
          value={values.language || "en"}
          options={LANGUAGE_OPTIONS}
          hint="The language it is written in: the English journal lists English articles, the Dutch journal (/nl/journal) Dutch ones."
        />
        <TextField look="studio" {...field("title")} label="Title" value={values.title} hint={`Up to ${TITLE_MAX} characters.`} />
        <TextField look="studio"
          {...field("slug")}
          label="Link name"
          value={values.slug}
          hint={
            isNew
              ? "The end of its address, /journal/…. Leave it empty to make it from the title."
              : `The end of its address, /journal/…. Change it only when you must: the old link keeps leading here.${loaded.previousSlugs.length ? ` Earlier links: ${loaded.previousSlugs.join(", ")}.` : ""}`
          }
        />
        <TextareaField look="studio" {...field("excerpt")} label="Excerpt" value={values.excerpt} rows={3} hint={`One or two sentences for the journal's list and the feed (up to ${EXCERPT_MAX} characters).`} />
        <div className="studio-row">
          <SelectField look="studio" {...field("kind")} label="Kind" value={values.kind} options={KIND_OPTIONS} />
          <SelectField look="studio" {...field("topic")} label="Topic" value={values.topic} options={TOPIC_OPTIONS} hint="A tip's topic is its category." />
          <SelectField look="studio" {...field("difficulty")} label="Difficulty" value={values.difficulty} options={DIFFICULTY_OPTIONS} hint="Needed for a styling tip." />
        </div>
        <TextField look="studio" {...field("author")} label="Author" value={values.author} />
        <SeasonChoices seasons={loaded.seasons} values={values} error={errors.seasons ?? errors.subSeasons} />
        <ArticleCoverChoice loaded={loaded} values={values} errors={errors} />

        <fieldset>
          <legend>Search results and shared links</legend>
          <TextField look="studio" {...field("seoTitle")} label="SEO title" value={values.seoTitle} hint={`Up to ${SEO_TITLE_MAX} characters. Empty: the title.`} />
          <TextareaField look="studio"
            {...field("seoDescription")}
            label="SEO description"
            value={values.seoDescription}
            rows={2}
            hint={`Up to ${SEO_DESCRIPTION_MAX} characters. Empty: the excerpt.`}
          />
        </fieldset>

        <div className="studio-journal-body">
          <TextareaField look="studio" {...field("body")} label="Body (Markdown)" value={values.body} rows={24} hint="The article's text. The guide beside it shows how to mark headings, lists, links and photos." />
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

      <ArticleUploadForm returnTo={isNew ? "/studio/journal/new" : `/studio/journal/${loaded.id}`} />
      {!isNew ? <ArticleRevisions id={loaded.id!} revisions={loaded.revisions} /> : null}
    </>
  );
}

/** The fields that show their own message; any other message (the schema's, about the whole cover, say) is said at the top. */
const PLACED = new Set(["", "language", "title", "slug", "excerpt", "kind", "topic", "difficulty", "author", "seasons", "subSeasons", FIELD.coverPhoto, FIELD.coverAlt, "seoTitle", "seoDescription", "body", "publishAt"]);

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

