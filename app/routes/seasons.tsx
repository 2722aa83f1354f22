import type { LinksFunction } from "react-router";
import { NavLink, Outlet, useLoaderData, type ShouldRevalidateFunction } from "react-router";
import { SEASONS } from "~/data/seasons";
import { seasonPath } from "~/site/paths";
import styles from "~/styles/seasons.css?url";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: styles }];

/** Only the names the sub-nav needs; the season data itself stays on the server. */
export async function loader() {
  return { seasons: SEASONS.map(({ slug, name }) => ({ slug, name })) };
}

// The list never changes between navigations inside /seasons.
export const shouldRevalidate: ShouldRevalidateFunction = () => false;

export default function SeasonsLayout() {
  const { seasons } = useLoaderData<typeof loader>();
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
