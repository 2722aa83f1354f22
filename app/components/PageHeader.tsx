import type { ReactNode } from "react";

type Props = {
  eyebrow?: string;
  title: string;
  lead?: ReactNode;
  /** The title's language where it is not the page's (content left in English on a Dutch page). */
  lang?: string;
  /** The lead's, likewise: it may be translated when the title is not, or the other way round. */
  leadLang?: string;
  children?: ReactNode;
};

/** The top of a page: its one h1, with an optional eyebrow and lead paragraph. */
export function PageHeader({ eyebrow, title, lead, lang, leadLang, children }: Props) {
  return (
    <header className="page-header container">
      {eyebrow ? <p className="eyebrow">{eyebrow}</p> : null}
      <h1 lang={lang}>{title}</h1>
      {lead ? (
        <p className="lead" lang={leadLang}>
          {lead}
        </p>
      ) : null}
      {children}
    </header>
  );
}
