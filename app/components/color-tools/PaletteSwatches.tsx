import type { ComponentProps } from "react";
import { Swatch } from "~/components/Swatch";

type Props = {
  colors: ReadonlyArray<{ name: string; hex: string }>;
  size?: ComponentProps<typeof Swatch>["size"];
  label?: string;
  /** The colours' names' language where it is not the page's (a curated palette's names left in English on a Dutch page). */
  lang?: string;
};

/** A palette's colours as a grid of swatches, each with its name and hex as text. */
export function PaletteSwatches({ colors, size = "md", label, lang }: Props) {
  return (
    <ul className={`palette-swatches palette-swatches--${size}`} aria-label={label}>
      {colors.map((color, index) => (
        <li key={`${index}-${color.hex}`} lang={lang}>
          <Swatch name={color.name} hex={color.hex} size={size} />
        </li>
      ))}
    </ul>
  );
}
