/**
 * The journal's demo content (issue 18): eight articles, and every sub-season's styling tips as
 * articles of their own with a full body. Each validates against app/schemas/article.ts
 * (tests/unit/scripts/seed-journal.test.ts). They become `Articles/{id}` documents when the
 * journal's pages and its seed step land; until then nothing reads them.
 */
import { guideArticles } from "./articles-guides";
import { practiceArticles } from "./articles-practice";
import { autumnTips } from "./tips-autumn";
import { springTips } from "./tips-spring";
import { summerTips } from "./tips-summer";
import type { ArticleSeed } from "./types";
import { winterTips } from "./tips-winter";

export type { ArticleDocument, ArticleSeed } from "./types";

export const journalArticles: ArticleSeed[] = [...guideArticles, ...practiceArticles, ...springTips, ...summerTips, ...autumnTips, ...winterTips];
