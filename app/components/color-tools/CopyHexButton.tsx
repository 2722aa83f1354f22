import { useState, useSyncExternalStore } from "react";

const noSubscription = () => () => {};
const clipboardOnClient = () => typeof navigator !== "undefined" && typeof navigator.clipboard?.writeText === "function";
const noClipboardOnServer = () => false;

type Props = { paletteName: string; hexes: readonly string[] };

/**
 * Copies a palette's hex codes, one a line. It renders nothing on the server and without
 * JavaScript or the Clipboard API: the codes are always on the page as selectable text.
 */
export function CopyHexButton({ paletteName, hexes }: Props) {
  const available = useSyncExternalStore(noSubscription, clipboardOnClient, noClipboardOnServer);
  const [status, setStatus] = useState("");
  if (!available) return null;

  async function copy() {
    try {
      await navigator.clipboard.writeText(hexes.join("\n"));
      setStatus(`Copied ${hexes.length} hex codes.`);
    } catch {
      setStatus("Copying is blocked here: select the hex codes on the page instead.");
    }
  }

  return (
    <>
      <button type="button" className="button button--secondary button--sm" onClick={copy}>
        Copy hex codes<span className="visually-hidden">{` of ${paletteName}`}</span>
      </button>
      <span className="copy-status" role="status">
        {status}
      </span>
    </>
  );
}
