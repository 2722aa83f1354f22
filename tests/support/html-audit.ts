/**
 * Reads HTML the way a browser's tokenizer does (the start of a tag, its name, its attributes
 * with quoted, single-quoted or bare values, character references in them) and lists everything
 * in it that could run or load something it should not: an element or an attribute outside the
 * journal's allowlists, or a URL that is not http(s), mailto, a fragment or a path of the site.
 *
 * Small and strict on purpose: the renderer's output is simple, so anything this cannot read
 * (a comment, a doctype, a processing instruction, an entity it does not know inside a URL) is
 * reported too, rather than guessed at. Runs in Node and in workerd.
 */

export const ALLOWED_ELEMENTS = new Set([
  ...["h1", "h2", "h3", "h4", "h5", "h6", "p", "ul", "ol", "li", "a", "strong", "em", "code", "pre", "blockquote", "hr"],
  ...["table", "thead", "tbody", "tr", "th", "td", "del", "br", "picture", "source", "img"],
]);

/** `start` (an ordered list's first number) is the one addition: digits only, checked below. */
export const ALLOWED_ATTRIBUTES = new Set(["href", "id", "src", "srcset", "sizes", "type", "width", "height", "alt", "loading", "decoding", "title", "start"]);

const URL_ATTRIBUTES = new Set(["href", "src"]);

export type Tag = { name: string; closing: boolean; attributes: Array<[string, string]> };

const NAMED: Record<string, string> = {
  amp: "&", lt: "<", gt: ">", quot: '"', apos: "'", nbsp: "\u00a0",
  colon: ":", Tab: "\t", NewLine: "\n", sol: "/", bsol: "\\", lpar: "(", rpar: ")", period: ".", semi: ";",
};

/** Character references as an attribute value's are decoded; an unknown named one is left, and flagged where it matters. */
export function decodeEntities(value: string): string {
  return value.replace(/&(?:#(\d+);?|#[xX]([0-9a-fA-F]+);?|([A-Za-z][A-Za-z0-9]*);)/g, (whole, dec?: string, hex?: string, name?: string) => {
    if (dec !== undefined || hex !== undefined) {
      const code = dec !== undefined ? Number.parseInt(dec, 10) : Number.parseInt(hex!, 16);
      return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : "\ufffd";
    }
    return NAMED[name!] ?? whole;
  });
}

/** Every start and end tag in `html`, and what in it is not a tag (comments, doctypes, `<?`, `</` not followed by a name). */
export function tokenize(html: string): { tags: Tag[]; oddities: string[] } {
  const tags: Tag[] = [];
  const oddities: string[] = [];
  let at = 0;
  while (at < html.length) {
    const open = html.indexOf("<", at);
    if (open < 0) break;
    const next = html[open + 1] ?? "";
    if (next === "!" || next === "?" || (next === "/" && !/[A-Za-z]/.test(html[open + 2] ?? ""))) {
      if (next !== "/" || html[open + 2] === ">") oddities.push(html.slice(open, open + 40));
      at = open + 1;
      continue;
    }
    const closing = next === "/";
    let i = open + (closing ? 2 : 1);
    if (!/[A-Za-z]/.test(html[i] ?? "")) {
      at = open + 1; // "<" then not a letter: text, as in a browser
      continue;
    }
    let name = "";
    while (i < html.length && !/[\s/>]/.test(html[i]!)) name += html[i++]!;
    const attributes: Array<[string, string]> = [];
    for (;;) {
      while (i < html.length && /[\s/]/.test(html[i]!)) i++;
      if (i >= html.length || html[i] === ">") break;
      let attr = html[i++]!; // the first character may be "=" (a browser takes it into the name)
      while (i < html.length && !/[\s/>=]/.test(html[i]!)) attr += html[i++]!;
      while (i < html.length && /\s/.test(html[i]!)) i++;
      let value = "";
      if (html[i] === "=") {
        i++;
        while (i < html.length && /\s/.test(html[i]!)) i++;
        const quote = html[i];
        if (quote === '"' || quote === "'") {
          const end = html.indexOf(quote, i + 1);
          value = html.slice(i + 1, end < 0 ? html.length : end);
          i = end < 0 ? html.length : end + 1;
        } else {
          while (i < html.length && !/[\s>]/.test(html[i]!)) value += html[i++]!;
        }
      }
      attributes.push([attr.toLowerCase(), decodeEntities(value)]);
    }
    tags.push({ name: name.toLowerCase(), closing, attributes });
    at = i + 1;
  }
  return { tags, oddities };
}

/**
 * Whether a URL is one the journal may link to or load: http(s), mailto, a fragment, or a path of
 * this site. Read as a browser reads it: leading and trailing controls and spaces stripped, tabs
 * and newlines removed anywhere, backslashes taken for slashes.
 */
export function isSafeUrl(raw: string): boolean {
  // eslint-disable-next-line no-control-regex -- exactly the characters a URL parser strips
  const url = raw.replace(/^[\u0000-\u0020]+|[\u0000-\u0020]+$/g, "").replace(/[\t\n\r]/g, "").replace(/\\/g, "/");
  if (/&[A-Za-z][A-Za-z0-9]*;/.test(url)) return false; // an entity this reader does not know
  if (/^https?:\/\/[^/]/i.test(url)) return true;
  if (/^mailto:/i.test(url)) return true;
  if (url.startsWith("#")) return true;
  return url.startsWith("/") && !url.startsWith("//");
}

/** What in `html` breaks the journal's rules; empty when nothing does. */
export function auditHtml(html: string): string[] {
  const { tags, oddities } = tokenize(html);
  const problems = oddities.map((odd) => `not a tag: ${JSON.stringify(odd)}`);
  for (const tag of tags) {
    if (!ALLOWED_ELEMENTS.has(tag.name)) problems.push(`element <${tag.closing ? "/" : ""}${tag.name}>`);
    if (tag.closing && tag.attributes.length > 0) problems.push(`attributes on </${tag.name}>`);
    for (const [name, value] of tag.attributes) {
      if (!ALLOWED_ATTRIBUTES.has(name)) problems.push(`attribute ${name}=${JSON.stringify(value)} on <${tag.name}>`);
      if (URL_ATTRIBUTES.has(name) && !isSafeUrl(value)) problems.push(`${name}=${JSON.stringify(value)} on <${tag.name}>`);
      if (name === "srcset") {
        for (const candidate of value.split(",")) {
          const url = candidate.trim().split(/\s+/)[0] ?? "";
          if (!isSafeUrl(url) || !url.startsWith("/")) problems.push(`srcset candidate ${JSON.stringify(url)} on <${tag.name}>`);
        }
      }
      if (name === "start" && !/^\d{1,9}$/.test(value)) problems.push(`start=${JSON.stringify(value)}`);
    }
  }
  return problems;
}
