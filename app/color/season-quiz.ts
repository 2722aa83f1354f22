import * as v from "valibot";
import {
  CHROMAS,
  CONTRASTS,
  DEPTHS,
  SUB_SEASONS,
  TEMPERATURES,
  type SubSeason,
  type SubSeasonSlug,
} from "~/data/seasons";
import { QUIZ_QUESTIONS, quizQuestionsIn } from "~/data/season-quiz-questions";
import type { Locale } from "~/schemas/common";

/**
 * The "find your likely season" questionnaire: four self-assessed answers scored against each
 * sub-season's characteristics. Pure, so the loader and the unit tests share it. The questions
 * are content, kept with the site's static data (plain data, no valibot, so the page's form keeps
 * the browser bundle small), and handed on from here with their scoring.
 */
export { QUIZ_QUESTIONS, quizQuestionsIn };

type Question = (typeof QUIZ_QUESTIONS)[number];
type QuestionName = Question["name"];
export type QuizAnswers = { [Q in Question as Q["name"]]?: Q["options"][number]["value"] };

/** Where each answer sits on the five-step scale of the season data (see `~/data/seasons`). */
const ANSWER_POSITION: { [Q in Question as Q["name"]]: Record<Q["options"][number]["value"], number> } = {
  undertone: { warm: 0, neutral: 2, cool: 4 },
  depth: { light: 0, medium: 2, deep: 4 },
  chroma: { soft: 0, medium: 2, bright: 4 },
  contrast: { low: 0, medium: 2, high: 4 },
};

function positionOf(subSeason: SubSeason, name: QuestionName): number {
  const c = subSeason.characteristics;
  switch (name) {
    case "undertone":
      return TEMPERATURES.indexOf(c.temperature);
    case "depth":
      return DEPTHS.indexOf(c.depth);
    case "chroma":
      return CHROMAS.indexOf(c.chroma);
    case "contrast":
      return CONTRASTS.indexOf(c.contrast);
  }
}

// ---------------------------------------------------------------------------
// Reading the query
// ---------------------------------------------------------------------------

/**
 * The schema of one question's answer: trimmed, case-insensitive, one of the offered options.
 * Built on demand rather than at module level, so the form can import `QUIZ_QUESTIONS` without
 * taking valibot into the browser bundle.
 */
function answerSchema(question: Question) {
  return v.pipe(
    v.string(),
    v.trim(),
    v.toLowerCase(),
    v.picklist(question.options.map((option) => option.value)),
  );
}

type InvalidAnswer = { name: QuestionName; legend: string; value: string };

type QuizQuery = {
  answers: QuizAnswers;
  /** Values that were sent but are not one of the options; they are left out of the scoring. */
  invalid: InvalidAnswer[];
  /** How many of the four questions have a valid answer. */
  answered: number;
  /** Whether the query holds any questionnaire field at all (a submitted form). */
  submitted: boolean;
};

const MAX_ECHO_LENGTH = 40;

/** Reads the questionnaire from a URL's query; never throws, whatever the visitor typed. */
export function readQuizQuery(params: URLSearchParams): QuizQuery {
  const answers: Record<string, string> = {};
  const invalid: InvalidAnswer[] = [];
  let submitted = false;
  for (const question of QUIZ_QUESTIONS) {
    const raw = params.get(question.name);
    if (raw === null) continue;
    submitted = true;
    if (raw.trim() === "") continue;
    const result = v.safeParse(answerSchema(question), raw);
    if (result.success) answers[question.name] = result.output;
    else {
      const value = raw.length > MAX_ECHO_LENGTH ? `${raw.slice(0, MAX_ECHO_LENGTH)}…` : raw;
      invalid.push({ name: question.name, legend: question.legend, value });
    }
  }
  return { answers: answers as QuizAnswers, invalid, answered: Object.keys(answers).length, submitted };
}

// ---------------------------------------------------------------------------
// Scoring
// ---------------------------------------------------------------------------

/**
 * How much one step away on each scale counts. Undertone weighs most: it is what separates the
 * Spring and Autumn families from Summer and Winter.
 */
const WEIGHT: Record<QuestionName, number> = { undertone: 3, depth: 2, chroma: 2, contrast: 2 };

/**
 * The trait each sub-season is named after and led by (Light Spring must be light, Soft Summer
 * soft); the True sub-seasons are led by their season's pure temperature.
 */
const LEADING_TRAIT: Record<string, QuestionName> = {
  light: "depth",
  deep: "depth",
  warm: "undertone",
  cool: "undertone",
  soft: "chroma",
  bright: "chroma",
  true: "undertone",
};

function leadingTrait(subSeason: SubSeason): QuestionName | undefined {
  return LEADING_TRAIT[subSeason.slug.split("-")[0] ?? ""];
}

/**
 * Distance between the answers and one sub-season: the weighted steps between them on each
 * answered scale, counted twice on the trait that leads the sub-season. A secondary trait
 * tolerates a step either way; the leading one does not.
 */
