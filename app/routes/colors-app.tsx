import { data, type LinksFunction, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { Form, Link, useLoaderData, useSubmit } from "@remix-run/react";
import { useCallback, useEffect, useRef, useState, useSyncExternalStore, type ReactNode } from "react";
import * as v from "valibot";
import { PaletteSwatches } from "~/components/color-tools/PaletteSwatches";
import { PageHeader } from "~/components/PageHeader";
import { getSeason, getSubSeason, SEASON_SLUGS, SEASONS, SUB_SEASON_SLUGS, subSeasonsOf } from "~/data/seasons";
import { Slug, type CustomPalette } from "~/schemas";
import formStyles from "~/styles/forms.css";
import toolStyles from "~/styles/color-tools.css";
import { customPalette, paletteSvgFileName, paletteSvgPath, subSeasonPalette, type Palette } from "~/color/palettes";
import { getStartContent } from "~/firestore/documents.server";
import { nearestSubSeasons, parseHexInput, type ColorMatch } from "~/color/nearest-colors";
import { pageMeta } from "~/site/seo";

/*
 * The colour tool. Every answer comes from the loader, read from the query string:
 *   ?color=%23c8a2c8                     nearest sub-season palettes (CIEDE2000, app/color/nearest-colors.ts)
 *   ?season=spring&subSeason=light-spring one sub-season's palette (a season alone shows its overview)
 *   ?palette=<id>                        one custom palette from Website/CustomPalettes
 * Without JavaScript these are plain GET forms; with it, the same forms submit as the visitor picks
 * (replacing the history entry), so no matching logic, and no colour library, ships to the browser.
 * Each form carries the other tools' current choices in hidden fields, so the answers sit side by side.
 */

const PATH = "/colors-app";
const DEFAULT_PICK = "#c8a2c8";
const MAX_ECHO = 40;

export const links: LinksFunction = () => [
  { rel: "stylesheet", href: formStyles },
  { rel: "stylesheet", href: toolStyles },
];

/** An absent or empty query value means "not chosen"; anything else is validated. */
function queryValue(query: URLSearchParams, name: string): string | null {
  const value = query.get(name);
  return value === null || value.trim() === "" ? null : value;
}

const echo = (input: string) => (input.length > MAX_ECHO ? `${input.slice(0, MAX_ECHO)}…` : input);

type MatchAnswer =
  | { state: "none" }
  | { state: "invalid"; input: string; message: string }
  | { state: "matched"; input: string; hex: string; matches: ColorMatch[] };

function answerMatch(input: string | null): MatchAnswer {
  if (input === null) return { state: "none" };
  const parsed = parseHexInput(input);
  if (!parsed.success) return { state: "invalid", input: echo(input), message: parsed.message };
  return { state: "matched", input, hex: parsed.hex, matches: nearestSubSeasons(parsed.hex) };
}

const SeasonParam = v.picklist(SEASON_SLUGS, "Choose one of the four seasons: Spring, Summer, Autumn or Winter.");
const SubSeasonParam = v.picklist(SUB_SEASON_SLUGS, "Choose one of the sixteen sub-seasons from the list.");

type SeasonOverview = {
  slug: string;
  name: string;
  tagline: string;
  keyColors: Array<{ name: string; hex: string }>;
  subSeasons: Array<{ slug: string; name: string }>;
};

type BrowseAnswer = {
  season: string | null;
  subSeason: string | null;
  errors: { season?: string; subSeason?: string };
  notice: string | null;
  overview: SeasonOverview | null;
  palette: Palette | null;
};

function answerBrowse(seasonInput: string | null, subSeasonInput: string | null): BrowseAnswer {
  const answer: BrowseAnswer = { season: null, subSeason: null, errors: {}, notice: null, overview: null, palette: null };
  if (seasonInput !== null) {
    const result = v.safeParse(SeasonParam, seasonInput);
    if (result.success) answer.season = result.output;
    else answer.errors.season = result.issues[0].message;
  }
  if (subSeasonInput !== null) {
    const result = v.safeParse(SubSeasonParam, subSeasonInput);
    if (result.success) answer.subSeason = result.output;
    else answer.errors.subSeason = result.issues[0].message;
  }

  const subSeason = answer.subSeason ? getSubSeason(answer.subSeason) : undefined;
  if (subSeason && answer.season === null && !answer.errors.season) answer.season = subSeason.seasonSlug;
  // Without JavaScript the sub-season list still holds the old season's choice after the season
  // changes: the season is the newer choice, so it wins and the visitor picks again from its four.
  if (subSeason && answer.season !== null && subSeason.seasonSlug !== answer.season) {
    answer.notice = `${subSeason.name} belongs to ${getSeason(subSeason.seasonSlug)?.name ?? "another season"}. Choose one of the ${getSeason(answer.season)?.name ?? ""} sub-seasons below.`;
    answer.subSeason = null;
  }

  if (answer.subSeason) {
    const chosen = getSubSeason(answer.subSeason);
    answer.palette = chosen ? subSeasonPalette(chosen) : null;
  } else if (answer.season) {
    const season = getSeason(answer.season);
    answer.overview = season
      ? {
          slug: season.slug,
          name: season.name,
          tagline: season.tagline,
          keyColors: season.keyColors.map(({ name, hex }) => ({ name, hex })),
          subSeasons: subSeasonsOf(season.slug).map(({ slug, name }) => ({ slug, name })),
        }
      : null;
  }
  return answer;
}

type CustomAnswer = { selected: string | null; error: string | null; palette: Palette | null };

function answerCustom(input: string | null, palettes: readonly CustomPalette[]): CustomAnswer {
  if (input === null) return { selected: null, error: null, palette: null };
  const slug = v.safeParse(Slug, input);
  const found = slug.success ? palettes.find((palette) => palette.id === slug.output) : undefined;
  if (!found) return { selected: null, error: "We have no curated palette by that name. Choose one from the list.", palette: null };
  return { selected: found.id, error: null, palette: customPalette(found) };
}

export async function loader({ request, context }: LoaderFunctionArgs) {
  const query = new URL(request.url).searchParams;
  const { customPalettes } = await getStartContent(context.app);

  const match = answerMatch(queryValue(query, "color"));
  const browse = answerBrowse(queryValue(query, "season"), queryValue(query, "subSeason"));
  const custom = answerCustom(queryValue(query, "palette"), customPalettes);
  const answer = {
    match,
    browse,
    custom,
    seasonOptions: SEASONS.map((season) => ({
      slug: season.slug,
      name: season.name,
      subSeasons: subSeasonsOf(season.slug).map(({ slug, name }) => ({ slug, name })),
    })),
    paletteOptions: customPalettes.map(({ id, name }) => ({ id, name })),
  };

  const invalid = match.state === "invalid" || Object.keys(browse.errors).length > 0 || custom.error !== null;
  return invalid ? data(answer, { status: 400 }) : answer;
}

export const meta: MetaFunction<typeof loader> = ({ matches }) =>
  pageMeta(matches, {
    title: "Colour tool: match any colour to its season",
    description:
      "Pick or type any colour and see which of the sixteen seasonal palettes hold its nearest shades, measured with CIEDE2000. Browse every sub-season and our curated palettes.",
    path: PATH,
  });

type LoaderData = ReturnType<typeof useLoaderData<typeof loader>>;
type Kept = Record<"color" | "season" | "subSeason" | "palette", string>;

/** A value that follows its source (the loader's answer) but can run ahead of it as the visitor types. */
function useFollowingState(source: string) {
  const [value, setValue] = useState(source);
  const [followed, setFollowed] = useState(source);
  if (followed !== source) {
    setFollowed(source);
    setValue(source);
  }
  return [value, setValue] as const;
}

const noSubscription = () => () => {};
const onClient = () => true;
const onServer = () => false;

/** Submits a form as a GET to this page without a new history entry or a scroll jump. */
function useAnswerAsYouPick() {
  const submit = useSubmit();
  return useCallback(
    (form: HTMLFormElement, drop: readonly string[] = []) => {
      const query = new URLSearchParams();
      for (const [name, value] of new FormData(form)) {
        if (typeof value === "string" && value !== "" && !drop.includes(name)) query.append(name, value);
      }
      submit(query, { method: "get", action: PATH, replace: true, preventScrollReset: true });
    },
    [submit],
  );
}

/**
 * Runs the last scheduled call after a pause, so a colour picker being dragged submits once it
 * settles; scheduling `null` cancels what is pending (a hex code typed one digit too far).
 */
function useDebounced(delayMs: number) {
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);
  return useCallback(
    (run: (() => void) | null) => {
      window.clearTimeout(timer.current);
      if (run) timer.current = window.setTimeout(run, delayMs);
    },
    [delayMs],
  );
}

