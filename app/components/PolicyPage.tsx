import type { MetaFunction } from "react-router";
import { useLocation, useRouteLoaderData } from "react-router";
import { twinPath } from "~/site/locale";
import { Children, isValidElement, type ReactElement, type ReactNode } from "react";
import { Breadcrumbs } from "~/components/Breadcrumbs";
import { PageHeader } from "~/components/PageHeader";
import { formatLegalDate, legalPage, legalPageAt, legalTrail, type LegalPage } from "~/data/legal-pages";
import type { SitemapHandle } from "~/site/sitemap-handle";
import type { WebsiteContent } from "~/models/website.server";
import { breadcrumbJsonLd, pageMeta, siteMeta } from "~/site/seo";

type Props = {
  lead: string;
  /** List the policy's sections under "On this page". */
  contents?: boolean;
  /** The headings carry their own numbers ("1. Who we are"), so the list shows none. */
  numberedHeadings?: boolean;
  /** The policy's `PolicySection`s. */
  children: ReactNode;
};

/** The frame every policy shares: breadcrumbs, title, last-updated date and the list of sections. */
export function PolicyPage({ lead, contents = false, numberedHeadings = false, children }: Props) {
  const page = usePolicy();
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
            <ol className={numberedHeadings ? "policy__contents-list--plain" : undefined}>
              {sectionsOf(children).map(({ id, title }) => (
                <li key={id}>
                  <a href={`#${id}`}>{title}</a>
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

type SectionProps = { id: string; title: string; children: ReactNode };

/** One section of a policy, its heading the target of its line in "On this page". */
export function PolicySection({ id, title, children }: SectionProps) {
  return (
    <section aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {children}
    </section>
  );
}

function sectionsOf(children: ReactNode): SectionProps[] {
  return Children.toArray(children)
    .filter((child): child is ReactElement<SectionProps> => isValidElement(child) && child.type === PolicySection)
    .map((child) => child.props);
}

/**
 * The studio's name, address and email for a policy's text, from Website/Data through the root
 * loader (null when the content has none), and its email as a link or, without one, in words.
 */
export function useStudioContact() {
  // The part of the root loader's data (app/root.tsx) read here, named by its model rather than by
  // the root module, which sits above the components.
  const business = useRouteLoaderData<{ business: WebsiteContent["business"] }>("root")?.business ?? null;
  const email = business?.email;
  const emailLink = email ? <a href={`mailto:${email}`}>{email}</a> : "our studio email address";
  return { business, emailLink };
}

/** The policy this page shows, named by its address (app/data/legal-pages.ts). */
function usePolicy(): LegalPage {
  const { pathname } = useLocation();
  const page = legalPageAt(twinPath(pathname, "en"));
  if (!page) throw new Error(`No policy is at ${pathname}`);
  return page;
}

/**
 * The policies' title, description, canonical URL and breadcrumb JSON-LD, by the page's address:
 * the legal layout's meta, which its policy routes inherit (they export none of their own).
 */
export const policyMeta: MetaFunction = ({ location, matches }) => {
  const page = legalPageAt(twinPath(location.pathname, "en"));
  if (!page) return [];
  return pageMeta(matches, {
    title: page.title,
    description: page.description,
    path: page.path,
    jsonLd: [breadcrumbJsonLd(siteMeta(matches).siteUrl, legalTrail(page))],
  });
};

/** A policy's sitemap entry, dated by the last change to its text. */
export function policyHandle(slug: LegalPage["slug"]): SitemapHandle {
  const page = legalPage(slug);
  return { getSitemapEntries: () => [{ path: page.path, lastmod: page.lastUpdated }] };
}
