import type { Route } from "./+types/services.$category._index";
import { Link } from "react-router";
import { breadcrumbTrail } from "~/components/Breadcrumbs";
import { ServiceFacts } from "~/components/ServiceFacts";
import { categoryPath, COLOR_ANALYSIS_CATEGORY } from "~/site/paths";
import { breadcrumbJsonLd, pageMeta, siteMeta } from "~/site/seo";
import type { SitemapHandle } from "~/site/sitemap-handle";

/** One page per service category of the content. */
export const handle: SitemapHandle = {
  getSitemapEntries: async (content) => (await content.serviceCategories()).map((category) => ({ path: categoryPath(category.slug) })),
};

// `matches`: the root, the category's layout (services.$category.tsx), this page.
export const meta: Route.MetaFunction = ({ matches }) => {
  const category = matches[1].loaderData?.category;
  if (!category) return [];
  return pageMeta(matches, {
    title: `${category.name}: ${category.headline}`,
    description: category.description,
    path: category.path,
    jsonLd: [breadcrumbJsonLd(siteMeta(matches).siteUrl, breadcrumbTrail(matches))],
  });
};

/** `/services/{category}`: what the category offers and for whom, then its active services in order. */
export default function ServiceCategoryPage({ matches }: Route.ComponentProps) {
  const { category, services } = matches[1].loaderData;

  return (
    <>
      <section className="section category-intro" aria-labelledby="category-about">
        <div className="container category-intro__grid">
          <div className="category-intro__text">
            <h2 id="category-about">About {category.name.toLowerCase()}</h2>
            {category.descriptionLong.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </div>
          <aside className="category-audience card" aria-labelledby="category-audience">
            <h2 id="category-audience" className="category-audience__title">
              Who it is for
            </h2>
            <p>{category.targetAudience}</p>
          </aside>
        </div>
      </section>

      <section className="section section--alt" aria-labelledby="category-services">
        <div className="container">
          <h2 id="category-services">Our {category.name.toLowerCase()} services</h2>
          {services.length ? (
            <ol className="card-grid service-cards">
              {services.map((service) => (
                <li key={service.serviceUUID} className="card service-card">
                  <h3 className="service-card__title">
                    <Link to={service.path} prefetch="intent">
                      {service.name}
                    </Link>
                  </h3>
                  <p className="service-card__summary">{service.summary}</p>
                  <ServiceFacts service={service} />
                </li>
              ))}
            </ol>
          ) : (
            <p>
              There are no sessions open for booking in this category just now. <Link to="/contact">Contact us</Link>{" "}
              and we will tell you when they are back.
            </p>
          )}
        </div>
      </section>

      <section className="section" aria-labelledby="category-next">
        <div className="container category-next">
          <h2 id="category-next">Not sure where to start?</h2>
          {category.slug === COLOR_ANALYSIS_CATEGORY ? (
            <p>
              Compare our in-person, online and digital analyses side by side, with an honest look at what each can
              do, on the <Link to="/color-analysis">colour analysis</Link> page.
            </p>
          ) : null}
          <p>
            Tell us a little about yourself and what you hope to change, and we will suggest the session that fits.
          </p>
          <Link to="/contact" className="button button--secondary">
            Ask us for advice
          </Link>
        </div>
      </section>
    </>
  );
}
