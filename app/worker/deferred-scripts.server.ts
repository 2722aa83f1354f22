/**
 * Remix's scripts, made to wait their turn (docs/decisions/020-pages-as-stored-bytes.md):
 * - its `<link rel="modulepreload">`s get `fetchpriority="low"`, so they never compete with the
 *   stylesheet-free first paint (Lighthouse counts a high-priority script as render-blocking);
 * - its inline `<script type="module">` (the route modules' imports and the hydration) becomes a
 *   classic inline script that inserts the same module script. An inserted script is not
 *   "parser-inserted", so under 'strict-dynamic' it and everything it imports, later route
 *   modules included, may load on a page whose CSP allows its inline scripts by hash alone (a
 *   parser-inserted module's imports would be refused there: w3c/webappsec-csp#243). An inserted
 *   script still holds the page's load event until it has run, as the parser-inserted one did.
 */
export function deferScripts(response: Response): Response {
  if (!(response.headers.get("Content-Type") ?? "").startsWith("text/html") || !response.body) return response;
  let moduleCode = "";
  return new HTMLRewriter()
    .on('link[rel="modulepreload"]', {
      element(element) {
        element.setAttribute("fetchpriority", "low");
      },
    })
    .on('script[type="module"]:not([src])', {
      element(element) {
        element.removeAttribute("type");
        moduleCode = "";
      },
      text(chunk) {
        moduleCode += chunk.text;
        if (!chunk.lastInTextNode) {
          chunk.remove();
          return;
        }
        chunk.replace(insertModuleScript(moduleCode), { html: true });
      },
    })
    .transform(response);
}

/** A classic script that inserts a module script with `code`; no `<` in it can end the element it sits in. */
export function insertModuleScript(code: string): string {
  const text = JSON.stringify(code).replace(/</g, "\\u003c");
  return `{const s=document.createElement("script");s.type="module";s.textContent=${text};document.body.appendChild(s)}`;
}
