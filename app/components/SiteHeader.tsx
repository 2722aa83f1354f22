import { useLocation } from "react-router";
import type { ReactNode } from "react";
import { LanguageSwitch } from "~/components/LanguageSwitch";
import { SmartLink } from "~/components/SmartLink";
import { localHref } from "~/site/content-link";
import { localeOfPath, localizedPath } from "~/site/locale";
import { langOf } from "~/site/localize";
import { defineWords, useWords } from "~/site/words";
import type { WebsiteData } from "~/schemas";

type Props = {
  navbar: WebsiteData["navbar"];
  /** The Website/Data sections shown in English on a Dutch page (`english` of the content): the menu's words carry lang="en" when "navbar" is one. */
  english?: readonly string[] | undefined;
};

const WORDS = defineWords({
  en: { main: "Main", menu: "Menu" },
  nl: { main: "Hoofdmenu", menu: "Menu" },
});

/**
 * The navbar. Phones get a `<details>` menu that opens without JavaScript; wider screens
 * get the inline list, whose sub-menus open on hover and on keyboard focus.
 */
export function SiteHeader({ navbar, english }: Props) {
  const locale = localeOfPath(useLocation().pathname);
  const words = useWords(WORDS);
  // The menu's words as the studio wrote them: English on a Dutch page until it writes them in Dutch.
  const contentLang = langOf({ english }, "navbar");
  return (
    <header className="site-header">
      <div className="site-header__inner">
        <SmartLink to={localizedPath("/", locale)} className="brand">
          <span className="brand__name">{navbar.brandName}</span>
          <span className="brand__tagline" {...contentLang}>
            {navbar.tagline}
          </span>
        </SmartLink>
        <nav aria-label={words.main} className="main-nav">
          <ul className="main-nav__list main-nav__list--wide">
            <NavItems items={navbar.items} wide contentLang={contentLang} />
          </ul>
          <details className="mobile-menu">
            <summary>
              <span className="mobile-menu__icon" aria-hidden="true" />
              {words.menu}
            </summary>
            <ul className="main-nav__list">
              <li className="main-nav__language">
                <LanguageSwitch named />
              </li>
              <NavItems items={navbar.items} wide={false} contentLang={contentLang} />
              <li {...contentLang}>
                <SmartLink to={localHref(navbar.cta.href, locale)}>{navbar.cta.label}</SmartLink>
              </li>
            </ul>
          </details>
        </nav>
        <LanguageSwitch className="language-switch" />
        <SmartLink to={localHref(navbar.cta.href, locale)} className="button button--primary site-header__cta" {...contentLang}>
          {navbar.cta.label}
        </SmartLink>
      </div>
    </header>
  );
}

/**
 * The menu's links, each followed by its drop-down links. The wide list marks the items that
 * have one, for its hover sub-menus; the phone menu shows them as a plain nested list.
 */
function NavItems({ items, wide, contentLang = {} }: { items: Props["navbar"]["items"]; wide: boolean; contentLang?: { lang?: "en" } }) {
  return (
    <>
      {items.map((item) => (
        <li key={item.href + item.label} className={wide && item.children?.length ? "has-children" : undefined} {...contentLang}>
          <NavItemLink to={item.href}>{item.label}</NavItemLink>
          {item.children?.length ? (
            <ul className={wide ? "sub-menu" : undefined}>
              {item.children.map((child) => (
                <li key={child.href}>
                  <NavItemLink to={child.href} exact>
                    {child.label}
                  </NavItemLink>
                </li>
              ))}
            </ul>
          ) : null}
        </li>
      ))}
    </>
  );
}

/**
 * A navbar link that marks the current section and prefetches on intent within the prefetch
 * policy (SmartLink): not on slow connections or with data saver, at most 4 at once.
 */
function NavItemLink({ to: englishTo, exact = false, children }: { to: string; exact?: boolean; children: ReactNode }) {
  const { pathname } = useLocation();
  // The navbar's links are stored as English paths; a Dutch page links to their Dutch twins (another site's as written).
  const to = localHref(englishTo, localeOfPath(pathname));
  const active = exact || englishTo === "/" ? pathname === to : pathname === to || pathname.startsWith(`${to}/`);
  return (
    <SmartLink to={to} className={active ? "active" : undefined} aria-current={active ? "page" : undefined}>
      {children}
    </SmartLink>
  );
}
