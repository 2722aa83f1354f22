/**
 * The demo covers described in Dutch (issue 43): each library photo keeps its alt text in both
 * languages (`alt`, `nl.alt`), and so does each page's copy of it. The colours are named as the
 * Dutch season data names them (./index.ts draws from the English, by the same hex values).
 */
import type { Colour, Composition } from "./art";
import { AUTUMN_NL, AUTUMN_SUB_SEASONS_NL } from "~/data/seasons/nl/autumn";
import { SPRING_NL, SPRING_SUB_SEASONS_NL } from "~/data/seasons/nl/spring";
import { SUMMER_NL, SUMMER_SUB_SEASONS_NL } from "~/data/seasons/nl/summer";
import { WINTER_NL, WINTER_SUB_SEASONS_NL } from "~/data/seasons/nl/winter";


const SEASONS_NL = [SPRING_NL, SUMMER_NL, AUTUMN_NL, WINTER_NL];
const SUB_SEASONS_NL = [...SPRING_SUB_SEASONS_NL, ...SUMMER_SUB_SEASONS_NL, ...AUTUMN_SUB_SEASONS_NL, ...WINTER_SUB_SEASONS_NL];

const SUBJECT_NL: Record<Composition, string> = {
  knits: "Stapels opgevouwen breiwerk",
  drapes: "Gedrapeerde lappen stof",
  makeup: "Poederdoosjes, lippenstiften en swatches",
  hair: "Een vlecht en losse krullen, een zijden lint en een kam",
  jewellery: "Een kralenketting en ringen op zijde",
  prints: "Bedrukte stofstalen, uitgewaaierd op linnen",
  fan: "Een waaier van kleurkaarten op linnen",
  rail: "Een kledingrek vol kleren",
};

/** Each colour's Dutch name by its hex value. */
const DUTCH_NAMES = new Map<string, string>(
  [...SEASONS_NL.flatMap((season) => season.keyColors), ...SUB_SEASONS_NL.flatMap((subSeason) => [...subSeason.palette, ...subSeason.neutrals])].map((colour) => [colour.hex.toLowerCase(), colour.name]),
);

/** Whose colours a cover shows: a sub-season (its English name, as the Dutch pages call it too), else seasons by slug. */
export type DutchOwner = { subSeason?: string; seasons: readonly string[] };

/** "Een waaier van kleurkaarten op linnen in de kleuren van Soft Summer: oudroze, stoffig blauw en lavendelgrijs". */
export function dutchCoverAlt(composition: Composition, owner: DutchOwner, colours: readonly Colour[]): string {
  const names = colours.slice(0, 3).map((colour) => (DUTCH_NAMES.get(colour.hex.toLowerCase()) ?? colour.name).toLowerCase());
  const list = names.length > 1 ? `${names.slice(0, -1).join(", ")} en ${names.at(-1)}` : names.join("");
  // "de lente", "de herfst": a season is named with its article in running Dutch text.
  const seasons = owner.seasons.map((slug) => `de ${(SEASONS_NL.find((season) => season.slug === slug)?.name ?? slug).toLowerCase()}`);
  const whose = owner.subSeason ?? (seasons.length === 0 || seasons.length === 4 ? "de vier seizoenen" : seasons.length === 1 ? seasons[0]! : `${seasons.slice(0, -1).join(", ")} en ${seasons.at(-1)}`);
  return `${SUBJECT_NL[composition]} in de kleuren van ${whose}: ${list}`;
}
