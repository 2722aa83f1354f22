import { useState, useSyncExternalStore } from "react";
import { defineWords, useWords } from "~/site/words";

const WORDS = defineWords({
  en: {
    copied: (count: number) => `Copied ${count} hex codes.`,
    blocked: "Copying is blocked here: select the hex codes on the page instead.",
    copy: "Copy hex codes",
    of: (palette: string) => ` of ${palette}`,
  },
  nl: {
    copied: (count: number) => `${count} hexcodes gekopieerd.`,
    blocked: "Kopiëren is hier geblokkeerd: selecteer de hexcodes dan op de pagina zelf.",
    copy: "Hexcodes kopiëren",
    of: (palette: string) => ` van ${palette}`,
  },
});

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
  const words = useWords(WORDS);
  if (!available) return null;

  async function copy() {
    try {
      await navigator.clipboard.writeText(hexes.join("\n"));
      setStatus(words.copied(hexes.length));
    } catch {
      setStatus(words.blocked);
    }
  }

  return (
    <>
      <button type="button" className="button button--secondary button--sm" onClick={copy}>
        {words.copy}
        <span className="visually-hidden">{words.of(paletteName)}</span>
      </button>
      <span className="copy-status" role="status">
        {status}
      </span>
    </>
  );
}
