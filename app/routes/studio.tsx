import type { Route } from "./+types/studio";
import { Outlet } from "react-router";
import { StudioErrorScreen } from "~/components/studio/StudioErrorScreen";
import { StudioHeader } from "~/components/studio/StudioHeader";
import { countNewRequests, NEW_COUNT_LIMIT } from "~/models/inbox.server";
import { studioSignIn, studioUserContext } from "~/studio/auth/guard.server";
import { STUDIO_META } from "~/site/studio-routes";
import studioEditorsStyles from "~/styles/studio-editors.css?url";
import studioHeaderStyles from "~/styles/studio-header.css?url";
import studioRecordsStyles from "~/styles/studio-records.css?url";
import studioStyles from "~/styles/studio.css?url";
import { appContext } from "~/firestore/app-context.server";
import { countOrdersInStatus } from "~/models/analysis-orders.server";

export const links: Route.LinksFunction = () => [
  { rel: "stylesheet", href: studioStyles },
  { rel: "stylesheet", href: studioHeaderStyles },
  { rel: "stylesheet", href: studioRecordsStyles },
  { rel: "stylesheet", href: studioEditorsStyles },
];

export const meta: Route.MetaFunction = () => STUDIO_META;

/**
 * Every loader and action of every page under /studio runs behind the sign-in check (document and
 * data requests alike); they read the person from `studioUserContext`. The pages outside this
 * layout (`studio_.sign-in`, `studio_.privacy.download`, `studio_.calendar[.]ics`…) are not behind it.
 */
export const middleware: Route.MiddlewareFunction[] = [studioSignIn];

export async function loader({ context }: Route.LoaderArgs) {
  const { email, role } = context.get(studioUserContext);
  const app = context.get(appContext);
  const [newCount, ordersWaiting] = await Promise.all([countNewRequests(app), countOrdersInStatus(app, "sent", NEW_COUNT_LIMIT)]);
  return { user: { email, role }, newCount, newCountLimit: NEW_COUNT_LIMIT, ordersWaiting };
}

export default function StudioLayout({ loaderData }: Route.ComponentProps) {
  const { user, newCount, newCountLimit, ordersWaiting } = loaderData;
  return (
    <>
      <a href="#main" className="skip-link">
        Skip to content
      </a>
      <StudioHeader email={user.email} role={user.role} newCount={newCount} newCountLimit={newCountLimit} ordersWaiting={ordersWaiting} />
      <main className="studio-main" id="main" tabIndex={-1}>
        <Outlet />
      </main>
    </>
  );
}

export function ErrorBoundary() {
  return <StudioErrorScreen />;
}
