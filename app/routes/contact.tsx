import type { Route } from "./+types/contact";
import { redirect } from "react-router";
import { useState } from "react";
import * as v from "valibot";
import { ContactErrorSummary, ContactForm, type ContactClientErrors } from "~/components/ContactForm";
import { PageHeader } from "~/components/PageHeader";
import { Slug } from "~/schemas";
import contactStyles from "~/styles/contact.css?url";
import formStyles from "~/styles/forms.css?url";
import { contactAction } from "~/forms/contact-action.server";
import { getStartContent } from "~/models/start-content.server";
import { pageMeta } from "~/site/seo";
import { findActiveService } from "~/models/services.server";
import type { PageCacheHandle } from "~/site/page-cache-handle";
import { appContext } from "~/firestore/app-context.server";
import { pageUrl, withoutParam } from "~/site/page-url";
import { getAvailabilitySettings } from "~/models/availability.server";
import { weeklyHoursLines } from "~/timetable/opening-hours";
import { requestLocale } from "~/site/locale";
import { langOf } from "~/site/localize";
import { pageLocale } from "~/site/seo";
import { defineWords, useWords } from "~/site/words";

const WORDS = defineWords({
  en: {
    title: "Contact us",
    description: (business: { name: string; street: string; city: string } | null) =>
      business
        ? `Visit, call, email or WhatsApp ${business.name} at ${business.street}, ${business.city}, or send us a message. We reply within two working days.`
        : "Send us a message about colour analysis, styling or a gift voucher. We reply within two working days.",
    eyebrow: "Contact",
    lead: (brand: string) => `Questions about a session, a gift voucher or which analysis suits you? Write, call or drop by ${brand}; we reply within two working days.`,
    details: "Studio details",
    address: "Address",
    openMap: "Open in OpenStreetMap",
    newTab: " (opens in a new tab)",
    byAppointment: "Sessions are by appointment only, so please book or send us a message before you visit.",
    reach: "Email, phone and WhatsApp",
    email: "Email",
    phone: "Phone",
    onWhatsApp: " on WhatsApp",
    hours: "Opening hours",
    follow: "Follow us",
    noDetails: "Our address and phone details are being updated. The form on this page reaches us in the meantime.",
    formTitle: "Send us a message",
    required: "Fields marked with an asterisk (*) are required.",
    askAbout: (service: string) => `I would like to plan the ${service}. `,
  },
  nl: {
    title: "Neem contact op",
    description: (business: { name: string; street: string; city: string } | null) =>
      business
        ? `Kom langs, bel, mail of app met ${business.name} aan de ${business.street} in ${business.city}, of stuur ons een bericht. We antwoorden binnen twee werkdagen.`
        : "Stuur ons een bericht over kleuranalyse, stijladvies of een cadeaubon. We antwoorden binnen twee werkdagen.",
    eyebrow: "Contact",
    lead: (brand: string) => `Vragen over een sessie, een cadeaubon of welke analyse bij je past? Schrijf, bel of kom langs bij ${brand}; we antwoorden binnen twee werkdagen.`,
    details: "Gegevens van de studio",
    address: "Adres",
    openMap: "Bekijk op OpenStreetMap",
    newTab: " (opent in een nieuw tabblad)",
    byAppointment: "Sessies zijn alleen op afspraak. Maak dus een afspraak of stuur ons een bericht voordat je langskomt.",
    reach: "E-mail, telefoon en WhatsApp",
    email: "E-mail",
    phone: "Telefoon",
    onWhatsApp: " via WhatsApp",
    hours: "Openingstijden",
    follow: "Volg ons",
    noDetails: "Ons adres en telefoonnummer werken we op dit moment bij. Via het formulier op deze pagina bereik je ons in de tussentijd gewoon.",
    formTitle: "Stuur ons een bericht",
    required: "Velden met een sterretje (*) zijn verplicht.",
    askAbout: (service: string) => `Ik wil graag een afspraak maken voor ${service}. `,
  },
});

/** The page names the service asked about (`?service=`). */
export const handle: PageCacheHandle = { pageCache: { query: ["service"] } };

export const links: Route.LinksFunction = () => [
  { rel: "stylesheet", href: contactStyles },
  { rel: "stylesheet", href: formStyles },
];

/**
 * `?service=<id>` (from a service page) starts the message about that service. The id is looked up
 * in the cached list of active services, never read on its own; anything else is sent to /contact
 * with a 301, so made-up values never become pages of their own in the page cache.
 */
