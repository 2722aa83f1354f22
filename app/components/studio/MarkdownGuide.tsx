/** The short Markdown guide beside the journal's body field: what to type for each kind of mark. */
const EXAMPLES: ReadonlyArray<{ what: string; type: string }> = [
  { what: "A heading", type: "## What a soft autumn wears" },
  { what: "A smaller heading", type: "### In the evening" },
  { what: "Bold", type: "**muted olive**" },
  { what: "Italic", type: "_warm but soft_" },
  { what: "A list", type: "- camel\n- moss\n- rust" },
  { what: "A numbered list", type: "1. Look\n2. Compare\n3. Choose" },
  { what: "A link", type: "[our seasons](/seasons)" },
  { what: "A photo of the library", type: "![What it shows](/media/{id})" },
  { what: "A decorative photo", type: "![](/media/{id})" },
  { what: "A quote", type: "> Wear the colour, not the other way round." },
];

export function MarkdownGuide() {
  return (
    <aside className="studio-journal-guide" aria-labelledby="markdown-guide-heading">
      <h2 id="markdown-guide-heading">Markdown in short</h2>
      <p>Leave an empty line between paragraphs.</p>
      <dl>
        {EXAMPLES.map((example) => (
          <div key={example.what}>
            <dt>{example.what}</dt>
            <dd>
              <code>{example.type}</code>
            </dd>
          </div>
        ))}
      </dl>
      <p>
        Links may go to pages of this site (<code>/seasons</code>), to <code>https://</code> addresses and to <code>mailto:</code>. Photos come from the media library only: upload one below,
        then paste the line it gives. HTML is shown as text, never run.
      </p>
    </aside>
  );
}
