import type { ReactNode } from "react";

type Props = { eyebrow?: string; title: string; lead?: ReactNode; children?: ReactNode };

/** The top of a page: its one h1, with an optional eyebrow and lead paragraph. */
export function PageHeader({ eyebrow, title, lead, children }: Props) {
  return (
    <header className="page-header container">
      {eyebrow ? <p className="eyebrow">{eyebrow}</p> : null}
      <h1>{title}</h1>
      {lead ? <p className="lead">{lead}</p> : null}
      {children}
    </header>
  );
}
