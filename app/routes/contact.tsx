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
          address: business.address,
          mapHref: `https://www.openstreetmap.org/search?query=${encodeURIComponent(
            `${business.address.street}, ${business.address.postalCode} ${business.address.city}`,
          )}`,
          // The hours the free times are computed from; the business text only while none are set.
          openingHours: availability ? weeklyHoursLines(availability) : business.openingHours,
          social: business.social,
        }
      : null,
  };
}

/** The contact form posts here: stored in ContactMessages, answered with the thank-you dialog or the field messages. */
export function action(args: Route.ActionArgs) {
  return contactAction(args);
}

export const meta: Route.MetaFunction = ({ loaderData: data, matches }) =>
  pageMeta(matches, {
    title: "Contact us",
    description: data?.business
      ? `Visit, call, email or WhatsApp ${data.business.name} at ${data.business.address.street}, ${data.business.address.city}, or send us a message. We reply within two working days.`
      : "Send us a message about colour analysis, styling or a gift voucher. We reply within two working days.",
    path: "/contact",
  });

export default function Contact({ loaderData }: Route.ComponentProps) {
  const { business, brandName, service } = loaderData;
  const [clientErrors, setClientErrors] = useState<ContactClientErrors>(null);
  return (
    <>
      <ContactErrorSummary clientErrors={clientErrors} />
      <PageHeader
        eyebrow="Contact"
        title="Contact us"
        lead={`Questions about a session, a gift voucher or which analysis suits you? Write, call or drop by ${brandName}; we reply within two working days.`}
      />
      <div className="container contact-layout">
        <section aria-labelledby="contact-details-title" className="contact-details">
          <h2 id="contact-details-title">Studio details</h2>
          {business ? (
            <>
              <h3>Address</h3>
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
                  Open in OpenStreetMap<span className="visually-hidden"> (opens in a new tab)</span>
                </a>
              </p>
              <p className="field__hint">
                Sessions are by appointment only, so please book or send us a message before you visit.
              </p>

              <h3>Email, phone and WhatsApp</h3>
              <dl className="contact-list">
                <div>
                  <dt>Email</dt>
                  <dd>
                    <a href={`mailto:${business.email}`}>{business.email}</a>
                  </dd>
                </div>
                <div>
                  <dt>Phone</dt>
                  <dd>
                    <a href={business.phoneHref}>{business.phone}</a>
                  </dd>
                </div>
                <div>
                  <dt>WhatsApp</dt>
                  <dd>
                    <a href={business.whatsappHref} rel="noopener noreferrer">
                      {business.whatsapp}
                      <span className="visually-hidden"> on WhatsApp</span>
                    </a>
                  </dd>
                </div>
              </dl>

              <h3>Opening hours</h3>
              <dl className="contact-list contact-list--hours">
                {business.openingHours.map((slot) => (
                  <div key={slot.days}>
                    <dt>{slot.days}</dt>
                    <dd>{slot.hours}</dd>
                  </div>
                ))}
              </dl>

              {business.social.length ? (
                <>
                  <h3>Follow us</h3>
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
            <p>Our address and phone details are being updated. The form on this page reaches us in the meantime.</p>
          )}
        </section>

        <section aria-labelledby="contact-form-title" className="contact-form card">
          <h2 id="contact-form-title">Send us a message</h2>
          <p>Fields marked with an asterisk (*) are required.</p>
          <ContactForm
            initialMessage={service ? `I would like to plan the ${service.name}. ` : undefined}
            clientErrors={clientErrors}
            onChecked={setClientErrors}
          />
        </section>
      </div>
    </>
  );
}
