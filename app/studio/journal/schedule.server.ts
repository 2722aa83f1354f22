/**
 * The journal's schedule: the worker's Cron Trigger (`scheduled`, every five minutes) publishes each
 * scheduled article whose time has come. It writes through `commitChange` like any editor's save,
 * so the publish is versioned (an article changed or unpublished since it was read is left alone
 * until the next run), audited (actor "schedule") and purged by tag: the journal, the article, the
 * feed, the sitemap and the sub-season pages all read the `Articles` query, and show it at once.
 */
import * as v from "valibot";
import { Article } from "~/schemas/article";
import type { AppContext } from "~/firestore/app-context.server";
import { getDueArticles } from "~/models/articles.server";
import type { Env } from "~/platform/env.server";
import { commitChange } from "../change.server";

/** Who the audit log names for what the schedule does. */
const SCHEDULE_ACTOR = { email: "schedule" } as const;

export type ScheduleRun = { published: string[]; skipped: string[] };

/**
 * Publishes every scheduled article whose `publishAt` is at or before `at` (the controller's
 * scheduledTime, never the clock, so a test can run it for any time): status "published",
 * `publishedAt` = its `publishAt` (or the first publication's time, for one unpublished and
 * scheduled again), `updatedAt` = `publishAt` (the sitemap's lastmod: the page changed then). One
 * article that cannot be published (Firestore down, a conflict) is left for the next run and does
 * not hold up the others.
 */
export async function publishDueArticles(app: AppContext, env: Env, at: Date): Promise<ScheduleRun> {
  const due = await getDueArticles(app, at);
  const run: ScheduleRun = { published: [], skipped: [] };
  for (const { id, path, updateTime, article } of due) {
    const publishAt = new Date(article.publishAt!);
    const publishedAt = article.publishedAt ? new Date(article.publishedAt) : publishAt;
    const result = await commitChange(app, {
      changes: [{ path, seen: updateTime, write: { status: "published", publishedAt, updatedAt: publishAt } }],
      actor: SCHEDULE_ACTOR,
      audit: "Published on schedule: article",
      env,
      limit: false,
      check: (_path, after) => {
        const parsed = v.safeParse(Article, after);
        return parsed.success ? [] : parsed.issues.map((issue) => issue.message);
      },
    }).catch((error: unknown) => ({ status: "failed" as const, error: String(error) }));
    if (result.status === "saved") run.published.push(id);
    else {
      run.skipped.push(id);
      app.log("scheduled article not published", { path, status: result.status, ...("error" in result ? { error: result.error } : {}) });
    }
  }
  return run;
}
