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
import { SUB_SEASON_SLUGS } from "~/data/seasons";
import { getSeasonIn, getSubSeasonIn } from "~/data/seasons/in-language.server";
import { scaleLabel } from "~/data/seasons/labels";
import { getStartContent } from "~/models/start-content.server";
import { articleCardOf, getSubSeasonTips } from "~/models/articles.server";
import { ArticleCardList } from "~/components/journal/ArticleCard";
import { JOURNAL_PATH } from "~/site/paths";
import { notFound } from "~/platform/responses.server";
import { parseParam } from "~/platform/params.server";
import { readableSubSeasonTheme } from "~/color/season-theme";
import { COLOR_ANALYSIS_PATH, seasonPath, subSeasonPath } from "~/site/paths";
import { localizedPath, requestLocale } from "~/site/locale";
import { breadcrumbJsonLd, pageLocale, pageMeta, siteMeta } from "~/site/seo";
import { defineWords, useLocalPath, useLocale, useWords, wordsFor } from "~/site/words";
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

const TRAIL = defineWords({ en: { seasons: "Seasons" }, nl: { seasons: "Seizoenen" } });

const WORDS = defineWords({
  en: {
    title: (name: string) => `${name} colour palette, characteristics and styling tips`,
    description: (summary: string, count: number, name: string) =>
      `${summary} The ${count}-colour ${name} palette with hex codes, neutrals, metals, colours to avoid and styling tips.`,
    eyebrow: (season: string, alsoKnownAs: string) => `${season} sub-season${alsoKnownAs ? ` · also called ${alsoKnownAs}` : ""}`,
    about: (name: string) => `About ${name}`,
    partOf: (season: string) => ["Part of the ", `${season} family`, "."],
    characteristics: "Characteristics",
    depth: "Depth",
    temperature: "Temperature",
    chroma: "Chroma",
    contrast: "Contrast",
    palette: (name: string) => `The ${name} palette`,
    paletteText: (count: number, name: string) =>
      `${count} colours that flatter ${name} colouring, each with its hex code for shopping online or matching fabric.`,
    neutralsAndMetals: "Neutrals and metals",
    neutrals: "Neutrals",
    neutralsText: "The base colours for coats, trousers, bags and shoes.",
    metals: "Metals",
    avoid: "Colours to avoid",
    avoidText: (name: string) => `Colours that work against ${name} colouring, and why. Keep them away from the face.`,
    confused: "Often confused with",
    tips: (name: string) => `Styling tips for ${name}`,
    tipsSoon: (name: string) => `Our styling tips for ${name} are on their way.`,
    journal: (name: string) => `Everything in the journal for ${name}`,
    really: (name: string) => `Are you really ${name}?`,
    ctaText:
      "Palettes online are a guide; your own colouring is the test. In a colour analysis we drape you in fabric swatches in daylight and show you, side by side, which sub-season brings your skin to life.",
    book: "Book a colour analysis",
  },
  nl: {
    title: (name: string) => `${name}: kleurenpalet, kenmerken en stylingtips`,
    description: (summary: string, count: number, name: string) =>
      `${summary} Het kleurenpalet van ${name}: ${count} kleuren met hun hexcodes, neutrale kleuren, metalen, kleuren om te vermijden en stylingtips.`,
    eyebrow: (season: string, alsoKnownAs: string) => `Subseizoen van de ${season}${alsoKnownAs ? ` · ook wel ${alsoKnownAs}` : ""}`,
    about: (name: string) => `Over ${name}`,
    partOf: (season: string) => ["Hoort bij de ", `familie van de ${season}`, "."],
    characteristics: "Kenmerken",
    depth: "Diepte",
    temperature: "Temperatuur",
    chroma: "Helderheid",
    contrast: "Contrast",
    palette: (name: string) => `Het kleurenpalet van ${name}`,
    paletteText: (count: number, name: string) =>
      `${count} kleuren die je als ${name} goed staan, elk met een hexcode: handig om online te winkelen of een stof bij te zoeken.`,
    neutralsAndMetals: "Neutrale kleuren en metalen",
    neutrals: "Neutrale kleuren",
    neutralsText: "De basiskleuren voor jassen, broeken, tassen en schoenen.",
    metals: "Metalen",
    avoid: "Kleuren om te vermijden",
    avoidText: (name: string) => `Kleuren die tegen je werken als ${name}, en waarom. Houd ze weg bij je gezicht.`,
    confused: "Wordt vaak verward met",
    tips: (name: string) => `Stylingtips voor ${name}`,
    tipsSoon: (name: string) => `Onze stylingtips voor ${name} komen eraan.`,
    journal: (name: string) => `Alles over ${name} in ons journal`,
    really: (name: string) => `Ben jij echt een ${name}?`,
    ctaText:
      "Een kleurenpalet online is een richtlijn; je eigen kleuren zijn de echte test. Tijdens een kleuranalyse houden we bij daglicht drapeerdoeken onder je gezicht en laten we je naast elkaar zien welk subseizoen je huid laat stralen.",
    book: "Boek een kleuranalyse",
  },
});

