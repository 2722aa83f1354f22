import type { Route } from "./+types/_index";
import { Link } from "react-router";
import { BookOrAskPanel } from "~/components/BookOrAskPanel";
import { PageHeader } from "~/components/PageHeader";
import { Swatch } from "~/components/Swatch";
import { TestimonialCard } from "~/components/TestimonialCard";
import { TitledList } from "~/components/TitledList";
import { SEASONS } from "~/data/seasons";
import type { Faq } from "~/schemas";
import callsToActionStyles from "~/styles/calls-to-action.css?url";
import faqListStyles from "~/styles/faq-list.css?url";
import homeStyles from "~/styles/home.css?url";
import swatchCardStyles from "~/styles/swatch-card.css?url";
import testimonialCardStyles from "~/styles/testimonial-card.css?url";
import { getStartContent } from "~/models/start-content.server";
import { seasonPath } from "~/site/paths";
import { pageMeta } from "~/site/seo";
import { toTestimonialView } from "~/models/testimonial-list";
import { getActiveTestimonials } from "~/models/testimonials.server";
import { appContext } from "~/firestore/app-context.server";

export const links: Route.LinksFunction = () => [
  { rel: "stylesheet", href: swatchCardStyles },
  { rel: "stylesheet", href: homeStyles },
  { rel: "stylesheet", href: testimonialCardStyles },
  { rel: "stylesheet", href: callsToActionStyles },
  { rel: "stylesheet", href: faqListStyles },
];

const HOME_TESTIMONIALS = 3;
const HOME_FAQS = 4;

export async function loader({ context }: Route.LoaderArgs) {
  const [{ website, serviceCategories }, testimonials] = await Promise.all([
    getStartContent(context.get(appContext)),
    // The home page still renders when testimonials cannot be read: the section is left out.
    getActiveTestimonials(context.get(appContext), { category: null, offset: 0, limit: HOME_TESTIMONIALS }).catch((error: unknown) => {
      context.get(appContext).log("home testimonials unavailable", { error: String(error) });
      return null;
    }),
  ]);
  const about = website.sectionAbout;
  return {
    brandName: website.business?.name ?? website.navbar.brandName,
    hero: website.sectionHero,
    about: about ? { title: about.title, subTitle: about.subTitle, intro: about.intro, differences: about.differences } : null,
    categories: serviceCategories.map(({ name, slug, fullSlug, description, icon }) => ({
      name,
      slug,
      fullSlug,
      description,
      icon,
    })),
    seasons: SEASONS.map(({ slug, name, tagline, keyColors }) => ({ slug, name, tagline, keyColors })),
    testimonials:
      testimonials?.map(toTestimonialView) ?? [],
    faqs: pickFaqs(website.faq, HOME_FAQS),
  };
}

/** The first question of each category, so the home page samples every topic. */
function pickFaqs(faqs: readonly Faq[], count: number): Faq[] {
  const seen = new Set<string>();
  const firsts = faqs.filter((faq) => !seen.has(faq.category) && seen.add(faq.category));
  const rest = faqs.filter((faq) => !firsts.includes(faq));
  return [...firsts, ...rest].slice(0, count);
}

export const meta: Route.MetaFunction = ({ loaderData: data, matches }) =>
  pageMeta(matches, {
    title: data
      ? `${data.brandName} | Colour analysis & personal styling in Utrecht`
      : "Colour analysis & personal styling in Utrecht",
    description: data?.hero
      ? `${data.hero.subTitle}. Find your season among sixteen, in Utrecht or online.`
      : "Sixteen-season colour analysis, personal styling and wardrobe audits in Utrecht and online.",
    path: "/",
  });

