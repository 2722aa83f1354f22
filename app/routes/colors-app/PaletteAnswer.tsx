import type { ReactNode } from "react";
import { PaletteSwatches } from "~/components/color-tools/PaletteSwatches";
import { paletteSvgFileName, paletteSvgPath, type Palette } from "~/color/palettes";

/** A palette the tool answered with: its swatches, the links passed in, and its SVG download. */
export function PaletteAnswer({ palette, headingId, children }: { palette: Palette; headingId: string; children: ReactNode }) {
  return (
    <div className="tool-answer">
      <h3 id={headingId}>{`${palette.name} palette`}</h3>
      <p>{palette.description}</p>
      <PaletteSwatches colors={palette.colors} size="sm" label={`${palette.name} colours`} />
      <p className="tool-answer__links">
        {children}
        <a href={paletteSvgPath(palette.slug)} download={paletteSvgFileName(palette.slug)}>
          {`Download the ${palette.name} palette as SVG`}
        </a>
      </p>
    </div>
  );
}
