import { useFetcher, useLocation } from "react-router";
import { useEffect, useRef } from "react";
import { defineWords, useLocalPath, useWords } from "~/site/words";

const WORDS = defineWords({
  en: {
    title: "Cookies on this site",
    text: "Contact forms and interactive elements need cookies because of a security-check measure. With your consent we also use analytics cookies to learn which pages help visitors most. Read more in our",
    policy: "privacy policy",
    reject: "Reject",
    accept: "Accept",
  },
  nl: {
    title: "Cookies op deze site",
    text: "Voor contactformulieren en interactieve onderdelen zijn cookies nodig, vanwege een beveiligingscontrole. Als je daar toestemming voor geeft, gebruiken we ook analytische cookies, zodat we zien welke pagina's bezoekers het meest helpen. Meer hierover lees je in ons",
    policy: "privacybeleid",
    reject: "Weigeren",
    accept: "Accepteren",
  },
});

/**
 * The cookie banner: a plain form that POSTs to /consent and comes back to this page (without
 * JavaScript the banner is gone after the redirect). With JavaScript the same action runs in
 * the background and the banner slides away.
 */
export function ConsentBanner() {
  const fetcher = useFetcher<{ consent: string }>();
  const location = useLocation();
  // Once JavaScript runs, the choice is made in the background instead of by a redirect.
  const modeRef = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (modeRef.current) modeRef.current.value = "background";
  }, []);
  const leaving = fetcher.state !== "idle" || fetcher.data !== undefined;
  const words = useWords(WORDS);
  const localPath = useLocalPath();

  return (
    <section
      className={`consent-banner${leaving ? " consent-banner--leaving" : ""}`}
      aria-labelledby="consent-title"
      data-testid="consent-banner"
    >
      <div className="consent-banner__inner">
        <div>
          <h2 id="consent-title" className="consent-banner__title">
            {words.title}
          </h2>
          <p>
            {words.text} <a href={localPath("/legal/privacy-policy")}>{words.policy}</a>.
          </p>
        </div>
        <fetcher.Form method="post" action="/consent" className="consent-banner__actions">
          <input type="hidden" name="redirectTo" value={location.pathname + location.search} />
          <input ref={modeRef} type="hidden" name="mode" defaultValue="redirect" />
          <button type="submit" name="choice" value="rejected" className="button button--secondary">
            {words.reject}
          </button>
          <button type="submit" name="choice" value="accepted" className="button button--primary">
            {words.accept}
          </button>
        </fetcher.Form>
      </div>
    </section>
  );
}
