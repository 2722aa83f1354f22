import { Link, useLocation } from "react-router";
import type { WebsiteData } from "~/schemas";
import { localHref } from "~/site/content-link";
import { copyrightLine } from "~/site/copyright";
import { localeOfPath } from "~/site/locale";
import { langOf } from "~/site/localize";
import { defineWords, useWords } from "~/site/words";

type Props = {
  footer: WebsiteData["footer"];
  business: WebsiteData["business"] | null;
  brandName: string;
  /** The Website/Data sections shown in English on a Dutch page (`english` of the content): the footer's words carry lang="en" when "footer" is one. */
  english?: readonly string[] | undefined;
};

const WORDS = defineWords({
  en: { legal: "Legal" },
  nl: { legal: "Juridisch" },
});

export function SiteFooter({ footer, business, brandName, english }: Props) {
  // The footer's links are stored as English paths; a Dutch page links to their Dutch twins (another site's as written).
  const locale = localeOfPath(useLocation().pathname);
  const words = useWords(WORDS);
  const contentLang = langOf({ english }, "footer");
  return (
    <footer className="site-footer">
      <div className="site-footer__inner">
        <section className="site-footer__about" aria-labelledby="footer-brand">
          <h2 id="footer-brand" className="site-footer__brand">
            {brandName}
          </h2>
          <p {...contentLang}>{footer.blurb}</p>
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
          <nav key={column.title} aria-label={column.title} className="site-footer__column" {...contentLang}>
            <h2>{column.title}</h2>
            <ul>
              {column.links.map((link) => (
                <li key={link.href}>
                  <Link to={localHref(link.href, locale)}>{link.label}</Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      <div className="site-footer__legal">
        <nav aria-label={words.legal}>
          <ul {...contentLang}>
            {footer.legal.map((link) => (
              <li key={link.href}>
                <Link to={localHref(link.href, locale)}>{link.label}</Link>
              </li>
            ))}
          </ul>
        </nav>
        <p {...contentLang}>{copyrightLine(business?.legalName ?? brandName, footer.copyright)}</p>
      </div>
    </footer>
  );
}
