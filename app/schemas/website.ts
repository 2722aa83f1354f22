import * as v from "valibot";
import { SEASON_SLUGS } from "./season";
import { ColorValue, HexColor, Link, NonEmpty, Slug } from "./common";
import { PhotoRef } from "./photo";

export const LayoutColors = v.object({
  bg_color: ColorValue,
  text_color: ColorValue,
  title_color: ColorValue,
  sub_title_color: ColorValue,
  accent_color: ColorValue,
});
export type LayoutColors = v.InferOutput<typeof LayoutColors>;

const NavbarColors = v.object({
  bg_color: ColorValue,
  text_color: ColorValue,
  accent_color: ColorValue,
});

const FooterColors = v.object({
  bg_color: ColorValue,
  text_color: ColorValue,
  title_color: ColorValue,
  accent_color: ColorValue,
});

const SectionHero = v.object({
  eyebrow: NonEmpty,
  title: NonEmpty,
  subTitle: NonEmpty,
  description: NonEmpty,
  primaryCta: Link,
  secondaryCta: v.optional(Link),
});

const TitledText = v.object({ title: NonEmpty, text: NonEmpty });

const SectionAbout = v.object({
  title: NonEmpty,
  subTitle: NonEmpty,
  intro: NonEmpty,
  story: v.array(NonEmpty),
  approach: v.array(TitledText),
  differences: v.array(TitledText),
  founder: v.object({ name: NonEmpty, role: NonEmpty, bio: NonEmpty }),
});

const NavItem = v.object({
  label: NonEmpty,
  href: Link.entries.href,
  children: v.optional(v.array(Link)),
});

const Navbar = v.object({
  brandName: NonEmpty,
  tagline: NonEmpty,
  items: v.array(NavItem),
  cta: Link,
});

const Footer = v.object({
  blurb: NonEmpty,
  columns: v.array(v.object({ title: NonEmpty, links: v.array(Link) })),
  legal: v.array(Link),
  copyright: NonEmpty,
});

const DirectionsText = v.optional(v.pipe(v.string(), v.trim(), v.maxLength(2000, "Keep it under 2,000 characters: the emails carry it whole.")), "");

/** How to reach each place a session happens, told in the confirmation and the reminder ("" when not written). */
const Directions = v.object({ studio: DirectionsText, online: DirectionsText });
export type Directions = v.InferOutput<typeof Directions>;

const Business = v.object({
  name: NonEmpty,
  legalName: NonEmpty,
  email: v.pipe(v.string(), v.email()),
  phone: NonEmpty,
  whatsapp: NonEmpty,
  address: v.object({
    street: NonEmpty,
    city: NonEmpty,
    postalCode: NonEmpty,
    country: NonEmpty,
    countryCode: v.pipe(v.string(), v.length(2)),
  }),
  openingHours: v.array(v.object({ days: NonEmpty, hours: NonEmpty })),
  social: v.array(Link),
  priceCurrency: v.picklist(["EUR", "GBP", "USD"]),
  directions: v.optional(Directions, {}),
});

/** Colours that theme each sub-season's pages, keyed by sub-season slug. */
const SubSeasonColors = v.record(
  Slug,
  v.object({ bg_color: ColorValue, text_color: ColorValue, accent_color: ColorValue }),
);

const FontFamily = v.picklist(["Montserrat", "Bodoni", "Italianno"]);

export const FontSettings = v.object({
  titleFont: FontFamily,
  bodyFont: FontFamily,
  accentFont: FontFamily,
  baseFontSizePx: v.pipe(v.number(), v.integer(), v.minValue(14), v.maxValue(20)),
});

const SkinName = v.picklist(["default", "lightTheme", "darkTheme"]);
type SkinName = v.InferOutput<typeof SkinName>;

export const Skin = v.object({
  text: HexColor,
  label: HexColor,
  page: HexColor,
  border: HexColor,
  card: HexColor,
  cardText: HexColor,
  input: HexColor,
  inputText: HexColor,
  button: HexColor,
  buttonText: HexColor,
  secondaryButton: HexColor,
  secondaryButtonText: HexColor,
  navigation: HexColor,
  navigationText: HexColor,
  list: HexColor,
  listText: HexColor,
  radiusPx: v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(32)),
});
export type Skin = v.InferOutput<typeof Skin>;

export const Faq = v.object({
  id: Slug,
  category: NonEmpty,
  question: NonEmpty,
  answer: NonEmpty,
});
export type Faq = v.InferOutput<typeof Faq>;

/** The sections a visitor reads, each written whole in Dutch in `nl` (issue 43); a section left out there shows the English, marked lang="en". */
export const WEBSITE_TEXT_SECTIONS = ["sectionHero", "sectionAbout", "navbar", "footer", "faq", "openingHours", "directions"] as const;

/** The Dutch text of the `Website/Data` document: the same shapes as the English, links as the English writes them (the site turns them into Dutch addresses). */
export const WebsiteDutch = v.partial(
  v.object({
    sectionHero: SectionHero,
    sectionAbout: SectionAbout,
    navbar: Navbar,
    footer: Footer,
    faq: v.array(Faq),
    openingHours: Business.entries.openingHours,
    directions: Directions,
  }),
);
export type WebsiteDutch = v.InferOutput<typeof WebsiteDutch>;

/** The `Website/Data` document: everything the layout and the static sections need. */
export const WebsiteData = v.object({
  business: Business,
  layoutColors: LayoutColors,
  navbarColors: NavbarColors,
  footerColors: FooterColors,
  sectionHero: SectionHero,
  sectionAbout: SectionAbout,
  navbar: Navbar,
  footer: Footer,
  subSeasons: SubSeasonColors,
  fontSettings: FontSettings,
  skin: SkinName,
  skins: v.object({ default: Skin, lightTheme: Skin, darkTheme: Skin }),
  faq: v.array(Faq),
  nl: v.optional(WebsiteDutch),
  /** The photo each season's page shows (the spec's season `imageUrl`); a season without one shows its palette art. */
  seasonPhotos: v.optional(v.partial(v.object(Object.fromEntries(SEASON_SLUGS.map((slug) => [slug, PhotoRef])) as Record<(typeof SEASON_SLUGS)[number], typeof PhotoRef>)), {}),
});
export type WebsiteData = v.InferOutput<typeof WebsiteData>;

const PaletteColor = v.object({ name: NonEmpty, hex: HexColor });

export const CustomPalette = v.object({
  id: Slug,
  name: NonEmpty,
  description: NonEmpty,
  colors: v.pipe(v.array(PaletteColor), v.minLength(1)),
  /** The Dutch name, description and colour names (in the colours' order), each shown in English on a Dutch page when left out (issue 43). */
  nl: v.optional(v.partial(v.object({ name: NonEmpty, description: NonEmpty, colors: v.array(NonEmpty) }))),
});
export type CustomPalette = v.InferOutput<typeof CustomPalette>;

/** The `Website/CustomPalettes` document. */
export const CustomPalettes = v.object({ customPalettes: v.array(CustomPalette) });
export type CustomPalettes = v.InferOutput<typeof CustomPalettes>;
