import type { Route } from "./+types/seasons._index";
import { Form, Link } from "react-router";
import { PageHeader } from "~/components/PageHeader";
import { SeasonArt } from "~/components/SeasonArt";
import { SeasonColorChips } from "~/components/SeasonColorChips";
import { dutchNameOf, getSeasonIn, getSubSeasonIn, seasonsIn, subSeasonsOfIn } from "~/data/seasons/in-language.server";
import formStyles from "~/styles/forms.css?url";
import {
  likelySubSeasons,
  listInWords,
  MIN_ANSWERS,
  QUIZ_QUESTIONS,
  quizQuestionsIn,
  readQuizQuery,
  type QuizAnswers,
} from "~/color/season-quiz";
import { requestLocale } from "~/site/locale";
import { COLOR_ANALYSIS_PATH, seasonPath, subSeasonPath } from "~/site/paths";
import { pageLocale, pageMeta } from "~/site/seo";
import { defineWords, useLocalPath, useLocale, useWords, wordsFor } from "~/site/words";
import type { PageCacheHandle } from "~/site/page-cache-handle";
import { pageUrl } from "~/site/page-url";

/** Quiz answers come back in the query string: a result page is one visitor's, rendered for them. */
export const handle: PageCacheHandle = { pageCache: { answers: QUIZ_QUESTIONS.map((question) => question.name) } };

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: formStyles }];

const QUIZ_ID = "find-your-season";
const PREVIEW_COLORS = 5;

/** The loader's messages about the answers (the loader's only: not in the page's script). */
const NOTICES = defineWords({
  en: {
    invalid: (value: string, legend: string) =>
      `We didn't recognise “${value}” as an answer for ${legend.toLowerCase()}, so we left it out. Please pick one of the options below.`,
    tooFew: "Answer at least two of the four questions (all four give the best suggestion) and we'll show your likely sub-seasons.",
    partial: (answered: number) => `This suggestion is based on ${answered} of the 4 questions; answer all four for a sharper one.`,
  },
  nl: {
    invalid: (value: string, legend: string) =>
      `We herkenden “${value}” niet als antwoord op de vraag over ${legend.toLowerCase()}, dus dat hebben we weggelaten. Kies een van de opties hieronder.`,
    tooFew: "Beantwoord minstens twee van de vier vragen (met alle vier krijg je de beste suggestie), dan laten we zien welke subseizoenen waarschijnlijk bij je passen.",
    partial: (answered: number) => `Deze suggestie is gebaseerd op ${answered} van de 4 vragen; beantwoord ze alle vier voor een scherpere uitkomst.`,
  },
});

export async function loader({ request }: Route.LoaderArgs) {
  const locale = requestLocale(request);
  const seasons = seasonsIn(locale).map((season) => ({
    slug: season.slug,
    name: season.name,
    tagline: season.tagline,
    summary: season.characteristics.summary,
    keyColors: season.keyColors,
    subSeasons: subSeasonsOfIn(season.slug, locale).map((subSeason) => ({
      slug: subSeason.slug,
      name: subSeason.name,
      /** Its Dutch name on a Dutch page ("Zachte Herfst"), beside the name; null in English. */
      dutchName: dutchNameOf(subSeason.slug, locale),
      summary: subSeason.characteristics.summary,
      colors: subSeason.palette.slice(0, PREVIEW_COLORS),
    })),
  }));

  const query = readQuizQuery(pageUrl(request).searchParams);
  const matches = likelySubSeasons(query.answers, undefined, locale).map((match) => {
    const subSeason = getSubSeasonIn(match.slug, locale);
    return {
      ...match,
      dutchName: dutchNameOf(match.slug, locale),
      seasonName: subSeason ? (getSeasonIn(subSeason.seasonSlug, locale)?.name ?? "") : "",
      summary: subSeason?.characteristics.summary ?? "",
      colors: subSeason?.palette.slice(0, PREVIEW_COLORS) ?? [],
    };
  });

  const words = wordsFor(NOTICES, locale);
  const questions = quizQuestionsIn(locale);
  const notices = query.invalid.map(({ name, legend, value }) =>
    words.invalid(value, questions.find((question) => question.name === name)?.legend ?? legend),
  );
  if (query.submitted && query.answered < MIN_ANSWERS) {
    notices.push(words.tooFew);
  } else if (matches.length > 0 && query.answered < QUIZ_QUESTIONS.length) {
    notices.push(words.partial(query.answered));
  }

  return { seasons, quiz: { answers: query.answers, notices, matches } };
}