async function serviceAskedAbout(request: Request, context: Route.LoaderArgs["context"]) {
  const url = pageUrl(request);
  const requested = url.searchParams.get("service");
  if (requested === null) return null;
  const id = v.safeParse(Slug, requested);
  // The message form matters more than the prefill: without Firestore the page still renders.
  const service = id.success ? await findActiveService(context.get(appContext), id.output).catch(() => undefined) : null;
  if (service === undefined) return null;
  if (!service) throw redirect(withoutParam(url, "service"), 301);
  return { id: service.serviceUUID, name: service.name };
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const locale = requestLocale(request);
  const [{ website }, service, availability] = await Promise.all([
    getStartContent(context.get(appContext)),
    serviceAskedAbout(request, context),
    getAvailabilitySettings(context.get(appContext)),
  ]);
  const business = website.business;
  return {
    service,
    brandName: business?.name ?? website.navbar.brandName,
    business: business
      ? {
          name: business.name,
          email: business.email,
          phone: business.phone,
          phoneHref: `tel:${business.phone.replace(/[^+\d]/g, "")}`,
          whatsapp: business.whatsapp,
          whatsappHref: `https://wa.me/${business.whatsapp.replace(/\D/g, "")}`,
          // The country in the page's language where it is the Netherlands (the content holds the English name).
          address: locale === "nl" && business.address.countryCode.toUpperCase() === "NL" ? { ...business.address, country: "Nederland" } : business.address,
          mapHref: `https://www.openstreetmap.org/search?query=${encodeURIComponent(
            `${business.address.street}, ${business.address.postalCode} ${business.address.city}`,
          )}`,
          // The hours the free times are computed from; the business text only while none are set.
          openingHours: availability ? weeklyHoursLines(availability, locale) : business.openingHours,
          // Opening hours the studio typed, left in English on a Dutch page.
          hoursLang: availability ? {} : langOf(website, "openingHours"),
          social: business.social,
        }
      : null,
  };
}

/** The contact form posts here: stored in ContactMessages, answered with the thank-you dialog or the field messages. */
export function action(args: Route.ActionArgs) {
  return contactAction(args);
}

export const meta: Route.MetaFunction = ({ loaderData: data, matches }) => {
  const words = WORDS[pageLocale(matches)];
  return pageMeta(matches, {
    title: words.title,
    description: words.description(
      data?.business ? { name: data.business.name, street: data.business.address.street, city: data.business.address.city } : null,
    ),
    path: "/contact",
  });
};

export default function Contact({ loaderData }: Route.ComponentProps) {
  const { business, brandName, service } = loaderData;
  const [clientErrors, setClientErrors] = useState<ContactClientErrors>(null);
  const words = useWords(WORDS);
  return (
    <>
      <ContactErrorSummary clientErrors={clientErrors} />
      <PageHeader eyebrow={words.eyebrow} title={words.title} lead={words.lead(brandName)} />
      <div className="container contact-layout">
        <section aria-labelledby="contact-details-title" className="contact-details">
          <h2 id="contact-details-title">{words.details}</h2>
          {business ? (
            <>
              <h3>{words.address}</h3>
              <address className="contact-details__address">
                {business.name}
                <br />
                {business.address.street}
                <br />
                {business.address.postalCode} {business.address.city}
                <br />
                {business.address.country}
              </address>
              <p>
                <a href={business.mapHref} rel="noopener noreferrer" target="_blank">
                  {words.openMap}
                  <span className="visually-hidden">{words.newTab}</span>
                </a>
              </p>
              <p className="field__hint">{words.byAppointment}</p>

              <h3>{words.reach}</h3>
              <dl className="contact-list">
                <div>
                  <dt>{words.email}</dt>
                  <dd>
                    <a href={`mailto:${business.email}`}>{business.email}</a>
                  </dd>
                </div>
                <div>
                  <dt>{words.phone}</dt>
                  <dd>
                    <a href={business.phoneHref}>{business.phone}</a>
                  </dd>
                </div>
                <div>
                  <dt>WhatsApp</dt>
                  <dd>
                    <a href={business.whatsappHref} rel="noopener noreferrer">
                      {business.whatsapp}
                      <span className="visually-hidden">{words.onWhatsApp}</span>
                    </a>
                  </dd>
                </div>
              </dl>

              <h3>{words.hours}</h3>
              <dl className="contact-list contact-list--hours" {...business.hoursLang}>
                {business.openingHours.map((slot) => (
                  <div key={slot.days}>
                    <dt>{slot.days}</dt>
                    <dd>{slot.hours}</dd>
                  </div>
                ))}
              </dl>

              {business.social.length ? (
                <>
                  <h3>{words.follow}</h3>
                  <ul className="inline-list">
                    {business.social.map((link) => (
                      <li key={link.href}>
                        <a href={link.href} rel="noopener noreferrer">
                          {link.label}
                        </a>
                      </li>
                    ))}
                  </ul>
                </>
              ) : null}
            </>
          ) : (
            <p>{words.noDetails}</p>
          )}
        </section>

        <section aria-labelledby="contact-form-title" className="contact-form card">
          <h2 id="contact-form-title">{words.formTitle}</h2>
          <p>{words.required}</p>
          <ContactForm
            initialMessage={service ? words.askAbout(service.name) : undefined}
            clientErrors={clientErrors}
            onChecked={setClientErrors}
          />
        </section>
      </div>
    </>
  );
}
