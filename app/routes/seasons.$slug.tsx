import type { Route } from "./+types/seasons.$slug";
import { Link } from "react-router";
import * as v from "valibot";
import { Breadcrumbs } from "~/components/Breadcrumbs";
import { TermList } from "~/components/TermList";
import { PageHeader } from "~/components/PageHeader";
import { SeasonArt } from "~/components/SeasonArt";
import { Photo } from "~/components/Photo";
import { getStartContent } from "~/models/start-content.server";
import { SeasonColorChips } from "~/components/SeasonColorChips";
import { SwatchGrid } from "~/components/SwatchGrid";
import { getSeason, SEASON_SLUGS, subSeasonsOf } from "~/data/seasons";
import { notFound } from "~/platform/responses.server";
import { parseParam } from "~/platform/params.server";
import { COLOR_ANALYSIS_PATH, seasonPath, subSeasonPath } from "~/site/paths";
import { breadcrumbJsonLd, pageMeta, siteMeta } from "~/site/seo";
import type { SitemapHandle } from "~/site/sitemap-handle";
import breadcrumbsStyles from "~/styles/breadcrumbs.css?url";
import swatchCardStyles from "~/styles/swatch-card.css?url";
import { appContext } from "~/firestore/app-context.server";
import { PAGE_NOT_FOUND } from "~/platform/not-found";

const PREVIEW_COLORS = 6;

/** The trail and the palette's swatches; the layout adds seasons.css. */
export const links: Route.LinksFunction = () => [
  { rel: "stylesheet", href: breadcrumbsStyles },
  { rel: "stylesheet", href: swatchCardStyles },
];

export const handle: SitemapHandle = {
  getSitemapEntries: () => SEASON_SLUGS.map((slug) => ({ path: seasonPath(slug) })),
};

/** The season's photo in the header: half the container on wide screens, the screen on phones. */
const SEASON_PHOTO_SIZES = "(min-width: 48rem) 28rem, calc(100vw - 2rem)";

export async function loader({ params, context }: Route.LoaderArgs) {
  const slug = parseParam(v.picklist(SEASON_SLUGS), params.slug);
  const season = getSeason(slug);
  if (!season) throw notFound();
  const { website } = await getStartContent(context.get(appContext));
  return {
    season,
    /** The spec's season `imageUrl`: a library photo (Website/Data `seasonPhotos`), or null (the palette art stands in). */
    photo: website.seasonPhotos?.[slug] ?? null,
    subSeasons: subSeasonsOf(slug).map((subSeason) => ({
      slug: subSeason.slug,
      name: subSeason.name,
      alsoKnownAs: subSeason.alsoKnownAs,
      summary: subSeason.characteristics.summary,
      colors: subSeason.palette.slice(0, PREVIEW_COLORS),
    })),
    trail: [
      { name: "Home", path: "/" },
      { name: "Seasons", path: "/seasons" },
      { name: season.name, path: seasonPath(season.slug) },
    ],
  };
}

export const meta: Route.MetaFunction = ({ loaderData: data, matches }) => {
  if (!data) return [{ title: PAGE_NOT_FOUND }];
  const { season, trail } = data;
  return pageMeta(matches, {
    title: `${season.name} colour season: key colours and sub-seasons`,
    description: `${season.tagline} ${season.characteristics.summary} Meet its four sub-seasons.`,
    path: seasonPath(season.slug),
    jsonLd: [breadcrumbJsonLd(siteMeta(matches).siteUrl, trail)],
  });
};

export default function SeasonPage({ loaderData }: Route.ComponentProps) {
  const { season, subSeasons, trail, photo } = loaderData;
  const { characteristics } = season;
  return (
    <>
      <Breadcrumbs trail={trail} />
      <PageHeader eyebrow="Colour season" title={season.name} lead={season.tagline}>
        {photo ? (
          <Photo photo={photo} priority sizes={SEASON_PHOTO_SIZES} className="page-header__photo" />
        ) : (
          <SeasonArt colors={season.keyColors} width={288} height={112} className="page-header__art" />
        )}
      </PageHeader>

      <section className="section season-detail" aria-labelledby="about-title">
        <div className="container season-detail__grid">
          <div>
            <h2 id="about-title">About {season.name}</h2>
            <p>{season.description}</p>
          </div>
          <div className="card">
            <h2 id="characteristics-title" className="h3-like">
              Characteristics
            </h2>
            <TermList className="traits" items={[["Temperature", characteristics.temperature], ["Value", characteristics.value], ["Chroma", characteristics.chroma]]} />
            <p>{characteristics.summary}</p>
          </div>
        </div>
      </section>

      <section className="section section--alt" aria-labelledby="key-colours-title">
        <div className="container">
          <h2 id="key-colours-title">Key colours</h2>
          <p>Six colours that sum up {season.name}; each of its sub-seasons wears them in its own strength.</p>
          <SwatchGrid colors={season.keyColors} />
        </div>
      </section>

      <section className="section" aria-labelledby="sub-seasons-title">
        <div className="container">
          <h2 id="sub-seasons-title">The four {season.name} sub-seasons</h2>
          <ul className="card-grid season-cards">
            {subSeasons.map((subSeason) => (
              <li key={subSeason.slug} className="card">
                <h3>
                  <Link to={subSeasonPath(subSeason.slug)}>{subSeason.name}</Link>
                </h3>
                {subSeason.alsoKnownAs.length > 0 ? (
                  <p className="season-cards__aka">Also called {subSeason.alsoKnownAs.join(", ")}</p>
                ) : null}
                <p>{subSeason.summary}</p>
                <SeasonArt colors={subSeason.colors} variant="stripes" width={240} height={28} className="season-cards__art" />
                <SeasonColorChips colors={subSeason.colors} label={`${subSeason.name} colours`} />
              </li>
            ))}
          </ul>
          <p className="season-detail__next">
            Not sure which one is yours? <Link to="/seasons#find-your-season">Find your likely season</Link> or{" "}
            <Link to={COLOR_ANALYSIS_PATH}>book a colour analysis</Link>.
          </p>
        </div>
      </section>
    </>
  );
}
