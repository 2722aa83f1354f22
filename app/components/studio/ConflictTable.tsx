import type { ConflictRow } from "~/studio/content/quick-save.server";

/**
 * The table of a conflict notice: field by field, what is saved now beside what the editor sent.
 * `preformatted`: values keep their line breaks (notes, answers); off for one-word values (a status).
 */
export function ConflictTable({ rows, preformatted = true }: { rows: readonly ConflictRow[]; preformatted?: boolean }) {
  const cellClass = preformatted ? "studio-pre" : undefined;
  return (
    <div className="studio-table-wrap">
      <table className="studio-table">
        <thead>
          <tr>
            <th scope="col">Field</th>
            <th scope="col">Saved now</th>
            <th scope="col">Yours</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row, index) => (
            <tr key={index}>
              <th scope="row">{row.label}</th>
              <td className={cellClass}>{row.current}</td>
              <td className={cellClass}>{row.yours}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