export default function Home({ loaderData }: Route.ComponentProps) {
  const { hero, about, categories, seasons, testimonials, faqs } = loaderData;
  return (
    <>
      <div className="hero">
        {hero ? (
          <PageHeader eyebrow={hero.eyebrow} title={hero.title} lead={hero.subTitle}>
            <p className="hero__description">{hero.description}</p>
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
          </PageHeader>
        ) : (
          <PageHeader
            eyebrow="Colour analysis & personal styling"
            title="Wear the colours that suit you"
            lead="Sixteen-season colour analysis, personal styling and wardrobe audits, in our studio or online."
          >
            <div className="hero__actions">
              <Link className="button button--primary button--lg" to="/service-booking">
                Book a session
              </Link>
            </div>
          </PageHeader>
        )}
      </div>

      {about ? (
        <section className="section section--alt" aria-labelledby="about-title" data-reveal>
          <div className="container home-about">
            <div>
              <p className="eyebrow">About the studio</p>
              <h2 id="about-title">{about.title}</h2>
              <p className="lead">{about.subTitle}</p>
              <p>{about.intro}</p>
              <Link to="/about" className="button button--secondary">
                Read our story
              </Link>
            </div>
            <TitledList items={about.differences.slice(0, 3)} className="home-about__points" />
          </div>
        </section>
      ) : null}

      <section className="section" aria-labelledby="services-title" data-reveal>
        <div className="container">
          <p className="eyebrow">What we offer</p>
          <h2 id="services-title">Our services</h2>
          {categories.length ? (
            <ul className="card-grid category-grid">
              {categories.map((category) => (
                <li key={category.slug} className="card category-card">
                  <CategoryIcon icon={category.icon} />
                  <h3>
                    <Link to={category.fullSlug}>{category.name}</Link>
                  </h3>
                  <p>{category.description}</p>
                </li>
              ))}
            </ul>
          ) : (
            <p>
              Our service list is being updated. <Link to="/contact">Ask us</Link> about sessions in the meantime.
            </p>
          )}
        </div>
      </section>

      <section className="section section--alt" aria-labelledby="seasons-title" data-reveal>
        <div className="container">
          <p className="eyebrow">Seasonal colour analysis</p>
          <h2 id="seasons-title">The four seasons</h2>
          <p className="lead">
            Every season splits into four sub-seasons, sixteen in all. These are the colours each season is known
            for.
          </p>
          <ul className="season-grid">
            {seasons.map((season) => (
              <li key={season.slug} className="card season-card">
                <h3>
                  <Link to={seasonPath(season.slug)}>{season.name}</Link>
                </h3>
                <p>{season.tagline}</p>
                <ul className="season-card__swatches" aria-label={`${season.name} key colours`}>
                  {season.keyColors.map((color) => (
                    <li key={color.hex}>
                      <Swatch name={color.name} hex={color.hex} size="sm" />
                    </li>
                  ))}
                </ul>
              </li>
            ))}
          </ul>
          <p>
            <Link to="/seasons">Explore all sixteen seasons</Link>
          </p>
        </div>
      </section>

      {testimonials.length ? (
        <section className="section" aria-labelledby="testimonials-title" data-reveal>
          <div className="container">
            <p className="eyebrow">Client stories</p>
            <h2 id="testimonials-title">What our clients say</h2>
            <ul className="testimonial-grid">
              {testimonials.map((testimonial) => (
                <li key={testimonial.id}>
                  <TestimonialCard testimonial={testimonial} />
                </li>
              ))}
            </ul>
            <p>
              <Link to="/testimonials">Read all testimonials</Link>
            </p>
          </div>
        </section>
      ) : null}

      {faqs.length ? (
        <section className="section section--alt" aria-labelledby="faqs-title" data-reveal>
          <div className="container faq-preview">
            <p className="eyebrow">Good to know</p>
            <h2 id="faqs-title">Frequently asked questions</h2>
            <div className="faq-list">
              {faqs.map((faq) => (
                <details key={faq.id} className="faq">
                  <summary>{faq.question}</summary>
                  <div className="faq__answer">
                    <p>{faq.answer}</p>
                  </div>
                </details>
              ))}
            </div>
            <p>
              <Link to="/faqs">See all questions and answers</Link>
            </p>
          </div>
        </section>
      ) : null}

      <section className="section" aria-labelledby="book-title" data-reveal>
        <BookOrAskPanel titleId="book-title" title="Ready to see your colours?" askLabel="Ask a question">
          Book an in-person analysis in our daylight studio in Utrecht, a live online session, or a digital
          analysis from photos. Not sure which suits you? Send us a message and we will help you choose.
        </BookOrAskPanel>
      </section>
    </>
  );
}

/** Simple line icons for the four category icons of the content model; decorative. */
function CategoryIcon({ icon }: { icon: string }) {
  const paths: Record<string, string> = {
    palette:
      "M12 3a9 9 0 1 0 0 18c1.1 0 1.8-.8 1.8-1.7 0-.5-.2-.9-.5-1.2-.3-.3-.5-.7-.5-1.2 0-.9.8-1.7 1.7-1.7H16a5 5 0 0 0 5-5c0-4-4-7.2-9-7.2Zm-5 9.5a1.3 1.3 0 1 1 0-2.6 1.3 1.3 0 0 1 0 2.6Zm3-4a1.3 1.3 0 1 1 0-2.6 1.3 1.3 0 0 1 0 2.6Zm4 0a1.3 1.3 0 1 1 0-2.6 1.3 1.3 0 0 1 0 2.6Zm3 4a1.3 1.3 0 1 1 0-2.6 1.3 1.3 0 0 1 0 2.6Z",
    hanger: "M12 7a2 2 0 1 1 2-2M12 7v2L3 16.5c-.6.5-.3 1.5.5 1.5h17c.8 0 1.1-1 .5-1.5L12 9",
    wardrobe: "M5 3h14v17H5zM12 3v17M9.5 11v2M14.5 11v2M6 20v1.5M18 20v1.5",
    sparkles: "M12 3l1.8 5.2L19 10l-5.2 1.8L12 17l-1.8-5.2L5 10l5.2-1.8zM19 15l.8 2.2L22 18l-2.2.8L19 21l-.8-2.2L16 18l2.2-.8z",
  };
  return (
    <svg className="category-card__icon" viewBox="0 0 24 24" width="40" height="40" aria-hidden="true" focusable="false">
      <path
        d={paths[icon] ?? paths.sparkles}
        fill="none"
        stroke="currentColor"
        strokeWidth="1.5"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
