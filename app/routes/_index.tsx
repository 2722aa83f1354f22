import type { Route } from "./+types/_index";
import { Link } from "react-router";
import { BookOrAskPanel } from "~/components/BookOrAskPanel";
import { PageHeader } from "~/components/PageHeader";
import { Swatch } from "~/components/Swatch";
import { TestimonialCard } from "~/components/TestimonialCard";
import { TitledList } from "~/components/TitledList";
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
import { localHref } from "~/site/content-link";
import { requestLocale } from "~/site/locale";
import { seasonsIn } from "~/data/seasons/in-language.server";
import { langOf } from "~/site/localize";
import { pageLocale } from "~/site/seo";
import { defineWords, useLocale, useLocalPath, useWords } from "~/site/words";

const WORDS = defineWords({
  en: {
    title: (brand: string | null) => (brand ? `${brand} | Colour analysis & personal styling in Utrecht` : "Colour analysis & personal styling in Utrecht"),
    description: (subTitle: string | null) =>
      subTitle
        ? `${subTitle}. Find your season among sixteen, in Utrecht or online.`
        : "Sixteen-season colour analysis, personal styling and wardrobe audits in Utrecht and online.",
    heroEyebrow: "Colour analysis & personal styling",
    heroTitle: "Wear the colours that suit you",
    heroLead: "Sixteen-season colour analysis, personal styling and wardrobe audits, in our studio or online.",
    book: "Book a session",
    aboutEyebrow: "About the studio",
    readStory: "Read our story",
    servicesEyebrow: "What we offer",
    servicesTitle: "Our services",
    noServices: ["Our service list is being updated. ", "Ask us", " about sessions in the meantime."],
    seasonsEyebrow: "Seasonal colour analysis",
    seasonsTitle: "The four seasons",
    seasonsLead: "Every season splits into four sub-seasons, sixteen in all. These are the colours each season is known for.",
    keyColours: (season: string) => `${season} key colours`,
    allSeasons: "Explore all sixteen seasons",
    testimonialsEyebrow: "Client stories",
    testimonialsTitle: "What our clients say",
    allTestimonials: "Read all testimonials",
    faqsEyebrow: "Good to know",
    faqsTitle: "Frequently asked questions",
    allFaqs: "See all questions and answers",
    bookTitle: "Ready to see your colours?",
    ask: "Ask a question",
    bookText:
      "Book an in-person analysis in our daylight studio in Utrecht, a live online session, or a digital analysis from photos. Not sure which suits you? Send us a message and we will help you choose.",
  },
  nl: {
    title: (brand: string | null) => (brand ? `${brand} | Kleuranalyse & persoonlijk stijladvies in Utrecht` : "Kleuranalyse & persoonlijk stijladvies in Utrecht"),
    description: (subTitle: string | null) =>
      subTitle
        ? `${subTitle}. Ontdek welk van de zestien seizoenen bij jou past, in Utrecht of online.`
        : "Kleuranalyse met zestien seizoenen, persoonlijk stijladvies en garderobechecks in Utrecht en online.",
    heroEyebrow: "Kleuranalyse & persoonlijk stijladvies",
    heroTitle: "Draag de kleuren die bij je passen",
    heroLead: "Kleuranalyse met zestien seizoenen, persoonlijk stijladvies en garderobechecks, in onze studio of online.",
    book: "Maak een afspraak",
    aboutEyebrow: "Over de studio",
    readStory: "Lees ons verhaal",
    servicesEyebrow: "Wat we doen",
    servicesTitle: "Onze diensten",
    noServices: ["We werken ons aanbod op dit moment bij. ", "Vraag het ons gerust", " als je in de tussentijd iets wilt weten over een sessie."],
    seasonsEyebrow: "Kleuranalyse volgens de seizoenen",
    seasonsTitle: "De vier seizoenen",
    seasonsLead: "Elk seizoen is verdeeld in vier subseizoenen, zestien in totaal. Dit zijn de kleuren waar elk seizoen om bekendstaat.",
    keyColours: (season: string) => `Kenmerkende kleuren van ${season}`,
    allSeasons: "Bekijk alle zestien seizoenen",
    testimonialsEyebrow: "Ervaringen van klanten",
    testimonialsTitle: "Wat onze klanten zeggen",
    allTestimonials: "Lees alle ervaringen",
    faqsEyebrow: "Goed om te weten",
    faqsTitle: "Veelgestelde vragen",
    allFaqs: "Bekijk alle vragen en antwoorden",
    bookTitle: "Benieuwd welke kleuren bij je passen?",
    ask: "Stel een vraag",
    bookText:
      "Boek een kleuranalyse in onze daglichtstudio in Utrecht, een live online sessie of een digitale kleuranalyse op basis van foto's. Twijfel je wat het beste bij je past? Stuur ons een bericht, dan helpen we je kiezen.",
  },
});


