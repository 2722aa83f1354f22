import type { Route } from "./+types/studio.content.palettes";
import { EditorPage } from "~/components/studio/EditorPage";
import { CUSTOM_PALETTES_PATH } from "~/models/custom-palettes.server";
import { palettesEditor } from "~/studio/content/editors/palettes";
import { fromFormValues } from "~/studio/content/fields";
import { loadDocumentForm, saveDocumentForm } from "~/studio/content/route.server";

export const meta: Route.MetaFunction = () => [{ title: "Custom palettes | Studio" }];

// A new project has no palettes document yet: the form starts empty and the first save creates it.
export const loader = (args: Route.LoaderArgs) => loadDocumentForm(args, palettesEditor, CUSTOM_PALETTES_PATH, { mustExist: false });
export const action = (args: Route.ActionArgs) => saveDocumentForm(args, palettesEditor, CUSTOM_PALETTES_PATH, { createIfMissing: true });

type PalettePreview = { id: string; name: string; colors: Array<{ name: string; hex: string }> };

export default function PalettesEditorPage({ loaderData, actionData }: Route.ComponentProps) {
  const { values } = loaderData;
  // The saved palettes, read back from the form values the loader already sends.
  const saved = (fromFormValues(palettesEditor.fields, values).customPalettes ?? []) as PalettePreview[];
  return (
    <EditorPage loaded={loaderData} answer={actionData} title={palettesEditor.title} description={palettesEditor.description} fields={palettesEditor.fields}>
      {saved.length ? (
        <section aria-labelledby="palette-preview-heading" className="studio-palette-preview">
          <h2 id="palette-preview-heading">As saved</h2>
          <ul>
            {saved.map((palette, index) => (
              <li key={`${palette.id}-${index}`}>
                <span className="studio-palette-preview__name">{palette.name}</span>
                <span className="studio-palette-preview__strip" role="img" aria-label={palette.colors.map((color) => `${color.name} ${color.hex}`).join(", ")}>
                  {palette.colors.map((color, colorIndex) => (
                    <span
                      key={colorIndex}
                      className="studio-palette-preview__chip"
                      title={`${color.name} ${color.hex}`}
                      style={/^#[0-9a-fA-F]{6}$/.test(color.hex) ? { background: color.hex } : undefined}
                    />
                  ))}
                </span>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </EditorPage>
  );
}
