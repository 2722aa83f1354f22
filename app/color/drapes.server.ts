import { seasonsIn, subSeasonsIn } from "~/data/seasons/in-language.server";
import type { Locale } from "~/schemas/common";
import { signatureColor, type Drape } from "./drapes";

/**
 * The sixteen sub-seasons' drapes in a page's language, season by season, for /try-the-drapes.
 * On the server: the Dutch season data never reaches a browser bundle (app/data/seasons/in-language.server.ts).
 */
export function drapesIn(locale: Locale): { drapes: Drape[]; seasons: Array<{ slug: Drape["seasonSlug"]; name: string }> } {
  const seasons = seasonsIn(locale);
  const drapes = subSeasonsIn(locale).map((subSeason): Drape => {
    const dutchName = locale === "nl" ? subSeason.alsoKnownAs[0] : undefined;
    const colors = subSeason.palette.map(({ name, hex }) => ({ name, hex: hex.toLowerCase() }));
    return {
      slug: subSeason.slug,
      // "Soft Autumn (zachte herfst)", as the Dutch pages introduce a sub-season (docs/decisions/034).
      name: dutchName ? `${subSeason.name} (${dutchName.toLowerCase()})` : subSeason.name,
      seasonSlug: subSeason.seasonSlug,
      seasonName: seasons.find((season) => season.slug === subSeason.seasonSlug)?.name ?? subSeason.seasonSlug,
      colors,
      start: signatureColor(colors),
    };
  });
  return { drapes, seasons: seasons.map(({ slug, name }) => ({ slug, name })) };
}
