import type { Route } from "./+types/journal.feed[.]xml";
import { getFeedArticles } from "~/models/articles.server";
import { getWebsiteFields } from "~/models/website.server";
import { absoluteBodyHtml } from "~/site/article-seo";
import { renderAtomFeed, tagUri } from "~/site/atom-feed";
import { articlePath, JOURNAL_FEED_PATH, JOURNAL_PATH } from "~/site/paths";
import { altIn } from "~/site/photo-alt";
import { jpegNear } from "~/site/photos";
import { escapeXml } from "~/site/xml";
import { lastModified } from "~/models/article-view";
import { appContext } from "~/firestore/app-context.server";

/**
 * `/journal/feed.xml`: the journal as Atom 1.0, the newest twenty published articles and tips in
 * full, every address absolute (the cover goes first in the content, as readers show no other).
 */
export async function loader({ context }: Route.LoaderArgs) {
  const app = context.get(appContext);
  const siteUrl = app.config.siteUrl;
  // The brand is all the feed shows of the site's settings: their one section is read, not the whole document.
  const [articles, { navbar }] = await Promise.all([getFeedArticles(app), getWebsiteFields(app, ["navbar"])]);
  const brand = navbar.brandName;
  const body = renderAtomFeed({
    id: `${siteUrl}${JOURNAL_PATH}`,
    title: `${brand}: the journal`,
    subtitle: "Articles and styling tips on colour analysis and personal style.",
    selfUrl: `${siteUrl}${JOURNAL_FEED_PATH}`,
    htmlUrl: `${siteUrl}${JOURNAL_PATH}`,
    author: brand,
    iconUrl: `${siteUrl}/favicon.svg`,
    entries: articles.map((article) => {
      const cover = article.cover;
      const described = cover ? altIn(cover, app.locale) : null;
      const coverHtml = cover
        ? `<p><img src="${escapeXml(`${siteUrl}${jpegNear(cover, 800).url}`)}" alt="${escapeXml(described!.alt)}"${described!.lang ? ` lang="${described!.lang}"` : ""}></p>`
        : "";
      return {
        id: tagUri(siteUrl, article.createdAt, `journal/${article.id}`),
        title: article.title,
        url: `${siteUrl}${articlePath(article.slug)}`,
        published: article.publishedAt!,
        updated: lastModified(article),
        author: article.author,
        category: article.topic,
        summary: article.excerpt,
        contentHtml: coverHtml + absoluteBodyHtml(article.bodyHtml, siteUrl),
      };
    }),
  });
  return new Response(body, {
    headers: { "Content-Type": "application/atom+xml; charset=utf-8", "Cache-Control": "public, max-age=300" },
  });
}
