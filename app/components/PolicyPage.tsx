import type { ReactNode } from "react";
import { Breadcrumbs } from "~/components/Breadcrumbs";
import { PageHeader } from "~/components/PageHeader";
import { formatLegalDate, legalTrail, type LegalPage } from "~/data/legal-pages";

type Props = {
  page: LegalPage;
  lead: string;
  /** The sections of the policy as [id, heading], for the "On this page" list. */
  contents?: ReadonlyArray<readonly [string, string]>;
  children: ReactNode;
};

/** The frame every policy shares: breadcrumbs, title, last-updated date and the list of sections. */
export function PolicyPage({ page, lead, contents, children }: Props) {
  return (
    <article className="policy">
      <Breadcrumbs trail={legalTrail(page)} />
      <PageHeader eyebrow="Legal" title={page.title} lead={lead}>
        <p className="policy__updated">
          Last updated: <time dateTime={page.lastUpdated}>{formatLegalDate(page.lastUpdated)}</time>
        </p>
      </PageHeader>

      <div className="container prose">
        {contents ? (
          <nav aria-label="On this page" className="policy__contents">
            <p className="policy__contents-title">On this page</p>
            <ol>
              {contents.map(([id, label]) => (
                <li key={id}>
                  <a href={`#${id}`}>{label}</a>
                </li>
              ))}
            </ol>
          </nav>
        ) : null}
        {children}
      </div>
    </article>
  );
}
