import { Form, Link } from "react-router";
import type { CustomAnswer, PaletteOption } from "~/color/colors-app-answers.server";
import { useAnswerAsYouPick, useFollowingState } from "./hooks";
import { KeptChoices } from "./KeptChoices";
import { PaletteAnswer } from "./PaletteAnswer";
import { ToolSelect } from "./ToolSelect";
import { TOOL_PATH, type Kept } from "./tool-query";
import { langOf } from "~/site/localize";
import { defineWords, useLocalPath, useWords } from "~/site/words";

const WORDS = defineWords({
  en: {
    title: "Curated palettes",
    none: "No curated palettes are published at the moment. The sixteen season palettes are all above.",
    lead: "Palettes our stylists put together for particular wardrobes and occasions.",
    label: "Palette",
    placeholder: "Choose a palette",
    show: "Show curated palette",
    all: "All curated palettes",
  },
  nl: {
    title: "Samengestelde paletten",
    none: "Er zijn op dit moment geen samengestelde paletten gepubliceerd. De zestien seizoenspaletten staan allemaal hierboven.",
    lead: "Paletten die onze stylisten hebben samengesteld voor een bepaalde garderobe of gelegenheid.",
    label: "Palet",
    placeholder: "Kies een palet",
    show: "Laat het palet zien",
    all: "Alle samengestelde paletten",
  },
});

/** "Curated palettes": one of the studio's published palettes, chosen from a list. */
export function CustomSection({ custom, options, kept }: { custom: CustomAnswer; options: PaletteOption[]; kept: Kept }) {
  const answerAsYouPick = useAnswerAsYouPick();
  const [selected, setSelected] = useFollowingState(custom.selected ?? "");
  const words = useWords(WORDS);
  const localPath = useLocalPath();

  return (
    <section className="section section--alt" aria-labelledby="custom-title">
      <div className="container">
        <h2 id="custom-title">{words.title}</h2>
        {options.length === 0 ? (
          <p>{words.none}</p>
        ) : (
          <>
            <p>{words.lead}</p>
            <Form method="get" action={localPath(TOOL_PATH)} className="form tool-form tool-form--row" preventScrollReset>
              <KeptChoices values={kept} except={["palette"]} />
              <ToolSelect
                id="palette"
                name="palette"
                label={words.label}
                placeholder={words.placeholder}
                value={selected}
                error={custom.error ?? undefined}
                onChange={(event) => {
                  const form = event.currentTarget.form;
                  setSelected(event.currentTarget.value);
                  if (form) answerAsYouPick(form);
                }}
              >
                {options.map((option) => (
                  <option key={option.id} value={option.id} {...langOf(option, "name")}>
                    {option.name}
                  </option>
                ))}
              </ToolSelect>
              <button type="submit" className="button button--primary">
                {words.show}
              </button>
            </Form>
          </>
        )}
        {custom.palette ? (
          <PaletteAnswer palette={custom.palette} headingId="custom-answer">
            <Link to={localPath("/color/color-palettes#custom-palettes")}>{words.all}</Link>
          </PaletteAnswer>
        ) : null}
      </div>
    </section>
  );
}
