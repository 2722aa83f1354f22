import type { Route } from "./+types/services.$category.$service";
import { Link } from "react-router";
import { breadcrumbTrail, type BreadcrumbHandle } from "~/components/Breadcrumbs";
import { PageHeader } from "~/components/PageHeader";
import { ServiceFacts } from "~/components/ServiceFacts";
import { Slug } from "~/schemas";
import { bookingModes } from "~/data/booking-modes";
import { getStartContent } from "~/models/start-content.server";
import { notFound } from "~/platform/responses.server";
import { parseParam } from "~/platform/params.server";
import { isColorAnalysisService, toServiceView } from "~/models/service-view";
import { findActiveService } from "~/models/services.server";
import { servicePath } from "~/site/paths";
import { localizedPath, requestLocale, type Locale } from "~/site/locale";
import { langOf } from "~/site/localize";
import { breadcrumbJsonLd, pageLocale, pageMeta, siteMeta } from "~/site/seo";
import { defineWords, useLocalPath, useLocale, useWords, wordsFor } from "~/site/words";
import type { SitemapHandle } from "~/site/sitemap-handle";
import { appContext } from "~/firestore/app-context.server";
import { getAvailabilitySettings } from "~/models/availability.server";
import { FREE_CALL_MINUTES, type SessionLocation } from "~/schemas/availability";

/** One active service of the category in the URL; anything else is the 404 'Page Not Found'. */
export async function loader({ params, context, request }: Route.LoaderArgs) {
  const locale = requestLocale(request);
  const categorySlug = parseParam(Slug, params.category);
  const serviceUUID = parseParam(Slug, params.service);
  // Both slugs are looked up in cached lists (the layout reads the same ones): a made-up slug is a
  // 404 without a Firestore read or a new cache entry.
  const { serviceCategories } = await getStartContent(context.get(appContext));
  if (!serviceCategories.some((category) => category.slug === categorySlug)) throw notFound("Page Not Found");
  const service = await findActiveService(context.get(appContext), serviceUUID, categorySlug);
  if (!service) throw notFound("Page Not Found");
  const colorAnalysis = isColorAnalysisService(service.serviceUUID);
  const rule = service.bookable ? (await getAvailabilitySettings(context.get(appContext)))?.services[service.serviceUUID] : undefined;
  return {
    /** How it is booked online, when it is: its place ("call": the makeovers' free call first). */
    bookedOnline: rule?.online ? rule.location : null,
    service: toServiceView(service, locale),
    /** The booking modes (gift, couple, group) that apply to this service, in the page's words. */
    modes: colorAnalysis && service.bookable
      ? bookingModes(locale)
          .filter((mode) => mode.serviceIds.includes(service.serviceUUID))
          .map(({ id, label, path, title }) => ({ id, label, path, title }))
      : [],
    colorAnalysis,
  };
}

export const handle: BreadcrumbHandle<typeof loader> & SitemapHandle = {
  breadcrumb: ({ service }) => ({ name: service.name, path: service.path }),
  /** Every active service of every category, dated by its last change. */
  getSitemapEntries: async (content) => {
    const lists = await Promise.all((await content.serviceCategories()).map((category) => content.activeServices(category.slug)));
    return lists.flat().map((service) => ({
      path: servicePath(service.categorySlug, service.serviceUUID),
      lastmod: (service.updatedAt ?? service.createdAt).slice(0, 10),
    }));
  },
};

// `matches`: the root, the category's layout (services.$category.tsx), this page.
export const meta: Route.MetaFunction = ({ loaderData: data, matches }) => {
  const category = matches[1].loaderData?.category;
  if (!data || !category) return [];
  const { service } = data;
  const { siteUrl } = siteMeta(matches);
  const locale = pageLocale(matches);
  const url = `${siteUrl}${localizedPath(service.path, locale)}`;
  const trail = breadcrumbTrail(matches).map((crumb) => ({ ...crumb, path: localizedPath(crumb.path, locale) }));
  return pageMeta(matches, {
    title: service.name,
    description: service.summary,
    path: service.path,
    type: "product",
    jsonLd: [
      {
        "@type": "Service",
        "@id": `${url}#service`,
        name: service.name,
        description: service.summary,
        url,
        serviceType: category.name,
        audience: { "@type": "Audience", audienceType: service.forWhom },
        provider: { "@id": `${siteUrl}/#business` },
        offers: {
          "@type": "Offer",
          price: service.price.amount,
          priceCurrency: service.price.currency,
          url,
          availability: "https://schema.org/InStock",
        },
      },
      breadcrumbJsonLd(siteUrl, trail),
    ],
  });
};

const WORDS = defineWords({
  en: {
    what: "What it is",
    forWhom: "Who it is for",
    included: "What is included",
    forSomeoneElse: "Booking for someone else, or together?",
    compare: ["Still deciding between in-person, online and digital? ", "Compare the three ways to find your colours", "."],
  },
  nl: {
    what: "Wat het is",
    forWhom: "Voor wie het bedoeld is",
    included: "Wat er inbegrepen is",
    forSomeoneElse: "Boek je voor iemand anders, of samen?",
    compare: ["Twijfel je nog tussen een analyse in de studio, online of digitaal? ", "Vergelijk de drie manieren om je kleuren te vinden", "."],
  },
});

