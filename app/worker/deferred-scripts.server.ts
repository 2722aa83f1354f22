import { SCRIPTS_AFTER_LOAD } from "~/site/scripts-handle";

/**
 * React Router's scripts, made to wait their turn (docs/decisions/020-pages-as-stored-bytes.md). Its
 * inline `<script type="module">` (the route modules' imports and the hydration) becomes a classic
 * inline script that inserts the same module script, and its `<link rel="modulepreload">`s get
 * `media="not all"`, which keeps the browser from fetching them (the elements stay: React hydrates
 * them; the module script fetches the same files when it is inserted):
 * - An inserted script is not "parser-inserted", so under 'strict-dynamic' it and everything it
 *   imports, later route modules included, may load on a page whose CSP allows its inline scripts
 *   by hash alone (a parser-inserted module's imports would be refused: w3c/webappsec-csp#243).
 * - On a public page it is inserted on the visitor's first interaction: a pointer or a key pressed,
 *   a touch, a scroll, the mouse moved or focus taken (docs/decisions/036-hydration-on-first-interaction.md).
 *   Every public page works without JavaScript, so nothing waits for it; a phone that only reads
 *   downloads, compiles and hydrates nothing, and no script competes with the first or largest paint.
 * - On a page whose tool is its script (a route's `handle.scripts`, app/site/scripts-handle.ts) it
 *   is inserted once the page has loaded and painted. Chrome fetches module scripts at high
 *   priority whatever `fetchpriority` says, and Lighthouse counts every request that ends before
 *   the largest paint as holding it up, a prefetch's too.
 * - On a studio page it is inserted at once: the studio needs its scripts to be useful.
 */
export type ScriptStart = "on-interaction" | "after-load" | "at-once";

export function deferScripts(response: Response, start: ScriptStart): Response {
  if (!(response.headers.get("Content-Type") ?? "").startsWith("text/html") || !response.body) return response;
  let moduleCode = "";
  let when = start;
  return new HTMLRewriter()
    // The answer to a form posted before the page's script ran: its script starts after load, so
    // the error summary takes focus as the page opens (decision 031), not when the visitor, already
    // scrolling to a field, first touches the page.
    .on("#error-summary", {
      element() {
        if (when === "on-interaction") when = "after-load";
      },
    })
    // A page rendered with its tool ready to use (the drapes and the photo check at their answer
    // address, app/site/photo-on-device.ts): the visitor asked for the tool by coming here.
    .on(`[${SCRIPTS_AFTER_LOAD}]`, {
      element() {
        if (when === "on-interaction") when = "after-load";
      },
    })
    .on('link[rel="modulepreload"]', {
      element(element) {
        element.setAttribute("media", "not all");
      },
    })
    .on('script[type="module"]:not([src])', {
      element(element) {
        // A classic inline script: `async` has no meaning there (and is invalid HTML).
        element.removeAttribute("type");
        element.removeAttribute("async");
        moduleCode = "";
      },
      text(chunk) {
        moduleCode += chunk.text;
        if (!chunk.lastInTextNode) {
          chunk.remove();
          return;
        }
        chunk.replace(insertModuleScript(moduleCode, when), { html: true });
      },
    })
    .transform(response);
}

/** The events that say a visitor is doing more than reading: the first one starts a public page's scripts. */
export const FIRST_INTERACTION_CUES = ["pointerdown", "pointermove", "touchstart", "keydown", "wheel", "scroll", "focusin"] as const;

/** A classic script that inserts a module script with `code`; no `<` in it can end the element it sits in. */
export function insertModuleScript(code: string, start: ScriptStart): string {
  const text = JSON.stringify(code).replace(/</g, "\\u003c");
  const insert = `()=>{const s=document.createElement("script");s.type="module";s.textContent=${text};document.body.appendChild(s)}`;
  if (start === "at-once") return `(${insert})()`;
  // The frame after the load event: past the first paint, and past the largest when it is a photo.
  if (start === "after-load") return `{const insert=${insert};const later=()=>requestAnimationFrame(()=>setTimeout(insert));document.readyState==="complete"?later():addEventListener("load",later,{once:true})}`;
  // Captured on window, so an element that stops a cue's propagation cannot keep the page from starting.
  const cues = JSON.stringify(FIRST_INTERACTION_CUES);
  return `{const insert=${insert};const cues=${cues};const start=()=>{for(const c of cues)removeEventListener(c,start,true);insert()};for(const c of cues)addEventListener(c,start,{capture:true,passive:true})}`;
}
