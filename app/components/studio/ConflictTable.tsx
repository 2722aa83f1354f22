import type { ConflictRow } from "~/studio/content/quick-save.server";
import { StudioTable } from "./StudioTable";

/**
 * The table of a conflict notice: field by field, what is saved now beside what the editor sent.
 * `preformatted`: values keep their line breaks (notes, answers); off for one-word values (a status).
 */
export function ConflictTable({ rows, preformatted = true }: { rows: readonly ConflictRow[]; preformatted?: boolean }) {
  const cellClass = preformatted ? "studio-pre" : undefined;
  return (
    <StudioTable columns={["Field", "Saved now", "Yours"]}>
      {rows.map((row, index) => (
        <tr key={index}>
          <th scope="row">{row.label}</th>
          <td className={cellClass}>{row.current}</td>
          <td className={cellClass}>{row.yours}</td>
        </tr>
      ))}
    </StudioTable>
  );
}
