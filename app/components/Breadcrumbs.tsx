import { Link, useMatches, type useLoaderData } from "react-router";
import { localHref } from "~/site/content-link";
import { defineWords, useLocale, useWords } from "~/site/words";

type Crumb = { name: string; path: string };

/**
 * What a route module's `handle` adds to the trail of the pages nested in it, made from its own
 * loader's data: a layout and the page inside it each add theirs, and neither imports the other.
 * A page that knows its whole trail passes it to `Breadcrumbs` directly instead.
 */
export type BreadcrumbHandle<Loader> = { breadcrumb: (data: LoaderData<Loader>) => Crumb };

/** What a route's `useLoaderData` gives for its loader. */
type LoaderData<Loader> = ReturnType<typeof useLoaderData<Loader>>;

/** "Home" in both languages: the word Dutch sites use for the home page too. */
const HOME: Crumb = { name: "Home", path: "/" };

const WORDS = defineWords({
  en: { label: "Breadcrumb" },
  nl: { label: "Kruimelpad" },
});

/** A route match as `useMatches` and a `meta` function's `matches` both give it (React Router's typed list may end in `undefined`s). */
type Match = { handle?: unknown; loaderData?: unknown } | undefined;

/** Home, then the crumb of every matched route whose handle has one, outermost first. */
export function breadcrumbTrail(matches: readonly Match[]): Crumb[] {
  const crumbs = matches.flatMap((match) =>
    match && hasBreadcrumb(match.handle) && match.loaderData !== undefined && match.loaderData !== null ? [match.handle.breadcrumb(match.loaderData)] : [],
  );
  return [HOME, ...crumbs];
}

/** The trail of the matched routes' handles, for a layout's `Breadcrumbs`. */
export function useBreadcrumbTrail(): Crumb[] {
  return breadcrumbTrail(useMatches());
}

function hasBreadcrumb(handle: unknown): handle is { breadcrumb: (data: unknown) => Crumb } {
  return typeof handle === "object" && handle !== null && typeof (handle as { breadcrumb?: unknown }).breadcrumb === "function";
}

/**
 * The visible trail of a nested page; its JSON-LD twin comes from `breadcrumbJsonLd`. The crumbs'
 * paths are English addresses (or already the page's): a Dutch page links to the Dutch twins.
 */
export function Breadcrumbs({ trail }: { trail: readonly Crumb[] }) {
  const words = useWords(WORDS);
  const locale = useLocale();
  return (
    <nav aria-label={words.label} className="breadcrumbs container">
      <ol>
        {trail.map((crumb, index) =>
          index === trail.length - 1 ? (
            <li key={crumb.path} aria-current="page">
              {crumb.name}
            </li>
          ) : (
            <li key={crumb.path}>
              <Link to={localHref(crumb.path, locale)}>{crumb.name}</Link>
            </li>
          ),
        )}
      </ol>
    </nav>
  );
}
