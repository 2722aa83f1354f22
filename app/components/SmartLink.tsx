import { Link, PrefetchPageLinks, useHref, type LinkProps } from "react-router";
import { forwardRef, useCallback, useEffect, useRef, useState, type FocusEvent, type MouseEvent, type TouchEvent } from "react";
import { currentConnection, preloadQueue, shouldPrefetch, type Release } from "~/browser/prefetch-policy";

/** Like React Router's own intent prefetch: a pass over the link shorter than this fetches nothing. */
const INTENT_DELAY_MS = 100;
/** How long one prefetch holds a queue slot (the browser gives no "done" signal for <link>s). */
const PRELOAD_HOLD_MS = 3_000;

const ABSOLUTE_URL = /^(?:[a-z][a-z0-9+.-]*:|\/\/)/i;

type SmartLinkProps = Omit<LinkProps, "prefetch"> & { prefetch?: "intent" | "none" };

/**
 * A React Router `Link` that prefetches the next page's code and data on intent, within the prefetch
 * policy (app/browser/prefetch-policy.ts).
 *
 * React Router's `prefetch="intent"` cannot be told about the connection or be queued, so this does
 * the same thing itself: after INTENT_DELAY_MS of hover, focus or touch it asks the shared
 * queue for a slot (at most 4 at once) and, once granted, renders React Router's public
 * `<PrefetchPageLinks page>`, which imports the route modules and adds `<link rel="prefetch">`
 * for the data. The links stay mounted (removing them could cancel a fetch half done); the
 * slot is given back after PRELOAD_HOLD_MS. Leaving before the slot is granted leaves the
 * line. On the server, and without JavaScript, this is a plain link.
 */
export const SmartLink = forwardRef<HTMLAnchorElement, SmartLinkProps>(function SmartLink(
  { to, prefetch = "intent", reloadDocument, onMouseEnter, onMouseLeave, onFocus, onBlur, onTouchStart, ...props },
  ref,
) {
  const href = useHref(to);
  const [prefetched, setPrefetched] = useState(false);
  const intentTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const holdTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const release = useRef<Release | null>(null);
  const granted = useRef(false);

  const canPrefetch =
    prefetch === "intent" && !reloadDocument && !(typeof to === "string" && (ABSOLUTE_URL.test(to) || to.startsWith("#")));

  const startIntent = useCallback(() => {
    if (!canPrefetch || prefetched || intentTimer.current || release.current) return;
    if (!shouldPrefetch(currentConnection())) return;
    intentTimer.current = setTimeout(() => {
      intentTimer.current = null;
      release.current = preloadQueue.request(() => {
        granted.current = true;
        setPrefetched(true);
        holdTimer.current = setTimeout(() => {
          holdTimer.current = null;
          release.current?.();
        }, PRELOAD_HOLD_MS);
      });
    }, INTENT_DELAY_MS);
  }, [canPrefetch, prefetched]);

  const cancelIntent = useCallback(() => {
    if (intentTimer.current) {
      clearTimeout(intentTimer.current);
      intentTimer.current = null;
    }
    // Still in line: leave it. Already prefetching: keep the slot until the hold ends.
    if (release.current && !granted.current) {
      release.current();
      release.current = null;
    }
  }, []);

  useEffect(
    () => () => {
      if (intentTimer.current) clearTimeout(intentTimer.current);
      if (holdTimer.current) clearTimeout(holdTimer.current);
      release.current?.();
    },
    [],
  );

  return (
    <>
      <Link
        {...props}
        ref={ref}
        to={to}
        reloadDocument={reloadDocument}
        prefetch="none"
        onMouseEnter={compose(onMouseEnter, startIntent)}
        onFocus={compose(onFocus, startIntent)}
        onTouchStart={compose(onTouchStart, startIntent)}
        onMouseLeave={compose(onMouseLeave, cancelIntent)}
        onBlur={compose(onBlur, cancelIntent)}
      />
      {prefetched ? <PrefetchPageLinks page={href} /> : null}
    </>
  );
});

type AnchorEvent = MouseEvent<HTMLAnchorElement> | FocusEvent<HTMLAnchorElement> | TouchEvent<HTMLAnchorElement>;

/** Theirs first; ours unless they prevented the default (as React Router's Link does). */
function compose<E extends AnchorEvent>(theirs: ((event: E) => void) | undefined, ours: () => void) {
  return (event: E) => {
    theirs?.(event);
    if (!event.defaultPrevented) ours();
  };
}
