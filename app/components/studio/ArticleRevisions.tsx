import { Link } from "react-router";
import { studioDateTime } from "~/site/time";
import type { ArticleEditorData } from "~/studio/journal/route.server";

/** The article's last saves, each a link to read it or put it back. */
export function ArticleRevisions({ id, revisions }: { id: string; revisions: ArticleEditorData["revisions"] }) {
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
