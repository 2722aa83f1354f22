// The questionnaire on a Dutch page: the same questions, options and scoring, its words in Dutch.
import { describe, expect, it } from "vitest";
import { explainFit, likelySubSeasons, QUIZ_QUESTIONS, quizQuestionsIn } from "~/color/season-quiz";
import { getSubSeason } from "~/data/seasons";

describe("the questionnaire in Dutch", () => {
  it("asks the English's questions with the English's options, each in Dutch", () => {
    const dutch = quizQuestionsIn("nl");
    expect(dutch.map((question) => question.name)).toEqual(QUIZ_QUESTIONS.map((question) => question.name));
    for (const [index, question] of QUIZ_QUESTIONS.entries()) {
      const twin = dutch[index]!;
      expect(twin.options.map((option) => option.value)).toEqual(question.options.map((option) => option.value));
      expect(twin.hint).not.toBe(question.hint);
      for (const [at, option] of question.options.entries()) expect(twin.options[at]!.hint).not.toBe(option.hint);
    }
    expect(quizQuestionsIn("en")).toBe(QUIZ_QUESTIONS);
  });

  it("suggests the same sub-seasons in both languages", () => {
    const answers = { undertone: "cool", depth: "light", chroma: "soft", contrast: "low" } as const;
    const strip = (matches: ReturnType<typeof likelySubSeasons>) => matches.map(({ slug, distance, mostLikely }) => ({ slug, distance, mostLikely }));
    expect(strip(likelySubSeasons(answers, undefined, "nl"))).toEqual(strip(likelySubSeasons(answers)));
  });

  it("says in Dutch where a sub-season fits the answers and where it differs", () => {
    const softSummer = getSubSeason("soft-summer")!;
    expect(explainFit({ chroma: "soft", contrast: "low", undertone: "cool", depth: "light" }, softSummer, "nl")).toEqual({
      matches: ["helderheid (zacht)", "contrast (laag)"],
      differences: ["iets warmer", "duidelijk dieper"],
    });
    expect(explainFit({ chroma: "soft", contrast: "low", undertone: "cool", depth: "light" }, softSummer)).toEqual({
      matches: ["soft chroma", "low contrast"],
      differences: ["a touch warmer", "noticeably deeper"],
    });
  });
});
