import type { Route } from "./+types/studio.journal.$id_.revisions.$revisionId";
import { Form, Link } from "react-router";
import { UPDATE_TIME_FIELD } from "~/studio/content/save-fields";
import { studioDateTime } from "~/site/time";
import { loadRevision } from "~/studio/journal/route.server";
import studioJournalStyles from "~/styles/studio-journal.css?url";

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: studioJournalStyles }];

export const meta: Route.MetaFunction = ({ loaderData: data }) => [{ title: `Revision of ${data?.currentTitle ?? "an article"} | Studio` }];

export const loader = (args: Route.LoaderArgs) => loadRevision(args);

/** One saved revision of an article, read-only, with "Restore": posted to the article's own form, so its answers are the editor's. */
export default function RevisionPage({ loaderData }: Route.ComponentProps) {
  const { id, currentTitle, currentStatus, updateTime, revision, values } = loaderData;
  const rows: Array<[string, string]> = [
    ["Title", values.title],
    ["Link name", values.slug],
    ["Language", values.language === "nl" ? "Nederlands" : "English"],
    ["Excerpt", values.excerpt],
    ["Kind", values.kind === "tip" ? "Styling tip" : "Article"],
    ["Topic", values.topic],
    ["Difficulty", values.difficulty || "(none)"],
    ["Seasons", [...values.seasons, ...values.subSeasons].join(", ") || "(none)"],
    ["Author", values.author],
    ["Cover", values.coverPhoto ? `${values.coverPhoto}${values.coverDecorative ? " (decorative)" : `: ${values.coverAlt}`}` : "(none)"],
    ["SEO title", values.seoTitle || "(the title)"],
    ["SEO description", values.seoDescription || "(the excerpt)"],
  ];
  return (
    <>
      <h1>Revision of {currentTitle}</h1>
      <p className="studio-actions">
        <Link to={`/studio/journal/${id}`}>Back to the article</Link>
        <Link to={`/studio/journal/${id}#revisions`}>All revisions</Link>
      </p>
      <p>
        Saved {revision.savedAt ? studioDateTime(revision.savedAt) : ""} by {revision.savedBy}: {revision.action} ({revision.status}).
      </p>
      <Form method="post" action={`/studio/journal/${id}`} className="studio-card">
        <input type="hidden" name={UPDATE_TIME_FIELD} value={updateTime} />
        <input type="hidden" name="revision" value={revision.id} />
        <p>
          Restoring saves this revision&apos;s text, cover and details as the article&apos;s newest version. It keeps the article&apos;s current link and status ({currentStatus}): a published
          article shows the restored text at once. The version it replaces stays in the revisions.
        </p>
        <button type="submit" name="intent" value="restore" className="studio-button">
          Restore this revision
        </button>
      </Form>
      <div className="studio-table-wrap">
        <table className="studio-table">
          <tbody>
            {rows.map(([label, value]) => (
              <tr key={label}>
                <th scope="row">{label}</th>
                <td>{value}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <h2>Body</h2>
      <pre className="studio-pre studio-journal-revision-body">{values.body}</pre>
    </>
  );
}
