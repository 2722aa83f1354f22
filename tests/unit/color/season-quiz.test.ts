import { describe, expect, it } from "vitest";
import { SUB_SEASONS, getSubSeason, type SubSeason } from "~/data/seasons";
import {
  QUIZ_QUESTIONS,
  explainFit,
  likelySubSeasons,
  listInWords,
  quizDistance,
  rankSubSeasons,
  readQuizQuery,
  type QuizAnswers,
} from "~/color/season-quiz";

function query(search: string) {
  return readQuizQuery(new URLSearchParams(search));
}

function sub(slug: string): SubSeason {
  const found = getSubSeason(slug);
  if (!found) throw new Error(`no sub-season ${slug}`);
  return found;
}

const names = (answers: QuizAnswers) => likelySubSeasons(answers).map((match) => match.slug);

describe("reading the questionnaire from the query", () => {
  it("reads four valid answers", () => {
    const result = query("undertone=cool&depth=medium&chroma=soft&contrast=low");
    expect(result.answers).toEqual({ undertone: "cool", depth: "medium", chroma: "soft", contrast: "low" });
    expect(result.invalid).toEqual([]);
    expect(result.answered).toBe(4);
    expect(result.submitted).toBe(true);
  });

  it("accepts answers in any case and with stray spaces", () => {
    expect(query("undertone=%20Warm%20&depth=DEEP").answers).toEqual({ undertone: "warm", depth: "deep" });
  });

  it("leaves out a value that is not an option and reports it with the question's name", () => {
    const result = query("undertone=purple&depth=light&chroma=bright&contrast=low");
    expect(result.answers).toEqual({ depth: "light", chroma: "bright", contrast: "low" });
    expect(result.invalid).toEqual([{ name: "undertone", legend: "Undertone", value: "purple" }]);
    expect(result.answered).toBe(3);
  });

  it("shortens a long invalid value before it is echoed back", () => {
    const result = query(`chroma=${"x".repeat(500)}`);
    expect(result.invalid[0]?.value).toBe(`${"x".repeat(40)}…`);
  });

  it("treats an empty value as unanswered and ignores unrelated parameters", () => {
    const result = query("undertone=&utm_source=newsletter&depth=light");
    expect(result.answers).toEqual({ depth: "light" });
    expect(result.invalid).toEqual([]);
    expect(result.submitted).toBe(true);
  });

  it("is not a submission when no question is in the query", () => {
    expect(query("utm_source=newsletter")).toEqual({ answers: {}, invalid: [], answered: 0, submitted: false });
  });

  it("takes the first value when a question is sent twice", () => {
    expect(query("undertone=warm&undertone=cool").answers).toEqual({ undertone: "warm" });
  });
});