export function quizDistance(answers: QuizAnswers, subSeason: SubSeason): number {
  const leading = leadingTrait(subSeason);
  let distance = 0;
  for (const question of QUIZ_QUESTIONS) {
    const answer = answers[question.name];
    if (answer === undefined) continue;
    const wanted = (ANSWER_POSITION[question.name] as Record<string, number>)[answer];
    if (wanted === undefined) continue;
    const actual = positionOf(subSeason, question.name);
    const weight = WEIGHT[question.name] * (question.name === leading ? 2 : 1);
    distance += weight * Math.abs(actual - wanted);
  }
  return distance;
}

type ScoredSubSeason = { subSeason: SubSeason; distance: number };

/** Every sub-season, closest first; equal distances keep the order of the season data. */
export function rankSubSeasons(answers: QuizAnswers, subSeasons: readonly SubSeason[] = SUB_SEASONS): ScoredSubSeason[] {
  return subSeasons
    .map((subSeason) => ({ subSeason, distance: quizDistance(answers, subSeason) }))
    .sort((a, b) => a.distance - b.distance);
}

export const MIN_ANSWERS = 2;
const MIN_RESULTS = 2;
const MAX_RESULTS = 3;
/** A third suggestion is only worth showing when it is not far behind the best. */
const MARGIN = 6;

type FitNote = { matches: string[]; differences: string[] };

type LikelyMatch = {
  slug: SubSeasonSlug;
  name: string;
  distance: number;
  /** Shares the best distance: as likely as the first suggestion. */
  mostLikely: boolean;
  fit: FitNote;
};

/**
 * The 2–3 most likely sub-seasons for the answers, or none when fewer than two were answered; the
 * notes on the fit in `locale`'s words.
 */
export function likelySubSeasons(answers: QuizAnswers, subSeasons: readonly SubSeason[] = SUB_SEASONS, locale: Locale = "en"): LikelyMatch[] {
  const answered = QUIZ_QUESTIONS.filter((question) => answers[question.name] !== undefined).length;
  if (answered < MIN_ANSWERS) return [];
  const ranked = rankSubSeasons(answers, subSeasons);
  const best = ranked[0]?.distance ?? 0;
  const picked = ranked.filter((entry, index) => index < MIN_RESULTS || entry.distance <= best + MARGIN).slice(0, MAX_RESULTS);
  return picked.map(({ subSeason, distance }) => ({
    slug: subSeason.slug,
    name: subSeason.name,
    distance,
    mostLikely: distance === best,
    fit: explainFit(answers, subSeason, locale),
  }));
}

type FitWords = {
  /** An answer the sub-season matches: "warm undertone". */
  answer: (name: QuestionName, answer: string) => string;
  /** How the sub-season differs, by direction on each scale: [towards the low end, towards the high end]. */
  direction: Record<QuestionName, [string, string]>;
  /** One step away, or more. */
  degree: [string, string];
};

const FIT_WORDS: Record<Locale, FitWords> = {
  en: {
    answer: (name, answer) => `${answer} ${name}`,
    direction: {
      undertone: ["warmer", "cooler"],
      depth: ["lighter", "deeper"],
      chroma: ["softer", "brighter"],
      contrast: ["lower in contrast", "higher in contrast"],
    },
    degree: ["a touch", "noticeably"],
  },
  nl: {
    // "ondertoon (warm)": the answer as the question's option names it.
    answer: (name, answer) => {
      const question = quizQuestionsIn("nl").find((candidate) => candidate.name === name);
      const label = question?.options.find((option) => option.value === answer)?.label ?? answer;
      return `${(question?.legend ?? name).toLowerCase()} (${label.toLowerCase()})`;
    },
    direction: {
      undertone: ["warmer", "koeler"],
      depth: ["lichter", "dieper"],
      chroma: ["zachter", "helderder"],
      contrast: ["contrastarmer", "contrastrijker"],
    },
    degree: ["iets", "duidelijk"],
  },
};

/** In words (`locale`'s): which answers the sub-season matches, and where it sits away from them. */
export function explainFit(answers: QuizAnswers, subSeason: SubSeason, locale: Locale = "en"): FitNote {
  const words = FIT_WORDS[locale];
  const matches: string[] = [];
  const differences: string[] = [];
  for (const question of QUIZ_QUESTIONS) {
    const answer = answers[question.name];
    if (answer === undefined) continue;
    const wanted = (ANSWER_POSITION[question.name] as Record<string, number>)[answer];
    if (wanted === undefined) continue;
    const actual = positionOf(subSeason, question.name);
    if (actual === wanted) {
      matches.push(words.answer(question.name, answer));
      continue;
    }
    const [lower, higher] = words.direction[question.name];
    const direction = actual < wanted ? lower : higher;
    differences.push(`${Math.abs(actual - wanted) === 1 ? words.degree[0] : words.degree[1]} ${direction}`);
  }
  return { matches, differences };
}

/** "a", "a and b", "a, b and c" (the conjunction in the page's language: "en", "of" in Dutch). */
export function listInWords(items: readonly string[], conjunction = "and"): string {
  if (items.length <= 1) return items.join("");
  return `${items.slice(0, -1).join(", ")} ${conjunction} ${items[items.length - 1]}`;
}