function toolHref(values: Partial<Kept>): string {
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(values)) if (value) query.set(name, value);
  const search = query.toString();
  return search ? `${PATH}?${search}` : PATH;
}

/** The other tools' current choices, carried along so one form does not clear another's answer. */
function KeptChoices({ values, except }: { values: Kept; except: ReadonlyArray<keyof Kept> }) {
  return (
    <>
      {(Object.entries(values) as Array<[keyof Kept, string]>)
        .filter(([name, value]) => value !== "" && !except.includes(name))
        .map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
    </>
  );
}

export default function ColorsApp() {
  const { match, browse, custom, seasonOptions, paletteOptions } = useLoaderData<typeof loader>();
  const hydrated = useSyncExternalStore(noSubscription, onClient, onServer);
  const kept: Kept = {
    color: match.state === "matched" ? match.hex : "",
    season: browse.season ?? "",
    subSeason: browse.subSeason ?? "",
    palette: custom.selected ?? "",
  };
  return (
    <>
      <PageHeader
        eyebrow="Colour tool"
        title="Find your colours"
        lead="Match any colour to the seasonal palettes, browse all sixteen sub-seasons, or open one of our curated palettes."
      >
        <p>{hydrated ? "Answers appear as you choose." : "Choose, then press the button under each question."}</p>
      </PageHeader>
      <MatchSection match={match} kept={kept} />
      <BrowseSection browse={browse} options={seasonOptions} kept={kept} />
      <CustomSection custom={custom} options={paletteOptions} kept={kept} />
    </>
  );
}

function MatchSection({ match, kept }: { match: LoaderData["match"]; kept: Kept }) {
  const answerAsYouPick = useAnswerAsYouPick();
  const later = useDebounced(250);
  const [picked, setPicked] = useFollowingState(match.state === "matched" ? match.hex : DEFAULT_PICK);
  const [typed, setTyped] = useFollowingState(match.state === "none" ? "" : match.input);
  const invalid = match.state === "invalid";
  const nearest = match.state === "matched" ? match.matches[0] : undefined;

  return (
    <section className="section" aria-labelledby="match-title">
      <div className="container">
        <h2 id="match-title">Match any colour</h2>
        <p>
          Pick a colour, or type its hex code, to see which palettes hold the nearest shades. Closeness is measured with
          CIEDE2000 (ΔE00), the standard formula for how different two colours look to the human eye.
        </p>
        <div className="tool-forms">
          <Form method="get" action={PATH} className="form tool-form" preventScrollReset>
            <KeptChoices values={kept} except={["color"]} />
            <div className="field">
              <label htmlFor="pick-colour">Pick a colour</label>
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
              Match picked colour
            </button>
          </Form>
          <Form method="get" action={PATH} className="form tool-form" preventScrollReset>
            <KeptChoices values={kept} except={["color"]} />
            <div className={`field${invalid ? " field--invalid" : ""}`}>
              <label htmlFor="type-colour">Type a hex code</label>
              <p id="type-colour-hint" className="field__hint">
                Six digits (0–9, a–f), with or without #, such as #c8a2c8.
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
              {invalid ? (
                <p id="type-colour-error" className="field__error">
                  {match.message}
                </p>
              ) : null}
            </div>
            <button type="submit" className="button button--primary">
              Match typed colour
            </button>
          </Form>
        </div>

        <p className="visually-hidden" role="status">
          {nearest && match.state === "matched"
            ? `Nearest palette to ${match.hex}: ${nearest.subSeason.name}, ${nearest.verdict}, delta E ${nearest.deltaE.toFixed(1)}.`
            : invalid
              ? match.message
              : ""}
        </p>

        {match.state === "matched" ? (
          <div className="tool-answer">
            <div className="match-heading">
              <span className="match-heading__chip" style={{ backgroundColor: match.hex }} aria-hidden="true" />
              <h3 id="matches-title">
                Nearest palettes to <code>{match.hex}</code>
              </h3>
            </div>
            <ol className="match-list">
              {match.matches.map((item) => (
                <MatchCard key={item.subSeason.slug} item={item} input={match.hex} />
              ))}
            </ol>
            <p className="field__hint">
              ΔE00 under 3: very close, most people see near twins. Under 6: close, the same family. Above that:
              related, a neighbour rather than a match.
            </p>
          </div>
        ) : null}
      </div>
    </section>
  );
}

function MatchCard({ item, input }: { item: ColorMatch; input: string }) {
  return (
    <li className="card match">
      <h4>
        <Link to={`/seasons/sub-season/${item.subSeason.slug}`}>{item.subSeason.name}</Link>
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
          <abbr title="CIEDE2000 colour difference">ΔE00</abbr>{` ${item.deltaE.toFixed(1)}`}
        </span>{" "}
        <strong className={`verdict verdict--${item.verdict.replace(" ", "-")}`}>{item.verdict}</strong>
      </p>
    </li>
  );
}

function FieldError({ id, message }: { id: string; message: string | undefined }) {
  return message ? (
    <p id={id} className="field__error">
      {message}
    </p>
  ) : null;
}

function BrowseSection({
  browse,
  options,
  kept,
}: {
  browse: LoaderData["browse"];
  options: LoaderData["seasonOptions"];
  kept: Kept;
}) {
  const answerAsYouPick = useAnswerAsYouPick();
  const [season, setSeason] = useFollowingState(browse.season ?? "");
  const [subSeason, setSubSeason] = useFollowingState(browse.subSeason ?? "");
  const chosenSeason = options.find((option) => option.slug === season);
  const { errors } = browse;

  return (
    <section className="section section--alt" aria-labelledby="browse-title">
      <div className="container">
        <h2 id="browse-title">Browse a season</h2>
        <p>Choose a season, then one of its four sub-seasons, to see the palette.</p>
        <Form method="get" action={PATH} className="form tool-form tool-form--row" preventScrollReset>
          <KeptChoices values={kept} except={["season", "subSeason"]} />
          <div className={`field${errors.season ? " field--invalid" : ""}`}>
            <label htmlFor="season">Season</label>
            <select
              id="season"
              name="season"
              value={season}
              aria-invalid={errors.season ? true : undefined}
              aria-describedby={errors.season ? "season-error" : undefined}
              onChange={(event) => {
                const form = event.currentTarget.form;
                setSeason(event.currentTarget.value);
                setSubSeason("");
                if (form) answerAsYouPick(form, ["subSeason"]);
              }}
            >
              <option value="">Choose a season</option>
              {options.map((option) => (
                <option key={option.slug} value={option.slug}>
                  {option.name}
                </option>
              ))}
            </select>
            <FieldError id="season-error" message={errors.season} />
          </div>
          <div className={`field${errors.subSeason ? " field--invalid" : ""}`}>
            <label htmlFor="sub-season">Sub-season</label>
            <select
              id="sub-season"
              name="subSeason"
              value={subSeason}
              aria-invalid={errors.subSeason ? true : undefined}
              aria-describedby={errors.subSeason ? "sub-season-error" : undefined}
              onChange={(event) => {
                const form = event.currentTarget.form;
                setSubSeason(event.currentTarget.value);
                if (form) answerAsYouPick(form);
              }}
            >
              <option value="">Choose a sub-season</option>
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
            </select>
            <FieldError id="sub-season-error" message={errors.subSeason} />
          </div>
          <button type="submit" className="button button--primary">
            Show palette
          </button>
        </Form>

        {browse.notice ? <p className="form-status">{browse.notice}</p> : null}

        {browse.palette ? (
          <PaletteAnswer palette={browse.palette} headingId="browse-answer">
            <Link to={`/seasons/sub-season/${browse.palette.slug}`}>{`All about ${browse.palette.name}`}</Link>
          </PaletteAnswer>
        ) : null}

        {browse.overview ? (
          <div className="tool-answer">
            <h3 id="overview-title">{`${browse.overview.name} key colours`}</h3>
            <p>{browse.overview.tagline}</p>
            <PaletteSwatches colors={browse.overview.keyColors} size="sm" label={`${browse.overview.name} key colours`} />
            <p>Choose one of its four sub-seasons:</p>
            <ul className="sub-season-links">
              {browse.overview.subSeasons.map((option) => (
                <li key={option.slug}>
                  <Link
                    to={toolHref({ ...kept, season: browse.overview?.slug, subSeason: option.slug })}
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

function CustomSection({
  custom,
  options,
  kept,
}: {
  custom: LoaderData["custom"];
  options: LoaderData["paletteOptions"];
  kept: Kept;
}) {
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
            <Form method="get" action={PATH} className="form tool-form tool-form--row" preventScrollReset>
              <KeptChoices values={kept} except={["palette"]} />
              <div className={`field${custom.error ? " field--invalid" : ""}`}>
                <label htmlFor="palette">Palette</label>
                <select
                  id="palette"
                  name="palette"
                  value={selected}
                  aria-invalid={custom.error ? true : undefined}
                  aria-describedby={custom.error ? "palette-error" : undefined}
                  onChange={(event) => {
                    const form = event.currentTarget.form;
                    setSelected(event.currentTarget.value);
                    if (form) answerAsYouPick(form);
                  }}
                >
                  <option value="">Choose a palette</option>
                  {options.map((option) => (
                    <option key={option.id} value={option.id}>
                      {option.name}
                    </option>
                  ))}
                </select>
                <FieldError id="palette-error" message={custom.error ?? undefined} />
              </div>
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

function PaletteAnswer({ palette, headingId, children }: { palette: Palette; headingId: string; children: ReactNode }) {
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
