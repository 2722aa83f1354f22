type Props = { cardId: string; paletteName: string };

/**
 * Targets a palette's card, which the print stylesheet then prints alone (see
 * app/styles/color-tools.css). With JavaScript it also opens the print dialog; without, the
 * visitor prints the page themselves and still gets just that card.
 */
export function PrintCardLink({ cardId, paletteName }: Props) {
  return (
    <a
      href={`#${cardId}`}
      className="button button--secondary button--sm"
      // After the fragment navigation, so `:target` already matches when the dialog renders.
      onClick={() => window.setTimeout(() => window.print(), 50)}
    >
      Print card<span className="visually-hidden">{` of ${paletteName}`}</span>
    </a>
  );
}
