/**
 * Writes the index fields of every article (app/models/article-index.ts) that lacks them or holds
 * stale ones: what `npm run reindex:articles` runs once for articles saved before the fields
 * existed. Each article is written under the version it was read at and only those four fields,
 * so an editor's save in between wins (and stores its own); running it again changes nothing.
 */
import * as v from "valibot";
import type { FirestoreClient } from "~/firestore/client.server";
import { decodeDocument, isFirestoreError } from "~/firestore/codec";
import { documentReference } from "~/firestore/query";
import { articleIndexFields } from "~/models/article-index";
import { COLLECTIONS } from "~/models/collections";
import { ArticleFields } from "~/schemas/article";

const ARTICLES = COLLECTIONS.articles.name;
const SOURCE = v.pick(ArticleFields, ["slug", "previousSlugs", "seasons", "subSeasons", "title", "bodyHtml"]);
const INDEX_FIELDS = ["slugs", "seasonTags", "titleWords", "readingMinutes"] as const;
/** Articles read at a time: a page of bodies stays a few megabytes. */
const PAGE = 100;

export type ReindexRun = { checked: number; updated: number; skipped: Array<{ path: string; why: string }> };

export async function reindexArticles(client: FirestoreClient, projectId: string): Promise<ReindexRun> {
  const run: ReindexRun = { checked: 0, updated: 0, skipped: [] };
  let after: string | null = null;
  for (;;) {
    const page = await client.runQuery({
      collection: ARTICLES,
      orderBy: [{ field: "__name__" }],
      select: [...Object.keys(SOURCE.entries), ...INDEX_FIELDS],
      limit: PAGE,
      ...(after ? { startAt: { values: [documentReference(projectId, after)], before: false } } : {}),
    });
    for (const doc of page) {
      const { path, data } = decodeDocument(doc);
      run.checked += 1;
      const source = v.safeParse(SOURCE, data);
      if (!source.success) {
        run.skipped.push({ path, why: source.issues.map((issue) => `${v.getDotPath(issue) ?? "(root)"}: ${issue.message}`).join("; ") });
        continue;
      }
      const fields = articleIndexFields(source.output);
      if (INDEX_FIELDS.every((name) => JSON.stringify(data[name]) === JSON.stringify(fields[name]))) continue;
      try {
        await client.commit([{ path, data: fields, options: { fields: INDEX_FIELDS, updateTime: doc.updateTime } }]);
        run.updated += 1;
      } catch (error) {
        if (!isFirestoreError(error) || error.kind !== "conflict") throw error;
        run.skipped.push({ path, why: "saved by an editor while this ran (that save stored its own index fields)" });
      }
    }
    if (page.length < PAGE) return run;
    after = decodeDocument(page.at(-1)!).path;
  }
}
