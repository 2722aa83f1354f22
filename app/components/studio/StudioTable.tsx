import type { ReactNode } from "react";

/**
 * A studio table: it scrolls sideways on a narrow screen rather than squeezing its columns, and
 * its header row names each column. The caption, where there is one, says what it lists (muted,
 * or for screen readers only where the page's heading already says it); the rows are `children`.
 */
export function StudioTable(props: { columns: readonly ReactNode[]; caption?: string; captionClassName?: string; children: ReactNode }) {
  return (
    <div className="studio-table-wrap">
      <table className="studio-table">
        {props.caption ? <caption className={props.captionClassName}>{props.caption}</caption> : null}
        <thead>
          <tr>
            {props.columns.map((column, index) => (
              <th key={index} scope="col">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{props.children}</tbody>
      </table>
    </div>
  );
}
