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
import { SEASON_SLUGS } from "~/data/seasons";
import { getSeasonIn, subSeasonsOfIn } from "~/data/seasons/in-language.server";
import { notFound } from "~/platform/responses.server";
import { parseParam } from "~/platform/params.server";
import { COLOR_ANALYSIS_PATH, seasonPath, subSeasonPath } from "~/site/paths";
import { localizedPath, requestLocale } from "~/site/locale";
import { breadcrumbJsonLd, pageLocale, pageMeta, siteMeta } from "~/site/seo";
import { defineWords, useLocalPath, useWords, wordsFor } from "~/site/words";
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

const WORDS = defineWords({
  en: {
    seasons: "Seasons",
    title: (season: string) => `${season} colour season: key colours and sub-seasons`,
    description: (tagline: string, summary: string) => `${tagline} ${summary} Meet its four sub-seasons.`,
    eyebrow: "Colour season",
    about: (season: string) => `About ${season}`,
    characteristics: "Characteristics",
    temperature: "Temperature",
    value: "Value",
    chroma: "Chroma",
    keyColours: "Key colours",
    keyColoursText: (season: string) => `Six colours that sum up ${season}; each of its sub-seasons wears them in its own strength.`,
    subSeasons: (season: string) => `The four ${season} sub-seasons`,
    alsoCalled: (names: string) => `Also called ${names}`,
    colours: (subSeason: string) => `${subSeason} colours`,
    next: ["Not sure which one is yours? ", "Find your likely season", " or ", "book a colour analysis", "."],
  },
  nl: {
    seasons: "Seizoenen",
    title: (season: string) => `Kleurseizoen ${season}: kernkleuren en subseizoenen`,
    description: (tagline: string, summary: string) => `${tagline} ${summary} Maak kennis met de vier subseizoenen.`,
    eyebrow: "Kleurseizoen",
    about: (season: string) => `Over de ${season}`,
    characteristics: "Kenmerken",
    temperature: "Temperatuur",
    value: "Diepte",
    chroma: "Helderheid",
    keyColours: "Kernkleuren",
    keyColoursText: (season: string) => `Zes kleuren die typerend zijn voor de ${season}; elk subseizoen draagt ze op zijn eigen manier, zachter of krachtiger.`,
    subSeasons: (season: string) => `De vier subseizoenen van de ${season}`,
    alsoCalled: (names: string) => `Ook wel: ${names}`,
    colours: (subSeason: string) => `Kleuren van ${subSeason}`,
    next: ["Weet je niet welke van de vier bij je past? ", "Ontdek welk seizoen bij je past", " of ", "maak een afspraak voor een kleuranalyse", "."],
  },
});

export async function loader({ params, context, request }: Route.LoaderArgs) {
  const slug = parseParam(v.picklist(SEASON_SLUGS), params.slug);
  const locale = requestLocale(request);
  const season = getSeasonIn(slug, locale);
  if (!season) throw notFound();
  const words = wordsFor(WORDS, locale);
  const { website } = await getStartContent(context.get(appContext));
  return {
    season,
    /** The spec's season `imageUrl`: a library photo (Website/Data `seasonPhotos`), or null (the palette art stands in). */
    photo: website.seasonPhotos?.[slug] ?? null,
    subSeasons: subSeasonsOfIn(slug, locale).map((subSeason) => ({
      slug: subSeason.slug,
      name: subSeason.name,
      alsoKnownAs: subSeason.alsoKnownAs,
      summary: subSeason.characteristics.summary,
      colors: subSeason.palette.slice(0, PREVIEW_COLORS),
    })),
    /** The page's own addresses, so the trail and its JSON-LD name the pages in its language. */
    trail: [
      { name: "Home", path: localizedPath("/", locale) },
      { name: words.seasons, path: localizedPath("/seasons", locale) },
      { name: season.name, path: localizedPath(seasonPath(season.slug), locale) },
    ],
  };
}

export const meta: Route.MetaFunction = ({ loaderData: data, matches }) => {
  if (!data) return [{ title: PAGE_NOT_FOUND }];
  const { season, trail } = data;
  const words = wordsFor(WORDS, pageLocale(matches));
  return pageMeta(matches, {
    title: words.title(season.name),
    description: words.description(season.tagline, season.characteristics.summary),
    path: seasonPath(season.slug),
    jsonLd: [breadcrumbJsonLd(siteMeta(matches).siteUrl, trail)],
  });
};

export default function SeasonPage({ loaderData }: Route.ComponentProps) {
  const { season, subSeasons, trail, photo } = loaderData;
  const { characteristics } = season;
  const words = useWords(WORDS);
  const localPath = useLocalPath();
  const [notSure, findSeason, or, book, end] = words.next;
  return (
    <>
      <Breadcrumbs trail={trail} />
      <PageHeader eyebrow={words.eyebrow} title={season.name} lead={season.tagline}>
        {photo ? (
          <Photo photo={photo} priority sizes={SEASON_PHOTO_SIZES} className="page-header__photo" />
        ) : (
          <SeasonArt colors={season.keyColors} width={288} height={112} className="page-header__art" />
        )}
      </PageHeader>

      <section className="section season-detail" aria-labelledby="about-title">
        <div className="container season-detail__grid">
          <div>
            <h2 id="about-title">{words.about(season.name)}</h2>
            <p>{season.description}</p>
          </div>
          <div className="card">
            <h2 id="characteristics-title" className="h3-like">
              {words.characteristics}
            </h2>
            <TermList
              className="traits"
              items={[[words.temperature, characteristics.temperature], [words.value, characteristics.value], [words.chroma, characteristics.chroma]]}
            />
            <p>{characteristics.summary}</p>
          </div>
        </div>
      </section>

      <section className="section section--alt" aria-labelledby="key-colours-title">
        <div className="container">
          <h2 id="key-colours-title">{words.keyColours}</h2>
          <p>{words.keyColoursText(season.name)}</p>
          <SwatchGrid colors={season.keyColors} />
        </div>
      </section>

      <section className="section" aria-labelledby="sub-seasons-title">
        <div className="container">
          <h2 id="sub-seasons-title">{words.subSeasons(season.name)}</h2>
          <ul className="card-grid season-cards">
            {subSeasons.map((subSeason) => (
              <li key={subSeason.slug} className="card">
                <h3>
                  <Link to={localPath(subSeasonPath(subSeason.slug))}>{subSeason.name}</Link>
                </h3>
                {subSeason.alsoKnownAs.length > 0 ? (
                  <p className="season-cards__aka">{words.alsoCalled(subSeason.alsoKnownAs.join(", "))}</p>
                ) : null}
                <p>{subSeason.summary}</p>
                <SeasonArt colors={subSeason.colors} variant="stripes" width={240} height={28} className="season-cards__art" />
                <SeasonColorChips colors={subSeason.colors} label={words.colours(subSeason.name)} />
              </li>
            ))}
          </ul>
          <p className="season-detail__next">
            {notSure}
            <Link to={localPath("/seasons#find-your-season")}>{findSeason}</Link>
            {or}
            <Link to={localPath(COLOR_ANALYSIS_PATH)}>{book}</Link>
            {end}
          </p>
        </div>
      </section>
    </>
  );
}
