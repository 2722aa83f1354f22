import type { Route } from "./+types/seasons";
import { NavLink, Outlet, type ShouldRevalidateFunction } from "react-router";
import { seasonsIn } from "~/data/seasons/in-language.server";
import { requestLocale } from "~/site/locale";
import { seasonPath } from "~/site/paths";
import { defineWords, useLocalPath, useWords } from "~/site/words";
import styles from "~/styles/seasons.css?url";

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: styles }];

/** Only the names the sub-nav needs; the season data itself stays on the server. */
export async function loader({ request }: Route.LoaderArgs) {
  return { seasons: seasonsIn(requestLocale(request)).map(({ slug, name }) => ({ slug, name })) };
}

const WORDS = defineWords({
  en: { label: "Seasons", all: "All seasons" },
  nl: { label: "Seizoenen", all: "Alle seizoenen" },
});

// The list never changes between navigations inside /seasons (the Dutch twin is a route of its own, so a switch of language loads its list).
export const shouldRevalidate: ShouldRevalidateFunction = () => false;

export default function SeasonsLayout({ loaderData }: Route.ComponentProps) {
  const { seasons } = loaderData;
  const words = useWords(WORDS);
  const localPath = useLocalPath();
  return (
    <div className="seasons">
      <nav aria-label={words.label} className="season-subnav">
        <ul className="container">
          <li>
            <NavLink to={localPath("/seasons")} end prefetch="intent">
              {words.all}
            </NavLink>
          </li>
          {seasons.map((season) => (
            <li key={season.slug}>
              <NavLink to={localPath(seasonPath(season.slug))} prefetch="intent">
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
