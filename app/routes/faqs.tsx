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
  return { groups: groupFaqs(website.faq), email: website.business?.email ?? null };
}

export const meta: Route.MetaFunction = ({ loaderData: data, matches }) =>
  pageMeta(matches, {
    title: "Frequently asked questions",
    description:
      "Answers about colour analysis, booking and gift vouchers, online and digital sessions, swatch wallets, styling and wardrobe audits.",
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
  const { groups, email } = loaderData;
  return (
    <>
      <PageHeader
        eyebrow="Good to know"
        title="Frequently asked questions"
        lead="What clients ask us most before, during and after a session. Select a question to read its answer."
      />
      <div className="container faq-page">
        {groups.length ? (
          <>
            <FilterNav label="FAQ topics" items={groups.map((group) => ({ label: group.category, href: `#${group.id}` }))} />
            {groups.map((group) => (
              <section key={group.id} id={group.id} aria-labelledby={`${group.id}-title`} className="faq-group">
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
          <p>Our questions and answers are being updated. Please send us your question in the meantime.</p>
        )}

        <aside className="cta-panel" aria-labelledby="faq-cta-title">
          <h2 id="faq-cta-title">Still wondering about something?</h2>
          <p>
            Ask us through the <Link to="/contact">contact form</Link>
            {email ? (
              <>
                {" "}
                or by email at <a href={`mailto:${email}`}>{email}</a>
              </>
            ) : null}
            . We reply within two working days.
          </p>
        </aside>
      </div>
    </>
  );
}
