import type { Route } from "./+types/seasons._index";
import { Form, Link } from "react-router";
import { PageHeader } from "~/components/PageHeader";
import { SeasonArt } from "~/components/SeasonArt";
import { SeasonColorChips } from "~/components/SeasonColorChips";
import { getSeason, getSubSeason, SEASONS, subSeasonsOf } from "~/data/seasons";
import formStyles from "~/styles/forms.css?url";
import {
  likelySubSeasons,
  listInWords,
  MIN_ANSWERS,
  QUIZ_QUESTIONS,
  readQuizQuery,
  type QuizAnswers,
} from "~/color/season-quiz";
import { COLOR_ANALYSIS_PATH, seasonPath, subSeasonPath } from "~/site/paths";
import { pageMeta } from "~/site/seo";
import type { PageCacheHandle } from "~/site/page-cache-handle";
import { pageUrl } from "~/site/page-url";

/** Quiz answers come back in the query string: a result page is one visitor's, rendered for them. */
export const handle: PageCacheHandle = { pageCache: { answers: QUIZ_QUESTIONS.map((question) => question.name) } };

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: formStyles }];

const QUIZ_ID = "find-your-season";
const PREVIEW_COLORS = 5;

export async function loader({ request }: Route.LoaderArgs) {
  const seasons = SEASONS.map((season) => ({
    slug: season.slug,
    name: season.name,
    tagline: season.tagline,
    summary: season.characteristics.summary,
    keyColors: season.keyColors,
    subSeasons: subSeasonsOf(season.slug).map((subSeason) => ({
      slug: subSeason.slug,
      name: subSeason.name,
      summary: subSeason.characteristics.summary,
      colors: subSeason.palette.slice(0, PREVIEW_COLORS),
    })),
  }));

  const query = readQuizQuery(pageUrl(request).searchParams);
  const matches = likelySubSeasons(query.answers).map((match) => {
    const subSeason = getSubSeason(match.slug);
    return {
      ...match,
      seasonName: subSeason ? (getSeason(subSeason.seasonSlug)?.name ?? "") : "",
      summary: subSeason?.characteristics.summary ?? "",
      colors: subSeason?.palette.slice(0, PREVIEW_COLORS) ?? [],
    };
  });

  const notices = query.invalid.map(
    ({ legend, value }) =>
      `We didn't recognise “${value}” as an answer for ${legend.toLowerCase()}, so we left it out. Please pick one of the options below.`,
  );
  if (query.submitted && query.answered < MIN_ANSWERS) {
    notices.push("Answer at least two of the four questions (all four give the best suggestion) and we'll show your likely sub-seasons.");
  } else if (matches.length > 0 && query.answered < QUIZ_QUESTIONS.length) {
    notices.push(`This suggestion is based on ${query.answered} of the 4 questions; answer all four for a sharper one.`);
  }

  return { seasons, quiz: { answers: query.answers, notices, matches } };
}

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, {
    title: "Colour seasons: the four seasons and sixteen sub-seasons",
    description:
      "Spring, Summer, Autumn and Winter and their sixteen sub-seasons, each with its key colours. Answer four quick questions to find your likely colour season.",
    path: "/seasons",
  });

export default function SeasonsIndex({ loaderData }: Route.ComponentProps) {
  const { seasons, quiz } = loaderData;
  return (
    <>
      <PageHeader
        eyebrow="Seasonal colour analysis"
        title="The four colour seasons and their sixteen sub-seasons"
        lead="Every colouring is warm or cool, light or deep, soft or bright. The four seasons group those traits, and each season splits into four sub-seasons led by the trait that stands out most."
      >
        <p>
          <a href={`#${QUIZ_ID}`}>Not sure where you belong? Find your likely season</a>
        </p>
      </PageHeader>

      {seasons.map((season, index) => (
        <section
          key={season.slug}
          className={index % 2 === 0 ? "section season-overview" : "section section--alt season-overview"}
          aria-labelledby={`season-${season.slug}`}
        >
          <div className="container">
            <div className="season-overview__intro">
              <div>
                <h2 id={`season-${season.slug}`}>
                  <Link to={seasonPath(season.slug)}>{season.name}</Link>
                </h2>
                <p className="season-overview__tagline">{season.tagline}</p>
                <p>{season.summary}</p>
              </div>
              <SeasonArt colors={season.keyColors} width={240} height={96} />
            </div>
            <p className="season-overview__label" id={`key-colours-${season.slug}`}>
              Key colours of {season.name}
            </p>
            <SeasonColorChips colors={season.keyColors} labelledBy={`key-colours-${season.slug}`} />
            <ul className="card-grid season-cards">
              {season.subSeasons.map((subSeason) => (
                <li key={subSeason.slug} className="card">
                  <h3>
                    <Link to={subSeasonPath(subSeason.slug)}>{subSeason.name}</Link>
                  </h3>
                  <p>{subSeason.summary}</p>
                  <SeasonColorChips colors={subSeason.colors} label={`${subSeason.name} colours`} />
                </li>
              ))}
            </ul>
            <p>
              <Link to={seasonPath(season.slug)}>More about {season.name}</Link>
            </p>
          </div>
        </section>
      ))}

      <section id={QUIZ_ID} className="section quiz" aria-labelledby="quiz-title">
        <div className="container">
          <h2 id="quiz-title">Find your likely season</h2>
          <p className="lead">
            Four questions about your natural colouring (hair, skin and eyes without make-up or dye) point to the
            sub-seasons you most likely belong to. It is a starting point, not a verdict.
          </p>
          <div aria-live="polite">
            {quiz.notices.map((notice) => (
              <p key={notice} className="form-status quiz__notice">
                {notice}
              </p>
            ))}
            {quiz.matches.length > 0 ? <QuizResult matches={quiz.matches} /> : null}
          </div>
          <QuizForm answers={quiz.answers} />
        </div>
      </section>
    </>
  );
}

