import type { FontSettings, LayoutColors, Skin, WebsiteData } from "~/schemas";
import type * as v from "valibot";

/**
 * What the layout falls back to when a part of `Website/Data` is missing or malformed,
 * and what the error screens use when no content could be read at all.
 */
const color = (hex: string) => ({ hex });

export const DEFAULT_LAYOUT_COLORS: LayoutColors = {
  bg_color: color("#faf6f1"),
  text_color: color("#2e2433"),
  title_color: color("#3f2545"),
  sub_title_color: color("#5c4262"),
  accent_color: color("#9a4a63"),
};

const DEFAULT_SKIN: Skin = {
  text: "#2e2433",
  label: "#4b3b50",
  page: "#faf6f1",
  border: "#8f7d92",
  card: "#ffffff",
  cardText: "#2e2433",
  input: "#ffffff",
  inputText: "#2e2433",
  button: "#7d3a50",
  buttonText: "#ffffff",
  secondaryButton: "#efe6ea",
  secondaryButtonText: "#3f2545",
  navigation: "#3f2545",
  navigationText: "#fdf9f4",
  list: "#f4ede8",
  listText: "#2e2433",
  radiusPx: 10,
};

const DEFAULT_FONT_SETTINGS: v.InferOutput<typeof FontSettings> = {
  titleFont: "Bodoni",
  bodyFont: "Montserrat",
  accentFont: "Italianno",
  baseFontSizePx: 16,
};

export const SITE_DEFAULTS = {
  layoutColors: DEFAULT_LAYOUT_COLORS,
  navbarColors: {
    bg_color: color("#3f2545"),
    text_color: color("#fdf9f4"),
    accent_color: color("#f0c7d3"),
  },
  footerColors: {
    bg_color: color("#2e2433"),
    text_color: color("#efe6ea"),
    title_color: color("#ffffff"),
    accent_color: color("#f0c7d3"),
  },
  fontSettings: DEFAULT_FONT_SETTINGS,
  skin: "default",
  skins: { default: DEFAULT_SKIN, lightTheme: DEFAULT_SKIN, darkTheme: DEFAULT_SKIN },
  navbar: {
    brandName: "Colour Studio",
    tagline: "Colour analysis and personal styling",
    items: [
      { label: "Home", href: "/" },
      { label: "Seasons", href: "/seasons" },
      { label: "Colour Analysis", href: "/color-analysis" },
      { label: "Journal", href: "/journal" },
      { label: "Contact", href: "/contact" },
    ],
    cta: { label: "Book a session", href: "/service-booking" },
  },
  footer: {
    blurb: "Colour analysis and personal styling.",
    columns: [],
    legal: [
      { label: "Privacy policy", href: "/legal/privacy-policy" },
      { label: "Terms and conditions", href: "/legal/terms-and-conditions" },
    ],
    copyright: "All rights reserved.",
  },
  subSeasons: {},
  faq: [],
} satisfies Partial<WebsiteData>;

/**
 * The defaults' visitor words on a Dutch page (the menu and the footer when `Website/Data` cannot
 * be read, as on an error screen): the same links, as English paths the header and footer turn
 * into Dutch addresses.
 */
export const SITE_DEFAULTS_NL = {
  navbar: {
    ...SITE_DEFAULTS.navbar,
    tagline: "Kleuranalyse en persoonlijk stijladvies",
    items: [
      { label: "Home", href: "/" },
      { label: "Seizoenen", href: "/seasons" },
      { label: "Kleuranalyse", href: "/color-analysis" },
      { label: "Journal", href: "/journal" },
      { label: "Contact", href: "/contact" },
    ],
    cta: { label: "Maak een afspraak", href: "/service-booking" },
  },
  footer: {
    ...SITE_DEFAULTS.footer,
    blurb: "Kleuranalyse en persoonlijk stijladvies.",
    legal: [
      { label: "Privacybeleid", href: "/legal/privacy-policy" },
      { label: "Algemene voorwaarden", href: "/legal/terms-and-conditions" },
    ],
    copyright: "Alle rechten voorbehouden.",
  },
} satisfies Pick<WebsiteData, "navbar" | "footer">;
