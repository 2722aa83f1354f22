import type { Route } from "./+types/journal.$slug";
import { redirect } from "react-router";
import { articleLinks, ArticleView, articleTrail, COVER_PHOTO_SIZES } from "~/components/journal/ArticleView";
import { photoPreload } from "~/site/photos";
import { Slug } from "~/schemas";
import { articleCardOf, articleViewOf, findPublishedArticle, relatedArticleCards } from "~/models/articles.server";
import type { SitemapHandle } from "~/site/sitemap-handle";
import { notFound } from "~/platform/responses.server";
import { parseParam } from "~/platform/params.server";
import { articlePath, JOURNAL_FEED_PATH } from "~/site/paths";
import { blogPostingJsonLd, coverSocialImage } from "~/site/article-seo";
import { breadcrumbJsonLd, pageMeta, siteMeta, socialCard } from "~/site/seo";
import { lastModified } from "~/models/article-view";
import { appContext } from "~/firestore/app-context.server";
import { localizedPath, requestLocale, type Locale } from "~/site/locale";
import { pageLocale } from "~/site/seo";
import { errorPagesIn } from "~/site/error-pages";

/** An article's address: in its own language's journal ("/nl/journal/…" for a Dutch one). */
const addressOf = (slug: string, language: Locale) => localizedPath(articlePath(slug), language);

export const links = articleLinks;

export const handle: SitemapHandle = {
  /** Every published article and tip, at its own language's address, dated by its last change (drafts and scheduled ones are not in the list). */
  getSitemapEntries: async (content) =>
    (await content.publishedArticles()).map((article) => ({ path: addressOf(article.slug, article.language ?? "en"), lastmod: article.updatedAt, oneLanguage: true })),
};

/** Kept an hour, not for good as browsers keep a bare 301: a link renamed back (or an article rewritten in the other language) must not loop. */
const MOVED = { status: 301, headers: { "Cache-Control": "public, max-age=3600" } } as const;

/**
 * `/journal/{slug}`: a published article or tip. A slug it had before answers 301 to the current
 * one; any other slug, a draft's or a scheduled article's included, is the 404 'Page Not Found'.
 * An article is written in one language and lives in that language's journal: its slug at the
 * other language's address (`/nl/journal/{an English slug}`) answers 301 to its own address.
 */
export async function loader({ params, context, request }: Route.LoaderArgs) {
  const app = context.get(appContext);
  const slug = parseParam(Slug, params.slug);
  const found = await findPublishedArticle(app, slug);
  if (!found) throw notFound("Page Not Found");
  if ("movedTo" in found) throw redirect(addressOf(found.movedTo, found.language), MOVED);
  const { article } = found;
  if (article.language !== requestLocale(request)) throw redirect(addressOf(article.slug, article.language), MOVED);
  const related = await relatedArticleCards(app, article);
  return {
    article: articleViewOf(article),
    related: related.map(articleCardOf),
    seo: {
      title: article.seoTitle || article.title,
      description: article.seoDescription || article.excerpt,
      // The time it went public and its last change, as stored (the page shows them as dates).
      publishedAt: article.publishedAt!,
      updatedAt: lastModified(article),
    },
  };
}

export const meta: Route.MetaFunction = ({ loaderData: data, matches }) => {
  const locale = pageLocale(matches);
  if (!data) return [{ title: errorPagesIn(locale).notFound.documentTitle }];
  const { article, seo } = data;
  const { siteUrl, brandName } = siteMeta(matches);
  const image = article.cover ? coverSocialImage(siteUrl, article.cover, article.title, locale) : socialCard(siteUrl, brandName);
  const coverPreload = article.cover ? photoPreload(article.cover, COVER_PHOTO_SIZES) : null;
  return [
    ...pageMeta(matches, {
      title: seo.title,
      description: seo.description,
      path: article.path,
      type: "article",
      // Written in one language: the other journal lists its own articles.
      oneLanguage: true,
      image,
      jsonLd: [
        blogPostingJsonLd({
          siteUrl,
          path: article.path,
          headline: article.title,
          description: seo.description,
          image: image.url,
          datePublished: seo.publishedAt,
          dateModified: seo.updatedAt,
          author: article.author,
          topic: article.topic,
        }),
        breadcrumbJsonLd(
          siteUrl,
          articleTrail(article).map((crumb) => ({ ...crumb, path: localizedPath(crumb.path, article.language) })),
        ),
      ],
    }),
    { property: "article:published_time", content: seo.publishedAt },
    { property: "article:modified_time", content: seo.updatedAt },
    { property: "article:author", content: article.author },
    { property: "article:section", content: article.topic },
    // The feed is the English journal's (it has no Dutch address).
    ...(locale === "en" ? [{ tagName: "link", rel: "alternate", type: "application/atom+xml", title: "The journal (Atom feed)", href: JOURNAL_FEED_PATH }] : []),
    // The cover is the page's largest paint: fetched with the HTML's first bytes (and an Early Hint).
    ...(coverPreload ? [coverPreload] : []),
  ];
};

export default function ArticlePage({ loaderData }: Route.ComponentProps) {
  const { article, related } = loaderData;
  return <ArticleView article={article} related={related} />;
}
