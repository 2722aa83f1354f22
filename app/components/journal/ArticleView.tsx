import type { LinksFunction } from "react-router";
import { Breadcrumbs } from "~/components/Breadcrumbs";
import { Photo } from "~/components/Photo";
import type { ArticleCardView, ArticleView as ArticleViewData } from "~/models/article-view";
import { useInnerHtml } from "~/site/inner-html";
import { JOURNAL_PATH } from "~/site/paths";
import breadcrumbsStyles from "~/styles/breadcrumbs.css?url";
import filterNavStyles from "~/styles/filter-nav.css?url";
import journalStyles from "~/styles/journal.css?url";
import proseStyles from "~/styles/prose.css?url";
import { articleKicker, ArticleCardList } from "./ArticleCard";
import { FilterNav } from "~/components/FilterNav";
import { defineWords, wordsFor } from "~/site/words";
import { JOURNAL_WORDS } from "./journal-words";

const WORDS = defineWords({
  en: {
    by: (author: string) => `By ${author}`,
    published: "Published ",
    updated: "Updated ",
    forTheSeasons: "For the seasons",
    palettes: "Their palettes",
    palette: (season: string) => `The ${season} palette`,
    moreInJournal: "More in the journal",
    moreFor: (season: string) => `More for ${season}`,
    related: "Related reading",
  },
  nl: {
    by: (author: string) => `Door ${author}`,
    published: "Gepubliceerd op ",
    updated: "Bijgewerkt op ",
    forTheSeasons: "Voor de seizoenen",
    palettes: "Hun kleurenpaletten",
    palette: (season: string) => `Kleurenpalet ${season}`,
    moreInJournal: "Meer in het journal",
    moreFor: (season: string) => `Meer over ${season}`,
    related: "Lees ook",
  },
});

/** The stylesheets an `ArticleView` needs: the route's `links`, and the studio's Preview's. */
export const articleLinks: LinksFunction = () => [
  { rel: "stylesheet", href: breadcrumbsStyles },
  { rel: "stylesheet", href: proseStyles },
  { rel: "stylesheet", href: journalStyles },
  { rel: "stylesheet", href: filterNavStyles },
];

/** The cover spans the article's wide column: 60rem at most, the screen on phones. */
export const COVER_PHOTO_SIZES = "(min-width: 62rem) 60rem, calc(100vw - 2rem)";

type Props = {
  article: ArticleViewData;
  /** Articles sharing its topic or a season; none: the section is left out. */
  related: readonly ArticleCardView[];
};

/** Home › Journal › the article: the visible trail (and, on the public page, its JSON-LD twin). */
export function articleTrail(article: Pick<ArticleCardView, "title" | "path">) {
  return [
    { name: "Home", path: "/" },
    { name: "Journal", path: JOURNAL_PATH },
    { name: article.title, path: article.path },
  ];
}

/**
 * An article as the journal shows it: the public page `/journal/{slug}` and the studio's Preview
 * both render this, so a preview is the page. Pure: everything comes in the props. Its styles are
 * `articleLinks` (journal.css, prose.css and breadcrumbs.css). Its words are in the article's
 * language, the page's (an article is at its own language's address), and the preview's too.
 */
export function ArticleView({ article, related }: Props) {
  const body = useInnerHtml(article.bodyHtml);
  const words = wordsFor(WORDS, article.language);
  const journal = wordsFor(JOURNAL_WORDS, article.language);
  const seasons = [...article.subSeasons, ...article.seasons].map((season) => ({ ...season, name: journal.season(season.slug, season.name) }));
  return (
    <>
      <div className="article-trail">
        <Breadcrumbs trail={articleTrail(article)} />
      </div>
      <article className="article container" aria-labelledby="article-title">
        <header className="article__header">
          <p className="eyebrow">{articleKicker(article, journal)}</p>
          <h1 id="article-title">{article.title}</h1>
          <p className="lead">{article.excerpt}</p>
          <p className="article__meta">
            <span>{words.by(article.author)}</span>
            <span>
              {article.publishedAt ? (
                <>
                  {words.published}
                  <time dateTime={article.publishedAt}>{article.dateLabel}</time>
                </>
              ) : (
                article.dateLabel
              )}
            </span>
            {article.updatedLabel ? (
              <span>
                {words.updated}
                <time dateTime={article.updatedAt}>{article.updatedLabel}</time>
              </span>
            ) : null}
            <span>{journal.minutes(article.readingMinutes)}</span>
          </p>
        </header>
        {article.cover ? (
          <figure className="article__cover">
            <Photo photo={article.cover} priority sizes={COVER_PHOTO_SIZES} />
          </figure>
        ) : null}
        {/* Rendered from Markdown and sanitised once, when it was saved (app/site/markdown.ts). */}
        <div className="prose article__body" dangerouslySetInnerHTML={body} />
        {article.seasons.length > 0 || article.subSeasons.length > 0 ? (
          <footer className="article__filed" aria-labelledby="filed-title">
            <h2 id="filed-title" className="article__filed-title">
              {words.forTheSeasons}
            </h2>
            <FilterNav label={words.palettes} items={seasons.map((season) => ({ label: words.palette(season.name), href: season.path }))} />
            <FilterNav label={words.moreInJournal} items={seasons.map((season) => ({ label: words.moreFor(season.name), href: `${JOURNAL_PATH}?season=${season.slug}` }))} />
          </footer>
        ) : null}
      </article>
      {related.length > 0 ? (
        <section className="section section--alt" aria-labelledby="related-title">
          <div className="container">
            <h2 id="related-title">{words.related}</h2>
            <ArticleCardList articles={related} />
          </div>
        </section>
      ) : null}
    </>
  );
}
