import type { Route } from "./+types/faqs";
import { Link } from "react-router";
import { PageHeader } from "~/components/PageHeader";
import type { Faq } from "~/schemas";
import callsToActionStyles from "~/styles/calls-to-action.css?url";
import faqListStyles from "~/styles/faq-list.css?url";
import faqsStyles from "~/styles/faqs.css?url";
import filterNavStyles from "~/styles/filter-nav.css?url";
import { getStartContent } from "~/models/start-content.server";
import { pageMeta } from "~/site/seo";
import { appContext } from "~/firestore/app-context.server";
import { FilterNav } from "~/components/FilterNav";
import { langOf } from "~/site/localize";
import { pageLocale } from "~/site/seo";
import { defineWords, useLocalPath, useWords } from "~/site/words";

const WORDS = defineWords({
  en: {
    title: "Frequently asked questions",
    description: "Answers about colour analysis, booking and gift vouchers, online and digital sessions, swatch wallets, styling and wardrobe audits.",
    eyebrow: "Good to know",
    lead: "What clients ask us most before, during and after a session. Select a question to read its answer.",
    topics: "FAQ topics",
    none: "Our questions and answers are being updated. Please send us your question in the meantime.",
    stillWondering: "Still wondering about something?",
    askThrough: "Ask us through the ",
    contactForm: "contact form",
    orByEmail: " or by email at ",
    reply: ". We reply within two working days.",
  },
  nl: {
    title: "Veelgestelde vragen",
    description: "Antwoorden over kleuranalyse, afspraken en cadeaubonnen, online en digitale sessies, stalenwaaiers, stijladvies en garderobechecks.",
    eyebrow: "Goed om te weten",
    lead: "Wat klanten ons het vaakst vragen, voor, tijdens en na een sessie. Klik op een vraag om het antwoord te lezen.",
    topics: "Onderwerpen",
    none: "Onze vragen en antwoorden werken we op dit moment bij. Stuur ons in de tussentijd gerust je vraag.",
    stillWondering: "Zit je nog met een vraag?",
    askThrough: "Stel hem via het ",
    contactForm: "contactformulier",
    orByEmail: " of per e-mail aan ",
    reply: ". We antwoorden binnen twee werkdagen.",
  },
});

export const links: Route.LinksFunction = () => [
  { rel: "stylesheet", href: callsToActionStyles },
  { rel: "stylesheet", href: filterNavStyles },
  { rel: "stylesheet", href: faqsStyles },
  { rel: "stylesheet", href: faqListStyles },
];

type FaqGroup = { id: string; category: string; faqs: Faq[] };

/** Groups FAQs by category, categories in the order they first appear in the content. */
function groupFaqs(faqs: readonly Faq[]): FaqGroup[] {
  const groups = new Map<string, FaqGroup>();
  for (const faq of faqs) {
    let group = groups.get(faq.category);
    if (!group) {
      group = { id: `faq-group-${slugify(faq.category) || groups.size + 1}`, category: faq.category, faqs: [] };
      groups.set(faq.category, group);
    }
    group.faqs.push(faq);
  }
  return [...groups.values()];
}

function slugify(text: string): string {
  return text
    .toLowerCase()
    .replace(/&/g, "and")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
}

export async function loader({ context }: Route.LoaderArgs) {
  const { website } = await getStartContent(context.get(appContext));
  return {
    groups: groupFaqs(website.faq),
    email: website.business?.email ?? null,
    // The questions as the studio wrote them: English on a Dutch page until it writes them in Dutch.
    faqLang: langOf(website, "faq"),
  };
}

export const meta: Route.MetaFunction = ({ loaderData: data, matches }) =>
  pageMeta(matches, {
    title: WORDS[pageLocale(matches)].title,
    description: WORDS[pageLocale(matches)].description,
    path: "/faqs",
    jsonLd: data?.groups.length
      ? [
          {
            "@type": "FAQPage",
            mainEntity: data.groups.flatMap((group) =>
              group.faqs.map((faq) => ({
                "@type": "Question",
                name: faq.question,
                acceptedAnswer: { "@type": "Answer", text: faq.answer },
              })),
            ),
          },
        ]
      : [],
  });

export default function Faqs({ loaderData }: Route.ComponentProps) {
  const { groups, email, faqLang } = loaderData;
  const words = useWords(WORDS);
  const localPath = useLocalPath();
  return (
    <>
      <PageHeader eyebrow={words.eyebrow} title={words.title} lead={words.lead} />
      <div className="container faq-page">
        {groups.length ? (
          <>
            <FilterNav label={words.topics} items={groups.map((group) => ({ label: group.category, href: `#${group.id}` }))} {...faqLang} />
            {groups.map((group) => (
              <section key={group.id} id={group.id} aria-labelledby={`${group.id}-title`} className="faq-group" {...faqLang}>
                <h2 id={`${group.id}-title`}>{group.category}</h2>
                <div className="faq-list">
                  {group.faqs.map((faq) => (
                    <details key={faq.id} id={faq.id} className="faq">
                      <summary>{faq.question}</summary>
                      <div className="faq__answer">
                        <p>{faq.answer}</p>
                      </div>
                    </details>
                  ))}
                </div>
              </section>
            ))}
          </>
        ) : (
          <p>{words.none}</p>
        )}

        <aside className="cta-panel" aria-labelledby="faq-cta-title">
          <h2 id="faq-cta-title">{words.stillWondering}</h2>
          <p>
            {words.askThrough}
            <Link to={localPath("/contact")}>{words.contactForm}</Link>
            {email ? (
              <>
                {words.orByEmail}
                <a href={`mailto:${email}`}>{email}</a>
              </>
            ) : null}
            {words.reply}
          </p>
        </aside>
      </div>
    </>
  );
}
