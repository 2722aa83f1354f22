import type { ReactNode } from "react";
import { PaletteSwatches } from "~/components/color-tools/PaletteSwatches";
import { paletteSvgFileName, paletteSvgPath, type Palette } from "~/color/palettes";
import { langOf } from "~/site/localize";
import { defineWords, useLocalPath, useWords } from "~/site/words";

const WORDS = defineWords({
  en: {
    palette: (name: string) => `${name} palette`,
    colours: (name: string) => `${name} colours`,
    download: (name: string) => `Download the ${name} palette as SVG`,
  },
  nl: {
    palette: (name: string) => `Kleurenpalet ${name}`,
    colours: (name: string) => `Kleuren van ${name}`,
    download: (name: string) => `Download het kleurenpalet ${name} als SVG`,
  },
});

/** A palette the tool answered with: its swatches, the links passed in, and its SVG download. */
export function PaletteAnswer({ palette, headingId, children }: { palette: Palette; headingId: string; children: ReactNode }) {
  const words = useWords(WORDS);
  const localPath = useLocalPath();
  return (
    <div className="tool-answer">
      <h3 id={headingId}>{words.palette(palette.name)}</h3>
      <p {...langOf(palette, "description")}>{palette.description}</p>
      <PaletteSwatches colors={palette.colors} size="sm" label={words.colours(palette.name)} {...langOf(palette, "colors")} />
      <p className="tool-answer__links">
        {children}
        <a href={localPath(paletteSvgPath(palette.slug))} download={paletteSvgFileName(palette.slug)}>
          {words.download(palette.name)}
        </a>
      </p>
    </div>
  );
}
