import type { Route } from "./+types/root";
import {
  isRouteErrorResponse,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLocation,
  useMatches,
  useRouteLoaderData,
  type ShouldRevalidateFunction,
} from "react-router";
import type { ReactNode } from "react";
import { Analytics, useAnalyticsAllowed } from "~/components/Analytics";
import { ClientBehaviours, useChunkErrorReload } from "~/components/ClientBehaviours";
import { ConsentBanner } from "~/components/ConsentBanner";
import { ErrorScreen } from "~/components/ErrorScreen";
import { isStudioRefusal, StudioErrorScreen } from "~/components/studio/StudioErrorScreen";
import { PageLinks } from "~/components/PageLinks";
import { SiteFooter } from "~/components/SiteFooter";
import { SiteHeader } from "~/components/SiteHeader";
import baseStyles from "~/styles/base.css?url";
import buttonStyles from "~/styles/button.css?url";
import clientBehavioursStyles from "~/styles/client-behaviours.css?url";
import siteChromeStyles from "~/styles/site-chrome.css?url";
import { readConsent } from "~/site/consent.server";
import { getStartContent } from "~/models/start-content.server";
import { fontFaceCss, preloadedFont } from "~/site/fonts";
import { errorPagesIn } from "~/site/error-pages";
import { defineWords, useWords } from "~/site/words";
import { useNonce } from "~/site/nonce";
import { localeOfPath } from "~/site/locale";
import { businessJsonLd } from "~/site/business-json-ld";
import { SITE_DEFAULTS, SITE_DEFAULTS_NL } from "~/data/site-defaults";
import { themeCss, type Theme } from "~/site/theme";
import { isStudioRouteId, STUDIO_LAYOUT_ROUTE_ID, STUDIO_META } from "~/site/studio-routes";
import { isPhotoOnDevice } from "~/site/photo-on-device";
import { SITE_ICON_PATH } from "~/site/paths";
import { isSecretAddress } from "~/site/secret-address";
import { wantsSaveData } from "~/site/save-data";
import { useInnerHtml } from "~/site/inner-html";
import { appContext } from "~/firestore/app-context.server";

export const links: Route.LinksFunction = () => [
  { rel: "stylesheet", href: baseStyles },
  { rel: "stylesheet", href: buttonStyles },
  { rel: "stylesheet", href: siteChromeStyles },
  { rel: "stylesheet", href: clientBehavioursStyles },
  // A PNG, not the SVG it is drawn from: Chromium renders an SVG icon on the page's main thread (scripts/lib/favicon.mjs).
  { rel: "icon", href: SITE_ICON_PATH, type: "image/png", sizes: "48x48" },
];

/** The menu and footer are the page's language's: a client navigation into the other language reads them again. */
export const shouldRevalidate: ShouldRevalidateFunction = ({ currentUrl, nextUrl, defaultShouldRevalidate }) =>
  localeOfPath(currentUrl.pathname) !== localeOfPath(nextUrl.pathname) || defaultShouldRevalidate;

export async function loader({ context, request }: Route.LoaderArgs) {
  const [{ website, serviceCategories }, consent] = await Promise.all([
    getStartContent(context.get(appContext)),
    readConsent(context.get(appContext).config, request),
  ]);
  const { analyticsMeasurementId } = context.get(appContext).config;
  const theme: Theme = {
    layoutColors: website.layoutColors,
    navbarColors: website.navbarColors,
    footerColors: website.footerColors,
    fontSettings: website.fontSettings,
    skinName: website.skin,
    skin: website.skins[website.skin],
  };
  return {
    theme,
    site: { siteUrl: context.get(appContext).config.siteUrl, brandName: website.navbar.brandName },
    navbar: website.navbar,
    footer: website.footer,
    business: website.business,
    /** The sections shown in English on a Dutch page, for want of a Dutch text: marked lang="en". */
    english: website.english ?? [],
    categories: serviceCategories.map(({ name, slug, fullSlug }) => ({ name, slug, fullSlug })),
    consent,
    analyticsId: consent === "accepted" ? (analyticsMeasurementId ?? null) : null,
    // A page for Save-Data: no scripts, no web fonts (app/site/save-data.ts).
    saveData: wantsSaveData(request.headers),
  };
}

export const meta: Route.MetaFunction = ({ loaderData: data, error, location }) => {
  // The studio's refusals are shown at this boundary (see ErrorBoundary below), under the studio's title.
  if (isStudioRefusal(error)) return STUDIO_META;
  const brand = data?.navbar.brandName ?? SITE_DEFAULTS.navbar.brandName;
  const errorPages = errorPagesIn(localeOfPath(location.pathname));
  if (isRouteErrorResponse(error) && error.status === 404) return [{ title: `${errorPages.notFound.documentTitle} | ${brand}` }];
  if (error) return [{ title: `${errorPages.unavailable.title} | ${brand}` }];
  return [{ title: brand }, { name: "description", content: data?.navbar.tagline ?? "" }];
};