type Match = Route.ComponentProps["loaderData"]["quiz"]["matches"][number];

function QuizResult({ matches }: { matches: readonly Match[] }) {
  const likely = matches.filter((match) => match.mostLikely);
  const others = matches.filter((match) => !match.mostLikely);
  return (
    <div className="quiz-result">
      <h3>Your likely sub-seasons</h3>
      <p className="quiz-result__headline">
        Most likely: <strong>{listInWords(likely.map((match) => match.name), "or")}</strong>.
        {others.length > 0 ? (
          <>
            {" "}
            Also worth a look: <strong>{listInWords(others.map((match) => match.name))}</strong>.
          </>
        ) : null}
      </p>
      <ol className="card-grid quiz-result__list">
        {matches.map((match) => (
          <li key={match.slug} className="card">
            <p className="eyebrow">{match.mostLikely ? "Most likely" : "Also worth a look"}</p>
            <h4>
              <Link to={subSeasonPath(match.slug)}>{match.name}</Link>
            </h4>
            <p className="quiz-result__season">A {match.seasonName} sub-season</p>
            <p>{match.summary}</p>
            <p>
              {match.fit.matches.length > 0
                ? `Matches your ${listInWords(match.fit.matches)}.`
                : "Closest overall, though it matches none of your answers exactly."}
              {match.fit.differences.length > 0 ? ` Compared with your answers it is ${listInWords(match.fit.differences)}.` : ""}
            </p>
            <SeasonColorChips colors={match.colors} label={`${match.name} colours`} />
          </li>
        ))}
      </ol>
      <p>
        Self-assessment is hard: lighting, hair dye, make-up and even your screen shift what you see. A professional
        analysis with fabric drapes in daylight tells you for certain.{" "}
        <Link to={COLOR_ANALYSIS_PATH}>Book a colour analysis session</Link>
      </p>
    </div>
  );
}

function QuizForm({ answers }: { answers: QuizAnswers }) {
  return (
    // Keyed by the answers, so "start again" and new results reset the radios' checked state.
    <Form
      key={JSON.stringify(answers)}
      method="get"
      action={`/seasons#${QUIZ_ID}`}
      className="form quiz__form"
      aria-labelledby="quiz-title"
    >
      <div className="quiz__questions">
        {QUIZ_QUESTIONS.map((question) => (
          <fieldset key={question.name} aria-describedby={`${question.name}-hint`}>
            <legend>{question.legend}</legend>
            <p id={`${question.name}-hint`} className="field__hint">
              {question.hint}
            </p>
            <ul className="choice-list">
              {question.options.map((option) => (
                <li key={option.value}>
                  <label className="choice quiz__choice">
                    <input
                      type="radio"
                      name={question.name}
                      value={option.value}
                      required
                      defaultChecked={answers[question.name] === option.value}
                    />
                    <span>
                      <strong>{option.label}</strong>
                      <span className="quiz__option-hint">{option.hint}</span>
                    </span>
                  </label>
                </li>
              ))}
            </ul>
          </fieldset>
        ))}
      </div>
      <div className="quiz__actions">
        <button type="submit" className="button button--primary">
          Show my likely sub-seasons
        </button>
        {Object.keys(answers).length > 0 ? <Link to={`/seasons#${QUIZ_ID}`}>Start again</Link> : null}
      </div>
    </Form>
  );
}
