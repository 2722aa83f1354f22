import { defineWords, useWords } from "~/site/words";

type Props = { cardId: string; paletteName: string };

const WORDS = defineWords({
  en: { print: "Print card", of: (palette: string) => ` of ${palette}` },
  nl: { print: "Kaart afdrukken", of: (palette: string) => ` van ${palette}` },
});

/**
 * Targets a palette's card, which the print stylesheet then prints alone (see
 * app/styles/color-tools.css). With JavaScript it also opens the print dialog; without, the
 * visitor prints the page themselves and still gets just that card.
 */
export function PrintCardLink({ cardId, paletteName }: Props) {
  const words = useWords(WORDS);
  return (
    <a
      href={`#${cardId}`}
      className="button button--secondary button--sm"
      // After the fragment navigation, so `:target` already matches when the dialog renders.
      onClick={() => window.setTimeout(() => window.print(), 50)}
    >
      {words.print}
      <span className="visually-hidden">{words.of(paletteName)}</span>
    </a>
  );
}
