import type { ActionFunctionArgs, LinksFunction, LoaderFunctionArgs, MetaFunction } from "react-router";
import { useActionData, useLoaderData } from "react-router";
import { ArticleEditor } from "~/components/studio/ArticleEditor";
import { articleAction, loadArticle, type ArticleActionData } from "~/studio/journal/route.server";
import { journalEditorLinks } from "~/components/studio/journal-editor-links";

export const links: LinksFunction = () => journalEditorLinks;

export const meta: MetaFunction<typeof loader> = ({ loaderData: data }) => [{ title: `${data?.values.title || "Article"} | Studio` }];

export const loader = (args: LoaderFunctionArgs) => loadArticle(args);
/** Preview, Save draft, Publish now, Schedule for…, Unpublish, and a revision's Restore. */
export const action = (args: ActionFunctionArgs) => articleAction(args);

export default function ArticlePage() {
  return <ArticleEditor loaded={useLoaderData<typeof loader>()} answer={useActionData<ArticleActionData>()} />;
}
