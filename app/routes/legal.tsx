import type { Route } from "./+types/legal";
import { redirect } from "react-router";
import { NavLink, Outlet, useLocation } from "react-router";
import breadcrumbsStyles from "~/styles/breadcrumbs.css?url";
import legalStyles from "~/styles/legal.css?url";
import proseStyles from "~/styles/prose.css?url";
import { LEGAL_PAGES } from "~/data/legal-pages";
import { policyIn, policyMeta } from "~/components/PolicyPage";
import { pageUrl } from "~/site/page-url";
import { localeOfPath, localizedPath, twinPath } from "~/site/locale";
import { defineWords, useWords } from "~/site/words";

const WORDS = defineWords({
  en: { label: "Legal policies", title: "Policies" },
  nl: { label: "Juridische informatie", title: "Beleid en voorwaarden" },
});

export const links: Route.LinksFunction = () => [
  { rel: "stylesheet", href: breadcrumbsStyles },
  { rel: "stylesheet", href: proseStyles },
  { rel: "stylesheet", href: legalStyles },
];

/** Each policy's title, description and breadcrumbs, by its address (the policies export no meta of their own). */
export const meta = policyMeta;

/** /legal on its own has no page of its own: it leads to the first policy. */
export function loader({ request }: Route.LoaderArgs) {
  const { pathname } = pageUrl(request);
  if (/^\/legal\/?$/.test(twinPath(pathname.replace(/\/+$/, ""), "en"))) throw redirect(localizedPath(LEGAL_PAGES[0]!.path, localeOfPath(pathname)), 301);
  return null;
}

/** The four policies side by side: a navigation between them and the chosen one. */
export default function LegalLayout() {
  const locale = localeOfPath(useLocation().pathname);
  const words = useWords(WORDS);
  return (
    <div className="container legal-layout">
      <nav aria-label={words.label} className="legal-nav">
        <p className="legal-nav__title">{words.title}</p>
        <ul className="link-row">
          {LEGAL_PAGES.map((page) => (
            <li key={page.path}>
              <NavLink to={localizedPath(page.path, locale)} end prefetch="intent">
                {policyIn(page, locale).navLabel}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <div className="legal-layout__content">
        <Outlet />
      </div>
    </div>
  );
}
