import type { Route } from "./+types/about";
import { Link } from "react-router";
import { BookOrAskPanel } from "~/components/BookOrAskPanel";
import { PageHeader } from "~/components/PageHeader";
import { TitledList } from "~/components/TitledList";
import aboutStyles from "~/styles/about.css?url";
import callsToActionStyles from "~/styles/calls-to-action.css?url";
import proseStyles from "~/styles/prose.css?url";
import { getStartContent } from "~/models/start-content.server";
import { pageMeta } from "~/site/seo";
import { appContext } from "~/firestore/app-context.server";
import { langOf } from "~/site/localize";
import { pageLocale } from "~/site/seo";
import { defineWords, useLocalPath, useWords } from "~/site/words";

const WORDS = defineWords({
  en: {
    title: "About us",
    description: (subTitle: string | null, brand: string) =>
      subTitle ? `${subTitle}. Our story, how we work and what makes ${brand} different.` : "Who we are, how we work and what makes our colour studio different.",
    eyebrow: "About us",
    aboutBrand: (brand: string) => `About ${brand}`,
    fallback: (city: string | null) => [`We are a colour-analysis and personal-styling studio${city ? ` in ${city}` : ""}. Our full story is being updated right now; in the meantime, `, "get in touch", " and we will gladly tell you more."],
    story: "Our story",
    approach: "Our approach",
    different: "What makes us different",
    founder: "Meet the founder",
    ctaTitle: "Come and see the light for yourself",
    contact: "Contact us",
    ctaText: "Book a session, or send us a message if you would like to ask something first. We answer every message within two working days.",
  },
  nl: {
    title: "Over ons",
    description: (subTitle: string | null, brand: string) =>
      subTitle ? `${subTitle}. Ons verhaal, hoe we werken en wat ${brand} anders maakt.` : "Wie we zijn, hoe we werken en wat onze kleurstudio anders maakt.",
    eyebrow: "Over ons",
    aboutBrand: (brand: string) => `Over ${brand}`,
    fallback: (city: string | null) => [`Wij zijn een studio voor kleuranalyse en persoonlijk stijladvies${city ? ` in ${city}` : ""}. Ons volledige verhaal werken we op dit moment bij; `, "neem gerust contact op", ", dan vertellen we je er graag meer over."],
    story: "Ons verhaal",
    approach: "Onze aanpak",
    different: "Wat ons anders maakt",
    founder: "Maak kennis met de oprichter",
    ctaTitle: "Kom het licht zelf ervaren",
    contact: "Neem contact op",
    ctaText: "Maak een afspraak, of stuur ons eerst een bericht als je iets wilt vragen. We beantwoorden elk bericht binnen twee werkdagen.",
  },
});

export const links: Route.LinksFunction = () => [
  { rel: "stylesheet", href: proseStyles },
  { rel: "stylesheet", href: callsToActionStyles },
  { rel: "stylesheet", href: aboutStyles },
];

export async function loader({ context }: Route.LoaderArgs) {
  const { website } = await getStartContent(context.get(appContext));
  return {
    about: website.sectionAbout,
    brandName: website.business?.name ?? website.navbar.brandName,
    city: website.business?.address.city ?? null,
    /** The sections shown in English on a Dutch page, for want of a Dutch text (`langOf`). */
    english: website.english ?? [],
  };
}

export const meta: Route.MetaFunction = ({ loaderData: data, matches }) => {
  const words = WORDS[pageLocale(matches)];
  return pageMeta(matches, {
    title: data?.about?.title ?? words.title,
    description: words.description(data?.about ? data.about.subTitle : null, data?.brandName ?? ""),
    path: "/about",
  });
};

export default function About({ loaderData }: Route.ComponentProps) {
  const { about, brandName, city, english } = loaderData;
  const words = useWords(WORDS);
  const localPath = useLocalPath();
  // The story as the studio wrote it: English on a Dutch page until it is written in Dutch.
  const aboutLang = langOf({ english }, "sectionAbout");

  if (!about) {
    const [before, link, after] = words.fallback(city);
    return (
      <>
        <PageHeader eyebrow={words.eyebrow} title={words.aboutBrand(brandName)} />
        <div className="container prose">
          <p>
            {before}
            <Link to={localPath("/contact")}>{link}</Link>
            {after}
          </p>
        </div>
      </>
    );
  }

  return (
    <>
      <PageHeader eyebrow={words.eyebrow} title={about.title} lead={about.subTitle} {...aboutLang}>
        <p className="about-intro" {...aboutLang}>
          {about.intro}
        </p>
      </PageHeader>

      <section className="section" aria-labelledby="story-title">
        <div className="container prose">
          <h2 id="story-title">{words.story}</h2>
          {about.story.map((paragraph) => (
            <p key={paragraph.slice(0, 40)} {...aboutLang}>
              {paragraph}
            </p>
          ))}
        </div>
      </section>

      <section className="section section--alt" aria-labelledby="approach-title">
        <div className="container">
          <h2 id="approach-title">{words.approach}</h2>
          <TitledList items={about.approach} ordered className="step-list" itemClassName="step-list__item" {...aboutLang} />
        </div>
      </section>

      <section className="section" aria-labelledby="different-title">
        <div className="container">
          <h2 id="different-title">{words.different}</h2>
          <TitledList items={about.differences} className="card-grid" itemClassName="card" {...aboutLang} />
        </div>
      </section>

      <section className="section section--alt" aria-labelledby="founder-title">
        <div className="container founder">
          <svg className="founder__monogram" viewBox="0 0 120 120" width="120" height="120" aria-hidden="true">
            <circle cx="60" cy="60" r="58" />
            <text x="60" y="72" textAnchor="middle">
              {initials(about.founder.name)}
            </text>
          </svg>
          <div>
            <h2 id="founder-title">{words.founder}</h2>
            <h3 className="founder__name">{about.founder.name}</h3>
            <p className="founder__role" {...aboutLang}>
              {about.founder.role}
            </p>
            <p {...aboutLang}>{about.founder.bio}</p>
          </div>
        </div>
      </section>

      <section className="section" aria-labelledby="about-cta-title">
        <BookOrAskPanel titleId="about-cta-title" title={words.ctaTitle} askLabel={words.contact}>
          {words.ctaText}
        </BookOrAskPanel>
      </section>
    </>
  );
}

function initials(name: string): string {
  return name
    .split(/\s+/)
    .filter((part) => /^[A-Z]/.test(part))
    .map((part) => part[0])
    .join("")
    .slice(0, 2);
}
