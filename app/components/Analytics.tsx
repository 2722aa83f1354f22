import { useEffect } from "react";
import { useNonce } from "~/site/nonce";

declare global {
  interface Window {
    dataLayer?: unknown[];
    __analyticsLoaded?: boolean;
  }
}

const gtagSrc = (id: string) => `https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(id)}`;
const initCode = (id: string) =>
  `window.__analyticsLoaded=true;window.dataLayer=window.dataLayer||[];function gtag(){dataLayer.push(arguments)}gtag("js",new Date());gtag("config",${JSON.stringify(id)},{anonymize_ip:true});`;

/**
 * Google Analytics 4, rendered only once the visitor has accepted cookies. The server renders
 * it for a page loaded after acceptance; when the visitor accepts on a page with JavaScript,
 * this effect loads it without a reload.
 */
export function Analytics({ measurementId }: { measurementId: string }) {
  const nonce = useNonce();
  useEffect(() => {
    if (window.__analyticsLoaded) return;
    const pageNonce = document.querySelector<HTMLScriptElement>("script[nonce]")?.nonce ?? "";
    const init = document.createElement("script");
    init.nonce = pageNonce;
    init.textContent = initCode(measurementId);
    const loader = document.createElement("script");
    loader.nonce = pageNonce;
    loader.async = true;
    loader.src = gtagSrc(measurementId);
    document.head.appendChild(init);
    document.head.appendChild(loader);
  }, [measurementId]);

  return (
    <>
      <script nonce={nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: initCode(measurementId) }} />
      <script async nonce={nonce} suppressHydrationWarning src={gtagSrc(measurementId)} />
    </>
  );
}
