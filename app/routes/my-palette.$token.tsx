import type { Route } from "./+types/my-palette.$token";
import * as v from "valibot";
import { data, isRouteErrorResponse, redirect, useRouteLoaderData } from "react-router";
import { ErrorScreen } from "~/components/ErrorScreen";
import { CONFIRM_DELETE_QUERY } from "~/components/my-palette/DeletePalette";
import { MyPaletteNotFound } from "~/components/my-palette/MyPaletteNotFound";
import { MyPalettePage } from "~/components/my-palette/MyPalettePage";
import { MY_PALETTE_WORDS as WORDS } from "~/components/my-palette/my-palette-words";
import { appContext } from "~/firestore/app-context.server";
import { deleteMyPalette, openMyPalette } from "~/my-palette/my-palette-page.server";
import { notFound } from "~/platform/responses.server";
import { localizedPath, requestLocale, type Locale } from "~/site/locale";
import type { PageCacheHandle } from "~/site/page-cache-handle";
import { pageUrl } from "~/site/page-url";
import { categoryPath } from "~/site/paths";
import type { SecretAddressHandle } from "~/site/secret-address";
import type { ScriptsHandle } from "~/site/scripts-handle";
import { pageLocale } from "~/site/seo";
import { publicDate } from "~/site/time";
import { wordsFor } from "~/site/words";
import swatchCardStyles from "~/styles/swatch-card.css?url";
import myPaletteStyles from "~/styles/my-palette.css?url";

/**
 * A client's palette after their session (issue 44): `/my-palette/{token}`, and `/nl/mijn-palet/{token}`
 * in Dutch. The signed link is the only key (app/my-palette/palette-link.server.ts): the page is
 * never kept by a cache (the worker sends `private, no-store`), runs no analytics, sends no path as a
 * referrer (app/site/secret-address.ts), is kept from search engines, and the logs cut its token
 * (app/platform/log.server.ts). With JavaScript it also keeps a copy on the device for offline use
 * (app/browser/my-palette-offline.ts).
 */
// The offline copy is kept by its script on the first visit, whether or not the client does anything there.
export const handle: PageCacheHandle & SecretAddressHandle & ScriptsHandle = { pageCache: false, secretAddress: true, scripts: "after-load" };

export const links: Route.LinksFunction = () => [
  { rel: "stylesheet", href: swatchCardStyles },
  { rel: "stylesheet", href: myPaletteStyles },
];

export const headers: Route.HeadersFunction = () => ({ "X-Robots-Tag": "noindex, nofollow" });

export const meta: Route.MetaFunction = ({ matches, error }) => {
  const words = WORDS[pageLocale(matches)];
  return [{ title: error ? words.notFoundTitle : words.meta }, { name: "robots", content: "noindex, nofollow" }];
};

/** The colour checker set to the client's palette (the colours app's `check`, app/routes/colors-app/CheckerSection.tsx). */
function checkerPath(subSeasonSlug: string, locale: Locale): string {
  return localizedPath(`/colors-app?${new URLSearchParams({ check: subSeasonSlug }).toString()}#checker`, locale);
}

export async function loader({ params, context, request }: Route.LoaderArgs) {
  const locale = requestLocale(request);
  const palette = await openMyPalette({ app: context.get(appContext), locale }, params.token);
  if (!palette) throw notFound();
  return {
    palette,
    sessionDay: publicDate(palette.sessionDate, locale),
    keptUntil: publicDate(palette.keptUntil, locale),
    links: {
      checker: checkerPath(palette.subSeason.slug, locale),
      // The styling sessions a palette is for: shopping, a wardrobe's essentials.
      followUp: localizedPath(categoryPath("personal-styling"), locale),
      contact: localizedPath("/contact", locale),
    },
    confirmingDelete: pageUrl(request).searchParams.has(CONFIRM_DELETE_QUERY),
  };
}

/** The one post the page takes: its delete form's, which only the confirmation step shows. */
const DeletePost = v.object({ intent: v.literal("delete") });

export async function action({ params, context, request }: Route.ActionArgs) {
  const locale = requestLocale(request);
  if (!v.is(DeletePost, Object.fromEntries(await request.formData()))) {
    return data({ deleteError: wordsFor(WORDS, locale).confirmMissing }, { status: 400 });
  }
  if (!(await deleteMyPalette({ app: context.get(appContext), locale }, params.token))) throw notFound();
  // A new address, so a reload neither posts again nor finds the page's 404.
  throw redirect(localizedPath("/my-palette/deleted", locale), 303);
}

export default function MyPaletteRoute({ loaderData, actionData }: Route.ComponentProps) {
  const brandName = useRouteLoaderData<{ site?: { brandName: string } }>("root")?.site?.brandName ?? "";
  return <MyPalettePage {...loaderData} brandName={brandName} deleteError={actionData?.deleteError ?? null} />;
}

/** A link that opens no palette: what to do, in the page's language; any other error is the site's. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return isRouteErrorResponse(error) && error.status === 404 ? <MyPaletteNotFound /> : <ErrorScreen />;
}
