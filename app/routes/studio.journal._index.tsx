import type { Route } from "./+types/studio.journal._index";
import { Form, Link } from "react-router";
import { NeedsFixingBadge } from "~/components/studio/StatusBadge";
import { StudioTable } from "~/components/studio/StudioTable";
import { Pagination } from "~/components/Pagination";
import { studioDateTime } from "~/site/time";
import { loadJournalList } from "~/studio/journal/route.server";
import studioJournalStyles from "~/styles/studio-journal.css?url";
import filterNavStyles from "~/styles/filter-nav.css?url";

/** The page links are the site's own (filter-nav.css draws them). */
export const links: Route.LinksFunction = () => [
  { rel: "stylesheet", href: studioJournalStyles },
  { rel: "stylesheet", href: filterNavStyles },
];

export const meta: Route.MetaFunction = () => [{ title: "Journal | Studio" }];

export const loader = (args: Route.LoaderArgs) => loadJournalList(args);

const STATUS_LABELS: Record<string, string> = { all: "All", draft: "Drafts", scheduled: "Scheduled", published: "Published" };

/** "58 articles.", "1 of 58 articles match.", "1057 articles, the most recently saved first (page 2 of 22)." */
function summary({ matching, total, page, pageCount, capped }: { matching: number; total: number; page: number; pageCount: number; capped: boolean }): string {
  const found = matching === total ? `${total} articles` : `${matching} of ${total} articles match`;
  const pages = pageCount > 1 ? `, the most recently saved first (page ${page} of ${pageCount}).` : ".";
  return `${found}${pages}${capped ? " Only the 200 most recently saved with that word were searched: add a word to find an older one." : ""}`;
}

export default function JournalList({ loaderData }: Route.ComponentProps) {
  const { rows, q, status, total, matching, counts, capped, pagination, page, pageCount } = loaderData;
  return (
    <>
      <h1>Journal</h1>
      <p className="studio-muted">
        Every article and styling tip: {counts.published} published, {counts.scheduled} scheduled, {counts.draft} drafts. Times are the studio&apos;s (Amsterdam).
      </p>
      <p className="studio-actions">
        <Link className="studio-button" to="/studio/journal/new">
          New article
        </Link>
      </p>
      <Form method="get" className="studio-journal-filters" role="search">
        <div className="studio-field">
          <label htmlFor="journal-q">Title has the words</label>
          <input id="journal-q" name="q" type="search" defaultValue={q} aria-describedby="journal-q-hint" />
          <p id="journal-q-hint" className="studio-field__hint">
            Whole words or their beginnings, in any order: “scar aut” finds a title with “autumn” and “scarves” in it.
          </p>
        </div>
        <div className="studio-field">
          <label htmlFor="journal-status">Status</label>
          <select id="journal-status" name="status" defaultValue={status}>
            {Object.entries(STATUS_LABELS).map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </select>
        </div>
        <button type="submit" className="studio-button studio-button--quiet">
          Search
        </button>
      </Form>
      <p role="status">{summary({ matching, total, page, pageCount, capped })}</p>
      {rows.length === 0 ? (
        <p className="studio-muted">No article matches. {q || status !== "all" ? <Link to="/studio/journal">Show them all</Link> : null}</p>
      ) : (
        <StudioTable columns={["Title", "Kind", "Status", "Last saved"]}>
          {rows.map((row) => (
            <tr key={row.id} id={`article-${row.id}`}>
              <th scope="row">
                <Link to={`/studio/journal/${row.id}`}>{row.title}</Link>
                <NeedsFixingBadge problems={row.problems} />
                {row.language === "nl" ? (
                  <>
                    {" "}
                    <span className="studio-badge" lang="nl">
                      Nederlands
                    </span>
                  </>
                ) : null}
              </th>
              <td>{row.kind === "tip" ? "Styling tip" : "Article"}</td>
              <td>
                <span className={row.status === "published" ? "studio-badge studio-badge--ok" : "studio-badge"}>
                  {row.status === "scheduled" && row.publishAt ? `Scheduled for ${studioDateTime(row.publishAt)}` : row.status === "published" ? "Published" : row.status === "draft" ? "Draft" : row.status || "No status"}
                </span>
              </td>
              <td>{row.updatedAt ? studioDateTime(row.updatedAt) : ""}</td>
            </tr>
          ))}
        </StudioTable>
      )}
      {pagination ? <Pagination label="Journal pages" {...pagination} previousText="Newer" nextText="Older" /> : null}
    </>
  );
}
