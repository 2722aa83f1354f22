import { isRouteErrorResponse, Link, useRouteError } from "react-router";
import { COLOR_ANALYSIS_PATH } from "~/site/paths";

/** The one error boundary of the site: a themed screen per status, never a stack trace. */
export function ErrorScreen() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) {
    return <NotFound message={typeof error.data === "string" && error.data ? error.data : "Page Not Found"} />;
  }
  if (isRouteErrorResponse(error) && error.status === 503) return <Unavailable />;
  if (isRouteErrorResponse(error) && error.status >= 400 && error.status < 500) {
    return (
      <ErrorLayout heading={String(error.status)} title={error.statusText || "That request didn't work"}>
        <p>{typeof error.data === "string" ? error.data : "Please check the address or the form and try again."}</p>
        <HomeLinks />
      </ErrorLayout>
    );
  }
  return (
    <ErrorLayout heading="500" title="Something went wrong on our side">
      <p>We have been told about it and are looking into it. Please try again in a moment.</p>
      <HomeLinks />
    </ErrorLayout>
  );
}

function NotFound({ message }: { message: string }) {
  return (
    <ErrorLayout heading="404" title="Oops! Looks like we've lost our color palette!">
      <p className="error-screen__status">{message}</p>
      <p>
        The page you're looking for seems to have slipped into a different color season. Let's get you back to
        colors that suit you.
      </p>
      <ul className="error-screen__links">
        <li>
          <Link to="/">Return to our Home Page</Link>
        </li>
        <li>
          <Link to="/seasons">Discover Your Color Season</Link>
        </li>
        <li>
          <Link to={COLOR_ANALYSIS_PATH}>Book a Color Analysis Session</Link>
        </li>
      </ul>
      <p>
        If you think this page should exist, please <Link to="/contact">contact us</Link> and we'll set it right.
      </p>
    </ErrorLayout>
  );
}

function Unavailable() {
  return (
    <ErrorLayout heading="503" title="We'll be right back">
      <p>
        Our studio's content is taking a short break and could not be loaded just now. Please try again in a
        minute; nothing you did caused this.
      </p>
      <HomeLinks />
    </ErrorLayout>
  );
}

function HomeLinks() {
  return (
    <ul className="error-screen__links">
      <li>
        <Link to="/">Return to our Home Page</Link>
      </li>
      <li>
        <Link to="/contact">Contact us</Link>
      </li>
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
