/**
 * The site's breakpoints, the only widths its stylesheets' `@media` rules and its scripts test
 * (tests/unit/browser/breakpoints.test.ts reads every stylesheet for them). CSS cannot import a name, so
 * each rule writes the width and the name after it: `@media (min-width: 1025px) /* desktop *\/`.
 * A rule for the narrower side uses the width less 0.02px (`max-width: 767.98px`), which no
 * zoom level rounds onto the wider one. The spec's mobile flag (a viewport at most 1024 px) is
 * `desktop` seen from below: the header's menu (site-chrome.css) is the one thing it changes.
 */
export const BREAKPOINTS = {
  /** Phones held upright end here: a card's art and a season's links grow above it. */
  small: 640,
  /** Tablets upright: two columns for a season, an article's meta in a row, the consent banner's room. */
  medium: 768,
  /** Laptops: a page's main column beside its aside (services, contact, booking, legal, the studio's editor). */
  large: 960,
  /** The spec's mobile breakpoint (a viewport at most 1024 px is mobile): the full navigation from here. */
  desktop: 1025,
} as const;
