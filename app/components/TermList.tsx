import type { ReactNode } from "react";

/** A short description list of label and value pairs (a season's traits, a tip's category and difficulty). */
export function TermList({ items, className }: { items: ReadonlyArray<readonly [string, ReactNode]>; className: string }) {
  return (
    <dl className={className}>
      {items.map(([label, value]) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
