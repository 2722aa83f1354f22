/**
 * The demo covers: no stock photos can be fetched here, so each journal entry and each
 * season gets a still life drawn from its palette (./art.ts). This module says what each cover
 * shows and where it is used; ./render.ts turns a design into a JPEG, and the seed writes one
 * `Photos/{id}` document per cover and puts its pixels in R2 under `photos/{id}`.
 *
 * Pure and synchronous, with no Node built-ins: the seed's documents are built from it at import,
 * in Node and inside workerd (the worker tests seed projects of their own). The ids are derived
 * from what the cover is for, so seeding again overwrites the same photos.
 */
import { getSubSeason, SEASONS, type NamedColor, type Season, type SubSeason } from "~/data/seasons";
import type { Photo, PhotoRef } from "~/schemas/photo";
import { journalArticles } from "../journal/index";
import type { ArticleSeed } from "../journal/types";
import { dutchCoverAlt, type DutchOwner } from "./dutch-alt";
import { COMPOSITION_SUBJECT, COVER_SIZE, coverSvg, lightness, mix, seededRandom, type Colour, type Composition, type CoverArt } from "./art";


export type CoverDesign = {
  /** The `Photos/{id}` id, 20 lowercase letters and digits. */
  id: string;
  /** What the cover is for: `article/{id}` or `season/{slug}`. */
  key: string;
  /** The file name the library shows. */
  name: string;
  alt: string;
  /** The alt text in Dutch (issue 43): the library keeps both, and so does each page's copy. */
  nlAlt: string;
  art: CoverArt;
};

/** A stable photo id for a cover: 20 hex digits of two 53-bit hashes (cyrb53) of what it is for. */
export function coverPhotoId(key: string): string {
  return (hash53(`demo-cover/${key}`, 1).toString(16).padStart(14, "0") + hash53(`demo-cover/${key}`, 2).toString(16).padStart(14, "0")).slice(0, 20);
}

function hash53(text: string, seed: number): number {
  let h1 = 0xdeadbeef ^ seed;
  let h2 = 0x41c6ce57 ^ seed;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    h1 = Math.imul(h1 ^ code, 2654435761);
    h2 = Math.imul(h2 ^ code, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return 4294967296 * (2097151 & h2) + (h1 >>> 0);
}

export function coverRef(design: CoverDesign): PhotoRef {
  return { photo: design.id, alt: design.alt, nl: { alt: design.nlAlt }, decorative: false, ...COVER_SIZE };
}

export function coverSvgOf(design: CoverDesign): string {
  return coverSvg(design.art);
}

const LINEN: Colour = { name: "Linen", hex: "#ece4d8" };

/** The metal a palette's jewellery, lipstick cases and rails are drawn in. */
function metalOf(recommended: readonly string[]): CoverArt["metal"] {
  const first = recommended[0]!.toLowerCase();
  if (first.includes("rose")) return "rose";
  if (/silver|platinum|white gold|pewter|gunmetal/.test(first)) return "silver";
  if (/bronze|copper/.test(first)) return "bronze";
  return "gold";
}

function shuffled<T>(items: readonly T[], random: () => number): T[] {
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [copy[i], copy[j]] = [copy[j]!, copy[i]!];
  }
  return copy;
}

/** Colours that read as a set: palette colours with a neutral between, never two near-identical ones in a row. */
function chooseColours(palette: readonly NamedColor[], neutrals: readonly NamedColor[], random: () => number, count: number, neutralEvery = 0): NamedColor[] {
  // Near-black reads as a hole in a small picture; the covers leave it out.
  const colours = shuffled(palette.filter((colour) => lightness(colour.hex) > 0.06), random);
  const greys = shuffled(neutrals.filter((colour) => lightness(colour.hex) > 0.06), random);
  const out: NamedColor[] = [];
  for (let i = 0; out.length < count && (colours.length > 0 || greys.length > 0); i++) {
    const useNeutral = neutralEvery > 0 && out.length % neutralEvery === neutralEvery - 1 && greys.length > 0;
    const next = useNeutral ? greys.shift()! : (colours.shift() ?? greys.shift()!);
    out.push(next);
  }
  return out;
}

/** The ground: the palette's lightest neutral, softened towards linen so every cover sits on cloth. */
function groundOf(neutrals: readonly NamedColor[]): Colour[] {
  const lightest = [...neutrals].sort((a, b) => lightness(b.hex) - lightness(a.hex))[0];
  return lightest && lightness(lightest.hex) > 0.72 ? [{ name: lightest.name, hex: mix(lightest.hex, LINEN.hex, 0.4) }, LINEN] : [LINEN];
}

const TOPIC_COMPOSITIONS: Record<string, Composition[]> = {
  Wardrobe: ["knits", "drapes", "rail"],
  Makeup: ["makeup"],
  Hair: ["hair"],
  Accessories: ["jewellery"],
  "Prints & Patterns": ["prints"],
  "Colour analysis": ["fan", "drapes"],
  Shopping: ["rail"],
};

/** The long articles whose subject asks for one picture: a palette fan, a draping session, a capsule of knits. */
const ARTICLE_COMPOSITIONS: Record<string, Composition> = {
  "what-colours-suit-a-soft-autumn": "fan",
  "what-happens-in-a-colour-analysis": "drapes",
  "capsule-wardrobe-from-your-palette": "knits",
};

