import type { Route } from "./+types/services.$category";
import { Link, Outlet } from "react-router";
import { Breadcrumbs, useBreadcrumbTrail, type BreadcrumbHandle } from "~/components/Breadcrumbs";
import { PageHeader } from "~/components/PageHeader";
import { Slug } from "~/schemas";
import breadcrumbsStyles from "~/styles/breadcrumbs.css?url";
import servicesStyles from "~/styles/services.css?url";
import { getStartContent } from "~/models/start-content.server";
import { notFound } from "~/platform/responses.server";
import { parseParam } from "~/platform/params.server";
import { toServiceView } from "~/models/service-view";
import { getActiveServices } from "~/models/services.server";
import { requestLocale } from "~/site/locale";
import { langOf } from "~/site/localize";
import { categoryPath } from "~/site/paths";
import { useLocalPath } from "~/site/words";
import { appContext } from "~/firestore/app-context.server";

export const links: Route.LinksFunction = () => [
  { rel: "stylesheet", href: breadcrumbsStyles },
  { rel: "stylesheet", href: servicesStyles },
];

/** The category of `/services/{category}` and its active services, for the index and the service pages. */
export async function loader({ params, context, request }: Route.LoaderArgs) {
  const locale = requestLocale(request);
  const slug = parseParam(Slug, params.category);
  const { serviceCategories } = await getStartContent(context.get(appContext));
  const category = serviceCategories.find((candidate) => candidate.slug === slug);
  // Checked before the services are queried, so made-up slugs cost no Firestore read or cache entry.
  if (!category) throw notFound();
  const services = await getActiveServices(context.get(appContext), slug);
  return {
    category: {
      name: category.name,
      slug: category.slug,
      path: categoryPath(category.slug),
      description: category.description,
      descriptionLong: category.descriptionLong,
      targetAudience: category.targetAudience,
      headline: category.headline,
      subHeadline: category.subHeadline,
      icon: category.icon,
      /** The fields shown in English on a Dutch page, for want of a Dutch text (`langOf`). */
      english: category.english ?? [],
    },
    services: services.map((service) => toServiceView(service, locale)),
  };
}

export const handle: BreadcrumbHandle<typeof loader> = {
  breadcrumb: ({ category }) => ({ name: category.name, path: category.path }),
};

/**
 * The category's header above its pages. On the category page its headline is the page's h1;
 * a page below it that adds itself to the trail (a service) has its own h1, so the category
 * shows as a plain banner.
 */
export default function ServiceCategoryLayout({ loaderData }: Route.ComponentProps) {
  const { category } = loaderData;
  const localPath = useLocalPath();
  const trail = useBreadcrumbTrail();
  const pageBelow = trail[trail.length - 1]?.path !== category.path;

  return (
    <div className={`service-category service-category--${category.icon}`}>
      <Breadcrumbs trail={trail} />
      {pageBelow ? (
        <div className="category-banner container">
          <p className="eyebrow" {...langOf(category, "name")}>
            <Link to={localPath(category.path)}>{category.name}</Link>
          </p>
          <p className="category-banner__headline" {...langOf(category, "headline")}>
            {category.headline}
          </p>
          <p className="category-banner__sub" {...langOf(category, "subHeadline")}>
            {category.subHeadline}
          </p>
        </div>
      ) : (
        <PageHeader
          eyebrow={category.name}
          title={category.headline}
          lead={category.subHeadline}
          lang={langOf(category, "headline").lang}
          leadLang={langOf(category, "subHeadline").lang}
        />
      )}
      <Outlet />
    </div>
  );
}
