import type { Route } from "./+types/seasons.sub-season.$slug";
import { Link } from "react-router";
import type { CSSProperties } from "react";
import * as v from "valibot";
import { Breadcrumbs } from "~/components/Breadcrumbs";
import { TermList } from "~/components/TermList";
import { PageHeader } from "~/components/PageHeader";
import { SeasonArt } from "~/components/SeasonArt";
import { Swatch } from "~/components/Swatch";
import { SwatchGrid } from "~/components/SwatchGrid";
import { getSeason, getSubSeason, SUB_SEASON_SLUGS } from "~/data/seasons";
import { getStartContent } from "~/models/start-content.server";
import { articleCardOf, getSubSeasonTips } from "~/models/articles.server";
import { ArticleCardList } from "~/components/journal/ArticleCard";
import { JOURNAL_PATH } from "~/site/paths";
import { notFound } from "~/platform/responses.server";
import { parseParam } from "~/platform/params.server";
import { readableSubSeasonTheme } from "~/color/season-theme";
import { COLOR_ANALYSIS_PATH, seasonPath, subSeasonPath } from "~/site/paths";
import { breadcrumbJsonLd, pageMeta, siteMeta } from "~/site/seo";
import type { SitemapHandle } from "~/site/sitemap-handle";
import breadcrumbsStyles from "~/styles/breadcrumbs.css?url";
import swatchCardStyles from "~/styles/swatch-card.css?url";
import journalStyles from "~/styles/journal.css?url";
import { appContext } from "~/firestore/app-context.server";
import { PAGE_NOT_FOUND } from "~/platform/not-found";

/** The trail, the palette's swatches and the tips' cards; the layout adds seasons.css. */
export const links: Route.LinksFunction = () => [
  { rel: "stylesheet", href: breadcrumbsStyles },
  { rel: "stylesheet", href: swatchCardStyles },
  { rel: "stylesheet", href: journalStyles },
];

export const handle: SitemapHandle = {
  getSitemapEntries: () => SUB_SEASON_SLUGS.map((slug) => ({ path: subSeasonPath(slug) })),
};

export async function loader({ params, context }: Route.LoaderArgs) {
  const slug = parseParam(v.picklist(SUB_SEASON_SLUGS), params.slug);
  const subSeason = getSubSeason(slug);
  const season = subSeason ? getSeason(subSeason.seasonSlug) : undefined;
  if (!subSeason || !season) throw notFound();

  const [{ website }, tips] = await Promise.all([getStartContent(context.get(appContext)), getSubSeasonTips(context.get(appContext), slug)]);

  return {
    subSeason,
    season: { slug: season.slug, name: season.name },
    confusedWith: subSeason.confusedWith.map(({ slug: otherSlug, why }) => ({
      slug: otherSlug,
      name: getSubSeason(otherSlug)?.name ?? otherSlug,
      why,
    })),
    theme: readableSubSeasonTheme(website.subSeasons[slug]),
    /** Its published styling tips, from the journal (each has a page of its own). */
    tips: tips.map(articleCardOf),
    trail: [
      { name: "Home", path: "/" },
      { name: "Seasons", path: "/seasons" },
      { name: season.name, path: seasonPath(season.slug) },
      { name: subSeason.name, path: subSeasonPath(subSeason.slug) },
    ],
  };
}

export const meta: Route.MetaFunction = ({ loaderData: data, matches }) => {
  if (!data) return [{ title: PAGE_NOT_FOUND }];
  const { subSeason, trail } = data;
  return pageMeta(matches, {
    title: `${subSeason.name} colour palette, characteristics and styling tips`,
    description: `${subSeason.characteristics.summary} The ${subSeason.palette.length}-colour ${subSeason.name} palette with hex codes, neutrals, metals, colours to avoid and styling tips.`,
    path: subSeasonPath(subSeason.slug),
    type: "article",
    jsonLd: [breadcrumbJsonLd(siteMeta(matches).siteUrl, trail)],
  });
};

/** "medium-light" → "Medium-light". */
function traitLabel(value: string): string {
  return value.charAt(0).toUpperCase() + value.slice(1);
}

