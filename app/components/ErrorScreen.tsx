import { Link } from "react-router";
import { PAGE_NOT_FOUND } from "~/platform/not-found";
import { ERROR_PAGES, notFoundStatusIn } from "~/site/error-pages";
import { useLocale, useWords } from "~/site/words";
import { GeneralErrorBoundary, messageOf } from "./GeneralErrorBoundary";

/** A refused request's title in Dutch, by its status (the English shows the answer's status text). */
const DUTCH_STATUS_TITLES: Partial<Record<number, string>> = {
  400: "Ongeldig verzoek",
  403: "Geen toegang",
  405: "Dat kan hier niet",
  410: "Deze pagina is er niet meer",
  413: "Dat is te groot om te versturen",
  429: "Te veel verzoeken tegelijk",
};

/** The public site's error screen: themed, a handler per status, never a stack trace. In the page's language. */
export function ErrorScreen() {
  const words = useWords(ERROR_PAGES);
  const locale = useLocale();
  return (
    <GeneralErrorBoundary
      statusHandlers={{
        404: (error) => <NotFound message={notFoundStatusIn(messageOf(error) ?? PAGE_NOT_FOUND, locale)} />,
        503: () => (
          <ErrorLayout heading="503" title={words.unavailable.title}>
            <p>{words.unavailable.text}</p>
            <LinkList links={words.homeLinks} />
          </ErrorLayout>
        ),
      }}
      defaultStatusHandler={(error) =>
        error.status >= 400 && error.status < 500 ? (
          <ErrorLayout
            heading={String(error.status)}
            title={locale === "nl" ? (DUTCH_STATUS_TITLES[error.status] ?? words.refused.title) : error.statusText || words.refused.title}
          >
            <p>{messageOf(error) ?? words.refused.text}</p>
            <LinkList links={words.homeLinks} />
          </ErrorLayout>
        ) : (
          <Broken />
        )
      }
      unexpectedErrorHandler={() => <Broken />}
    />
  );
}

function NotFound({ message }: { message: string }) {
  const { notFound } = useWords(ERROR_PAGES);
  const { contact } = notFound;
  return (
    <ErrorLayout heading="404" title={notFound.title}>
      <p className="error-screen__status">{message}</p>
      <p>{notFound.text}</p>
      <LinkList links={notFound.links} />
      <p>
        {contact.before}
        <Link to={contact.link.href}>{contact.link.label}</Link>
        {contact.after}
      </p>
    </ErrorLayout>
  );
}

function Broken() {
  const words = useWords(ERROR_PAGES);
  return (
    <ErrorLayout heading="500" title={words.broken.title}>
      <p>{words.broken.text}</p>
      <LinkList links={words.homeLinks} />
    </ErrorLayout>
  );
}

function LinkList({ links }: { links: ReadonlyArray<{ href: string; label: string }> }) {
  return (
    <ul className="error-screen__links">
      {links.map((link) => (
        <li key={link.href}>
          <Link to={link.href}>{link.label}</Link>
        </li>
      ))}
    </ul>
  );
}

function ErrorLayout({ heading, title, children }: { heading: string; title: string; children: React.ReactNode }) {
  return (
    <section className="error-screen" aria-labelledby="error-heading">
      <h1 id="error-heading" className="error-screen__code">
        {heading}
      </h1>
      <p className="error-screen__title">{title}</p>
      {children}
    </section>
  );
}
