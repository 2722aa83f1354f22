import { Link } from "react-router";
import { PAGE_NOT_FOUND } from "~/platform/not-found";
import { BROKEN_PAGE, HOME_LINKS, NOT_FOUND_PAGE, UNAVAILABLE_PAGE } from "~/site/error-pages";
import { GeneralErrorBoundary, messageOf } from "./GeneralErrorBoundary";

/** The public site's error screen: themed, a handler per status, never a stack trace. */
export function ErrorScreen() {
  return (
    <GeneralErrorBoundary
      statusHandlers={{
        404: (error) => <NotFound message={messageOf(error) ?? PAGE_NOT_FOUND} />,
        503: () => (
          <ErrorLayout heading="503" title={UNAVAILABLE_PAGE.title}>
            <p>{UNAVAILABLE_PAGE.text}</p>
            <LinkList links={HOME_LINKS} />
          </ErrorLayout>
        ),
      }}
      defaultStatusHandler={(error) =>
        error.status >= 400 && error.status < 500 ? (
          <ErrorLayout heading={String(error.status)} title={error.statusText || "That request didn't work"}>
            <p>{messageOf(error) ?? "Please check the address or the form and try again."}</p>
            <LinkList links={HOME_LINKS} />
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
  const { contact } = NOT_FOUND_PAGE;
  return (
    <ErrorLayout heading="404" title={NOT_FOUND_PAGE.title}>
      <p className="error-screen__status">{message}</p>
      <p>{NOT_FOUND_PAGE.text}</p>
      <LinkList links={NOT_FOUND_PAGE.links} />
      <p>
        {contact.before}
        <Link to={contact.link.href}>{contact.link.label}</Link>
        {contact.after}
      </p>
    </ErrorLayout>
  );
}

function Broken() {
  return (
    <ErrorLayout heading="500" title={BROKEN_PAGE.title}>
      <p>{BROKEN_PAGE.text}</p>
      <LinkList links={HOME_LINKS} />
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
