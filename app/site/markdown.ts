import MarkdownIt from "markdown-it";
import type { PhotoRef } from "~/schemas/photo";
import { pictureOf, PHOTO_PATH_PREFIX } from "./photos";

/**
 * The journal's Markdown, rendered once when an article is saved (the HTML is stored beside it):
 * - no raw HTML: markdown-it with `html: false` prints any tag as text;
 * - links only to http(s), mailto and the site's own paths; any other link is its text alone
 *   (and reported);
 * - images only from the site's photo library (`![alt](/media/{id})`), drawn as a responsive
 *   `<picture>`; any other image is dropped and reported;
 * - headings get ids, so a section can be linked to;
 * - nothing else: no classes or styles (keepToAllowlist).
 */
export type RenderedMarkdown = {
  html: string;
  /** The library photos the body shows, in order, each once. */
  photos: string[];
  /** What the author should fix (an image that is not a library photo, a link it refused); empty when all is well. */
  problems: string[];
  words: number;
};

/** The size and alt of a library photo, by id; undefined when there is no such photo. */
export type PhotoLookup = (id: string) => Omit<PhotoRef, "alt" | "decorative"> | undefined;

/** How wide a photo in an article's body is drawn: the text column, or the screen on phones. */
export const BODY_PHOTO_SIZES = "(min-width: 46rem) 42rem, calc(100vw - 2.5rem)";

const LIBRARY_PHOTO = new RegExp(`^${PHOTO_PATH_PREFIX}([a-z0-9]{20})$`);
const SAFE_URL = /^(https?:\/\/[^\s\\]+|mailto:[^\s\\]+|\/(?![/\\])[^\s\\]*|#[^\s\\]*)$/i;

const markdown = new MarkdownIt("default", { html: false, linkify: false, typographer: true });
// Every link and image is parsed, then checked as it is rendered (link_open, image): a refused one
// keeps its text, and the author is told why, rather than the Markdown showing through as typed.
markdown.validateLink = () => true;
const isSafeUrl = (url: string) => SAFE_URL.test(url.trim());

export function renderMarkdown(source: string, photoOf: PhotoLookup): RenderedMarkdown {
  const env: RenderEnv = { photoOf, photos: [], problems: [] };
  const tokens = markdown.parse(source, env);
  keepToAllowlist(tokens);
  addHeadingIds(tokens);
  const html = markdown.renderer.render(tokens, markdown.options, env);
  return { html, photos: [...new Set(env.photos)], problems: env.problems, words: wordsInHtml(html) };
}

type RenderEnv = { photoOf: PhotoLookup; photos: string[]; problems: string[]; refusedLinks?: boolean[] };
type Token = ReturnType<typeof markdown.parse>[number];

markdown.renderer.rules.link_open = (tokens, index, options, renderEnv, self) => {
  const env = renderEnv as RenderEnv;
  const href = String(tokens[index]!.attrGet("href") ?? "");
  const refused = !isSafeUrl(href);
  (env.refusedLinks ??= []).push(refused);
  if (!refused) return self.renderToken(tokens, index, options);
  const text = tokens[index + 1]?.type === "text" ? tokens[index + 1]!.content : href;
  env.problems.push(`The link "${text}" was left as text: a link may go to an https://, http:// or mailto: address, or to a page of this site (starting with /).`);
  return "";
};

markdown.renderer.rules.link_close = (tokens, index, options, renderEnv, self) => {
  const refused = (renderEnv as RenderEnv).refusedLinks?.pop() ?? false;
  return refused ? "" : self.renderToken(tokens, index, options);
};

markdown.renderer.rules.image = (tokens, index, _options, renderEnv) => {
  const env = renderEnv as RenderEnv;
  const token = tokens[index]!;
  const src = String(token.attrGet("src") ?? "");
  const alt = token.children?.map((child) => child.content).join("") ?? "";
  const id = LIBRARY_PHOTO.exec(src)?.[1];
  const photo = id ? env.photoOf(id) : undefined;
  if (!id || !photo) {
    env.problems.push(`The image "${alt || src}" is not a photo of the library: upload it, then use ![What it shows](/media/{id}).`);
    return "";
  }
  env.photos.push(id);
  const { sources, img } = pictureOf({ ...photo, photo: id, alt, decorative: alt === "" }, { sizes: BODY_PHOTO_SIZES });
  const escape = markdown.utils.escapeHtml;
  const sourceTags = sources.map((s) => `<source type="${s.type}" srcset="${escape(s.srcSet)}" sizes="${escape(s.sizes)}">`).join("");
  return (
    `<picture>${sourceTags}<img src="${escape(img.src)}" srcset="${escape(img.srcSet)}" sizes="${escape(img.sizes)}" ` +
    `width="${img.width}" height="${img.height}" alt="${escape(img.alt)}" loading="lazy" decoding="async"></picture>`
  );
};

/**
 * The stored HTML uses a short list of elements and attributes (tests/support/html-audit.ts), so
 * what markdown-it would add beyond it goes: a table column's alignment (a `style` attribute), a
 * code block's language (a `class`), and strikethrough is `<del>`, as GitHub writes it, not `<s>`.
 */
function keepToAllowlist(tokens: Token[]): void {
  for (const token of tokens) {
    if (token.type === "th_open" || token.type === "td_open") token.attrs = null;
    if (token.type === "fence") token.info = "";
    for (const child of token.children ?? ([] as Token[])) {
      if (child.type === "s_open" || child.type === "s_close") child.tag = "del";
    }
  }
}

/** `## Soft autumn at work` gets `id="soft-autumn-at-work"`; a repeated heading gets "-2", "-3". */
/**
 * Ids the pages around an article use (the skip link's `main`, the article's own parts, the studio
 * editor's fields and sections, where the preview shows the body): a heading never takes one, or
 * "## Main" would hijack the skip link and "## Upload" a label.
 */
const PAGE_IDS = /^(main|article-title|related-title|results-title|footer-brand|consent-title|error-heading|revisions|revisions-heading|upload|upload-heading|preview-heading|markdown-guide-heading|conflict-heading)$|^(field|cover|season|sub-season|upload)-/;

function addHeadingIds(tokens: Token[]): void {
  const taken = new Map<string, number>();
  tokens.forEach((token, index) => {
    if (token.type !== "heading_open") return;
    const text = tokens[index + 1]?.children?.map((child: Token) => child.content).join("") ?? "";
    const slug = slugOf(text) || "section";
    const base = PAGE_IDS.test(slug) ? `${slug}-section` : slug;
    const count = (taken.get(base) ?? 0) + 1;
    taken.set(base, count);
    token.attrSet("id", count === 1 ? base : `${base}-${count}`);
  });
}

function slugOf(text: string): string {
  return text
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 60);
}

/** The words a reader sees in rendered HTML: its text between the tags (an entity such as &amp; is no word). */
export function wordsInHtml(html: string): number {
  return html
    .replace(/<[^>]*>/g, " ")
    .replace(/&(?:#\d+|#x[0-9a-f]+|[a-z]+);/gi, "")
    .split(/\s+/)
    .filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
}

const WORDS_PER_MINUTE = 200;

/** Minutes to read, rounded up, at least one. */
export function readingMinutes(words: number): number {
  return Math.max(1, Math.ceil(words / WORDS_PER_MINUTE));
}
