type Color = { name: string; hex: string };

type Props = {
  colors: readonly Color[];
  /** "circles": a row of overlapping discs; "stripes": a band of equal stripes. */
  variant?: "circles" | "stripes";
  width?: number;
  height?: number;
  className?: string;
  /** Fill whatever box the stylesheet gives it, out of proportion (stripes stay stripes). */
  stretch?: boolean;
};

/**
 * Season art drawn from palette data, so no image is downloaded. It is decoration: the colours'
 * names and hex codes are always printed next to it, so it is hidden from assistive technology.
 */
export function SeasonArt({ colors, variant = "circles", width = 240, height = 96, className, stretch = false }: Props) {
  const shown = colors.slice(0, variant === "circles" ? 6 : 16);
  if (shown.length === 0) return null;
  return (
    <svg
      className={["season-art", className].filter(Boolean).join(" ")}
      width={width}
      height={height}
      viewBox={`0 0 ${width} ${height}`}
      preserveAspectRatio={stretch ? "none" : undefined}
      aria-hidden="true"
      focusable="false"
    >
      {variant === "circles" ? <Circles colors={shown} width={width} height={height} /> : null}
      {variant === "stripes" ? <Stripes colors={shown} width={width} height={height} /> : null}
    </svg>
  );
}

function Circles({ colors, width, height }: { colors: readonly Color[]; width: number; height: number }) {
  const r = height * 0.42;
  const cy = height / 2;
  const step = colors.length > 1 ? (width - 2 * r - 4) / (colors.length - 1) : 0;
  return (
    <g stroke="#000000" strokeOpacity="0.14" strokeWidth="1">
      {colors.map((color, index) => (
        <circle key={`${color.hex}-${index}`} cx={r + 2 + index * step} cy={cy} r={r} fill={color.hex} fillOpacity="0.92" />
      ))}
    </g>
  );
}

function Stripes({ colors, width, height }: { colors: readonly Color[]; width: number; height: number }) {
  const w = width / colors.length;
  return (
    <g>
      {colors.map((color, index) => (
        // Each stripe overlaps the next by a pixel so no hairline gap shows between them.
        <rect key={`${color.hex}-${index}`} x={index * w} y={0} width={w + 1} height={height} fill={color.hex} />
      ))}
    </g>
  );
}