export default function SubSeasonPage({ loaderData }: Route.ComponentProps) {
  const { subSeason, season, confusedWith, theme, trail, tips } = loaderData;
  const { characteristics } = subSeason;
  const themeStyle = theme
    ? ({ "--sub-bg": theme.bg, "--sub-text": theme.text, "--sub-accent": theme.accent } as CSSProperties)
    : undefined;

  return (
    <>
      <Breadcrumbs trail={trail} />
      <div className={theme ? "subseason-hero subseason-hero--themed" : "subseason-hero"} style={themeStyle}>
        <PageHeader
          eyebrow={`${season.name} sub-season${subSeason.alsoKnownAs.length ? ` · also called ${subSeason.alsoKnownAs.join(", ")}` : ""}`}
          title={subSeason.name}
          lead={characteristics.summary}
        >
          <SeasonArt colors={subSeason.palette} variant="stripes" width={480} height={40} className="subseason-hero__art" />
        </PageHeader>
      </div>

      <section className="section" aria-labelledby="about-title">
        <div className="container season-detail__grid">
          <div>
            <h2 id="about-title">About {subSeason.name}</h2>
            <p>{subSeason.description}</p>
            <p>
              Part of the <Link to={seasonPath(season.slug)}>{season.name} family</Link>.
            </p>
          </div>
          <div className="card">
            <h2 id="characteristics-title" className="h3-like">
              Characteristics
            </h2>
            <TermList className="traits" items={[["Depth", traitLabel(characteristics.depth)], ["Temperature", traitLabel(characteristics.temperature)], ["Chroma", traitLabel(characteristics.chroma)], ["Contrast", traitLabel(characteristics.contrast)]]} />
          </div>
        </div>
      </section>

      <section className="section section--alt" aria-labelledby="palette-title">
        <div className="container">
          <h2 id="palette-title">The {subSeason.name} palette</h2>
          <p>
            {subSeason.palette.length} colours that flatter {subSeason.name} colouring, each with its hex code for
            shopping online or matching fabric.
          </p>
          <SwatchGrid colors={subSeason.palette} />
        </div>
      </section>

      <section className="section" aria-label="Neutrals and metals">
        <div className="container">
          <div className="season-detail__grid">
            <div>
              <h2 id="neutrals-title">Neutrals</h2>
              <p>The base colours for coats, trousers, bags and shoes.</p>
              <SwatchGrid colors={subSeason.neutrals} small labelledBy="neutrals-title" />
            </div>
            <div>
              <h2 id="metals-title">Metals</h2>
              <ul className="metal-list" aria-labelledby="metals-title">
                {subSeason.metals.recommended.map((metal) => (
                  <li key={metal}>{metal}</li>
                ))}
              </ul>
              <p>{subSeason.metals.why}</p>
            </div>
          </div>
        </div>
      </section>

      <section className="section section--alt" aria-labelledby="avoid-title">
        <div className="container">
          <h2 id="avoid-title">Colours to avoid</h2>
          <p>Colours that work against {subSeason.name} colouring, and why. Keep them away from the face.</p>
          <ul className="avoid-list">
            {subSeason.avoid.map((color) => (
              <li key={color.hex} className="card">
                <Swatch name={color.name} hex={color.hex} size="sm" />
                <p>{color.reason}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section className="section" aria-labelledby="confused-title">
        <div className="container">
          <h2 id="confused-title">Often confused with</h2>
          <ul className="card-grid">
            {confusedWith.map((other) => (
              <li key={other.slug} className="card">
                <h3>
                  <Link to={subSeasonPath(other.slug)}>{other.name}</Link>
                </h3>
                <p>{other.why}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section className="section section--alt" aria-labelledby="tips-title">
        <div className="container">
          <h2 id="tips-title">Styling tips for {subSeason.name}</h2>
          {tips.length > 0 ? (
            <ArticleCardList articles={tips} />
          ) : (
            <p>Our styling tips for {subSeason.name} are on their way.</p>
          )}
          <p>
            <Link to={`${JOURNAL_PATH}?season=${subSeason.slug}`}>Everything in the journal for {subSeason.name}</Link>
          </p>
        </div>
      </section>

      <section className="section" aria-labelledby="cta-title">
        <div className="container cta">
          <h2 id="cta-title">Are you really {subSeason.name}?</h2>
          <p>
            Palettes online are a guide; your own colouring is the test. In a colour analysis we drape you in fabric
            swatches in daylight and show you, side by side, which sub-season brings your skin to life.
          </p>
          <Link className="button button--primary" to={COLOR_ANALYSIS_PATH}>
            Book a colour analysis
          </Link>
        </div>
      </section>
    </>
  );
}
