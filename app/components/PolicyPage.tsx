import type { MetaFunction } from "react-router";
import { useLocation, useRouteLoaderData } from "react-router";
import { localizedPath, twinPath, type Locale } from "~/site/locale";
import { Children, isValidElement, type ReactElement, type ReactNode } from "react";
import { Breadcrumbs } from "~/components/Breadcrumbs";
import { PageHeader } from "~/components/PageHeader";
import { formatLegalDate, legalPage, legalPageAt, legalTrail, type LegalPage } from "~/data/legal-pages";
import { formatLegalDateNl, LEGAL_PAGES_NL } from "~/data/legal-pages.nl";
import type { SitemapHandle } from "~/site/sitemap-handle";
import type { WebsiteContent } from "~/models/website.server";
import { breadcrumbJsonLd, pageLocale, pageMeta, siteMeta } from "~/site/seo";
import { defineWords, useLocale, useWords } from "~/site/words";

const WORDS = defineWords({
  en: { eyebrow: "Legal", lastUpdated: "Last updated:", onThisPage: "On this page", studioEmail: "our studio email address" },
  nl: { eyebrow: "Juridisch", lastUpdated: "Laatst bijgewerkt:", onThisPage: "Op deze pagina", studioEmail: "het e-mailadres van de studio" },
});

/** A policy's title, side-navigation label and description in `locale` (the Dutch from app/data/legal-pages.nl.ts). */
export function policyIn(page: LegalPage, locale: Locale): LegalPage {
  return locale === "nl" ? { ...page, ...LEGAL_PAGES_NL[page.slug] } : page;
}

/** The policy's trail in `locale`: Home, then the policy, at the language's addresses. */
function trailIn(page: LegalPage, locale: Locale) {
  return legalTrail(policyIn(page, locale)).map((crumb) => ({ ...crumb, path: localizedPath(crumb.path, locale) }));
}

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
  const locale = useLocale();
  const words = useWords(WORDS);
  const page = policyIn(usePolicy(), locale);
  return (
    <article className="policy">
      <Breadcrumbs trail={trailIn(page, locale)} />
      <PageHeader eyebrow={words.eyebrow} title={page.title} lead={lead}>
        <p className="policy__updated">
          {words.lastUpdated} <time dateTime={page.lastUpdated}>{locale === "nl" ? formatLegalDateNl(page.lastUpdated) : formatLegalDate(page.lastUpdated)}</time>
        </p>
      </PageHeader>

      <div className="container prose">
        {contents ? (
          <nav aria-label={words.onThisPage} className="policy__contents">
            <p className="policy__contents-title">{words.onThisPage}</p>
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
  const words = useWords(WORDS);
  const email = business?.email;
  const emailLink = email ? <a href={`mailto:${email}`}>{email}</a> : words.studioEmail;
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
  const english = legalPageAt(twinPath(location.pathname, "en"));
  if (!english) return [];
  const locale = pageLocale(matches);
  const page = policyIn(english, locale);
  return pageMeta(matches, {
    title: page.title,
    description: page.description,
    path: page.path,
    jsonLd: [breadcrumbJsonLd(siteMeta(matches).siteUrl, trailIn(page, locale))],
  });
};

/** A policy's sitemap entry, dated by the last change to its text. */
export function policyHandle(slug: LegalPage["slug"]): SitemapHandle {
  const page = legalPage(slug);
  return { getSitemapEntries: () => [{ path: page.path, lastmod: page.lastUpdated }] };
}
