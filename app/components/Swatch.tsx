type Props = { name: string; hex: string; size?: "sm" | "md" | "lg" };

/**
 * One colour: a chip painted with it and, always, its name and hex as text, so colour is never
 * the only carrier of meaning.
 */
export function Swatch({ name, hex, size = "md" }: Props) {
  return (
    <figure className={`swatch-card swatch-card--${size}`}>
      <span className="swatch-card__chip" style={{ backgroundColor: hex }} aria-hidden="true" />
      <figcaption>
        <span className="swatch-card__name">{name}</span>
        <code className="swatch-card__hex">{hex.toLowerCase()}</code>
      </figcaption>
    </figure>
  );
}
