import { Swatch } from "~/components/Swatch";

type Props = {
  colors: ReadonlyArray<{ name: string; hex: string }>;
  /** Smaller swatches, for supporting colours such as neutrals. */
  small?: boolean;
  /** The id of the heading that names the grid. */
  labelledBy?: string;
};

/** A season's colours as a grid of swatches, each with its name and hex as text. */
export function SwatchGrid({ colors, small = false, labelledBy }: Props) {
  return (
    <ul className={small ? "swatch-grid swatch-grid--small" : "swatch-grid"} aria-labelledby={labelledBy}>
      {colors.map((color) => (
        <li key={color.hex}>
          <Swatch name={color.name} hex={color.hex} size={small ? "sm" : "md"} />
        </li>
      ))}
    </ul>
  );
}
