import { Form, useLocation } from "react-router";
import { Button } from "~/components/Button";
import { useWords } from "~/site/words";
import { MY_PALETTE_WORDS } from "./my-palette-words";

/** The query that asks the page to confirm a deletion: `?delete`, reached by a plain link. */
export const CONFIRM_DELETE_QUERY = "delete";
const SECTION_ID = "delete-palette";

type Props = { confirming: boolean; error: string | null };

/**
 * The client deletes their palette in two steps, without JavaScript: a link asks the page to show
 * what deleting means, and only the form there posts. The post is a document load with or without
 * JavaScript (the page's service worker sees it and forgets the device's copy), answered with a
 * redirect to the page that says the palette is gone.
 */
export function DeletePalette({ confirming, error }: Props) {
  const words = useWords(MY_PALETTE_WORDS);
  const { pathname } = useLocation();
  return (
    <section id={SECTION_ID} className={`my-palette__delete${confirming ? " my-palette__delete--confirm" : ""}`} aria-labelledby={`${SECTION_ID}-title`}>
      {confirming ? (
        <>
          <h2 id={`${SECTION_ID}-title`}>{words.confirmTitle}</h2>
          <p>{words.confirmText}</p>
          <Form method="post" action={pathname} reloadDocument className="my-palette__delete-actions">
            <input type="hidden" name="intent" value="delete" />
            <Button type="submit" variant="danger" text={words.confirmDelete} />
            <a href={pathname}>{words.keep}</a>
          </Form>
        </>
      ) : (
        <>
          <h2 id={`${SECTION_ID}-title`}>{words.deleteTitle}</h2>
          {error ? (
            <p className="field__error" role="alert">
              {error}
            </p>
          ) : null}
          <p>{words.deleteText}</p>
          <a className="button button--secondary button--sm" href={`${pathname}?${CONFIRM_DELETE_QUERY}#${SECTION_ID}`}>
            {words.deleteStart}
          </a>
        </>
      )}
    </section>
  );
}