const WORDS = defineWords({
  en: {
    title: "Colour seasons: the four seasons and sixteen sub-seasons",
    description:
      "Spring, Summer, Autumn and Winter and their sixteen sub-seasons, each with its key colours. Answer four quick questions to find your likely colour season.",
    eyebrow: "Seasonal colour analysis",
    heading: "The four colour seasons and their sixteen sub-seasons",
    lead: "Every colouring is warm or cool, light or deep, soft or bright. The four seasons group those traits, and each season splits into four sub-seasons led by the trait that stands out most.",
    toQuiz: "Not sure where you belong? Find your likely season",
    keyColours: (season: string) => `Key colours of ${season}`,
    colours: (subSeason: string) => `${subSeason} colours`,
    more: (season: string) => `More about ${season}`,
    quizTitle: "Find your likely season",
    quizLead:
      "Four questions about your natural colouring (hair, skin and eyes without make-up or dye) point to the sub-seasons you most likely belong to. It is a starting point, not a verdict.",
  },
  nl: {
    title: "Kleurseizoenen: de vier seizoenen en zestien subseizoenen",
    description:
      "Lente, Zomer, Herfst en Winter en hun zestien subseizoenen, elk met zijn kenmerkende kleuren. Beantwoord vier korte vragen en ontdek welk kleurseizoen waarschijnlijk bij je past.",
    eyebrow: "Kleuranalyse volgens de seizoenen",
    heading: "De vier kleurseizoenen en hun zestien subseizoenen",
    lead: "Ieders natuurlijke kleuren zijn warm of koel, licht of diep, zacht of helder. De vier seizoenen brengen die eigenschappen samen, en elk seizoen valt uiteen in vier subseizoenen, elk bepaald door de eigenschap die het meest opvalt.",
    toQuiz: "Weet je niet welk seizoen bij je past? Ontdek het met vier vragen",
    keyColours: (season: string) => `Kernkleuren van de ${season}`,
    colours: (subSeason: string) => `Kleuren van ${subSeason}`,
    more: (season: string) => `Meer over de ${season}`,
    quizTitle: "Ontdek welk seizoen bij je past",
    quizLead:
      "Vier vragen over je natuurlijke kleuren (haar, huid en ogen zonder make-up of haarverf) laten zien bij welke subseizoenen je waarschijnlijk hoort. Zie het als een vertrekpunt, niet als een eindoordeel.",
  },
});

export const meta: Route.MetaFunction = ({ matches }) => {
  const words = wordsFor(WORDS, pageLocale(matches));
  return pageMeta(matches, { title: words.title, description: words.description, path: "/seasons" });
};

export default function SeasonsIndex({ loaderData }: Route.ComponentProps) {
  const { seasons, quiz } = loaderData;
  const words = useWords(WORDS);
  const localPath = useLocalPath();
  return (
    <>
      <PageHeader eyebrow={words.eyebrow} title={words.heading} lead={words.lead}>
        <p>
          <a href={`#${QUIZ_ID}`}>{words.toQuiz}</a>
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
                  <Link to={localPath(seasonPath(season.slug))}>{season.name}</Link>
                </h2>
                <p className="season-overview__tagline">{season.tagline}</p>
                <p>{season.summary}</p>
              </div>
              <SeasonArt colors={season.keyColors} width={240} height={96} />
            </div>
            <p className="season-overview__label" id={`key-colours-${season.slug}`}>
              {words.keyColours(season.name)}
            </p>
            <SeasonColorChips colors={season.keyColors} labelledBy={`key-colours-${season.slug}`} />
            <ul className="card-grid season-cards">
              {season.subSeasons.map((subSeason) => (
                <li key={subSeason.slug} className="card">
                  <h3>
                    <Link to={localPath(subSeasonPath(subSeason.slug))}>{subSeason.name}</Link>
                  </h3>
                  {subSeason.dutchName ? <p className="season-cards__aka">{subSeason.dutchName}</p> : null}
                  <p>{subSeason.summary}</p>
                  <SeasonColorChips colors={subSeason.colors} label={words.colours(subSeason.name)} />
                </li>
              ))}
            </ul>
            <p>
              <Link to={localPath(seasonPath(season.slug))}>{words.more(season.name)}</Link>
            </p>
          </div>
        </section>
      ))}

      <section id={QUIZ_ID} className="section quiz" aria-labelledby="quiz-title">
        <div className="container">
          <h2 id="quiz-title">{words.quizTitle}</h2>
          <p className="lead">{words.quizLead}</p>
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

