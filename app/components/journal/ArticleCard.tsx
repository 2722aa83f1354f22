import { Link } from "react-router";
import { Photo } from "~/components/Photo";
import { SeasonArt } from "~/components/SeasonArt";
import type { ArticleCardView } from "~/models/article-view";
import { useLocale, useWords } from "~/site/words";
import { JOURNAL_WORDS } from "./journal-words";

/** How wide a card's cover is drawn: a third of the container on wide screens, the screen on phones. */
const CARD_PHOTO_SIZES = "(min-width: 60rem) 22rem, (min-width: 40rem) 45vw, calc(100vw - 2rem)";

type JournalWords = (typeof JOURNAL_WORDS)["en"];

/** "Styling tip · Wardrobe · Beginner", or "Colour analysis" for an article ("Stylingtip · Garderobe · Beginner" in Dutch). */
export function articleKicker(article: Pick<ArticleCardView, "kind" | "topic" | "difficulty">, words: JournalWords = JOURNAL_WORDS.en): string {
  return [article.kind === "tip" ? words.tip : null, words.topic(article.topic), article.difficulty ? words.difficulty(article.difficulty) : null].filter(Boolean).join(" · ");
}

/**
 * One article in a list: its cover when it has one (loaded lazily, below the fold), kicker, title,
 * excerpt and date. Its own words are marked with its language where the page is in the other.
 */
function ArticleCard({ article, headingLevel = 3 }: { article: ArticleCardView; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const words = useWords(JOURNAL_WORDS);
  const locale = useLocale();
  const lang = article.language === locale ? undefined : article.language;
  return (
    <article className="article-card card">
      {article.cover ? (
        <Photo photo={article.cover} sizes={CARD_PHOTO_SIZES} className="article-card__photo" />
      ) : (
        // Without a cover, the card keeps the photo's place with the colours it is about (decoration).
        <SeasonArt colors={article.palette} variant="stripes" width={300} height={200} className="article-card__art" stretch />
      )}
      <div className="article-card__text">
        <p className="article-card__kicker">{articleKicker(article, words)}</p>
        <Heading className="article-card__title" lang={lang}>
          <Link to={article.path} prefetch="intent">
            {article.title}
          </Link>
        </Heading>
        <p className="article-card__excerpt" lang={lang}>
          {article.excerpt}
        </p>
        <p className="article-card__meta">
          {article.publishedAt ? <time dateTime={article.publishedAt}>{article.dateLabel}</time> : <span>{article.dateLabel}</span>}
          {article.readingMinutes ? (
            <>
              <span aria-hidden="true"> · </span>
              {words.minutes(article.readingMinutes)}
            </>
          ) : null}
        </p>
      </div>
    </article>
  );
}

/** A list of article cards. */
export function ArticleCardList({ articles, headingLevel = 3, label }: { articles: readonly ArticleCardView[]; headingLevel?: 2 | 3; label?: string }) {
  return (
    <ul className="article-cards" aria-label={label}>
      {articles.map((article) => (
        <li key={article.id}>
          <ArticleCard article={article} headingLevel={headingLevel} />
        </li>
      ))}
    </ul>
  );
}
