import type { Route } from "./+types/services.$category.$service";
import { Link } from "react-router";
import { breadcrumbTrail, type BreadcrumbHandle } from "~/components/Breadcrumbs";
import { PageHeader } from "~/components/PageHeader";
import { ServiceFacts } from "~/components/ServiceFacts";
import { Slug } from "~/schemas";
import { BOOKING_MODES, bookingModes } from "~/data/booking-modes";
import { getStartContent } from "~/models/start-content.server";
import { notFound } from "~/platform/responses.server";
import { parseParam } from "~/platform/params.server";
import { isColorAnalysisService, toServiceView } from "~/models/service-view";
import { findActiveService } from "~/models/services.server";
import { servicePath } from "~/site/paths";
import { breadcrumbJsonLd, pageMeta, siteMeta } from "~/site/seo";
import type { SitemapHandle } from "~/site/sitemap-handle";
import { appContext } from "~/firestore/app-context.server";
import { getAvailabilitySettings } from "~/models/availability.server";
import { FREE_CALL_MINUTES, type SessionLocation } from "~/schemas/availability";

/** One active service of the category in the URL; anything else is the 404 'Page Not Found'. */
export async function loader({ params, context }: Route.LoaderArgs) {
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
    service: toServiceView(service),
    /** The booking modes (gift, couple, group) that apply to this service. */
    modes: colorAnalysis && service.bookable
      ? bookingModes()
          .filter((mode) => mode.serviceIds.includes(service.serviceUUID))
          .map(({ id, label, path }) => ({ id, label, path }))
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
  const url = `${siteUrl}${service.path}`;
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
      breadcrumbJsonLd(siteUrl, breadcrumbTrail(matches)),
    ],
  });
};

/** `/services/{category}/{service}`: what it is, for whom, how long, what it costs, what is included. */
export default function ServicePage({ loaderData }: Route.ComponentProps) {
  const { service, modes, colorAnalysis } = loaderData;
  const cta = bookingCall(service, colorAnalysis, loaderData.bookedOnline);

  return (
    <article className="service-page">
      <PageHeader title={service.name} lead={service.summary}>
        <ServiceFacts service={service} variant="header" />
        <p>
          <Link to={cta.path} className="button button--primary button--lg">
            {cta.label}
          </Link>
        </p>
      </PageHeader>

      <div className="container service-page__body">
        <section aria-labelledby="service-what">
          <h2 id="service-what">What it is</h2>
          {service.description.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </section>

        <section aria-labelledby="service-for-whom">
          <h2 id="service-for-whom">Who it is for</h2>
          <p>{service.forWhom}</p>
        </section>

        <section aria-labelledby="service-included" className="card service-included">
          <h2 id="service-included">What is included</h2>
          <ul className="checklist">
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
            <Link to={cta.path} className="button button--primary button--lg">
              {cta.label}
            </Link>
          </p>
          {modes.length ? (
            <>
              <p>Booking for someone else, or together?</p>
              <ul className="inline-links">
                {modes.map((mode) => (
                  <li key={mode.id}>
                    <Link to={`${mode.path}?service=${encodeURIComponent(service.serviceUUID)}`}>
                      {BOOKING_MODES[mode.id].title}
                    </Link>
                  </li>
                ))}
              </ul>
            </>
          ) : null}
          {colorAnalysis ? (
            <p>
              Still deciding between in-person, online and digital?{" "}
              <Link to="/color-analysis">Compare the three ways to find your colours</Link>.
            </p>
          ) : null}
        </div>
      </section>
    </article>
  );
}

type ServiceForCall = { serviceUUID: string; name: string; bookable: boolean; bookingPath: string };

function bookingCall(service: ServiceForCall, colorAnalysis: boolean, bookedOnline: SessionLocation | null) {
  if (bookedOnline === "call") {
    return {
      heading: "Start with a free call",
      text: `Every makeover begins with a free ${FREE_CALL_MINUTES}-minute call, so we can agree a plan, the dates and your budget before you pay anything. Choose a time online and we phone you.`,
      label: `Book your free ${FREE_CALL_MINUTES}-minute call`,
      path: service.bookingPath,
    };
  }
  if (bookedOnline && !colorAnalysis) {
    return {
      heading: `Book your ${service.name.toLowerCase()}`,
      text: "Choose a free time online and tell us who you are. You get a confirmation and a calendar invitation by email at once.",
      label: "Choose a time",
      path: service.bookingPath,
    };
  }
  if (service.bookable && colorAnalysis) {
    return {
      heading: `Book your ${service.name.toLowerCase()}`,
      text: "Choose your analysis and who it is for, then tell us which dates suit you. We confirm your date by email, with a secure link to pay.",
      label: "Book this session",
      path: service.bookingPath,
    };
  }
  if (service.bookable) {
    return {
      heading: `Book your ${service.name.toLowerCase()}`,
      text: "Send us a short message with the dates that suit you and anything we should know, and we will confirm your session by email.",
      label: "Request this session",
      path: service.bookingPath,
    };
  }
  return {
    heading: "Start with a conversation",
    text: "This one is planned around you rather than booked online. Send us a message and we will arrange a short call to shape it together.",
    label: "Contact us to plan it",
    path: service.bookingPath,
  };
}
