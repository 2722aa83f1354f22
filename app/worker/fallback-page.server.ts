import { DEFAULT_LAYOUT_COLORS } from "~/data/site-defaults";

const c = DEFAULT_LAYOUT_COLORS;

const PAGES = {
  404: { title: "Page not found", text: "There is no page at this address. Our home page leads to everything we offer." },
  500: { title: "Something went wrong", text: "Please try again in a moment. If it keeps happening, write to us and we will sort it out." },
  503: { title: "We'll be right back", text: "Please try again in a moment. If it keeps happening, write to us and we will sort it out." },
} as const;

/** A self-contained page for an answer given before Remix can render (or when it cannot). */
export function fallbackPage(status: keyof typeof PAGES): Response {
  const { title, text } = PAGES[status];
  const body = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${title}</title></head><body style="margin:0;font-family:Georgia,serif;background:${c.bg_color.hex};color:${c.text_color.hex}"><main style="max-width:36rem;margin:15vh auto;padding:1rem"><h1 style="color:${c.title_color.hex}">${title}</h1><p>${text}</p><p><a style="color:${c.accent_color.hex}" href="/">Return to our Home Page</a></p></main></body></html>`;
  return new Response(body, {
    status,
    headers: { "Content-Type": "text/html; charset=utf-8", "Cache-Control": "no-store" },
  });
}
