/**
 * The journal's demo content: eight articles, and every sub-season's styling tips as
 * articles of their own with a full body. Each becomes an `Articles/{id}` document, saved as
 * the studio saves one: its Markdown rendered once (app/site/markdown.ts), the schema's defaults and the index fields filled.
 */
import * as v from "valibot";
import { Article } from "~/schemas/article";
import type { PhotoRef } from "~/schemas/photo";
import { renderMarkdown } from "~/site/markdown";
import { withIndexFields } from "~/models/article-index";
import { dutchArticles } from "./articles-nl";
import { guideArticles } from "./articles-guides";
import { practiceArticles } from "./articles-practice";
import { autumnTips } from "./tips-autumn";
import { springTips } from "./tips-spring";
import { summerTips } from "./tips-summer";
import type { ArticleSeed } from "./types";
import { winterTips } from "./tips-winter";

export type { ArticleSeed } from "./types";

export const journalArticles: ArticleSeed[] = [...guideArticles, ...practiceArticles, ...springTips, ...summerTips, ...autumnTips, ...winterTips, ...dutchArticles];

/** An article as `Articles/{id}` holds it; `cover` is its cover photo, listed first among the photos it uses. */
export function articleDocument(data: ArticleSeed["data"], cover?: PhotoRef): Article {
  const rendered = renderMarkdown(data.body, () => undefined);
  const photos = [...new Set([...(cover ? [cover.photo] : []), ...rendered.photos])];
  return withIndexFields(v.parse(Article, { ...data, bodyHtml: rendered.html, photos, ...(cover ? { cover } : {}) }));
}
