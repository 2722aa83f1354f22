import { Form, Link } from "react-router";
import type { MatchAnswer } from "~/color/colors-app-answers.server";
import type { ColorMatch } from "~/color/nearest-colors";
import { useAnswerAsYouPick, useDebounced, useFollowingState } from "./hooks";
import { KeptChoices } from "./KeptChoices";
import { FieldError } from "./ToolSelect";
import { TOOL_PATH, type Kept } from "./tool-query";
import { defineWords, useLocalPath, useWords } from "~/site/words";

const DEFAULT_PICK = "#c8a2c8";

const WORDS = defineWords({
  en: {
    title: "Match any colour",
    lead: "Pick a colour, or type its hex code, to see which palettes hold the nearest shades. Closeness is measured with CIEDE2000 (ΔE00), the standard formula for how different two colours look to the human eye.",
    pick: "Pick a colour",
    matchPicked: "Match picked colour",
    type: "Type a hex code",
    typeHint: "Six digits (0–9, a–f), with or without #, such as #c8a2c8.",
    matchTyped: "Match typed colour",
    nearestStatus: (hex: string, subSeason: string, verdict: string, deltaE: string) => `Nearest palette to ${hex}: ${subSeason}, ${verdict}, delta E ${deltaE}.`,
    nearestTo: "Nearest palettes to ",
    scale:
      "ΔE00 under 3: very close, most people see near twins. Under 6: close, the same family. Above that: related, a neighbour rather than a match.",
    difference: "CIEDE2000 colour difference",
    verdict: { "very close": "very close", close: "close", related: "related" },
    /** ΔE00 with one decimal, as the page's language writes it. */
    number: (value: number) => value.toFixed(1),
  },
  nl: {
    title: "Vind het palet bij elke kleur",
    lead: "Kies een kleur of typ de hexcode, en zie welke paletten de meest verwante tinten bevatten. Hoe dicht kleuren bij elkaar liggen, meten we met CIEDE2000 (ΔE00): de standaardformule voor hoe verschillend twee kleuren er voor het menselijk oog uitzien.",
    pick: "Kies een kleur",
    matchPicked: "Vergelijk de gekozen kleur",
    type: "Typ een hexcode",
    typeHint: "Zes tekens (0–9, a–f), met of zonder #, bijvoorbeeld #c8a2c8.",
    matchTyped: "Vergelijk de getypte kleur",
    nearestStatus: (hex: string, subSeason: string, verdict: string, deltaE: string) => `Dichtstbijzijnde palet bij ${hex}: ${subSeason}, ${verdict}, delta E ${deltaE}.`,
    nearestTo: "Dichtstbijzijnde paletten bij ",
    scale:
      "ΔE00 onder 3: heel dichtbij, de meeste mensen zien bijna een tweeling. Onder 6: dichtbij, dezelfde familie. Daarboven: verwant, eerder een buur dan een match.",
    difference: "CIEDE2000-kleurverschil",
    verdict: { "very close": "heel dichtbij", close: "dichtbij", related: "verwant" },
    number: (value: number) => value.toFixed(1).replace(".", ","),
  },
});

