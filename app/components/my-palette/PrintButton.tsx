import { useSyncExternalStore } from "react";

const noSubscription = () => () => {};
const onClient = () => typeof window.print === "function";
const onServer = () => false;

/** Opens the print dialog for the page's print card; rendered only where a script can do it, since without JavaScript the browser's own Print does the same. */
export function PrintButton({ text }: { text: string }) {
  const available = useSyncExternalStore(noSubscription, onClient, onServer);
  if (!available) return null;
  return (
    <button type="button" className="button button--secondary" onClick={() => window.print()}>
      {text}
    </button>
  );
}
