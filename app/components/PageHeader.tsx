import type { ReactNode } from "react";

type Props = {
  eyebrow?: string;
  title: string;
  lead?: ReactNode;
  /** The title's and the lead's language where it is not the page's (content left in English on a Dutch page). */
  lang?: string;
  children?: ReactNode;
};

/** The top of a page: its one h1, with an optional eyebrow and lead paragraph. */
export function PageHeader({ eyebrow, title, lead, lang, children }: Props) {
  return (
    <header className="page-header container">
      {eyebrow ? <p className="eyebrow">{eyebrow}</p> : null}
      <h1 lang={lang}>{title}</h1>
      {lead ? (
        <p className="lead" lang={lang}>
          {lead}
        </p>
      ) : null}
      {children}
    </header>
  );
}
