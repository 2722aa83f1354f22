/**
 * The four questions of the "find your likely season" questionnaire (scored in
 * ~/color/season-quiz), each with its options: the wording a visitor reads. Plain data, no
 * valibot, so the page's form can render them without taking the scoring's schemas along.
 * `quizQuestionsIn` gives them in a page's language.
 */
import type { Locale } from "~/schemas/common";

export const QUIZ_QUESTIONS = [
  {
    name: "undertone",
    legend: "Undertone",
    hint: "The hue under the surface of your skin, not how pale or dark it is.",
    options: [
      { value: "warm", label: "Warm", hint: "Gold jewellery lights you up; skin reads peachy, golden or olive." },
      { value: "cool", label: "Cool", hint: "Silver flatters you; skin reads pink, rosy or bluish." },
      { value: "neutral", label: "Neutral", hint: "Gold and silver both work, and it is hard to tell." },
    ],
  },
  {
    name: "depth",
    legend: "Depth",
    hint: "How light or deep your hair, eyes and skin look together.",
    options: [
      { value: "light", label: "Light", hint: "Light hair and eyes, fair to light skin." },
      { value: "medium", label: "Medium", hint: "Neither very light nor very deep overall." },
      { value: "deep", label: "Deep", hint: "Dark hair and eyes, or deep skin." },
    ],
  },
  {
    name: "chroma",
    legend: "Chroma",
    hint: "Whether clear, vivid colours or muted, dusty ones look more at home on you.",
    options: [
      { value: "soft", label: "Soft", hint: "Muted, greyed colours blend with you; brights wear you." },
      { value: "medium", label: "Medium", hint: "Somewhere between; neither extreme stands out." },
      { value: "bright", label: "Bright", hint: "Vivid, clear colours make you glow; dusty ones look dull." },
    ],
  },
  {
    name: "contrast",
    legend: "Contrast",
    hint: "The difference in depth between your hair, skin and eyes.",
    options: [
      { value: "low", label: "Low", hint: "Hair, skin and eyes are close in depth." },
      { value: "medium", label: "Medium", hint: "Some difference, but nothing striking." },
      { value: "high", label: "High", hint: "Dark hair against light skin, or bright eye whites against deep skin." },
    ],
  },
] as const;

type Question = (typeof QUIZ_QUESTIONS)[number];

/** One question's words: its name and its options' values as the English, any wording. */
type QuestionWords<Q extends Question> = {
  readonly name: Q["name"];
  readonly legend: string;
  readonly hint: string;
  readonly options: ReadonlyArray<{ readonly value: Q["options"][number]["value"]; readonly label: string; readonly hint: string }>;
};

/** The questions as a page shows them: the same names, options and order in every language. */
type WordsOf<T extends readonly Question[]> = { readonly [I in keyof T]: T[I] extends Question ? QuestionWords<T[I]> : never };
export type QuizQuestionWords = WordsOf<typeof QUIZ_QUESTIONS>;

/** The questions in Dutch (issue 43): the names and values are the English's, which the scoring reads. */
const QUIZ_QUESTIONS_NL: QuizQuestionWords = [
  {
    name: "undertone",
    legend: "Ondertoon",
    hint: "De tint onder het oppervlak van je huid, niet hoe licht of donker je huid is.",
    options: [
      { value: "warm", label: "Warm", hint: "Gouden sieraden laten je stralen; je huid heeft iets perzikachtigs, goudkleurigs of olijfkleurigs." },
      { value: "cool", label: "Koel", hint: "Zilver staat je goed; je huid heeft iets roze, blozends of blauwigs." },
      { value: "neutral", label: "Neutraal", hint: "Goud en zilver staan je allebei, en het is moeilijk te zeggen." },
    ],
  },
  {
    name: "depth",
    legend: "Diepte",
    hint: "Hoe licht of diep je haar, ogen en huid er samen uitzien.",
    options: [
      { value: "light", label: "Licht", hint: "Licht haar en lichte ogen, een heel lichte tot lichte huid." },
      { value: "medium", label: "Gemiddeld", hint: "Al met al niet heel licht en niet heel diep." },
      { value: "deep", label: "Diep", hint: "Donker haar en donkere ogen, of een donkere huid." },
    ],
  },
  {
    name: "chroma",
    legend: "Helderheid",
    hint: "Of heldere, levendige kleuren of juist gedempte, stoffige kleuren het best bij je passen.",
    options: [
      { value: "soft", label: "Zacht", hint: "Gedempte, grijzige kleuren vloeien mooi samen met jou; felle kleuren nemen het van je over." },
      { value: "medium", label: "Gemiddeld", hint: "Ergens daartussenin; geen van beide uitersten springt eruit." },
      { value: "bright", label: "Helder", hint: "Levendige, heldere kleuren laten je stralen; stoffige kleuren maken je flets." },
    ],
  },
  {
    name: "contrast",
    legend: "Contrast",
    hint: "Het verschil in diepte tussen je haar, huid en ogen.",
    options: [
      { value: "low", label: "Laag", hint: "Haar, huid en ogen liggen qua diepte dicht bij elkaar." },
      { value: "medium", label: "Gemiddeld", hint: "Wel wat verschil, maar niets opvallends." },
      { value: "high", label: "Hoog", hint: "Donker haar bij een lichte huid, of stralend oogwit bij een donkere huid." },
    ],
  },
];

/** The questions in the page's language. */
export function quizQuestionsIn(locale: Locale): QuizQuestionWords {
  return locale === "nl" ? QUIZ_QUESTIONS_NL : QUIZ_QUESTIONS;
}
