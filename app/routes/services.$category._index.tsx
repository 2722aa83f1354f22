import type { Route } from "./+types/services.$category._index";
import { Link } from "react-router";
import type { ReactNode } from "react";
import { breadcrumbTrail } from "~/components/Breadcrumbs";
import { ServiceFacts } from "~/components/ServiceFacts";
import { categoryPath, COLOR_ANALYSIS_CATEGORY } from "~/site/paths";
import { localizedPath } from "~/site/locale";
import { langOf } from "~/site/localize";
import { breadcrumbJsonLd, pageLocale, pageMeta, siteMeta } from "~/site/seo";
import { defineWords, useLocalPath, useWords } from "~/site/words";
import type { SitemapHandle } from "~/site/sitemap-handle";

/** One page per service category of the content. */
export const handle: SitemapHandle = {
  getSitemapEntries: async (content) => (await content.serviceCategories()).map((category) => ({ path: categoryPath(category.slug) })),
};

// `matches`: the root, the category's layout (services.$category.tsx), this page.
export const meta: Route.MetaFunction = ({ matches }) => {
  const category = matches[1].loaderData?.category;
  if (!category) return [];
  const locale = pageLocale(matches);
  const trail = breadcrumbTrail(matches).map((crumb) => ({ ...crumb, path: localizedPath(crumb.path, locale) }));
  return pageMeta(matches, {
    title: `${category.name}: ${category.headline}`,
    description: category.description,
    path: category.path,
    jsonLd: [breadcrumbJsonLd(siteMeta(matches).siteUrl, trail)],
  });
};

const WORDS = defineWords({
  en: {
    /** Around the category's name, in lower case. */
    about: ["About ", ""],
    forWhom: "Who it is for",
    services: ["Our ", " services"],
    none: ["There are no sessions open for booking in this category just now. ", "Contact us", " and we will tell you when they are back."],
    start: "Not sure where to start?",
    compare: [
      "Compare our in-person, online and digital analyses side by side, with an honest look at what each can do, on the ",
      "colour analysis",
      " page.",
    ],
    suggest: "Tell us a little about yourself and what you hope to change, and we will suggest the session that fits.",
    advice: "Ask us for advice",
  },
  nl: {
    about: ["Over ", ""],
    forWhom: "Voor wie het bedoeld is",
    services: ["Ons aanbod: ", ""],
    none: ["Op dit moment zijn er in deze categorie geen sessies te boeken. ", "Neem contact op", ", dan laten we je weten wanneer ze weer beschikbaar zijn."],
    start: "Weet je niet waar je moet beginnen?",
    compare: [
      "Op de pagina over ",
      "kleuranalyse",
      " zetten we de analyse in de studio, online en op basis van foto's naast elkaar, met een eerlijke blik op wat elk ervan kan.",
    ],
    suggest: "Vertel ons iets over jezelf en wat je graag zou willen veranderen, dan raden we je de sessie aan die bij je past.",
    advice: "Vraag ons om advies",
  },
});

/** `/services/{category}`: what the category offers and for whom, then its active services in order. */
export default function ServiceCategoryPage({ matches }: Route.ComponentProps) {
  const { category, services } = matches[1].loaderData;
  const words = useWords(WORDS);
  const localPath = useLocalPath();
  const [noneBefore, contact, noneAfter] = words.none;
  const [compareBefore, colourAnalysis, compareAfter] = words.compare;

  return (
    <>
      <section className="section category-intro" aria-labelledby="category-about">
        <div className="container category-intro__grid">
          <div className="category-intro__text">
            <h2 id="category-about">
              {words.about[0]}
              <InLanguage {...langOf(category, "name")}>{category.name.toLowerCase()}</InLanguage>
              {words.about[1]}
            </h2>
            {category.descriptionLong.map((paragraph) => (
              <p key={paragraph} {...langOf(category, "descriptionLong")}>
                {paragraph}
              </p>
            ))}
          </div>
          <aside className="category-audience card" aria-labelledby="category-audience">
            <h2 id="category-audience" className="category-audience__title">
              {words.forWhom}
            </h2>
            <p {...langOf(category, "targetAudience")}>{category.targetAudience}</p>
          </aside>
        </div>
      </section>

      <section className="section section--alt" aria-labelledby="category-services">
        <div className="container">
          <h2 id="category-services">
            {words.services[0]}
            <InLanguage {...langOf(category, "name")}>{category.name.toLowerCase()}</InLanguage>
            {words.services[1]}
          </h2>
          {services.length ? (
            <ol className="card-grid service-cards">
              {services.map((service) => (
                <li key={service.serviceUUID} className="card service-card">
                  <h3 className="service-card__title" {...langOf(service, "name")}>
                    <Link to={localPath(service.path)} prefetch="intent">
                      {service.name}
                    </Link>
                  </h3>
                  <p className="service-card__summary" {...langOf(service, "summary")}>
                    {service.summary}
                  </p>
                  <ServiceFacts service={service} />
                </li>
              ))}
            </ol>
          ) : (
            <p>
              {noneBefore}
              <Link to={localPath("/contact")}>{contact}</Link>
              {noneAfter}
            </p>
          )}
        </div>
      </section>

      <section className="section" aria-labelledby="category-next">
        <div className="container category-next">
          <h2 id="category-next">{words.start}</h2>
          {category.slug === COLOR_ANALYSIS_CATEGORY ? (
            <p>
              {compareBefore}
              <Link to={localPath("/color-analysis")}>{colourAnalysis}</Link>
              {compareAfter}
            </p>
          ) : null}
          <p>{words.suggest}</p>
          <Link to={localPath("/contact")} className="button button--secondary">
            {words.advice}
          </Link>
        </div>
      </section>
    </>
  );
}

/** Text in another language than the page's (a name left in English on a Dutch page) in a `lang` span; as it is otherwise. */
function InLanguage({ lang, children }: { lang?: string; children: ReactNode }) {
  return lang ? <span lang={lang}>{children}</span> : <>{children}</>;
}