/** "Match any colour": a colour picker and a hex field, answered with the nearest sub-season palettes. */
export function MatchSection({ match, kept }: { match: MatchAnswer; kept: Kept }) {
  const answerAsYouPick = useAnswerAsYouPick();
  const later = useDebounced(250);
  const [picked, setPicked] = useFollowingState(match.state === "matched" ? match.hex : DEFAULT_PICK);
  const [typed, setTyped] = useFollowingState(match.state === "none" ? "" : match.input);
  const invalid = match.state === "invalid";
  const nearest = match.state === "matched" ? match.matches[0] : undefined;
  const words = useWords(WORDS);
  const localPath = useLocalPath();

  return (
    <section className="section" aria-labelledby="match-title">
      <div className="container">
        <h2 id="match-title">{words.title}</h2>
        <p>{words.lead}</p>
        <div className="tool-forms">
          <Form method="get" action={localPath(TOOL_PATH)} className="form tool-form" preventScrollReset>
            <KeptChoices values={kept} except={["color"]} />
            <div className="field">
              <label htmlFor="pick-colour">{words.pick}</label>
              <input
                id="pick-colour"
                className="color-picker"
                type="color"
                name="color"
                value={picked}
                onChange={(event) => {
                  const form = event.currentTarget.form;
                  setPicked(event.currentTarget.value);
                  if (form) later(() => answerAsYouPick(form));
                }}
              />
            </div>
            <button type="submit" className="button button--primary">
              {words.matchPicked}
            </button>
          </Form>
          <Form method="get" action={localPath(TOOL_PATH)} className="form tool-form" preventScrollReset>
            <KeptChoices values={kept} except={["color"]} />
            <div className={`field${invalid ? " field--invalid" : ""}`}>
              <label htmlFor="type-colour">{words.type}</label>
              <p id="type-colour-hint" className="field__hint">
                {words.typeHint}
              </p>
              <input
                id="type-colour"
                type="text"
                name="color"
                required
                autoComplete="off"
                autoCapitalize="none"
                spellCheck={false}
                placeholder="#c8a2c8"
                value={typed}
                aria-invalid={invalid || undefined}
                aria-describedby={invalid ? "type-colour-hint type-colour-error" : "type-colour-hint"}
                onChange={(event) => {
                  const form = event.currentTarget.form;
                  const value = event.currentTarget.value;
                  setTyped(value);
                  const complete = form !== null && /^#?[0-9a-f]{6}$/i.test(value.trim());
                  later(complete ? () => answerAsYouPick(form) : null);
                }}
              />
              <FieldError id="type-colour-error" message={invalid ? match.message : undefined} />
            </div>
            <button type="submit" className="button button--primary">
              {words.matchTyped}
            </button>
          </Form>
        </div>

        <p className="visually-hidden" role="status">
          {nearest && match.state === "matched"
            ? words.nearestStatus(match.hex, nearest.subSeason.name, words.verdict[nearest.verdict], words.number(nearest.deltaE))
            : invalid
              ? match.message
              : ""}
        </p>

        {match.state === "matched" ? (
          <div className="tool-answer">
            <div className="match-heading">
              <span className="match-heading__chip" style={{ backgroundColor: match.hex }} aria-hidden="true" />
              <h3 id="matches-title">
                {words.nearestTo}
                <code>{match.hex}</code>
              </h3>
            </div>
            <ol className="match-list">
              {match.matches.map((item) => (
                <MatchCard key={item.subSeason.slug} item={item} input={match.hex} />
              ))}
            </ol>
            <p className="field__hint">{words.scale}</p>
          </div>
        ) : null}
      </div>
    </section>
  );
}

function MatchCard({ item, input }: { item: ColorMatch; input: string }) {
  const words = useWords(WORDS);
  const localPath = useLocalPath();
  return (
    <li className="card match">
      <h4>
        <Link to={localPath(`/seasons/sub-season/${item.subSeason.slug}`)}>{item.subSeason.name}</Link>
      </h4>
      <p className="match__season">{item.subSeason.seasonName}</p>
      <div className="match__color">
        <span className="match__pair" aria-hidden="true">
          <span style={{ backgroundColor: input }} />
          <span style={{ backgroundColor: item.color.hex }} />
        </span>
        <span>
          <span className="match__name">{item.color.name}</span> <code>{item.color.hex}</code>
        </span>
      </div>
      <p className="match__distance">
        <span>
          <abbr title={words.difference}>ΔE00</abbr>{` ${words.number(item.deltaE)}`}
        </span>{" "}
        <strong className={`verdict verdict--${item.verdict.replace(" ", "-")}`}>{words.verdict[item.verdict]}</strong>
      </p>
    </li>
  );
}