describe("scoring the answers against the sub-seasons", () => {
  it("gives distance 0 to a sub-season whose every trait matches the answers", () => {
    // Soft Summer: medium depth, cool-neutral, soft, low contrast.
    expect(quizDistance({ depth: "medium", chroma: "soft", contrast: "low" }, sub("soft-summer"))).toBe(0);
  });

  it("counts a miss on the trait a sub-season is named after twice", () => {
    // Light Spring is led by depth and sits at "light": "medium" is two steps of weight 2, doubled.
    expect(quizDistance({ depth: "medium" }, sub("light-spring"))).toBe(8);
    // Warm Spring is led by warmth; its medium-light depth is one step of weight 2 from "medium".
    expect(quizDistance({ depth: "medium" }, sub("warm-spring"))).toBe(2);
  });

  it("weighs undertone more than the other traits", () => {
    // Soft Summer is cool-neutral and medium: one step away on undertone costs more than on depth.
    expect(quizDistance({ undertone: "cool" }, sub("soft-summer"))).toBe(3);
    expect(quizDistance({ depth: "light" }, sub("cool-summer"))).toBeLessThan(
      quizDistance({ undertone: "warm" }, sub("cool-winter")),
    );
  });

  it("ranks every sub-season, closest first", () => {
    const ranked = rankSubSeasons({ undertone: "cool", depth: "medium", chroma: "soft", contrast: "low" });
    expect(ranked).toHaveLength(SUB_SEASONS.length);
    for (let i = 1; i < ranked.length; i++) expect(ranked[i]!.distance).toBeGreaterThanOrEqual(ranked[i - 1]!.distance);
  });

  it("suggests Soft Summer first for cool, medium, soft and low contrast, then its neighbours", () => {
    const matches = likelySubSeasons({ undertone: "cool", depth: "medium", chroma: "soft", contrast: "low" });
    expect(matches.map((match) => match.slug)).toEqual(["soft-summer", "true-summer", "cool-summer"]);
    expect(matches.map((match) => match.mostLikely)).toEqual([true, false, false]);
  });

  it.each([
    [{ undertone: "warm", depth: "deep", chroma: "medium", contrast: "high" }, "deep-autumn"],
    [{ undertone: "cool", depth: "light", chroma: "soft", contrast: "low" }, "light-summer"],
    [{ undertone: "neutral", depth: "medium", chroma: "bright", contrast: "high" }, "bright-winter"],
    [{ undertone: "warm", depth: "medium", chroma: "soft", contrast: "low" }, "soft-autumn"],
    [{ undertone: "neutral", depth: "medium", chroma: "bright", contrast: "medium" }, "bright-spring"],
    [{ undertone: "cool", depth: "medium", chroma: "medium", contrast: "medium" }, "cool-summer"],
    [{ undertone: "neutral", depth: "light", chroma: "bright", contrast: "low" }, "light-spring"],
    [{ undertone: "cool", depth: "deep", chroma: "bright", contrast: "high" }, "true-winter"],
    [{ undertone: "neutral", depth: "deep", chroma: "bright", contrast: "high" }, "deep-winter"],
    [{ undertone: "warm", depth: "light", chroma: "bright", contrast: "medium" }, "true-spring"],
  ] as const)("puts the fitting sub-season among the most likely for %o", (answers, expected) => {
    const mostLikely = likelySubSeasons(answers)
      .filter((match) => match.mostLikely)
      .map((match) => match.slug);
    expect(mostLikely).toContain(expected);
  });

  it("reports a tie as equally likely rather than picking one", () => {
    // Neutral, medium, soft and low: Soft Summer and Soft Autumn differ only in a touch of warmth.
    const matches = likelySubSeasons({ undertone: "neutral", depth: "medium", chroma: "soft", contrast: "low" });
    expect(matches.filter((match) => match.mostLikely).map((match) => match.slug)).toEqual([
      "soft-summer",
      "soft-autumn",
    ]);
  });

  it("always suggests two or three sub-seasons once two questions are answered", () => {
    const options = QUIZ_QUESTIONS.map((question) => question.options.map((option) => option.value));
    for (const undertone of options[0]!)
      for (const depth of options[1]!)
        for (const chroma of options[2]!)
          for (const contrast of options[3]!) {
            const count = names({ undertone, depth, chroma, contrast } as QuizAnswers).length;
            expect(count).toBeGreaterThanOrEqual(2);
            expect(count).toBeLessThanOrEqual(3);
          }
    expect(names({ undertone: "warm", chroma: "bright" }).length).toBeGreaterThanOrEqual(2);
  });

  it("suggests nothing for fewer than two answers", () => {
    expect(names({})).toEqual([]);
    expect(names({ undertone: "warm" })).toEqual([]);
  });

  it("can reach every one of the sixteen sub-seasons as the most likely", () => {
    const reached = new Set<string>();
    const options = QUIZ_QUESTIONS.map((question) => question.options.map((option) => option.value));
    for (const undertone of options[0]!)
      for (const depth of options[1]!)
        for (const chroma of options[2]!)
          for (const contrast of options[3]!)
            for (const match of likelySubSeasons({ undertone, depth, chroma, contrast } as QuizAnswers))
              if (match.mostLikely) reached.add(match.slug);
    expect([...reached].sort()).toEqual(SUB_SEASONS.map((subSeason) => subSeason.slug).sort());
  });
});

describe("explaining a suggestion", () => {
  it("names the answers a sub-season matches and how it differs from the others", () => {
    const fit = explainFit({ undertone: "cool", depth: "medium", chroma: "soft", contrast: "low" }, sub("soft-autumn"));
    expect(fit.matches).toEqual(["medium depth", "soft chroma", "low contrast"]);
    expect(fit.differences).toEqual(["noticeably warmer"]);
  });

  it("says 'a touch' for one step away", () => {
    const fit = explainFit({ undertone: "cool", chroma: "soft" }, sub("soft-summer"));
    expect(fit).toEqual({ matches: ["soft chroma"], differences: ["a touch warmer"] });
  });

  it("joins lists in words", () => {
    expect(listInWords([])).toBe("");
    expect(listInWords(["a"])).toBe("a");
    expect(listInWords(["a", "b"], "or")).toBe("a or b");
    expect(listInWords(["a", "b", "c"])).toBe("a, b and c");
  });
});
