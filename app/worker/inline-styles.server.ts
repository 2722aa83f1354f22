import { withDeadline } from "~/platform/deadline";
import type { Log } from "~/platform/log.server";

/**
 * Fills each `<style data-href="/build/….css">` that app/components/PageLinks.tsx renders empty
 * with that stylesheet's text, so a page paints with no stylesheet request in its way. The text
 * comes from the static assets once per isolate (build files never change under their hashed
 * names). A stylesheet that cannot be read becomes an ordinary `<link>`: slower, never unstyled.
 */
const stylesheets = new WeakMap<Fetcher, Map<string, string>>();
const ASSET_TIMEOUT_MS = 1_000;
const BUILD_CSS = /^\/build\/[\w./-]+\.css$/;

export function inlineStylesheets(response: Response, assets: Fetcher | undefined, log: Log): Response {
  if (!(response.headers.get("Content-Type") ?? "").startsWith("text/html") || !response.body) return response;
  return new HTMLRewriter()
    .on("style[data-href]", {
      async element(element) {
        const href = element.getAttribute("data-href") ?? "";
        const css = await stylesheetText(href, assets, log);
        if (css === null) element.replace(`<link rel="stylesheet" href="${href.replace(/"/g, "&quot;")}">`, { html: true });
        else element.setInnerContent(css, { html: true });
      },
    })
    .transform(response);
}

async function stylesheetText(href: string, assets: Fetcher | undefined, log: Log): Promise<string | null> {
  if (!assets || !BUILD_CSS.test(href)) return null;
  let known = stylesheets.get(assets);
  if (!known) stylesheets.set(assets, (known = new Map()));
  const text = known.get(href);
  if (text !== undefined) return text;
  try {
    const response = await withDeadline(assets.fetch(new Request(new URL(href, "https://assets.internal"))), ASSET_TIMEOUT_MS, "stylesheet read");
    if (!response.ok) throw new Error(`status ${response.status}`);
    const css = await withDeadline(response.text(), ASSET_TIMEOUT_MS, "stylesheet read");
    // Nothing in a stylesheet may end the <style> element it is placed in.
    if (/<\/style/i.test(css)) throw new Error("the stylesheet contains </style");
    known.set(href, css);
    return css;
  } catch (error) {
    log("stylesheet not inlined", { href, error: String(error) });
    return null;
  }
}
