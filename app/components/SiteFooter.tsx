import { Link, useLocation } from "react-router";
import type { WebsiteData } from "~/schemas";
import { copyrightLine } from "~/site/copyright";
import { localeOfPath, localizedPath } from "~/site/locale";

type Props = {
  footer: WebsiteData["footer"];
  business: WebsiteData["business"] | null;
  brandName: string;
};

export function SiteFooter({ footer, business, brandName }: Props) {
  // The footer's links are stored as English paths; a Dutch page links to their Dutch twins.
  const locale = localeOfPath(useLocation().pathname);
  return (
    <footer className="site-footer">
      <div className="site-footer__inner">
        <section className="site-footer__about" aria-labelledby="footer-brand">
          <h2 id="footer-brand" className="site-footer__brand">
            {brandName}
          </h2>
          <p>{footer.blurb}</p>
          {business ? (
            <address>
              {business.address.street}, {business.address.postalCode} {business.address.city}
              <br />
              <a href={`mailto:${business.email}`}>{business.email}</a>
              <br />
              <a href={`tel:${business.phone.replace(/[^+\d]/g, "")}`}>{business.phone}</a>
            </address>
          ) : null}
        </section>
        {footer.columns.map((column) => (
          <nav key={column.title} aria-label={column.title} className="site-footer__column">
            <h2>{column.title}</h2>
            <ul>
              {column.links.map((link) => (
                <li key={link.href}>
                  <Link to={localizedPath(link.href, locale)}>{link.label}</Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      <div className="site-footer__legal">
        <nav aria-label="Legal">
          <ul>
            {footer.legal.map((link) => (
              <li key={link.href}>
                <Link to={localizedPath(link.href, locale)}>{link.label}</Link>
              </li>
            ))}
          </ul>
        </nav>
        <p>{copyrightLine(business?.legalName ?? brandName, footer.copyright)}</p>
      </div>
    </footer>
  );
}
