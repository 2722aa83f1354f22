import * as v from "valibot";
import { isSubSeasonSlug } from "~/data/seasons";
import { CustomPalettes } from "~/schemas/website";
import { isRecord, written } from "../dutch-fields";
import type { Overlay } from "../editor";
import type { DocumentEditor, DutchText } from "../editor";
import { dutchName, type FieldErrors } from "../fields";
import { slugFrom } from "../slug";

const Schema = v.object({ customPalettes: CustomPalettes.entries.customPalettes });

/** The studio's own palettes (`Website/CustomPalettes`), shown on the colour palettes page, each with its Dutch beside it. */
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
        { kind: "text", name: "name", label: "Name", translate: true, hint: "e.g. Wedding guest jewel tones" },
        { kind: "textarea", name: "description", label: "Description", rows: 3, translate: true },
        {
          kind: "list",
          name: "colors",
          label: "Colours",
          itemLabel: "Colour",
          hint: "At least one. The square beside each code shows the colour as saved. Name every colour in Dutch, or none: the Dutch page shows the English names until all have theirs.",
          fields: [
            { kind: "text", name: "name", label: "Colour name", translate: true, hint: "e.g. Emerald" },
            { kind: "color", name: "hex", label: "Colour code", hint: "A hex colour such as #046a4c." },
          ],
        },
        { kind: "text", name: "id", label: "Link name", hint: "Names the palette's download (/color/color-palettes/….svg). Leave it empty to make one from the name." },
      ],
    },
  ],
  prepare: (value) => ({ ...value, customPalettes: withPaletteIds(value.customPalettes) }),
  dutch: paletteDutch(),
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

const recordOf = (value: unknown): Record<string, unknown> => (isRecord(value) ? value : {});
const listOf = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);

const COLOR_NAMES_MESSAGE = "Name this colour in Dutch too, or none of this palette's colours: the Dutch page shows the English names until every colour has its Dutch.";

/**
 * Each palette's Dutch, in its own `nl`: its name and description, each shown in English when left
 * empty, and its colours' names in their order, all or none (app/models/custom-palettes.server.ts).
 */
function paletteDutch(): DutchText {
  return {
    read: (document) => ({
      customPalettes: listOf(document.customPalettes).map((palette) => {
        const nl = recordOf(recordOf(palette).nl);
        const names = listOf(nl.colors);
        return { name: nl.name, description: nl.description, colors: listOf(recordOf(palette).colors).map((_color, index) => ({ name: names[index] })) };
      }),
    }),
    write: (overlay, english) => {
      const errors: FieldErrors = {};
      const dutchPalettes = listOf(overlay.customPalettes) as Overlay[];
      const customPalettes = listOf(english.customPalettes).map((palette, index) => {
        const dutch = recordOf(dutchPalettes[index]);
        const names = listOf(recordOf(palette).colors).map((_color, colorIndex) => recordOf(listOf(dutch.colors)[colorIndex]).name);
        const nl: Record<string, unknown> = {};
        if (written(dutch.name)) nl.name = dutch.name;
        if (written(dutch.description)) nl.description = dutch.description;
        if (names.length && names.every(written)) nl.colors = names;
        else if (names.some(written)) {
          names.forEach((name, colorIndex) => {
            if (!written(name)) errors[dutchName(`customPalettes.${index}.colors.${colorIndex}.name`)] = COLOR_NAMES_MESSAGE;
          });
        }
        // A palette without Dutch has no `nl` at all (one left undefined in a list would be stored as null).
        const { nl: _stored, ...rest } = recordOf(palette);
        return Object.keys(nl).length ? { ...rest, nl } : rest;
      });
      return { fields: { customPalettes }, errors };
    },
    formName: (path) => {
      const color = /^customPalettes\.(\d+)\.nl\.colors\.(\d+)/.exec(path);
      if (color) return dutchName(`customPalettes.${color[1]}.colors.${color[2]}.name`);
      const field = /^customPalettes\.(\d+)\.nl\.(name|description)/.exec(path);
      return field ? dutchName(`customPalettes.${field[1]}.${field[2]}`) : null;
    },
  };
}

/** Each palette's id: as typed, or a slug of its name when left empty. */
function withPaletteIds(palettes: unknown): unknown {
  if (!Array.isArray(palettes)) return palettes;
  return (palettes as Array<Record<string, unknown>>).map((palette) => ({ ...palette, id: palette.id || slugFrom(String(palette.name ?? "")) }));
}
