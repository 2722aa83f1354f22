import type { ComponentProps } from "react";
import { Swatch } from "~/components/Swatch";

type Props = {
  colors: ReadonlyArray<{ name: string; hex: string }>;
  size?: ComponentProps<typeof Swatch>["size"];
  label?: string;
};

/** A palette's colours as a grid of swatches, each with its name and hex as text. */
export function PaletteSwatches({ colors, size = "md", label }: Props) {
  return (
    <ul className={`palette-swatches palette-swatches--${size}`} aria-label={label}>
      {colors.map((color, index) => (
        <li key={`${index}-${color.hex}`}>
          <Swatch name={color.name} hex={color.hex} size={size} />
        </li>
      ))}
    </ul>
  );
}
