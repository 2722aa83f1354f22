import type { ArticleFormValues } from "~/studio/journal/article-form";
import { ConflictTable } from "./ConflictTable";

const LABELS: Record<keyof ArticleFormValues, string> = {
  language: "Language",
  title: "Title",
  slug: "Link name",
  excerpt: "Excerpt",
  kind: "Kind",
  topic: "Topic",
  difficulty: "Difficulty",
  seasons: "Seasons",
  subSeasons: "Sub-seasons",
  author: "Author",
  coverPhoto: "Cover photo",
  coverAlt: "Cover's alt text",
  coverDecorative: "Cover is decorative",
  seoTitle: "SEO title",
  seoDescription: "SEO description",
  body: "Body",
  publishAt: "Go public at",
};

/** Someone saved the article since the form was loaded: what differs, and how to keep either version. */
export function ArticleConflictNotice({ current, yours }: { current: ArticleFormValues | null; yours: ArticleFormValues }) {
  const show = (value: ArticleFormValues[keyof ArticleFormValues] | undefined) => (Array.isArray(value) ? value.join(", ") : typeof value === "boolean" ? (value ? "yes" : "no") : (value ?? "")) || "(none)";
  const rows = current
    ? (Object.keys(LABELS) as Array<keyof ArticleFormValues>).filter((name) => show(current[name]) !== show(yours[name])).map((name) => ({ label: LABELS[name], current: show(current[name]), yours: show(yours[name]) }))
    : [];
  return (
    <section className="studio-status studio-status--error" role="alert" aria-labelledby="conflict-heading">
      <h2 id="conflict-heading">Someone else saved this while you were editing</h2>
      <p>Nothing of yours was saved, and nothing of theirs was overwritten. Here is what differs; the form below still holds your version.</p>
      {rows.length ? <ConflictTable rows={rows} /> : <p>Their version and yours are the same.</p>}
      <p>To keep theirs, reload this page. To keep yours, save again.</p>
    </section>
  );
}
