import { Link } from "react-router";
import type { ReactNode } from "react";
import { defineWords, useLocalPath, useWords } from "~/site/words";

const WORDS = defineWords({ en: { book: "Book a session" }, nl: { book: "Maak een afspraak" } });

/**
 * The panel that closes a page with its two ways in: book a session, or first ask something
 * (the contact page) or look further (`askTo`, an English path; the Dutch page links its twin).
 * `children` is the paragraph between the heading and the buttons.
 */
export function BookOrAskPanel({ titleId, title, askLabel, askTo = "/contact", children }: { titleId: string; title: string; askLabel: string; askTo?: string; children: ReactNode }) {
  const words = useWords(WORDS);
  const localPath = useLocalPath();
  return (
    <div className="container cta-panel cta-panel--wide">
      <h2 id={titleId}>{title}</h2>
      <p>{children}</p>
      <div className="hero__actions">
        <Link to={localPath("/service-booking")} className="button button--primary button--lg">
          {words.book}
        </Link>
        <Link to={localPath(askTo)} className="button button--secondary button--lg">
          {askLabel}
        </Link>
      </div>
    </div>
  );
}
