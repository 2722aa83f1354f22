import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { Link, useLoaderData } from "@remix-run/react";
import { getStartContent } from "~/utils/content.server";

export async function loader({ context }: LoaderFunctionArgs) {
  const { website, serviceCategories } = await getStartContent(context.app);
  return {
    hero: website.sectionHero,
    brandName: website.navbar.brandName,
    categories: serviceCategories.map(({ name, slug, fullSlug, description }) => ({ name, slug, fullSlug, description })),
  };
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: data ? `${data.brandName} | ${data.hero?.title ?? "Colour analysis and personal styling"}` : "Home" },
  { name: "description", content: data?.hero?.description ?? "" },
];

export default function Home() {
  const { hero, categories } = useLoaderData<typeof loader>();
  return (
    <>
      {hero ? (
        <section className="hero container" aria-labelledby="hero-title">
          <p className="eyebrow">{hero.eyebrow}</p>
          <h1 id="hero-title">{hero.title}</h1>
          <p className="lead">{hero.subTitle}</p>
          <p>{hero.description}</p>
          <div className="hero__actions">
            <Link className="button button--primary button--lg" to={hero.primaryCta.href}>
              {hero.primaryCta.label}
            </Link>
            {hero.secondaryCta ? (
              <Link className="button button--secondary button--lg" to={hero.secondaryCta.href}>
                {hero.secondaryCta.label}
              </Link>
            ) : null}
          </div>
        </section>
      ) : (
        <section className="hero container">
          <h1>Colour analysis and personal styling</h1>
        </section>
      )}
      <section className="section section--alt" aria-labelledby="services-title">
        <div className="container">
          <h2 id="services-title">Our services</h2>
          <ul className="card-grid">
            {categories.map((category) => (
              <li key={category.slug} className="card">
                <h3>
                  <Link to={category.fullSlug}>{category.name}</Link>
                </h3>
                <p>{category.description}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>
    </>
  );
}
