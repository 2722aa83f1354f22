import { Link, NavLink } from "@remix-run/react";
import type { WebsiteData } from "~/schemas";

type Props = { navbar: WebsiteData["navbar"] };

/**
 * The navbar. Phones get a `<details>` menu that opens without JavaScript; wider screens
 * get the inline list, whose sub-menus open on hover and on keyboard focus.
 */
export function SiteHeader({ navbar }: Props) {
  return (
    <header className="site-header">
      <div className="site-header__inner">
        <Link to="/" className="brand">
          <span className="brand__name">{navbar.brandName}</span>
          <span className="brand__tagline">{navbar.tagline}</span>
        </Link>
        <nav aria-label="Main" className="main-nav">
          <ul className="main-nav__list main-nav__list--wide">
            {navbar.items.map((item) => (
              <li key={item.href + item.label} className={item.children?.length ? "has-children" : undefined}>
                <NavLink to={item.href} prefetch="intent" end={item.href === "/"}>
                  {item.label}
                </NavLink>
                {item.children?.length ? (
                  <ul className="sub-menu">
                    {item.children.map((child) => (
                      <li key={child.href}>
                        <NavLink to={child.href} prefetch="intent" end>
                          {child.label}
                        </NavLink>
                      </li>
                    ))}
                  </ul>
                ) : null}
              </li>
            ))}
          </ul>
          <details className="mobile-menu">
            <summary>
              <span className="mobile-menu__icon" aria-hidden="true" />
              Menu
            </summary>
            <ul className="main-nav__list">
              {navbar.items.map((item) => (
                <li key={item.href + item.label}>
                  <NavLink to={item.href} end={item.href === "/"}>
                    {item.label}
                  </NavLink>
                  {item.children?.length ? (
                    <ul>
                      {item.children.map((child) => (
                        <li key={child.href}>
                          <NavLink to={child.href} end>
                            {child.label}
                          </NavLink>
                        </li>
                      ))}
                    </ul>
                  ) : null}
                </li>
              ))}
              <li>
                <Link to={navbar.cta.href}>{navbar.cta.label}</Link>
              </li>
            </ul>
          </details>
        </nav>
        <Link to={navbar.cta.href} className="button button--primary site-header__cta">
          {navbar.cta.label}
        </Link>
      </div>
    </header>
  );
}
