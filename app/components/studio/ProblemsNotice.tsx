/** On a form whose stored document fails its schema: what is wrong, so it can be mended here. */
export function ProblemsNotice({ problems }: { problems: readonly string[] }) {
  if (!problems.length) return null;
  return (
    <div className="studio-status studio-status--error">
      <p>
        <strong>This needs fixing:</strong> as stored, the site can't show it. Correct the fields below (saving shows which ones) and save.
      </p>
      <ul>
        {problems.map((problem) => (
          <li key={problem}>{problem}</li>
        ))}
      </ul>
    </div>
  );
}
