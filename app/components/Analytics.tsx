import { useEffect } from "react";
import { useInnerHtml } from "~/site/inner-html";
import { useNonce } from "~/site/nonce";

declare global {
  interface Window {
    dataLayer?: unknown[];
    __analyticsLoaded?: boolean;
  }
}

const gtagSrc = (id: string) => `https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(id)}`;
/**
 * Sets up gtag and inserts Google's script. Inserted, not written as `<script src>`: a page from
 * the page cache allows its inline scripts by hash, and only what they insert may load under
 * 'strict-dynamic' (a parser-inserted script would need a nonce).
 */
const loaderCode = (id: string) =>
  `window.__analyticsLoaded=true;window.dataLayer=window.dataLayer||[];function gtag(){dataLayer.push(arguments)}gtag("js",new Date());gtag("config",${JSON.stringify(id)},{anonymize_ip:true});` +
  `var s=document.createElement("script");s.async=true;s.src=${JSON.stringify(gtagSrc(id))};document.head.appendChild(s);`;

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
