import type { LinksFunction, LoaderFunctionArgs } from "@remix-run/cloudflare";
import { Link, Outlet, useLoaderData, useRouteLoaderData } from "@remix-run/react";
import { Breadcrumbs } from "~/components/Breadcrumbs";
import { PageHeader } from "~/components/PageHeader";
import { Slug } from "~/schemas";
import servicesStyles from "~/styles/services.css";
import { getStartContent } from "~/firestore/documents.server";
import { notFound } from "~/worker/responses.server";
import { parseParam } from "~/worker/params.server";
import { toServiceView } from "~/models/service-view";
import { getActiveServices } from "~/models/services.server";
import type { loader as serviceLoader } from "./services.$category.$service";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: servicesStyles }];

/** The category of `/services/{category}` and its active services, for the index and the service pages. */
export async function loader({ params, context }: LoaderFunctionArgs) {
  const slug = parseParam(Slug, params.category);
  const { serviceCategories } = await getStartContent(context.app);
  const category = serviceCategories.find((candidate) => candidate.slug === slug);
  // Checked before the services are queried, so made-up slugs cost no Firestore read or cache entry.
  if (!category) throw notFound("Page Not Found");
  const services = await getActiveServices(context.app, slug);
  return {
    category: {
      name: category.name,
      slug: category.slug,
      path: category.fullSlug,
      description: category.description,
      descriptionLong: category.descriptionLong,
      targetAudience: category.targetAudience,
      headline: category.headline,
      subHeadline: category.subHeadline,
      icon: category.icon,
    },
    services: services.map(toServiceView),
  };
}

const SERVICE_ROUTE_ID = "routes/services.$category.$service";

/**
 * The category's header above its pages. On the category page its headline is the page's h1;
 * on a service page the service name is the h1, so the category shows as a plain banner.
 */
export default function ServiceCategoryLayout() {
  const { category } = useLoaderData<typeof loader>();
  const serviceData = useRouteLoaderData<typeof serviceLoader>(SERVICE_ROUTE_ID);
  const service = serviceData?.service;
  const trail = [
    { name: "Home", path: "/" },
    { name: category.name, path: category.path },
    ...(service ? [{ name: service.name, path: service.path }] : []),
  ];

  return (
    <div className={`service-category service-category--${category.icon}`}>
      <Breadcrumbs trail={trail} />
      {service ? (
        <div className="category-banner container">
          <p className="eyebrow">
            <Link to={category.path}>{category.name}</Link>
          </p>
          <p className="category-banner__headline">{category.headline}</p>
          <p className="category-banner__sub">{category.subHeadline}</p>
        </div>
      ) : (
        <PageHeader eyebrow={category.name} title={category.headline} lead={category.subHeadline} />
      )}
      <Outlet />
    </div>
  );
}
