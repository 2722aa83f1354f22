import { Form, Link } from "react-router";
import type { ChangeEventHandler } from "react";
import { PaletteSwatches } from "~/components/color-tools/PaletteSwatches";
import type { BrowseAnswer, SeasonOption } from "~/color/colors-app-answers.server";
import { useAnswerAsYouPick, useFollowingState } from "./hooks";
import { KeptChoices } from "./KeptChoices";
import { PaletteAnswer } from "./PaletteAnswer";
import { ToolSelect } from "./ToolSelect";
import { TOOL_PATH, toolHref, type Kept } from "./tool-query";
import { defineWords, useLocalPath, useWords } from "~/site/words";

const WORDS = defineWords({
  en: {
    title: "Browse a season",
    lead: "Choose a season, then one of its four sub-seasons, to see the palette.",
    season: "Season",
    chooseSeason: "Choose a season",
    subSeason: "Sub-season",
    chooseSubSeason: "Choose a sub-season",
    show: "Show palette",
    allAbout: (name: string) => `All about ${name}`,
    keyColours: (season: string) => `${season} key colours`,
    chooseOne: "Choose one of its four sub-seasons:",
  },
  nl: {
    title: "Blader door een seizoen",
    lead: "Kies een seizoen en daarna een van de vier subseizoenen om het palet te zien.",
    season: "Seizoen",
    chooseSeason: "Kies een seizoen",
    subSeason: "Subseizoen",
    chooseSubSeason: "Kies een subseizoen",
    show: "Laat het palet zien",
    allAbout: (name: string) => `Alles over ${name}`,
    keyColours: (season: string) => `Kernkleuren van de ${season}`,
    chooseOne: "Kies een van de vier subseizoenen:",
  },
});

/** "Browse a season": a season, then one of its sub-seasons, answered with the palette or the season's overview. */
export function BrowseSection({ browse, options, kept }: { browse: BrowseAnswer; options: SeasonOption[]; kept: Kept }) {
  const answerAsYouPick = useAnswerAsYouPick();
  const [season, setSeason] = useFollowingState(browse.season ?? "");
  const [subSeason, setSubSeason] = useFollowingState(browse.subSeason ?? "");
  const chosenSeason = options.find((option) => option.slug === season);
  const { errors } = browse;
  const words = useWords(WORDS);
  const localPath = useLocalPath();

  // A new season empties the sub-season, which belonged to the old one.
  const chooseSeason: ChangeEventHandler<HTMLSelectElement> = (event) => {
    const form = event.currentTarget.form;
    setSeason(event.currentTarget.value);
    setSubSeason("");
    if (form) answerAsYouPick(form, ["subSeason"]);
  };
  const chooseSubSeason: ChangeEventHandler<HTMLSelectElement> = (event) => {
    const form = event.currentTarget.form;
    setSubSeason(event.currentTarget.value);
    if (form) answerAsYouPick(form);
  };

  return (
    <section className="section" aria-labelledby="browse-title">
      <div className="container">
        <h2 id="browse-title">{words.title}</h2>
        <p>{words.lead}</p>
        <Form method="get" action={localPath(TOOL_PATH)} className="form tool-form tool-form--row" preventScrollReset>
          <KeptChoices values={kept} except={["season", "subSeason"]} />
          <ToolSelect
            id="season"
            name="season"
            label={words.season}
            placeholder={words.chooseSeason}
            value={season}
            error={errors.season}
            onChange={chooseSeason}
          >
            {options.map((option) => (
              <option key={option.slug} value={option.slug}>
                {option.name}
              </option>
            ))}
          </ToolSelect>
          <ToolSelect
            id="sub-season"
            name="subSeason"
            label={words.subSeason}
            placeholder={words.chooseSubSeason}
            value={subSeason}
            error={errors.subSeason}
            onChange={chooseSubSeason}
          >
            {chosenSeason
              ? chosenSeason.subSeasons.map((option) => (
                  <option key={option.slug} value={option.slug}>
                    {option.name}
                  </option>
                ))
              : options.map((group) => (
                  <optgroup key={group.slug} label={group.name}>
                    {group.subSeasons.map((option) => (
                      <option key={option.slug} value={option.slug}>
                        {option.name}
                      </option>
                    ))}
                  </optgroup>
                ))}
          </ToolSelect>
          <button type="submit" className="button button--primary">
            {words.show}
          </button>
        </Form>

        {browse.notice ? <p className="form-status">{browse.notice}</p> : null}

        {browse.palette ? (
          <PaletteAnswer palette={browse.palette} headingId="browse-answer">
            <Link to={localPath(`/seasons/sub-season/${browse.palette.slug}`)}>{words.allAbout(browse.palette.name)}</Link>
          </PaletteAnswer>
        ) : null}

        {browse.overview ? (
          <div className="tool-answer">
            <h3 id="overview-title">{words.keyColours(browse.overview.name)}</h3>
            <p>{browse.overview.tagline}</p>
            <PaletteSwatches colors={browse.overview.keyColors} size="sm" label={words.keyColours(browse.overview.name)} />
            <p>{words.chooseOne}</p>
            <ul className="sub-season-links">
              {browse.overview.subSeasons.map((option) => (
                <li key={option.slug}>
                  <Link
                    to={localPath(toolHref({ ...kept, season: browse.overview?.slug, subSeason: option.slug }))}
                    preventScrollReset
                    replace
                  >
                    {option.name}
                  </Link>
                </li>
              ))}
            </ul>
          </div>
        ) : null}
      </div>
    </section>
  );
}