const RESULT_WORDS = defineWords({
  en: {
    title: "Your likely sub-seasons",
    and: "and",
    or: "or",
    mostLikely: "Most likely",
    alsoWorth: "Also worth a look",
    seasonOf: (season: string, _dutchName: string | null) => `A ${season} sub-season`,
    matches: (list: string) => `Matches your ${list}.`,
    closest: "Closest overall, though it matches none of your answers exactly.",
    differs: (list: string) => ` Compared with your answers it is ${list}.`,
    colours: (subSeason: string) => `${subSeason} colours`,
    selfAssessment:
      "Self-assessment is hard: lighting, hair dye, make-up and even your screen shift what you see. A professional analysis with fabric drapes in daylight tells you for certain.",
    book: "Book a colour analysis session",
    show: "Show my likely sub-seasons",
    again: "Start again",
  },
  nl: {
    title: "Jouw waarschijnlijke subseizoenen",
    and: "en",
    or: "of",
    mostLikely: "Het meest waarschijnlijk",
    alsoWorth: "Ook het bekijken waard",
    seasonOf: (season: string, dutchName: string | null) => `${dutchName ? `${dutchName}, een` : "Een"} subseizoen van de ${season}`,
    matches: (list: string) => `Klopt met je antwoorden voor ${list}.`,
    closest: "Komt over het geheel het dichtst in de buurt, al klopt het met geen van je antwoorden precies.",
    differs: (list: string) => ` Vergeleken met je antwoorden is dit subseizoen ${list}.`,
    colours: (subSeason: string) => `Kleuren van ${subSeason}`,
    selfAssessment:
      "Jezelf inschatten is lastig: licht, haarverf, make-up en zelfs je scherm veranderen wat je ziet. Een professionele analyse met drapeerdoeken bij daglicht geeft je zekerheid.",
    book: "Maak een afspraak voor een kleuranalyse",
    show: "Laat mijn waarschijnlijke subseizoenen zien",
    again: "Opnieuw beginnen",
  },
});

function QuizResult({ matches }: { matches: readonly Match[] }) {
  const words = useWords(RESULT_WORDS);
  const localPath = useLocalPath();
  const likely = matches.filter((match) => match.mostLikely);
  const others = matches.filter((match) => !match.mostLikely);
  return (
    <div className="quiz-result">
      <h3>{words.title}</h3>
      <p className="quiz-result__headline">
        {`${words.mostLikely}: `}
        <strong>{listInWords(likely.map((match) => match.name), words.or)}</strong>.
        {others.length > 0 ? (
          <>
            {" "}
            {`${words.alsoWorth}: `}
            <strong>{listInWords(others.map((match) => match.name), words.and)}</strong>.
          </>
        ) : null}
      </p>
      <ol className="card-grid quiz-result__list">
        {matches.map((match) => (
          <li key={match.slug} className="card">
            <p className="eyebrow">{match.mostLikely ? words.mostLikely : words.alsoWorth}</p>
            <h4>
              <Link to={localPath(subSeasonPath(match.slug))}>{match.name}</Link>
            </h4>
            <p className="quiz-result__season">{words.seasonOf(match.seasonName, match.dutchName)}</p>
            <p>{match.summary}</p>
            <p>
              {match.fit.matches.length > 0 ? words.matches(listInWords(match.fit.matches, words.and)) : words.closest}
              {match.fit.differences.length > 0 ? words.differs(listInWords(match.fit.differences, words.and)) : ""}
            </p>
            <SeasonColorChips colors={match.colors} label={words.colours(match.name)} />
          </li>
        ))}
      </ol>
      <p>
        {words.selfAssessment} <Link to={localPath(COLOR_ANALYSIS_PATH)}>{words.book}</Link>
      </p>
    </div>
  );
}

function QuizForm({ answers }: { answers: QuizAnswers }) {
  const words = useWords(RESULT_WORDS);
  const localPath = useLocalPath();
  const questions = quizQuestionsIn(useLocale());
  return (
    // Keyed by the answers, so "start again" and new results reset the radios' checked state.
    <Form
      key={JSON.stringify(answers)}
      method="get"
      action={localPath(`/seasons#${QUIZ_ID}`)}
      className="form quiz__form"
      aria-labelledby="quiz-title"
    >
      <div className="quiz__questions">
        {questions.map((question) => (
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
          {words.show}
        </button>
        {Object.keys(answers).length > 0 ? <Link to={localPath(`/seasons#${QUIZ_ID}`)}>{words.again}</Link> : null}
      </div>
    </Form>
  );
}
