/** Elements that have no end tag: `<img>` opens and closes in one tag. */
const VOID_ELEMENTS = new Set(["area", "base", "br", "col", "embed", "hr", "img", "input", "link", "meta", "source", "track", "wbr"]);
/** Elements whose content is text up to their own end tag: a `<` inside them starts no tag. */
const RAW_TEXT_ELEMENTS = new Set(["script", "style", "textarea", "title"]);

const TAG_NAME = /[a-zA-Z][^\s/>]*/y;
const ATTRIBUTE = /\s*([^\s"'>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+)))?/y;

/**
 * The tags of server-rendered HTML from offset `from`, in order, as
 * `{ name, closing, selfClosing, attributes, start, end, text }`: `name` in lower case,
 * `attributes` a Map with lower-case keys, `end` just past the `>`, and `text` the content of a
 * script, style, textarea or title (which is not scanned for tags). Comments and doctypes are
 * skipped. A small scanner for measuring the bench's pages, not an HTML5 parser.
 */
export function* scanTags(html, from = 0) {
  let position = from;
  while (position < html.length) {
    const start = html.indexOf("<", position);
    if (start === -1) return;
    if (html.startsWith("<!--", start)) {
      position = skipPast(html, "-->", start + 4);
      continue;
    }
    if (html[start + 1] === "!" || html[start + 1] === "?") {
      position = skipPast(html, ">", start);
      continue;
    }
    const closing = html[start + 1] === "/";
    TAG_NAME.lastIndex = start + (closing ? 2 : 1);
    const nameMatch = TAG_NAME.exec(html);
    if (!nameMatch) {
      position = start + 1; // a lone "<" in text
      continue;
    }
    const name = nameMatch[0].toLowerCase();
    if (closing) {
      const end = skipPast(html, ">", TAG_NAME.lastIndex);
      yield { name, closing, selfClosing: false, attributes: new Map(), start, end };
      position = end;
      continue;
    }
    const { attributes, selfClosing, end } = readAttributes(html, TAG_NAME.lastIndex);
    if (RAW_TEXT_ELEMENTS.has(name) && !selfClosing) {
      const textEnd = rawTextEnd(html, name, end);
      yield { name, closing, selfClosing, attributes, start, end, text: html.slice(end, textEnd) };
      position = textEnd;
      continue;
    }
    yield { name, closing, selfClosing, attributes, start, end };
    position = end;
  }
}

/**
 * The offset just past the element that `open` (a start tag from `scanTags`) begins: after its
 * matching end tag, counting the nesting of elements of the same name, or after `open` itself
 * for a void element. Null when the end tag never comes.
 */
export function elementEnd(html, open) {
  if (open.selfClosing || VOID_ELEMENTS.has(open.name)) return open.end;
  let depth = 0;
  for (const tag of scanTags(html, open.start)) {
    if (tag.name !== open.name || tag.selfClosing) continue;
    depth += tag.closing ? -1 : 1;
    if (depth === 0) return tag.end;
  }
  return null;
}

/** Does the tag carry this keyword in its `rel` (a space-separated, case-insensitive list)? */
export function hasRel(tag, keyword) {
  return (tag.attributes.get("rel") ?? "").toLowerCase().split(/\s+/).includes(keyword);
}

function skipPast(html, marker, from) {
  const found = html.indexOf(marker, from);
  return found === -1 ? html.length : found + marker.length;
}

function readAttributes(html, from) {
  const attributes = new Map();
  let position = from;
  while (position < html.length) {
    ATTRIBUTE.lastIndex = position;
    const match = ATTRIBUTE.exec(html);
    if (match) {
      attributes.set(match[1].toLowerCase(), match[2] ?? match[3] ?? match[4] ?? "");
      position = ATTRIBUTE.lastIndex;
    } else if (html[position] === ">") {
      return { attributes, selfClosing: false, end: position + 1 };
    } else if (html.startsWith("/>", position)) {
      return { attributes, selfClosing: true, end: position + 2 };
    } else {
      position += 1; // white space or a stray "/"
    }
  }
  return { attributes, selfClosing: false, end: html.length };
}

function rawTextEnd(html, name, from) {
  const endTag = new RegExp(`</${name}[\\s/>]`, "gi");
  endTag.lastIndex = from;
  return endTag.exec(html)?.index ?? html.length;
}
