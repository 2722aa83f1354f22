import * as v from "valibot";
import { isSubSeasonSlug } from "~/data/seasons";
import { CustomPalettes } from "~/schemas/website";
import type { DocumentEditor } from "../editor";
import type { FieldErrors } from "../fields";
import { slugFrom } from "../slug";

const Schema = v.object({ customPalettes: CustomPalettes.entries.customPalettes });

/** The studio's own palettes (`Website/CustomPalettes`), shown on the colour palettes page. */
export const palettesEditor: DocumentEditor<typeof Schema> = {
  title: "Custom palettes",
  description: "Your own named palettes, shown beside the season palettes on the colour palettes page.",
  schema: Schema,
  fields: [
    {
      kind: "list",
      name: "customPalettes",
      label: "Palettes",
      itemLabel: "Palette",
      fields: [
        { kind: "text", name: "name", label: "Name", hint: "e.g. Wedding guest jewel tones" },
        { kind: "textarea", name: "description", label: "Description", rows: 3 },
        {
          kind: "list",
          name: "colors",
          label: "Colours",
          itemLabel: "Colour",
          hint: "At least one. The square beside each code shows the colour as saved.",
          fields: [
            { kind: "text", name: "name", label: "Colour name", hint: "e.g. Emerald" },
            { kind: "color", name: "hex", label: "Colour code", hint: "A hex colour such as #046a4c." },
          ],
        },
        { kind: "text", name: "id", label: "Link name", hint: "Names the palette's download (/color/color-palettes/….svg). Leave it empty to make one from the name." },
      ],
    },
  ],
  prepare: (value) => ({ ...value, customPalettes: withPaletteIds(value.customPalettes) }),
  check: ({ customPalettes }) => {
    const errors: FieldErrors = {};
    const seen = new Set<string>();
    customPalettes.forEach((palette, index) => {
      const field = `customPalettes.${index}.id`;
      if (seen.has(palette.id)) errors[field] = "Another palette already uses this link name.";
      // The season palettes own their slugs: a custom palette with one could never be downloaded.
      else if (isSubSeasonSlug(palette.id)) errors[field] = "A season palette already uses this link name; choose another.";
      seen.add(palette.id);
    });
    return errors;
  },
};

/** Each palette's id: as typed, or a slug of its name when left empty. */
function withPaletteIds(palettes: unknown): unknown {
  if (!Array.isArray(palettes)) return palettes;
  return (palettes as Array<Record<string, unknown>>).map((palette) => ({ ...palette, id: palette.id || slugFrom(String(palette.name ?? "")) }));
}
