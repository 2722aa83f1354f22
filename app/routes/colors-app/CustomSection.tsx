import { Form, Link } from "react-router";
import type { CustomAnswer, PaletteOption } from "~/color/colors-app-answers.server";
import { useAnswerAsYouPick, useFollowingState } from "./hooks";
import { KeptChoices } from "./KeptChoices";
import { PaletteAnswer } from "./PaletteAnswer";
import { ToolSelect } from "./ToolSelect";
import { TOOL_PATH, type Kept } from "./tool-query";

/** "Curated palettes": one of the studio's published palettes, chosen from a list. */
export function CustomSection({ custom, options, kept }: { custom: CustomAnswer; options: PaletteOption[]; kept: Kept }) {
  const answerAsYouPick = useAnswerAsYouPick();
  const [selected, setSelected] = useFollowingState(custom.selected ?? "");

  return (
    <section className="section" aria-labelledby="custom-title">
      <div className="container">
        <h2 id="custom-title">Curated palettes</h2>
        {options.length === 0 ? (
          <p>No curated palettes are published at the moment. The sixteen season palettes are all above.</p>
        ) : (
          <>
            <p>Palettes our stylists put together for particular wardrobes and occasions.</p>
            <Form method="get" action={TOOL_PATH} className="form tool-form tool-form--row" preventScrollReset>
              <KeptChoices values={kept} except={["palette"]} />
              <ToolSelect
                id="palette"
                name="palette"
                label="Palette"
                placeholder="Choose a palette"
                value={selected}
                error={custom.error ?? undefined}
                onChange={(event) => {
                  const form = event.currentTarget.form;
                  setSelected(event.currentTarget.value);
                  if (form) answerAsYouPick(form);
                }}
              >
                {options.map((option) => (
                  <option key={option.id} value={option.id}>
                    {option.name}
                  </option>
                ))}
              </ToolSelect>
              <button type="submit" className="button button--primary">
                Show curated palette
              </button>
            </Form>
          </>
        )}
        {custom.palette ? (
          <PaletteAnswer palette={custom.palette} headingId="custom-answer">
            <Link to="/color/color-palettes#custom-palettes">All curated palettes</Link>
          </PaletteAnswer>
        ) : null}
      </div>
    </section>
  );
}
