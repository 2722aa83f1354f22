/**
 * A page for a visitor who asked to save data (`Save-Data: on`, app/site/save-data.ts) offers only
 * its photos' smallest sizes: every `srcset` (and a preload's `imagesrcset`) keeps the candidates
 * up to SAVE_DATA_PHOTO_WIDTH, and an `<img>`'s fallback `src` becomes the smallest. One pass over
 * the HTML covers every photo, those in an article's stored Markdown included.
 */
export const SAVE_DATA_PHOTO_WIDTH = 400;

export function lightenPhotos(response: Response): Response {
  if (!(response.headers.get("Content-Type") ?? "").startsWith("text/html") || !response.body) return response;
  const narrow = (attribute: string): HTMLRewriterElementContentHandlers => ({
    element(element) {
      const candidates = element.getAttribute(attribute);
      if (candidates === null) return;
      const kept = smallCandidates(candidates);
      element.setAttribute(attribute, kept.map(({ url, width }) => `${url} ${width}w`).join(", "));
      if (element.tagName === "img" && element.hasAttribute("src") && kept[0]) element.setAttribute("src", kept[0].url);
    },
  });
  return new HTMLRewriter().on("[srcset]", narrow("srcset")).on("link[imagesrcset]", narrow("imagesrcset")).transform(response);
}

type Candidate = { url: string; width: number };

/** The width-described candidates up to SAVE_DATA_PHOTO_WIDTH, smallest first; the smallest alone when all are wider. */
export function smallCandidates(srcset: string): Candidate[] {
  const candidates = srcset
    .split(",")
    .map((part) => /^\s*(\S+)\s+(\d+)w\s*$/.exec(part))
    .filter((match): match is RegExpExecArray => match !== null)
    .map((match) => ({ url: match[1]!, width: Number(match[2]) }))
    .sort((a, b) => a.width - b.width);
  const small = candidates.filter((candidate) => candidate.width <= SAVE_DATA_PHOTO_WIDTH);
  return small.length > 0 ? small : candidates.slice(0, 1);
}
