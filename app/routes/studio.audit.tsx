import type { Route } from "./+types/studio.audit";
import { Link } from "react-router";
import { listAudit } from "~/models/studio-audit.server";
import { studioDateTime } from "~/site/time";
import { requireAdmin } from "~/studio/auth/guard.server";
import { appContext } from "~/firestore/app-context.server";
import { pageUrl } from "~/site/page-url";

export const meta: Route.MetaFunction = () => [{ title: "Audit log | Studio" }];

export async function loader({ request, context }: Route.LoaderArgs) {
  requireAdmin(context);
  const before = pageUrl(request).searchParams.get("before");
  const valid = before && !Number.isNaN(Date.parse(before)) ? before : undefined;
  return listAudit(context.get(appContext), valid);
}

export default function AuditLog({ loaderData }: Route.ComponentProps) {
  const { entries, older } = loaderData;
  return (
    <>
      <h1>Audit log</h1>
      <p className="studio-muted">Every change made in the studio, newest first: who, when, which document, and what it held before and after.</p>
      <form method="post" action="/studio/publish" className="studio-actions studio-card">
        <p>Content changed outside the studio (in the Firestore console)? Refresh every public page from Firestore now.</p>
        <button type="submit" className="studio-button studio-button--quiet">
          Refresh the whole site
        </button>
      </form>
      {entries.length === 0 ? <p>No changes yet.</p> : null}
      <ol className="studio-audit" reversed>
        {entries.map((entry) => (
          <li key={entry.id} className="studio-card">
            <p>
              <strong>{entry.action}</strong> — <code>{entry.document}</code>
              <br />
              <span className="studio-muted">
                {studioDateTime(entry.at)} by {entry.actor}
              </span>
            </p>
            {entry.before !== null || entry.after !== null ? (
              <div className="studio-compare">
                <div>
                  <h2 className="studio-compare__heading">Before</h2>
                  {/* A long entry (an article's body) scrolls inside its box: focusable, so a keyboard can scroll it too. */}
                  <pre className="studio-pre" tabIndex={0} aria-label={`${entry.action}, before`}>
                    {entry.before ?? "(new)"}
                  </pre>
                </div>
                <div>
                  <h2 className="studio-compare__heading">After</h2>
                  <pre className="studio-pre" tabIndex={0} aria-label={`${entry.action}, after`}>
                    {entry.after ?? "(removed)"}
                  </pre>
                </div>
              </div>
            ) : null}
          </li>
        ))}
      </ol>
      {older ? (
        <p className="studio-pagination">
          <Link to={`?before=${encodeURIComponent(older)}`}>Older changes</Link>
        </p>
      ) : null}
    </>
  );
}
