import type { FontSettings, LayoutColors, Skin, WebsiteData } from "~/schemas";
import type * as v from "valibot";
import { fontStacks } from "./fonts";

export type Theme = {
  layoutColors: LayoutColors;
  navbarColors: WebsiteData["navbarColors"];
  footerColors: WebsiteData["footerColors"];
  fontSettings: v.InferOutput<typeof FontSettings>;
  skinName: WebsiteData["skin"];
  skin: Skin;
};

/**
 * The business's colours, skin and fonts as CSS custom properties, rendered into the
 * server's HTML so the first paint already wears them. Every colour passed the schema's
 * hex check, so nothing here can break out of the style element.
 */
export function themeCss(theme: Theme): string {
  const declarations = Object.entries(themeVariables(theme))
    .map(([name, value]) => `${name}:${value}`)
    .join(";");
  return `:root{${declarations}}`;
}

/** The theme's custom properties by name; the studio's Preview sets them on the previewed page alone. */
export function themeVariables(theme: Theme): Record<string, string> {
  const { layoutColors: l, navbarColors: n, footerColors: f, skin: s } = theme;
  const fonts = fontStacks(theme.fontSettings);
  const vars: Record<string, string> = {
    "--color-bg": l.bg_color.hex,
    "--color-text": l.text_color.hex,
    "--color-title": l.title_color.hex,
    "--color-subtitle": l.sub_title_color.hex,
    "--color-accent": l.accent_color.hex,
    "--nav-bg": n.bg_color.hex,
    "--nav-text": n.text_color.hex,
    "--nav-accent": n.accent_color.hex,
    "--footer-bg": f.bg_color.hex,
    "--footer-text": f.text_color.hex,
    "--footer-title": f.title_color.hex,
    "--footer-accent": f.accent_color.hex,
    "--skin-text": s.text,
    "--skin-label": s.label,
    "--skin-page": s.page,
    "--skin-border": s.border,
    "--skin-card": s.card,
    "--skin-card-text": s.cardText,
    "--skin-input": s.input,
    "--skin-input-text": s.inputText,
    "--skin-button": s.button,
    "--skin-button-text": s.buttonText,
    "--skin-secondary": s.secondaryButton,
    "--skin-secondary-text": s.secondaryButtonText,
    "--skin-nav": s.navigation,
    "--skin-nav-text": s.navigationText,
    "--skin-list": s.list,
    "--skin-list-text": s.listText,
    "--radius": `${s.radiusPx}px`,
    "--font-title": fonts.title,
    "--font-body": fonts.body,
    "--font-accent": fonts.accent,
    "--font-size-base": `${theme.fontSettings.baseFontSizePx}px`,
  };
  return vars;
}