export const links: Route.LinksFunction = () => [
  { rel: "stylesheet", href: swatchCardStyles },
  { rel: "stylesheet", href: homeStyles },
  { rel: "stylesheet", href: testimonialCardStyles },
  { rel: "stylesheet", href: callsToActionStyles },
  { rel: "stylesheet", href: faqListStyles },
];

const HOME_TESTIMONIALS = 3;
const HOME_FAQS = 4;

export async function loader({ context, request }: Route.LoaderArgs) {
  const locale = requestLocale(request);
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
    categories: serviceCategories.map(({ name, slug, fullSlug, description, icon, english }) => ({
      name,
      slug,
      fullSlug,
      description,
      icon,
      english,
    })),
    seasons: seasonsIn(locale).map(({ slug, name, tagline, keyColors }) => ({ slug, name, tagline, keyColors })),
    testimonials: testimonials?.map((testimonial) => toTestimonialView(testimonial, locale)) ?? [],
    faqs: pickFaqs(website.faq, HOME_FAQS),
    /** The sections shown in English on a Dutch page, for want of a Dutch text (`langOf`). */
    english: website.english ?? [],
  };
}

/** The first question of each category, so the home page samples every topic. */
function pickFaqs(faqs: readonly Faq[], count: number): Faq[] {
  const seen = new Set<string>();
  const firsts = faqs.filter((faq) => !seen.has(faq.category) && seen.add(faq.category));
  const rest = faqs.filter((faq) => !firsts.includes(faq));
  return [...firsts, ...rest].slice(0, count);
}

export const meta: Route.MetaFunction = ({ loaderData: data, matches }) => {
  const words = WORDS[pageLocale(matches)];
  return pageMeta(matches, {
    title: words.title(data ? data.brandName : null),
    description: words.description(data?.hero ? data.hero.subTitle : null),
    path: "/",
  });
};

