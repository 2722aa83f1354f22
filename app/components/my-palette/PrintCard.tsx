import type { MyPaletteView } from "~/my-palette/my-palette-page.server";
import { useWords } from "~/site/words";
import { MY_PALETTE_WORDS } from "./my-palette-words";

type Props = { palette: MyPaletteView; brandName: string };

/**
 * The pocket card that printing the page gives: one A6 page with the sub-season, the best colours
 * with their names and hex codes, and the metals (app/styles/my-palette.css hides it on screen and
 * everything else in print).
 */
export function PrintCard({ palette, brandName }: Props) {
  const words = useWords(MY_PALETTE_WORDS);
  return (
    <aside className="palette-card-print">
      <p className="palette-card-print__brand">{brandName}</p>
      <p className="palette-card-print__title">{words.cardTitle(palette.subSeason.name)}</p>
      <p className="palette-card-print__name">
        {palette.clientName}
        {palette.borrowFrom ? ` · ${words.cardBorrow(palette.borrowFrom.name)}` : ""}
      </p>
      <ul className="palette-card-print__colours">
        {palette.best.map((colour, index) => (
          <li key={`${index}-${colour.hex}`}>
            <span className="palette-card-print__chip" style={{ backgroundColor: colour.hex }} />
            <span className="palette-card-print__label">
              {colour.name}
              <code>{colour.hex.toLowerCase()}</code>
            </span>
          </li>
        ))}
      </ul>
      {palette.metals ? (
        <p className="palette-card-print__metals">
          <b>{words.metals}:</b> {palette.metals}
        </p>
      ) : null}
    </aside>
  );
}
