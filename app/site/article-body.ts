/**
 * The journal's body markup (app/schemas/article.ts) read into blocks the page renders: text is
 * never HTML, so nothing in an article can add markup, scripts or links off the site.
 */

/** A run of text inside a paragraph or list item. */
export type Inline = { kind: "text"; text: string } | { kind: "strong"; text: string } | { kind: "link"; text: string; href: string };

export type Block = { kind: "heading"; text: string } | { kind: "list"; items: Inline[][] } | { kind: "paragraph"; inlines: Inline[] };

const WORDS_PER_MINUTE = 200;

/** `**strong**` and `[text](/path)`; a link whose target is not a path of this site stays text. */
const INLINE = /\*\*([^*]+)\*\*|\[([^\]]+)\]\(([^)\s]*)\)/g;

function isSitePath(href: string): boolean {
  return href.startsWith("/") && !href.startsWith("//") && !href.includes("\\");
}

export function parseInlines(text: string): Inline[] {
  const inlines: Inline[] = [];
  let at = 0;
  for (const match of text.matchAll(INLINE)) {
    if (match.index > at) inlines.push({ kind: "text", text: text.slice(at, match.index) });
    const [whole, strong, label, href] = match;
    if (strong !== undefined) inlines.push({ kind: "strong", text: strong });
    else if (isSitePath(href!)) inlines.push({ kind: "link", text: label!, href: href! });
    else inlines.push({ kind: "text", text: whole });
    at = match.index + whole.length;
  }
  if (at < text.length) inlines.push({ kind: "text", text: text.slice(at) });
  return inlines;
}

export function parseArticleBody(body: string): Block[] {
  return body
    .replace(/\r\n?/g, "\n")
    .split(/\n\s*\n/)
    .map((block) => block.trim())
    .filter(Boolean)
    .map((block): Block => {
      if (block.startsWith("## ")) return { kind: "heading", text: block.slice(3).trim() };
      const lines = block.split("\n");
      if (lines.every((line) => line.startsWith("- "))) return { kind: "list", items: lines.map((line) => parseInlines(line.slice(2).trim())) };
      return { kind: "paragraph", inlines: parseInlines(lines.join(" ")) };
    });
}

/** The words a reader sees. */
export function wordCount(body: string): number {
  return parseArticleBody(body)
    .flatMap((block) => (block.kind === "heading" ? [block.text] : (block.kind === "list" ? block.items.flat() : block.inlines).map((inline) => inline.text)))
    .join(" ")
    .split(/\s+/)
    .filter(Boolean).length;
}

/** Minutes to read, rounded up; at least one. */
export function readingMinutes(body: string): number {
  return Math.max(1, Math.ceil(wordCount(body) / WORDS_PER_MINUTE));
}
