import { useEffect, useRef, useSyncExternalStore, type MouseEvent } from "react";
import { usePageWords } from "~/site/page-locale";
import { defineWords } from "~/site/words";

const WORDS = defineWords({
  en: { title: "There is a problem" },
  nl: { title: "Er klopt iets niet" },
});

/** One problem in the summary: its message, and the id of the control it is about (none: the message alone). */
export type ErrorSummaryItem = { message: string; target?: string };

/**
 * A form's problems as summary items, in the order the form shows its fields (`fields`), each
 * linked to its control: `targetOf(name)`, the field's own id unless told. A message for a name
 * the form does not list comes last, linked to nothing it could not find.
 */
export function errorSummaryItems<Name extends string>(
  errors: Partial<Record<string, string>>,
  fields: readonly Name[],
  targetOf: (name: Name) => string | undefined,
): ErrorSummaryItem[] {
  const listed = fields.flatMap((name) => {
    const message = errors[name];
    return message ? [{ message, target: targetOf(name) }] : [];
  });
  const others = Object.entries(errors).flatMap(([name, message]) =>
    message && !(fields as readonly string[]).includes(name) ? [{ message }] : [],
  );
  return [...listed, ...others];
}

type Props = {
  /** Each field's problem, linked to its control. */
  items: readonly ErrorSummaryItem[];
  /** A problem with the whole form (out of date, try again later), shown when no field has one. */
  message?: string;
  /**
   * The answer the problems came with (the action's data, or the browser's own check): each new
   * one moves focus to the summary once.
   */
  answer: unknown;
};

/**
 * The error summary, after GOV.UK's pattern: at the top of a page whose form came back with
 * problems, above its title, headed "There is a problem", each problem a link to its field (whose
 * own message stays beside it). The server renders it there, so without JavaScript it is on the
 * first screen when the page opens, however long the page's introduction; with JavaScript it takes
 * focus when an answer arrives, and a link moves focus to its field. Nothing to say: nothing rendered.
 */
export function ErrorSummary({ items, message, answer }: Props) {
  const words = usePageWords(WORDS);
  const ref = useRef<HTMLDivElement>(null);
  // True only in the render that hydrates the server's page (the server's snapshot).
  const hydrating = useSyncExternalStore(subscribeToNothing, () => false, () => true);
  const shown = items.length > 0 || Boolean(message);
  // Shown in the server's page: the answer to a post sent before the page's script ran.
  const fromServer = useRef(hydrating && shown);

  useEffect(() => {
    const summary = ref.current;
    if (!summary) return;
    if (fromServer.current) {
      fromServer.current = false;
      // The visitor may already be correcting a field.
      if (document.activeElement && document.activeElement !== document.body) return;
    }
    // At once: the page's smooth scrolling would glide there from the button at the bottom.
    summary.focus({ preventScroll: true });
    summary.scrollIntoView({ block: "start", behavior: "instant" });
  }, [answer, shown]);

  if (!shown) return null;
  return (
    <div className="container error-summary-area">
      <div ref={ref} id="error-summary" className="error-summary" tabIndex={-1} role="alert" aria-labelledby="error-summary-title">
        <h2 id="error-summary-title" className="error-summary__title">
          {words.title}
        </h2>
        {items.length ? (
          <ul className="error-summary__list">
            {items.map((item) => (
              <li key={`${item.target ?? ""}:${item.message}`}>
                {item.target ? (
                  <a href={`#${item.target}`} onClick={moveToField}>
                    {item.message}
                  </a>
                ) : (
                  item.message
                )}
              </li>
            ))}
          </ul>
        ) : (
          <p className="error-summary__message">{message}</p>
        )}
      </div>
    </div>
  );
}

/**
 * With JavaScript, a link focuses its field (the browser alone only scrolls to it), with the
 * field's label in view above it.
 */
function moveToField(event: MouseEvent<HTMLAnchorElement>) {
  const field = document.getElementById(event.currentTarget.hash.slice(1));
  if (!field) return;
  event.preventDefault();
  field.scrollIntoView({ block: "center" });
  field.focus({ preventScroll: true });
}

const subscribeToNothing = () => () => {};
