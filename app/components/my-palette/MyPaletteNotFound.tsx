import { useLocalPath, useWords } from "~/site/words";
import { MY_PALETTE_WORDS } from "./my-palette-words";

/**
 * What a link that opens no palette shows (404): a link replaced by a newer one, ended, or whose
 * palette was deleted, alike, so a stranger with a guessed address learns nothing, and the client
 * learns what to do.
 */
export function MyPaletteNotFound() {
  const words = useWords(MY_PALETTE_WORDS);
  const localPath = useLocalPath();
  return (
    <section className="error-screen" aria-labelledby="error-heading">
      <h1 id="error-heading" className="error-screen__code">
        404
      </h1>
      <p className="error-screen__title">{words.notFoundTitle}</p>
      <p>{words.notFoundText}</p>
      <ul className="error-screen__links">
        <li>
          <a href={localPath("/contact")}>{words.notFoundContact}</a>
        </li>
        <li>
          <a href={localPath("/")}>{words.notFoundHome}</a>
        </li>
      </ul>
    </section>
  );
}
