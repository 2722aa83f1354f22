import type { ActionFunctionArgs, LinksFunction, LoaderFunctionArgs, MetaFunction } from "react-router";
import { useActionData, useLoaderData } from "react-router";
import { ArticleEditor } from "~/components/studio/ArticleEditor";
import { articleAction, loadNewArticle, type ArticleActionData } from "~/studio/journal/route.server";
import { journalEditorLinks } from "~/components/studio/journal-editor-links";

export const links: LinksFunction = () => journalEditorLinks;

export const meta: MetaFunction = () => [{ title: "New article | Studio" }];

export const loader = (args: LoaderFunctionArgs) => loadNewArticle(args);
export const action = (args: ActionFunctionArgs) => articleAction(args);

export default function NewArticlePage() {
  return <ArticleEditor loaded={useLoaderData<typeof loader>()} answer={useActionData<ArticleActionData>()} />;
}
