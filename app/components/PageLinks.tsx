import { UNSAFE_FrameworkContext, useMatches, type HtmlLinkDescriptor } from "react-router";
import { useContext } from "react";
import { useNonce } from "~/site/nonce";

/**
 * React Router's `<Links />`, but a page's own stylesheets arrive inside its HTML: the server renders
 * each as an empty `<style data-href>`, which the worker fills with the stylesheet's text
 * (app/worker/inline-styles.server.ts), so no stylesheet request holds up the first paint. In the
 * browser those elements keep the text they came with; a stylesheet of a route reached later by
 * client navigation is an ordinary `<link>` (React Router has already loaded it before the route shows).
 * `omit`: stylesheets the root attaches to every page that this document does not use (the
 * studio draws none of the public site's header, footer or buttons).
 */
const inlinedAtLoad = new Map(
  typeof document === "undefined"
    ? []
    : // One object per stylesheet, so React 19 never sets a style's text again (app/site/inner-html.ts).
      [...document.querySelectorAll<HTMLStyleElement>("style[data-href]")].map((style) => [style.dataset.href ?? "", { __html: style.textContent ?? "" }]),
);

export function PageLinks({ omit = [] }: { omit?: readonly string[] }) {
  const routeModules = useContext(UNSAFE_FrameworkContext)?.routeModules ?? {};
  const nonce = useNonce();
  const seen = new Set<string>();
  const links = useMatches()
    .flatMap((match) => routeModules[match.id]?.links?.() ?? [])
    .filter((link): link is HtmlLinkDescriptor => "href" in link && typeof link.href === "string" && !omit.includes(link.href))
    .filter((link) => {
      const key = `${link.rel} ${link.href}`;
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    });

  return links.map((link) => {
    const key = `${link.rel} ${link.href}`;
    if (link.rel !== "stylesheet") return <link key={key} {...link} />;
    if (typeof document === "undefined") return <style key={key} data-href={link.href} nonce={nonce} />;
    const css = link.href ? inlinedAtLoad.get(link.href) : undefined;
    return css === undefined ? (
      <link key={key} {...link} />
    ) : (
      <style key={key} data-href={link.href} suppressHydrationWarning dangerouslySetInnerHTML={css} />
    );
  });
}
