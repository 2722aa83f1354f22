type Color = { name: string; hex: string };

type Props = { colors: readonly Color[]; label?: string; labelledBy?: string };

/** A compact list of colours for cards: a decorative dot, then the name and hex as text. */
export function SeasonColorChips({ colors, label, labelledBy }: Props) {
  return (
    <ul className="color-chips" aria-label={labelledBy ? undefined : label} aria-labelledby={labelledBy}>
      {colors.map((color, index) => (
        <li key={`${color.hex}-${index}`}>
          <span className="color-chips__dot" style={{ backgroundColor: color.hex }} aria-hidden="true" />
          <span>
            {color.name} <code>{color.hex.toLowerCase()}</code>
          </span>
        </li>
      ))}
    </ul>
  );
}