/** `/services/{category}/{service}`: what it is, for whom, how long, what it costs, what is included. */
export default function ServicePage({ loaderData }: Route.ComponentProps) {
  const { service, modes, colorAnalysis } = loaderData;
  const words = useWords(WORDS);
  const localPath = useLocalPath();
  const cta = bookingCall(service, colorAnalysis, loaderData.bookedOnline, useLocale());
  const [stillDeciding, compare, end] = words.compare;

  return (
    <article className="service-page">
      <PageHeader title={service.name} lead={service.summary} lang={langOf(service, "name").lang} leadLang={langOf(service, "summary").lang}>
        <ServiceFacts service={service} variant="header" />
        <p>
          <Link to={localPath(cta.path)} className="button button--primary button--lg">
            {cta.label}
          </Link>
        </p>
      </PageHeader>

      <div className="container service-page__body">
        <section aria-labelledby="service-what">
          <h2 id="service-what">{words.what}</h2>
          {service.description.map((paragraph) => (
            <p key={paragraph} {...langOf(service, "description")}>
              {paragraph}
            </p>
          ))}
        </section>

        <section aria-labelledby="service-for-whom">
          <h2 id="service-for-whom">{words.forWhom}</h2>
          <p {...langOf(service, "forWhom")}>{service.forWhom}</p>
        </section>

        <section aria-labelledby="service-included" className="card service-included">
          <h2 id="service-included">{words.included}</h2>
          <ul className="checklist" {...langOf(service, "deliverables")}>
            {service.deliverables.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        </section>
      </div>

      <section className="section section--alt" aria-labelledby="service-book">
        <div className="container service-book">
          <h2 id="service-book">{cta.heading}</h2>
          <p>{cta.text}</p>
          <p>
            <Link to={localPath(cta.path)} className="button button--primary button--lg">
              {cta.label}
            </Link>
          </p>
          {modes.length ? (
            <>
              <p>{words.forSomeoneElse}</p>
              <ul className="inline-links">
                {modes.map((mode) => (
                  <li key={mode.id}>
                    <Link to={localPath(`${mode.path}?service=${encodeURIComponent(service.serviceUUID)}`)}>{mode.title}</Link>
                  </li>
                ))}
              </ul>
            </>
          ) : null}
          {colorAnalysis ? (
            <p>
              {stillDeciding}
              <Link to={localPath("/color-analysis")}>{compare}</Link>
              {end}
            </p>
          ) : null}
        </div>
      </section>
    </article>
  );
}

type ServiceForCall = { serviceUUID: string; name: string; bookable: boolean; bookingPath: string };

type Call = { heading: string; text: string; label: string };

/** What the call to book says, by how the service is booked, in each language. */
const CALLS = defineWords({
  en: {
    freeCall: {
      heading: "Start with a free call",
      text: `Every makeover begins with a free ${FREE_CALL_MINUTES}-minute call, so we can agree a plan, the dates and your budget before you pay anything. Choose a time online and we phone you.`,
      label: `Book your free ${FREE_CALL_MINUTES}-minute call`,
    },
    bookYour: (name: string) => `Book your ${name.toLowerCase()}`,
    online: {
      text: "Choose a free time online and tell us who you are. You get a confirmation and a calendar invitation by email at once.",
      label: "Choose a time",
    },
    colorAnalysis: {
      text: "Choose your analysis and who it is for, then tell us which dates suit you. We confirm your date by email, with a secure link to pay.",
      label: "Book this session",
    },
    request: {
      text: "Send us a short message with the dates that suit you and anything we should know, and we will confirm your session by email.",
      label: "Request this session",
    },
    conversation: {
      heading: "Start with a conversation",
      text: "This one is planned around you rather than booked online. Send us a message and we will arrange a short call to shape it together.",
      label: "Contact us to plan it",
    },
  },
  nl: {
    freeCall: {
      heading: "Begin met een gratis kennismakingsgesprek",
      text: `Elke make-over begint met een gratis telefoongesprek van ${FREE_CALL_MINUTES} minuten, waarin we samen het plan, de data en je budget afspreken voordat je iets betaalt. Kies online een tijd, dan bellen wij jou.`,
      label: `Plan je gratis gesprek van ${FREE_CALL_MINUTES} minuten`,
    },
    bookYour: (name: string) => `Boek je ${name.toLowerCase()}`,
    online: {
      text: "Kies online een vrij moment en vertel ons wie je bent. Je krijgt meteen een bevestiging en een agenda-uitnodiging per e-mail.",
      label: "Kies een tijd",
    },
    colorAnalysis: {
      text: "Kies je analyse en voor wie die is, en laat ons weten welke data je goed uitkomen. We bevestigen je afspraak per e-mail, met een beveiligde betaallink.",
      label: "Boek deze sessie",
    },
    request: {
      text: "Stuur ons een kort bericht met de data die je goed uitkomen en alles wat we moeten weten, dan bevestigen we je sessie per e-mail.",
      label: "Vraag deze sessie aan",
    },
    conversation: {
      heading: "Begin met een gesprek",
      text: "Deze sessie plannen we helemaal rond jou, in plaats van dat je hem online boekt. Stuur ons een bericht, dan spreken we een kort gesprek af om hem samen vorm te geven.",
      label: "Neem contact op om te plannen",
    },
  },
});

function bookingCall(service: ServiceForCall, colorAnalysis: boolean, bookedOnline: SessionLocation | null, locale: Locale): Call & { path: string } {
  const words = wordsFor(CALLS, locale);
  const path = service.bookingPath;
  if (bookedOnline === "call") return { ...words.freeCall, path };
  if (bookedOnline && !colorAnalysis) return { heading: words.bookYour(service.name), ...words.online, path };
  if (service.bookable && colorAnalysis) return { heading: words.bookYour(service.name), ...words.colorAnalysis, path };
  if (service.bookable) return { heading: words.bookYour(service.name), ...words.request, path };
  return { ...words.conversation, path };
}
