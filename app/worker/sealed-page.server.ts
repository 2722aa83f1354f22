import { sha256, toBase64 } from "~/platform/digest";

/**
 * A page made ready to be served to anyone, byte for byte (docs/decisions/020-pages-as-stored-bytes.md):
 * the nonce of the visitor it was rendered for is taken out, and the CSP allows its inline scripts
 * and styles by their SHA-256 hashes instead. Only the scripts the render itself wrote, which carry
 * its nonce, are hashed: a script that got into the page any other way stays blocked, on the kept
 * page as on the live one. Done once, when the page is kept; every visitor after
 * that gets the stored bytes untouched.
 */

/** The CSP sources that allow a sealed page's inline scripts and styles: `'sha256-…'` each. */
export type InlineHashes = { scripts: string[]; styles: string[] };

/**
 * `hashes`: what the CSP allows. `preloads`: the page's `<link rel="preload">`s as `Link` header
 * values, so Cloudflare can send them as 103 Early Hints before the page (the title font, an
 * article's cover). Never a script: those wait for the first paint (deferred-scripts.server.ts).
 */
export type SealedPage = { html: string; hashes: InlineHashes; preloads: string[] };

/** Script types the browser runs; anything else (`application/ld+json`) is data the CSP does not govern. */
const RUNNABLE_SCRIPT_TYPES = new Set(["", "text/javascript", "application/javascript", "module"]);

export async function sealPage(html: string, nonce: string): Promise<SealedPage> {
  const scripts: string[] = [];
  const styles: string[] = [];
  const inlineText = (into: string[], counts: (element: Element) => boolean): HTMLRewriterElementContentHandlers => {
    let text: string | null = null;
    return {
      element(element) {
        if (!counts(element)) return;
        text = "";
        // An element with no text gets no text chunk: its hash is the empty string's.
        element.onEndTag(() => {
          into.push(text ?? "");
          text = null;
        });
      },
      text(chunk) {
        if (text !== null) text += chunk.text;
      },
    };
  };
  const preloads: string[] = [];
  const runnable = (element: Element) => RUNNABLE_SCRIPT_TYPES.has((element.getAttribute("type") ?? "").trim().toLowerCase());
  const rendered = (element: Element) => nonce !== "" && element.getAttribute("nonce") === nonce;
  // Handlers run in the order they are added: the script's nonce is read before it is taken out.
  const sealed = await new HTMLRewriter()
    .on("script:not([src])", inlineText(scripts, (element) => runnable(element) && rendered(element)))
    .on("[nonce]", {
      element(element) {
        element.removeAttribute("nonce");
      },
    })
    .on("style", inlineText(styles, () => true))
    .on('link[rel="preload"]', {
      element(element) {
        const preload = linkValue(element);
        if (preload) preloads.push(preload);
      },
    })
    .transform(new Response(html, { headers: { "Content-Type": "text/html; charset=utf-8" } }))
    .text();
  return { html: sealed, hashes: { scripts: await hashesOf(scripts), styles: await hashesOf(styles) }, preloads };
}

/** What a `Link` header carries of a preload (RFC 8288), for fonts and images only. */
const LINK_PARAMS = ["as", "type", "crossorigin", "imagesrcset", "imagesizes", "fetchpriority"] as const;
const EARLY_HINT_TYPES = new Set(["font", "image"]);

function linkValue(element: Element): string | null {
  const as = element.getAttribute("as") ?? "";
  const href = element.getAttribute("href") ?? firstCandidate(element.getAttribute("imagesrcset"));
  if (!EARLY_HINT_TYPES.has(as) || !href || !href.startsWith("/") || href.startsWith("//")) return null;
  const params = LINK_PARAMS.filter((name) => element.hasAttribute(name)).map((name) => {
    const value = element.getAttribute(name) ?? "";
    return value === "" ? name : `${name}="${value.replace(/["\\]/g, "")}"`;
  });
  // Anything that could end the URI reference or the header is escaped.
  return [`<${href.replace(/[<>"\s,;]/g, encodeURIComponent)}>`, "rel=preload", ...params].join("; ");
}

/** The first URL of a `srcset`: the `<href>` of an image preload that names only candidates. */
function firstCandidate(srcset: string | null): string | null {
  return srcset?.trim().split(/\s+/)[0] ?? null;
}

/** The CSP source for one inline element's exact text. */
export async function sha256Source(text: string): Promise<string> {
  return `'sha256-${toBase64(await sha256(text))}'`;
}

async function hashesOf(texts: string[]): Promise<string[]> {
  return [...new Set(await Promise.all(texts.map(sha256Source)))];
}
