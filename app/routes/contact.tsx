import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { Form, Link, useLoaderData } from "@remix-run/react";
import { PageHeader } from "~/components/PageHeader";
import contentStyles from "~/styles/content.css";
import formStyles from "~/styles/forms.css";
import { getStartContent } from "~/utils/content.server";
import { pageMeta } from "~/utils/seo";

export const links: LinksFunction = () => [
  { rel: "stylesheet", href: contentStyles },
  { rel: "stylesheet", href: formStyles },
];

export async function loader({ context }: LoaderFunctionArgs) {
  const { website } = await getStartContent(context.app);
  const business = website.business;
  return {
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
          openingHours: business.openingHours,
          social: business.social,
        }
      : null,
  };
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) =>
  pageMeta(matches, {
    title: "Contact us",
    description: data?.business
      ? `Visit, call, email or WhatsApp ${data.business.name} at ${data.business.address.street}, ${data.business.address.city}, or send us a message. We reply within two working days.`
      : "Send us a message about colour analysis, styling or a gift voucher. We reply within two working days.",
    path: "/contact",
  });

export default function Contact() {
  const { business, brandName } = useLoaderData<typeof loader>();
  return (
    <>
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
          <Form method="post" className="form" aria-labelledby="contact-form-title">
            <div className="field">
              <label htmlFor="contact-name">
                Name <span aria-hidden="true">*</span>
              </label>
              <input id="contact-name" name="name" type="text" autoComplete="name" required maxLength={100} />
            </div>
            <div className="field">
              <label htmlFor="contact-email">
                Email <span aria-hidden="true">*</span>
              </label>
              <input
                id="contact-email"
                name="email"
                type="email"
                autoComplete="email"
                required
                aria-describedby="contact-email-hint"
              />
              <p id="contact-email-hint" className="field__hint">
                We only use it to answer you.
              </p>
            </div>
            <div className="field">
              <label htmlFor="contact-whatsapp">WhatsApp number (optional)</label>
              <input
                id="contact-whatsapp"
                name="whatsapp"
                type="tel"
                autoComplete="tel"
                inputMode="tel"
                aria-describedby="contact-whatsapp-hint"
              />
              <p id="contact-whatsapp-hint" className="field__hint">
                In international format, such as +31 6 1234 5678, if you would like us to reply on WhatsApp.
              </p>
            </div>
            <div className="field">
              <label htmlFor="contact-message">
                Message <span aria-hidden="true">*</span>
              </label>
              <textarea
                id="contact-message"
                name="message"
                rows={7}
                required
                maxLength={5000}
                aria-describedby="contact-message-hint"
              />
              <p id="contact-message-hint" className="field__hint">
                Tell us what you would like to know. If it is about a session, a preferred date helps.
              </p>
            </div>
            <p className="field__hint">
              We keep your message for 12 months and then delete it; see our{" "}
              <Link to="/legal/privacy-policy">privacy policy</Link>.
            </p>
            <div>
              <button type="submit" className="button button--primary">
                Send message
              </button>
            </div>
          </Form>
        </section>
      </div>
    </>
  );
}
