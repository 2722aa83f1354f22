import type { Route } from "./+types/studio.journal.$id";
import { ArticleEditor } from "~/components/studio/ArticleEditor";
import { articleAction, loadArticle } from "~/studio/journal/route.server";
import { journalEditorLinks } from "~/components/studio/journal-editor-links";

export const links: Route.LinksFunction = () => journalEditorLinks;

export const meta: Route.MetaFunction = ({ loaderData: data }) => [{ title: `${data?.values.title || "Article"} | Studio` }];

export const loader = (args: Route.LoaderArgs) => loadArticle(args);
/** Preview, Save draft, Publish now, Schedule for…, Unpublish, and a revision's Restore. */
export const action = (args: Route.ActionArgs) => articleAction(args);

export default function ArticlePage({ loaderData, actionData }: Route.ComponentProps) {
  return <ArticleEditor loaded={loaderData} answer={actionData} />;
}
