import type { MetaDescriptor } from "react-router";
import { DEFAULT_LOCALE, LOCALES, localizedPath, type Locale } from "./locale";
import { DUTCH_ROUTE_ID_PREFIX } from "./route-twins";

/** What the root loader shares with every route's `meta` (see app/root.tsx). */
export type SiteMeta = { siteUrl: string; brandName: string };

/** A match as a `meta` function's `matches` give it (React Router's typed list may end in `undefined`s). */
type MatchLike = { id: string; loaderData: unknown } | undefined;

/** The root loader's site facts, from the `matches` a meta function receives. */
export function siteMeta(matches: readonly MatchLike[]): SiteMeta {
  const root = matches.find((match) => match?.id === "root")?.loaderData as { site?: SiteMeta } | undefined;
  return root?.site ?? { siteUrl: "", brandName: "Colour Studio" };
}

type PageMetaInput = {
  title: string;
  description: string;
  /** The page's path, e.g. "/seasons/spring"; becomes the canonical URL. */
  path: string;
  type?: "website" | "article" | "product";
  /** JSON-LD objects for this page (Service, FAQPage, BreadcrumbList…). */
  jsonLd?: Array<Record<string, unknown>>;
  /** The page's own picture for shared links (an article's cover); the site's social card when absent. */
  image?: SocialImage;
  /** A page in one language only (a journal article is written in one): no hreflang twin. */
  oneLanguage?: boolean;
};

const OG_LOCALES: Record<Locale, string> = { en: "en_GB", nl: "nl_NL" };

/** The language of the page the matches lead to: a Dutch twin's routes have ids of their own (app/site/route-twins.ts). */
export function pageLocale(matches: readonly MatchLike[]): Locale {
  return matches.some((match) => match?.id.startsWith(DUTCH_ROUTE_ID_PREFIX)) ? "nl" : DEFAULT_LOCALE;
}

/** The page in each language and x-default (the English), as `<link rel="alternate" hreflang>`: both twins name both. */
function alternates(siteUrl: string, englishPath: string): MetaDescriptor[] {
  const href = (locale: Locale) => `${siteUrl}${localizedPath(englishPath, locale)}`;
  return [
    ...LOCALES.map((locale) => ({ tagName: "link", rel: "alternate", hrefLang: locale, href: href(locale) })),
    { tagName: "link", rel: "alternate", hrefLang: "x-default", href: href(DEFAULT_LOCALE) },
  ];
}

/** A picture for Open Graph and Twitter cards: an absolute URL, its size and what it shows. */
export type SocialImage = { url: string; type: string; width: number; height: number; alt: string };

/** The social card every page shares: public/og-image.png, drawn by scripts/og-image.ts. */
const SOCIAL_CARD = { path: "/og-image.png", width: 1200, height: 630 };

/** The site's social card as an absolute picture. */
export function socialCard(siteUrl: string, brandName: string): SocialImage {
  return { url: `${siteUrl}${SOCIAL_CARD.path}`, type: "image/png", width: SOCIAL_CARD.width, height: SOCIAL_CARD.height, alt: `${brandName}: colour analysis and personal styling` };
}

/**
 * Title, description, canonical URL, its other-language twin, Open Graph and Twitter card tags, and
 * JSON-LD for one page. `input.path` is the English path; the Dutch page's is made from it.
 */
export function pageMeta(matches: readonly MatchLike[], input: PageMetaInput): MetaDescriptor[] {
  const { siteUrl, brandName } = siteMeta(matches);
  const locale = pageLocale(matches);
  const url = `${siteUrl}${localizedPath(input.path, locale)}`;
  const title = input.path === "/" ? input.title : `${input.title} | ${brandName}`;
  const picture = input.image ?? socialCard(siteUrl, brandName);
  const image = picture.url;
  const imageAlt = picture.alt;
  return [
    { title },
    { name: "description", content: input.description },
    { tagName: "link", rel: "canonical", href: url },
    ...(input.oneLanguage ? [] : alternates(siteUrl, input.path)),
    { property: "og:type", content: input.type ?? "website" },
    { property: "og:locale", content: OG_LOCALES[locale] },
    { property: "og:site_name", content: brandName },
    { property: "og:title", content: title },
    { property: "og:description", content: input.description },
    { property: "og:url", content: url },
    { property: "og:image", content: image },
    { property: "og:image:type", content: picture.type },
    { property: "og:image:width", content: String(picture.width) },
    { property: "og:image:height", content: String(picture.height) },
    { property: "og:image:alt", content: imageAlt },
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: title },
    { name: "twitter:description", content: input.description },
    { name: "twitter:image", content: image },
    { name: "twitter:image:alt", content: imageAlt },
    ...(input.jsonLd ?? []).map((data) => ({ "script:ld+json": { "@context": "https://schema.org", ...data } })),
  ];
}

/** A BreadcrumbList for a nested page; `trail` runs from the home page to this page. */
export function breadcrumbJsonLd(siteUrl: string, trail: ReadonlyArray<{ name: string; path: string }>) {
  return {
    "@type": "BreadcrumbList",
    itemListElement: trail.map((crumb, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: crumb.name,
      item: `${siteUrl}${crumb.path}`,
    })),
  };
}