export async function loader({ params, context, request }: Route.LoaderArgs) {
  const slug = parseParam(v.picklist(SUB_SEASON_SLUGS), params.slug);
  const locale = requestLocale(request);
  const subSeason = getSubSeasonIn(slug, locale);
  const season = subSeason ? getSeasonIn(subSeason.seasonSlug, locale) : undefined;
  if (!subSeason || !season) throw notFound();
  const here = (path: string) => localizedPath(path, locale);

  const [{ website }, tips] = await Promise.all([getStartContent(context.get(appContext)), getSubSeasonTips(context.get(appContext), slug)]);

  return {
    subSeason,
    season: { slug: season.slug, name: season.name },
    confusedWith: subSeason.confusedWith.map(({ slug: otherSlug, why }) => ({
      slug: otherSlug,
      name: getSubSeasonIn(otherSlug, locale)?.name ?? otherSlug,
      why,
    })),
    theme: readableSubSeasonTheme(website.subSeasons[slug]),
    /** Its published styling tips, from the journal (each has a page of its own). */
    tips: tips.map(articleCardOf),
    /** The page's own addresses, so the trail and its JSON-LD name the pages in its language. */
    trail: [
      { name: "Home", path: here("/") },
      { name: wordsFor(TRAIL, locale).seasons, path: here("/seasons") },
      { name: season.name, path: here(seasonPath(season.slug)) },
      { name: subSeason.name, path: here(subSeasonPath(subSeason.slug)) },
    ],
  };
}

export const meta: Route.MetaFunction = ({ loaderData: data, matches }) => {
  if (!data) return [{ title: PAGE_NOT_FOUND }];
  const { subSeason, trail } = data;
  const words = wordsFor(WORDS, pageLocale(matches));
  return pageMeta(matches, {
    title: words.title(subSeason.name),
    description: words.description(subSeason.characteristics.summary, subSeason.palette.length, subSeason.name),
    path: subSeasonPath(subSeason.slug),
    type: "article",
    jsonLd: [breadcrumbJsonLd(siteMeta(matches).siteUrl, trail)],
  });
};

export default function SubSeasonPage({ loaderData }: Route.ComponentProps) {
  const { subSeason, season, confusedWith, theme, trail, tips } = loaderData;
  const { characteristics } = subSeason;
  const words = useWords(WORDS);
  const locale = useLocale();
  const localPath = useLocalPath();
  const [partOf, family, partOfEnd] = words.partOf(season.name);
  const themeStyle = theme
    ? ({ "--sub-bg": theme.bg, "--sub-text": theme.text, "--sub-accent": theme.accent } as CSSProperties)
    : undefined;

  return (
    <>
      <Breadcrumbs trail={trail} />
      <div className={theme ? "subseason-hero subseason-hero--themed" : "subseason-hero"} style={themeStyle}>
        <PageHeader
          eyebrow={words.eyebrow(season.name, subSeason.alsoKnownAs.join(", "))}
          title={subSeason.name}
          lead={characteristics.summary}
        >
          <SeasonArt colors={subSeason.palette} variant="stripes" width={480} height={40} className="subseason-hero__art" />
        </PageHeader>
      </div>

      <section className="section" aria-labelledby="about-title">
        <div className="container season-detail__grid">
          <div>
            <h2 id="about-title">{words.about(subSeason.name)}</h2>
            <p>{subSeason.description}</p>
            <p>
              {partOf}
              <Link to={localPath(seasonPath(season.slug))}>{family}</Link>
              {partOfEnd}
            </p>
          </div>
          <div className="card">
            <h2 id="characteristics-title" className="h3-like">
              {words.characteristics}
            </h2>
            <TermList
              className="traits"
              items={[
                [words.depth, scaleLabel("depth", characteristics.depth, locale)],
                [words.temperature, scaleLabel("temperature", characteristics.temperature, locale)],
                [words.chroma, scaleLabel("chroma", characteristics.chroma, locale)],
                [words.contrast, scaleLabel("contrast", characteristics.contrast, locale)],
              ]}
            />
          </div>
        </div>
      </section>

      <section className="section section--alt" aria-labelledby="palette-title">
        <div className="container">
          <h2 id="palette-title">{words.palette(subSeason.name)}</h2>
          <p>{words.paletteText(subSeason.palette.length, subSeason.name)}</p>
          <SwatchGrid colors={subSeason.palette} />
        </div>
      </section>

      <section className="section" aria-label={words.neutralsAndMetals}>
        <div className="container">
          <div className="season-detail__grid">
            <div>
              <h2 id="neutrals-title">{words.neutrals}</h2>
              <p>{words.neutralsText}</p>
              <SwatchGrid colors={subSeason.neutrals} small labelledBy="neutrals-title" />
            </div>
            <div>
              <h2 id="metals-title">{words.metals}</h2>
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
          <h2 id="avoid-title">{words.avoid}</h2>
          <p>{words.avoidText(subSeason.name)}</p>
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
          <h2 id="confused-title">{words.confused}</h2>
          <ul className="card-grid">
            {confusedWith.map((other) => (
              <li key={other.slug} className="card">
                <h3>
                  <Link to={localPath(subSeasonPath(other.slug))}>{other.name}</Link>
                </h3>
                <p>{other.why}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section className="section section--alt" aria-labelledby="tips-title">
        <div className="container">
          <h2 id="tips-title">{words.tips(subSeason.name)}</h2>
          {tips.length > 0 ? <ArticleCardList articles={tips} /> : <p>{words.tipsSoon(subSeason.name)}</p>}
          <p>
            <Link to={localPath(`${JOURNAL_PATH}?season=${subSeason.slug}`)}>{words.journal(subSeason.name)}</Link>
          </p>
        </div>
      </section>

      <section className="section" aria-labelledby="cta-title">
        <div className="container cta">
          <h2 id="cta-title">{words.really(subSeason.name)}</h2>
          <p>{words.ctaText}</p>
          <Link className="button button--primary" to={localPath(COLOR_ANALYSIS_PATH)}>
            {words.book}
          </Link>
        </div>
      </section>
    </>
  );
}
