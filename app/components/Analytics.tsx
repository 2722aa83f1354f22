import { useEffect } from "react";
import { useInnerHtml } from "~/site/inner-html";
import { useNonce } from "~/site/nonce";

declare global {
  interface Window {
    dataLayer?: unknown[];
    /** The measurement id of the analytics this document loaded. */
    __analyticsLoaded?: string;
  }
}

const gtagSrc = (id: string) => `https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(id)}`;
/**
 * Sets up gtag and inserts Google's script. Inserted, not written as `<script src>`: a page from
 * the page cache allows its inline scripts by hash, and only what they insert may load under
 * 'strict-dynamic' (a parser-inserted script would need a nonce).
 */
const loaderCode = (id: string) =>
  `window.__analyticsLoaded=${JSON.stringify(id)};window.dataLayer=window.dataLayer||[];function gtag(){dataLayer.push(arguments)}gtag("js",new Date());gtag("config",${JSON.stringify(id)},{anonymize_ip:true});` +
  `var s=document.createElement("script");s.async=true;s.src=${JSON.stringify(gtagSrc(id))};document.head.appendChild(s);`;

/** Whether this document has shown a page that must run no analytics (browser only: the server's module is shared). */
let quietPageShown = false;

/**
 * Whether this page may run analytics, asked by the root layout with whether the page must run
 * none: its address is a key (app/site/secret-address.ts), or it works with the visitor's photo
 * (app/site/photo-on-device.ts). Such a page never may; and in the browser, once one has been
 * shown, the rest of the document may not either: Google's tag reports a client navigation's
 * previous address as the referrer of the next page view. If the tag was already loaded, Google's
 * own switch (`ga-disable-<id>`) stops it sending anything more.
 */
export function useAnalyticsAllowed(withoutAnalytics: boolean): boolean {
  if (withoutAnalytics && typeof document !== "undefined") {
    quietPageShown = true;
    const loaded = window.__analyticsLoaded;
    if (loaded) (window as unknown as Record<string, unknown>)[`ga-disable-${loaded}`] = true;
  }
  return !withoutAnalytics && !quietPageShown;
}

/**
 * Google Analytics 4, rendered only once the visitor has accepted cookies. The server renders
 * it for a page loaded after acceptance; when the visitor accepts on a page with JavaScript,
 * this effect loads it without a reload.
 */
export function Analytics({ measurementId }: { measurementId: string }) {
  const nonce = useNonce();
  useEffect(() => {
    if (window.__analyticsLoaded) return;
    const loader = document.createElement("script");
    loader.textContent = loaderCode(measurementId);
    document.head.appendChild(loader);
  }, [measurementId]);

  const code = useInnerHtml(loaderCode(measurementId).replace(/</g, "\\u003c"));
  return <script nonce={nonce} suppressHydrationWarning dangerouslySetInnerHTML={code} />;
}
