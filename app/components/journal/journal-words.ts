/**
 * The journal's own words in both languages: its topics, a tip's difficulty and the seasons a
 * filter names, stored in English in each article and shown in the page's language. Used by the
 * cards and the article (the page's language, `useWords`) and by the list's loader (`wordsFor`).
 * A sub-season keeps its name ("Soft Autumn") in Dutch too: the name clients know it by.
 */
import type { Article } from "~/schemas/article";
import type { SeasonSlug } from "~/schemas/season";
import { defineWords } from "~/site/words";

type Topic = Article["topic"];
type Difficulty = NonNullable<Article["difficulty"]>;

export const JOURNAL_WORDS = defineWords<{
  topic: (topic: Topic) => string;
  difficulty: (difficulty: Difficulty) => string;
  /** A season's name ("Autumn", "Herfst"), by its slug; a sub-season's name is shown as it is. */
  season: (slug: string, name: string) => string;
  tip: string;
  minutes: (minutes: number) => string;
}>({
  en: {
    topic: (topic) => topic,
    difficulty: (difficulty) => difficulty,
    season: (_slug, name) => name,
    tip: "Styling tip",
    minutes: (minutes) => `${minutes} min read`,
  },
  nl: {
    topic: (topic) => TOPICS_NL[topic],
    difficulty: (difficulty) => DIFFICULTIES_NL[difficulty],
    season: (slug, name) => SEASONS_NL[slug as SeasonSlug] ?? name,
    tip: "Stylingtip",
    minutes: (minutes) => `${minutes} min. leestijd`,
  },
});

const TOPICS_NL: Record<Topic, string> = {
  "Colour analysis": "Kleuranalyse",
  Wardrobe: "Garderobe",
  Makeup: "Make-up",
  Hair: "Haar",
  Accessories: "Accessoires",
  "Prints & Patterns": "Prints & patronen",
  Shopping: "Shoppen",
};

const DIFFICULTIES_NL: Record<Difficulty, string> = {
  Beginner: "Beginner",
  Intermediate: "Gemiddeld",
  Advanced: "Gevorderd",
};

const SEASONS_NL: Partial<Record<SeasonSlug, string>> = { spring: "Lente", summer: "Zomer", autumn: "Herfst", winter: "Winter" };