const FALLBACK_THEME: Theme = {
  layoutColors: SITE_DEFAULTS.layoutColors,
  navbarColors: SITE_DEFAULTS.navbarColors,
  footerColors: SITE_DEFAULTS.footerColors,
  fontSettings: SITE_DEFAULTS.fontSettings,
  skinName: "default",
  skin: SITE_DEFAULTS.skins.default,
};

export function Layout({ children }: { children: ReactNode }) {
  const data = useRouteLoaderData<typeof loader>("root");
  const nonce = useNonce();
  const matches = useMatches();
  const handles = matches.map((match) => match.handle);
  const analyticsAllowed = useAnalyticsAllowed(isSecretAddress(handles) || isPhotoOnDevice(handles));
  // The studio's routes draw their own chrome: no site header, consent banner or analytics.
  if (matches.some((match) => isStudioRouteId(match.id))) return <StudioDocument nonce={nonce}>{children}</StudioDocument>;
  return (
    <PublicDocument data={data} nonce={nonce} analyticsAllowed={analyticsAllowed}>
      {children}
    </PublicDocument>
  );
}

type RootData = ReturnType<typeof useRouteLoaderData<typeof loader>>;

/** The words the public document itself shows (the page's own are its route's). */
const WORDS = defineWords({
  en: { skipToContent: "Skip to content" },
  nl: { skipToContent: "Direct naar de inhoud" },
});

function PublicDocument({ data, nonce, analyticsAllowed, children }: { data: RootData; nonce: string; analyticsAllowed: boolean; children: ReactNode }) {
  // From the address, not the root loader's data, which a client navigation between languages does not load again.
  const locale = localeOfPath(useLocation().pathname);
  const words = useWords(WORDS);
  const theme = data?.theme ?? FALLBACK_THEME;
  // Without content (an error screen), the defaults, in the page's language.
  const defaults = locale === "nl" ? SITE_DEFAULTS_NL : SITE_DEFAULTS;
  const navbar = data?.navbar ?? defaults.navbar;
  // Every public page works without scripts, and the fonts' metric-matched fallbacks keep its layout.
  const saveData = data?.saveData ?? false;
  const pageStyle = useInnerHtml(fontFaceCss({ webFonts: !saveData }) + themeCss(theme));
  // JSON.stringify escapes quotes; "<" is escaped so no content can close the element.
  const businessData = useInnerHtml(data?.business ? JSON.stringify(businessJsonLd(data.business, data.site)).replace(/</g, "\\u003c") : "");
  return (
    <html lang={locale} data-skin={theme.skinName}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content={theme.navbarColors.bg_color.hex} />
        <Meta />
        {saveData ? null : <link {...preloadedFont(theme.fontSettings)} />}
        <style nonce={nonce} suppressHydrationWarning dangerouslySetInnerHTML={pageStyle} />
        <PageLinks />
      </head>
      <body>
        <a href="#main" className="skip-link">
          {words.skipToContent}
        </a>
        <SiteHeader navbar={navbar} english={data?.english} />
        <main id="main" tabIndex={-1}>
          {children}
        </main>
        <SiteFooter footer={data?.footer ?? defaults.footer} business={data?.business ?? null} brandName={navbar.brandName} english={data?.english} />
        {data?.business ? (
          <script type="application/ld+json" dangerouslySetInnerHTML={businessData} />
        ) : null}
        {data && data.consent === null ? <ConsentBanner /> : null}
        {saveData ? null : (
          <>
            {data?.analyticsId && analyticsAllowed ? <Analytics measurementId={data.analyticsId} /> : null}
            {/* Before ScrollRestoration: its layout effect makes the scroll to the top instant. */}
            <ClientBehaviours />
            <ScrollRestoration nonce={nonce} />
            <Scripts nonce={nonce} />
          </>
        )}
      </body>
    </html>
  );
}

/** The root's stylesheets that style only the public site's chrome: its header, footer, banners and buttons. */
const PUBLIC_CHROME_STYLES = [siteChromeStyles, buttonStyles];

function StudioDocument({ children, nonce }: { children: ReactNode; nonce: string }) {
  return (
    <html lang="en" className="studio-document">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="robots" content="noindex, nofollow" />
        <Meta />
        <style nonce={nonce} suppressHydrationWarning dangerouslySetInnerHTML={useInnerHtml(fontFaceCss())} />
        <PageLinks omit={PUBLIC_CHROME_STYLES} />
      </head>
      <body>
        {children}
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  useChunkErrorReload(error);
  // What the studio layout's middleware throws (a refusal, or Firestore not answering) is shown
  // here rather than at the studio's own boundary: React Router shows a middleware's error at the
  // highest route with a loader, since none of them has run. It is still the studio's error page.
  const studioPage = useMatches().some((match) => match.id === STUDIO_LAYOUT_ROUTE_ID);
  return studioPage ? <StudioErrorScreen /> : <ErrorScreen />;
}
