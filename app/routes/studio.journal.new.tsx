import type { Route } from "./+types/studio.journal.new";
import { ArticleEditor } from "~/components/studio/ArticleEditor";
import { articleAction, loadNewArticle } from "~/studio/journal/route.server";
import { journalEditorLinks } from "~/components/studio/journal-editor-links";

export const links: Route.LinksFunction = () => journalEditorLinks;

export const meta: Route.MetaFunction = () => [{ title: "New article | Studio" }];

export const loader = (args: Route.LoaderArgs) => loadNewArticle(args);
export const action = (args: Route.ActionArgs) => articleAction(args);

export default function NewArticlePage({ loaderData, actionData }: Route.ComponentProps) {
  return <ArticleEditor loaded={loaderData} answer={actionData} />;
}
