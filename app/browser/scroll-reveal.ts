/**
 * Scroll-reveal: elements marked `data-reveal` rise into place from the bottom
 * (20 px, 800 ms, after 200 ms) as they enter the viewport; on windows narrower than 768 px an
 * element more than 70% visible also gets the viewport-centre effect.
 *
 * Content is never hidden by the server's HTML: elements are hidden only under the `js-reveal`
 * class this script puts on <html>, and it does not when reduced motion is asked for (the CSS
 * also shows everything under that media query). State goes in data attributes, never in
 * `class`, which React owns and would overwrite on its next render.
 * Styles: app/styles/client-behaviours.css.
 */
import { BREAKPOINTS } from "./breakpoints";
export const DISTANCE_PX = 20;
export const DURATION_MS = 800;
export const DELAY_MS = 200;
export const CENTRE_RATIO = 0.7;
export const CENTRE_MAX_WIDTH = BREAKPOINTS.medium;

const REVEAL_ROOT_CLASS = "js-reveal";
const REVEAL_SELECTOR = "[data-reveal]";
const SHOWN_ATTRIBUTE = "data-reveal-shown";
const CENTRED_ATTRIBUTE = "data-reveal-centred";
/** Enough steps around CENTRE_RATIO for the observer to report crossing it either way. */
export const OBSERVER_THRESHOLDS = [0, 0.25, 0.5, CENTRE_RATIO, 0.75, 0.8, 0.9, 1];

/** The viewport-centre effect: more than 70% visible, on a window narrower than 768 px. */
export function shouldCentre(visibleRatio: number, windowWidth: number): boolean {
  return windowWidth < CENTRE_MAX_WIDTH && visibleRatio > CENTRE_RATIO;
}

/** Animate only when motion is welcome and the browser can tell what is on screen. */
export function shouldEnableReveal({
  reducedMotion,
  hasIntersectionObserver,
}: {
  reducedMotion: boolean;
  hasIntersectionObserver: boolean;
}): boolean {
  return !reducedMotion && hasIntersectionObserver;
}

/** Whether a box overlaps the viewport vertically; such elements are shown at once, unanimated. */
export function isInViewport(rect: { top: number; bottom: number }, viewportHeight: number): boolean {
  return rect.bottom > 0 && rect.top < viewportHeight;
}

/** The custom properties the CSS reads, so the numbers above are the only source. */
export function revealCustomProperties(): Record<string, string> {
  return {
    "--reveal-distance": `${DISTANCE_PX}px`,
    "--reveal-duration": `${DURATION_MS}ms`,
    "--reveal-delay": `${DELAY_MS}ms`,
  };
}

type ScrollReveal = {
  /** Looks for `data-reveal` elements not yet watched (new page content). */
  scan(): void;
  /** Stops watching and shows everything. */
  stop(): void;
};

/**
 * Installs the scroll-reveal in the browser; null (and nothing hidden) when reduced motion is
 * requested or IntersectionObserver is missing. New elements are picked up as the DOM changes.
 */
export function installScrollReveal(): ScrollReveal | null {
  if (typeof window === "undefined") return null;
  const win = window;
  const doc = win.document;
  const reducedMotion = win.matchMedia?.("(prefers-reduced-motion: reduce)").matches ?? false;
  if (!shouldEnableReveal({ reducedMotion, hasIntersectionObserver: typeof IntersectionObserver !== "undefined" })) return null;

  const root = doc.documentElement;
  const watched = new Set<Element>();

  const observer = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        const element = entry.target;
        if (entry.isIntersecting) element.setAttribute(SHOWN_ATTRIBUTE, "");
        element.toggleAttribute(CENTRED_ATTRIBUTE, entry.isIntersecting && shouldCentre(entry.intersectionRatio, win.innerWidth));
      }
    },
    { threshold: OBSERVER_THRESHOLDS },
  );

  const scan = () => {
    for (const element of watched) {
      if (!element.isConnected) {
        observer.unobserve(element);
        watched.delete(element);
      }
    }
    for (const element of doc.querySelectorAll(REVEAL_SELECTOR)) {
      if (watched.has(element)) continue;
      watched.add(element);
      observer.observe(element);
    }
  };

  // What is already on screen when the script starts stays as it is: no flash, no late rise.
  if (!root.classList.contains(REVEAL_ROOT_CLASS)) {
    for (const element of doc.querySelectorAll(REVEAL_SELECTOR)) {
      if (isInViewport(element.getBoundingClientRect(), win.innerHeight)) element.setAttribute(SHOWN_ATTRIBUTE, "");
    }
  }
  for (const [name, value] of Object.entries(revealCustomProperties())) root.style.setProperty(name, value);
  root.classList.add(REVEAL_ROOT_CLASS);
  scan();

  let frame = 0;
  const scheduleScan = () => {
    if (frame) return;
    frame = win.requestAnimationFrame(() => {
      frame = 0;
      scan();
    });
  };
  const mutations = new MutationObserver(scheduleScan);
  mutations.observe(doc.body, { childList: true, subtree: true });

  // Widening the window past the breakpoint ends the centre effect without waiting for a scroll.
  const onResize = () => {
    if (win.innerWidth >= CENTRE_MAX_WIDTH) {
      for (const element of watched) element.removeAttribute(CENTRED_ATTRIBUTE);
    }
  };
  win.addEventListener("resize", onResize, { passive: true });

  return {
    scan,
    stop() {
      if (frame) win.cancelAnimationFrame(frame);
      mutations.disconnect();
      observer.disconnect();
      win.removeEventListener("resize", onResize);
      watched.clear();
      root.classList.remove(REVEAL_ROOT_CLASS);
    },
  };
}
