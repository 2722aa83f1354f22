import { Swatch } from "~/components/Swatch";

type Props = {
  colours: ReadonlyArray<{ name: string; hex: string }>;
  size: "sm" | "md" | "lg";
  /** The id of the heading that names the list. */
  labelledBy: string;
};

/** A palette's colours as large swatches, each painted in its sRGB hex and named in words and hex. */
export function ColourList({ colours, size, labelledBy }: Props) {
  return (
    <ul className={`my-palette__colours my-palette__colours--${size}`} aria-labelledby={labelledBy}>
      {colours.map((colour, index) => (
        <li key={`${index}-${colour.hex}`}>
          <Swatch name={colour.name} hex={colour.hex} size={size} />
        </li>
      ))}
    </ul>
  );
}
