import type { Route } from "./+types/seasons";
import { NavLink, Outlet, type ShouldRevalidateFunction } from "react-router";
import { SEASONS } from "~/data/seasons";
import { seasonPath } from "~/site/paths";
import styles from "~/styles/seasons.css?url";

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: styles }];

/** Only the names the sub-nav needs; the season data itself stays on the server. */
export async function loader() {
  return { seasons: SEASONS.map(({ slug, name }) => ({ slug, name })) };
}

// The list never changes between navigations inside /seasons.
export const shouldRevalidate: ShouldRevalidateFunction = () => false;

export default function SeasonsLayout({ loaderData }: Route.ComponentProps) {
  const { seasons } = loaderData;
  return (
    <div className="seasons">
      <nav aria-label="Seasons" className="season-subnav">
        <ul className="container">
          <li>
            <NavLink to="/seasons" end prefetch="intent">
              All seasons
            </NavLink>
          </li>
          {seasons.map((season) => (
            <li key={season.slug}>
              <NavLink to={seasonPath(season.slug)} prefetch="intent">
                {season.name}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <Outlet />
    </div>
  );
}
