/**
 * React Router's scripts, made to wait their turn (docs/decisions/020-pages-as-stored-bytes.md). Its
 * inline `<script type="module">` (the route modules' imports and the hydration) becomes a classic
 * inline script that inserts the same module script, and its `<link rel="modulepreload">`s get
 * `media="not all"`, which keeps the browser from fetching them (the elements stay: React hydrates
 * them; the module script fetches the same files when it is inserted):
 * - An inserted script is not "parser-inserted", so under 'strict-dynamic' it and everything it
 *   imports, later route modules included, may load on a page whose CSP allows its inline scripts
 *   by hash alone (a parser-inserted module's imports would be refused: w3c/webappsec-csp#243).
 * - On a public page it is inserted once the page has loaded and painted: every public page works
 *   without JavaScript, so nothing waits for it, and no script request competes with the first or
 *   the largest paint. Chrome fetches module scripts at high priority whatever `fetchpriority`
 *   says, and Lighthouse counts every request that ends before the largest paint as holding it
 *   up, a prefetch's too.
 * - On a studio page it is inserted at once: the studio needs its scripts to be useful.
 */
export type ScriptStart = "after-load" | "at-once";

export function deferScripts(response: Response, start: ScriptStart): Response {
  if (!(response.headers.get("Content-Type") ?? "").startsWith("text/html") || !response.body) return response;
  let moduleCode = "";
  return new HTMLRewriter()
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
        chunk.replace(insertModuleScript(moduleCode, start), { html: true });
      },
    })
    .transform(response);
}

/** A classic script that inserts a module script with `code`; no `<` in it can end the element it sits in. */
export function insertModuleScript(code: string, start: ScriptStart): string {
  const text = JSON.stringify(code).replace(/</g, "\\u003c");
  const insert = `()=>{const s=document.createElement("script");s.type="module";s.textContent=${text};document.body.appendChild(s)}`;
  if (start === "at-once") return `(${insert})()`;
  // The frame after the load event: past the first paint, and past the largest when it is a photo.
  return `{const insert=${insert};const later=()=>requestAnimationFrame(()=>setTimeout(insert));document.readyState==="complete"?later():addEventListener("load",later,{once:true})}`;
}
