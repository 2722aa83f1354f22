/** Beside an item in a studio list whose Dutch is not all written (issue 43): "Dutch missing", "Dutch: 3 fields missing". */
export function DutchBadge({ label }: { label: string | null | undefined }) {
  if (!label) return null;
  return (
    <>
      {" "}
      <span className="studio-badge studio-badge--language">{label}</span>
    </>
  );
}
