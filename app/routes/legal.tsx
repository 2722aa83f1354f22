import type { Route } from "./+types/legal";
import { redirect } from "react-router";
import { NavLink, Outlet } from "react-router";
import breadcrumbsStyles from "~/styles/breadcrumbs.css?url";
import legalStyles from "~/styles/legal.css?url";
import proseStyles from "~/styles/prose.css?url";
import { LEGAL_PAGES } from "~/data/legal-pages";
import { policyMeta } from "~/components/PolicyPage";
import { pageUrl } from "~/site/page-url";

export const links: Route.LinksFunction = () => [
  { rel: "stylesheet", href: breadcrumbsStyles },
  { rel: "stylesheet", href: proseStyles },
  { rel: "stylesheet", href: legalStyles },
];

/** Each policy's title, description and breadcrumbs, by its address (the policies export no meta of their own). */
export const meta = policyMeta;

/** /legal on its own has no page of its own: it leads to the first policy. */
export function loader({ request }: Route.LoaderArgs) {
  if (/^\/legal\/?$/.test(pageUrl(request).pathname)) throw redirect(LEGAL_PAGES[0]!.path, 301);
  return null;
}

/** The four policies side by side: a navigation between them and the chosen one. */
export default function LegalLayout() {
  return (
    <div className="container legal-layout">
      <nav aria-label="Legal policies" className="legal-nav">
        <p className="legal-nav__title">Policies</p>
        <ul className="link-row">
          {LEGAL_PAGES.map((page) => (
            <li key={page.path}>
              <NavLink to={page.path} end prefetch="intent">
                {page.navLabel}
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
