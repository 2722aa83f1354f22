import type { Route } from "./+types/$";
import { ErrorScreen } from "~/components/ErrorScreen";
import { pageNotFoundAt } from "~/platform/not-found";
import { notFound } from "~/platform/responses.server";
import { pageUrl } from "~/site/page-url";

/** Every path no other route matches. */
export async function loader({ request }: Route.LoaderArgs) {
  throw notFound(pageNotFoundAt(pageUrl(request).pathname));
}

export default function CatchAll() {
  return null;
}

export function ErrorBoundary() {
  return <ErrorScreen />;
}
