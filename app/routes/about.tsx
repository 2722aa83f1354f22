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
  };
}

export const meta: Route.MetaFunction = ({ loaderData: data, matches }) =>
  pageMeta(matches, {
    title: data?.about?.title ?? "About us",
    description: data?.about
      ? `${data.about.subTitle}. Our story, how we work and what makes ${data.brandName} different.`
      : "Who we are, how we work and what makes our colour studio different.",
    path: "/about",
  });

export default function About({ loaderData }: Route.ComponentProps) {
  const { about, brandName, city } = loaderData;

  if (!about) {
    return (
      <>
        <PageHeader eyebrow="About us" title={`About ${brandName}`} />
        <div className="container prose">
          <p>
            We are a colour-analysis and personal-styling studio{city ? ` in ${city}` : ""}. Our full story is being
            updated right now; in the meantime, <Link to="/contact">get in touch</Link> and we will gladly tell you
            more.
          </p>
        </div>
      </>
    );
  }

  return (
    <>
      <PageHeader eyebrow="About us" title={about.title} lead={about.subTitle}>
        <p className="about-intro">{about.intro}</p>
      </PageHeader>

      <section className="section" aria-labelledby="story-title">
        <div className="container prose">
          <h2 id="story-title">Our story</h2>
          {about.story.map((paragraph) => (
            <p key={paragraph.slice(0, 40)}>{paragraph}</p>
          ))}
        </div>
      </section>

      <section className="section section--alt" aria-labelledby="approach-title">
        <div className="container">
          <h2 id="approach-title">Our approach</h2>
          <TitledList items={about.approach} ordered className="step-list" itemClassName="step-list__item" />
        </div>
      </section>

      <section className="section" aria-labelledby="different-title">
        <div className="container">
          <h2 id="different-title">What makes us different</h2>
          <TitledList items={about.differences} className="card-grid" itemClassName="card" />
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
            <h2 id="founder-title">Meet the founder</h2>
            <h3 className="founder__name">{about.founder.name}</h3>
            <p className="founder__role">{about.founder.role}</p>
            <p>{about.founder.bio}</p>
          </div>
        </div>
      </section>

      <section className="section" aria-labelledby="about-cta-title">
        <BookOrAskPanel titleId="about-cta-title" title="Come and see the light for yourself" askLabel="Contact us">
          Book a session, or send us a message if you would like to ask something first. We answer every message
          within two working days.
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