/** How many colours each composition draws. */
const COLOUR_COUNT: Record<Composition, number> = { knits: 6, drapes: 6, makeup: 4, hair: 4, jewellery: 7, prints: 6, fan: 9, rail: 7 };

/** `dutchOwner`: whose colours they are, as the Dutch alt text names them (./dutch-alt.ts). */
type Source = { owner: string; dutchOwner: DutchOwner; palette: readonly NamedColor[]; neutrals: readonly NamedColor[]; metal: CoverArt["metal"] };

function sourceOfSubSeason(subSeason: SubSeason): Source {
  return { owner: subSeason.name, dutchOwner: { subSeason: subSeason.name, seasons: [subSeason.seasonSlug] }, palette: subSeason.palette, neutrals: subSeason.neutrals, metal: metalOf(subSeason.metals.recommended) };
}

function sourceOfSeasons(seasons: readonly Season[]): Source {
  const owner = seasons.length === 1 ? seasons[0]!.name : seasons.length === SEASONS.length ? "the four seasons" : seasons.map((s) => s.name).join(" and ");
  const palette = seasons.flatMap((season) => season.keyColors.filter((colour) => !/camel|grey|gray|taupe|navy|charcoal/i.test(colour.name)));
  const neutrals = seasons.flatMap((season) => season.keyColors.filter((colour) => /camel|grey|gray|taupe|navy|charcoal/i.test(colour.name)));
  const warm = seasons.every((season) => season.slug === "spring" || season.slug === "autumn");
  return { owner, dutchOwner: { seasons: seasons.map((season) => season.slug) }, palette, neutrals, metal: warm ? "gold" : seasons.length === 1 ? "silver" : "gold" };
}

function describe(composition: Composition, owner: string, colours: readonly NamedColor[]): string {
  const names = colours.slice(0, 3).map((colour) => colour.name.toLowerCase());
  const list = `${names.slice(0, -1).join(", ")} and ${names.at(-1)}`;
  const possessive = owner.startsWith("the ") ? `${owner}' colours:` : `${owner}'s`;
  return `${COMPOSITION_SUBJECT[composition]} in ${possessive} ${list}`;
}

function design(key: string, composition: Composition, source: Source): CoverDesign {
  const random = seededRandom(key);
  // Hair is drawn in the palette's own hair shades: its neutrals, then a colour for the ribbon.
  const colours =
    composition === "hair"
      ? [...shuffled(source.neutrals, random).slice(0, 3), ...shuffled(source.palette, random).slice(0, 1)]
      : chooseColours(source.palette, source.neutrals, random, COLOUR_COUNT[composition], composition === "knits" || composition === "rail" ? 3 : 0);
  const art: CoverArt = { key, composition, colours, ground: groundOf(source.neutrals), metal: source.metal };
  const id = coverPhotoId(key);
  return { id, key, name: `${key.replace("/", "-")}.jpg`, alt: describe(composition, source.owner, colours), nlAlt: dutchCoverAlt(composition, source.dutchOwner, colours), art };
}

/** A journal entry's cover: its sub-season's palette, else its seasons', else all four seasons'. */
export function articleCoverDesign({ id, data }: ArticleSeed): CoverDesign {
  const subSeason = data.subSeasons?.[0] ? getSubSeason(data.subSeasons[0]) : undefined;
  const seasons = SEASONS.filter((season) => data.seasons?.includes(season.slug));
  const source = subSeason ? sourceOfSubSeason(subSeason) : sourceOfSeasons(seasons.length > 0 ? seasons : SEASONS);
  const choices = TOPIC_COMPOSITIONS[data.topic] ?? ["drapes"];
  const composition = ARTICLE_COMPOSITIONS[id] ?? choices[Number.parseInt(coverPhotoId(`article/${id}`).slice(0, 6), 16) % choices.length]!;
  return design(`article/${id}`, composition, source);
}

/** A season page's photo: its key colours, draped as in a session. */
function seasonCoverDesign(season: Season): CoverDesign {
  return design(`season/${season.slug}`, "drapes", { ...sourceOfSeasons([season]), palette: season.keyColors });
}

const seasonCoverDesigns: CoverDesign[] = SEASONS.map(seasonCoverDesign);

/** Every demo cover: one per journal entry, then one per season. */
export const coverDesigns: CoverDesign[] = [...journalArticles.map(articleCoverDesign), ...seasonCoverDesigns];

/** Where the season pages' photos come from: Website/Data `seasonPhotos`. */
export const seasonPhotos = Object.fromEntries(seasonCoverDesigns.map((design, index) => [SEASONS[index]!.slug, coverRef(design)])) as Record<Season["slug"], PhotoRef>;

/** When the demo photos say they were uploaded, and by whom (the library shows both). */
const DEMO_UPLOAD = { uploadedAt: "2025-09-01T09:00:00.000Z", uploadedBy: "Plum & Linen studio" } as const;

/** A cover's `Photos/{id}` document, once its JPEG is drawn and its size in bytes known. */
export function coverPhotoDocument(design: CoverDesign, bytes: number): Photo {
  return { contentType: "image/jpeg", ...COVER_SIZE, bytes, alt: design.alt, nl: { alt: design.nlAlt }, decorative: false, name: design.name, ...DEMO_UPLOAD };
}
