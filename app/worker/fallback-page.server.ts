import { DEFAULT_LAYOUT_COLORS } from "~/data/site-defaults";
import { errorPagesIn } from "~/site/error-pages";
import type { Locale } from "~/site/locale";
import { escapeXml } from "~/site/xml";

const c = DEFAULT_LAYOUT_COLORS;

function pages(locale: Locale) {
  const { notFound, broken, unavailable, homeLinks } = errorPagesIn(locale);
  return {
    404: { title: notFound.title, text: notFound.text, links: [...notFound.links, notFound.contact.link] },
    500: { title: broken.title, text: broken.text, links: homeLinks },
    503: { title: unavailable.title, text: unavailable.text, links: homeLinks },
  } as const;
}

/**
 * A self-contained page for an answer given before React Router can render (or when it cannot):
 * the error screen's words, in the address's language (`localeOfPath`: a /nl/ address gets Dutch).
 */
export function fallbackPage(status: 404 | 500 | 503, locale: Locale = "en"): Response {
  const { title, text, links } = pages(locale)[status];
  return selfContainedPage(status, escapeXml(title), escapeXml(text), links, locale);
}

const STUDIO_REFUSALS = {
  400: "The form was cut off before all of it arrived. Go back and save again.",
  408: "The form took too long to arrive. Go back and save again when the connection is steadier.",
  413: "This form is larger than the studio accepts (1 MB and 2,000 fields). Use your browser's Back button: the form still holds what you typed. Save it in smaller parts, for example half of the list at a time.",
} as const;

/** A studio form the worker refused before the studio saw it: what happened, and that nothing typed is lost. */
export function studioBodyRefusalPage(status: keyof typeof STUDIO_REFUSALS, text: string = STUDIO_REFUSALS[status]): Response {
  return selfContainedPage(status, "This form was not saved", escapeXml(text), [{ href: "/studio", label: "Studio home" }]);
}

function selfContainedPage(status: number, title: string, text: string, links: ReadonlyArray<{ href: string; label: string }>, locale: Locale = "en"): Response {
  const linkList = links.map((link) => `<li><a style="color:${c.accent_color.hex}" href="${escapeXml(link.href)}">${escapeXml(link.label)}</a></li>`).join("");
  const body = `<!doctype html><html lang="${locale}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${title}</title></head><body style="margin:0;font-family:Georgia,serif;background:${c.bg_color.hex};color:${c.text_color.hex}"><main style="max-width:36rem;margin:15vh auto;padding:1rem"><h1 style="color:${c.title_color.hex}">${title}</h1><p>${text}</p><ul>${linkList}</ul></main></body></html>`;
  return new Response(body, {
    status,
    headers: { "Content-Type": "text/html; charset=utf-8", "Cache-Control": "no-store" },
  });
}