export default function Home({ loaderData }: Route.ComponentProps) {
  const { hero, about, categories, seasons, testimonials, faqs, english } = loaderData;
  const words = useWords(WORDS);
  const locale = useLocale();
  const localPath = useLocalPath();
  // A section the studio has not written in Dutch yet is shown in English, marked so.
  const sectionLang = (section: string) => langOf({ english }, section);
  return (
    <>
      <div className="hero" {...(hero ? sectionLang("sectionHero") : {})}>
        {hero ? (
          <PageHeader eyebrow={hero.eyebrow} title={hero.title} lead={hero.subTitle}>
            <p className="hero__description">{hero.description}</p>
            <div className="hero__actions">
              <Link className="button button--primary button--lg" to={localHref(hero.primaryCta.href, locale)}>
                {hero.primaryCta.label}
              </Link>
              {hero.secondaryCta ? (
                <Link className="button button--secondary button--lg" to={localHref(hero.secondaryCta.href, locale)}>
                  {hero.secondaryCta.label}
                </Link>
              ) : null}
            </div>
          </PageHeader>
        ) : (
          <PageHeader eyebrow={words.heroEyebrow} title={words.heroTitle} lead={words.heroLead}>
            <div className="hero__actions">
              <Link className="button button--primary button--lg" to={localPath("/service-booking")}>
                {words.book}
              </Link>
            </div>
          </PageHeader>
        )}
      </div>

      {about ? (
        <section className="section section--alt" aria-labelledby="about-title" data-reveal>
          <div className="container home-about">
            <div>
              <p className="eyebrow">{words.aboutEyebrow}</p>
              <h2 id="about-title" {...sectionLang("sectionAbout")}>
                {about.title}
              </h2>
              <p className="lead" {...sectionLang("sectionAbout")}>
                {about.subTitle}
              </p>
              <p {...sectionLang("sectionAbout")}>{about.intro}</p>
              <Link to={localPath("/about")} className="button button--secondary">
                {words.readStory}
              </Link>
            </div>
            <TitledList items={about.differences.slice(0, 3)} className="home-about__points" {...sectionLang("sectionAbout")} />
          </div>
        </section>
      ) : null}

      <section className="section" aria-labelledby="services-title" data-reveal>
        <div className="container">
          <p className="eyebrow">{words.servicesEyebrow}</p>
          <h2 id="services-title">{words.servicesTitle}</h2>
          {categories.length ? (
            <ul className="card-grid category-grid">
              {categories.map((category) => (
                <li key={category.slug} className="card category-card">
                  <CategoryIcon icon={category.icon} />
                  <h3 {...langOf(category, "name")}>
                    <Link to={localHref(category.fullSlug, locale)}>{category.name}</Link>
                  </h3>
                  <p {...langOf(category, "description")}>{category.description}</p>
                </li>
              ))}
            </ul>
          ) : (
            <p>
              {words.noServices[0]}
              <Link to={localPath("/contact")}>{words.noServices[1]}</Link>
              {words.noServices[2]}
            </p>
          )}
        </div>
      </section>

      <section className="section section--alt" aria-labelledby="seasons-title" data-reveal>
        <div className="container">
          <p className="eyebrow">{words.seasonsEyebrow}</p>
          <h2 id="seasons-title">{words.seasonsTitle}</h2>
          <p className="lead">{words.seasonsLead}</p>
          <ul className="season-grid">
            {seasons.map((season) => (
              <li key={season.slug} className="card season-card">
                <h3>
                  <Link to={localPath(seasonPath(season.slug))}>{season.name}</Link>
                </h3>
                <p>{season.tagline}</p>
                <ul className="season-card__swatches" aria-label={words.keyColours(season.name)}>
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
            <Link to={localPath("/seasons")}>{words.allSeasons}</Link>
          </p>
        </div>
      </section>

      {testimonials.length ? (
        <section className="section" aria-labelledby="testimonials-title" data-reveal>
          <div className="container">
            <p className="eyebrow">{words.testimonialsEyebrow}</p>
            <h2 id="testimonials-title">{words.testimonialsTitle}</h2>
            <ul className="testimonial-grid">
              {testimonials.map((testimonial) => (
                <li key={testimonial.id}>
                  <TestimonialCard testimonial={testimonial} />
                </li>
              ))}
            </ul>
            <p>
              <Link to={localPath("/testimonials")}>{words.allTestimonials}</Link>
            </p>
          </div>
        </section>
      ) : null}

      {faqs.length ? (
        <section className="section section--alt" aria-labelledby="faqs-title" data-reveal>
          <div className="container faq-preview">
            <p className="eyebrow">{words.faqsEyebrow}</p>
            <h2 id="faqs-title">{words.faqsTitle}</h2>
            <div className="faq-list" {...sectionLang("faq")}>
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
              <Link to={localPath("/faqs")}>{words.allFaqs}</Link>
            </p>
          </div>
        </section>
      ) : null}

      <section className="section" aria-labelledby="book-title" data-reveal>
        <BookOrAskPanel titleId="book-title" title={words.bookTitle} askLabel={words.ask}>
          {words.bookText}
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
