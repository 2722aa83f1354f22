import { useState, useSyncExternalStore } from "react";
import { Form } from "react-router";
import { FieldShell, describedBy } from "~/components/forms";
import type { PaletteChoice, PaletteField, PaletteFormValues } from "~/studio/my-palette/palette-form";
import type { PaletteActionData, PaletteSectionView } from "~/studio/my-palette/palette-result.server";

const noSubscription = () => () => {};

/** False in the server's HTML and while hydrating, true once the page runs in the browser. */
const useHydrated = () =>
  useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );

/**
 * "Palette result" on a past booking's or a delivered analysis's studio page: the form that records
 * what the session found (app/studio/my-palette/), then the link to "My palette" sent or revoked.
 * With JavaScript the colours and neighbours follow the sub-season as it is chosen; without it,
 * "Show its colours" posts the form back with them, saving nothing.
 */
export function PaletteResultSection({ view, answer }: { view: PaletteSectionView; answer: PaletteActionData["palette"] | undefined }) {
  return (
    <section className="studio-card studio-palette" id="palette-result" aria-labelledby="palette-result-title">
      <h2 id="palette-result-title">Palette result</h2>
      {view.whyNot ? (
        <p className="studio-muted">{view.whyNot}</p>
      ) : (
        <>
          <SavedResult view={view} />
          <PaletteForm view={view} answer={answer} />
          {view.saved ? <LinkForms view={view} /> : null}
        </>
      )}
    </section>
  );
}

function SavedResult({ view }: { view: PaletteSectionView }) {
  const { saved } = view;
  if (!saved) {
    return (
      <p className="studio-muted">
        Record what the session found. The client then gets a private page, &ldquo;My palette&rdquo;, in {view.language}, once you send them its link.
      </p>
    );
  }
  return (
    <dl className="studio-definition">
      <dt>Recorded</dt>
      <dd>
        {saved.recorded}
        {saved.updated !== saved.recorded ? `; last saved ${saved.updated}` : ""} by {saved.by}
      </dd>
      <dt>Link</dt>
      <dd>
        {saved.sent ? `Sent to the client ${saved.sent}` : "Not sent yet"}
        {saved.linkVersion > 1 ? ` (revoked ${saved.linkVersion - 1} ${saved.linkVersion === 2 ? "time" : "times"} before)` : ""}
      </dd>
      <dt>Kept until</dt>
      <dd>{saved.keptUntil}, unless the client deletes it sooner (the privacy policy&rsquo;s five years)</dd>
      <dt>Client&rsquo;s language</dt>
      <dd>{view.language}</dd>
    </dl>
  );
}

function PaletteForm({ view, answer }: { view: PaletteSectionView; answer: PaletteActionData["palette"] | undefined }) {
  const values: PaletteFormValues = answer?.values ?? view.values;
  const errors: Partial<Record<PaletteField, string>> = answer?.errors ?? {};
  const hydrated = useHydrated();
  const [chosen, setChosen] = useState(values.subSeason);
  // A post answered (shown again, or refused) starts the form from what it holds.
  const [answered, setAnswered] = useState(answer);
  if (answered !== answer) {
    setAnswered(answer);
    setChosen(values.subSeason);
  }
  const choice = view.choices.find((entry) => entry.slug === chosen);
  return (
    <Form method="post" className="studio-form" preventScrollReset>
      <input type="hidden" name="paletteSeen" value={view.seen} />
      <FieldShell id="palette-sub-season" label="Sub-season" error={errors.subSeason} required look="studio">
        <select
          id="palette-sub-season"
          name="subSeason"
          required
          value={chosen}
          onChange={(event) => setChosen(event.currentTarget.value)}
          {...describedBy({ id: "palette-sub-season", error: errors.subSeason })}
        >
          <option value="">Choose…</option>
          {view.choices.map((entry) => (
            <option key={entry.slug} value={entry.slug}>
              {entry.name}
            </option>
          ))}
        </select>
      </FieldShell>
      {hydrated ? null : (
        <div className="studio-actions">
          <button type="submit" name="intent" value="palette-show" className="studio-button studio-button--quiet" formNoValidate>
            Show its colours and neighbours
          </button>
        </div>
      )}
      {choice ? (
        <ChoiceFields key={choice.slug} choice={choice} values={values} errors={errors} />
      ) : (
        <p className="studio-muted">Choose the sub-season first: its neighbours and its palette&rsquo;s colours show here{hydrated ? "" : " once you press the button"}.</p>
      )}
      <FieldShell id="palette-metals" label="Metals" hint="Such as: brushed gold and rose gold; copper for casual wear." error={errors.metals} look="studio">
        <input id="palette-metals" name="metals" type="text" maxLength={300} defaultValue={values.metals} {...describedBy({ id: "palette-metals", hint: "hint", error: errors.metals })} />
      </FieldShell>
      <NoteField id="palette-makeup" name="makeup" label="Make-up" hint="Lipstick, blush and eye shades, by name or colour." value={values.makeup} error={errors.makeup} max={1000} />
      <NoteField id="palette-hair" name="hair" label="Hair" hint="Colour, highlights, and what to avoid." value={values.hair} error={errors.hair} max={1000} />
      <NoteField id="palette-note" name="note" label="A personal note" hint="In the client's language: they read it on their page." value={values.note} error={errors.note} max={2000} />
      <div className="studio-actions">
        <button type="submit" name="intent" value="palette-save" className="studio-button">
          Save the palette result
        </button>
      </div>
    </Form>
  );
}

function NoteField({ id, name, label, hint, value, error, max }: { id: string; name: PaletteField; label: string; hint: string; value: string; error?: string; max: number }) {
  return (
    <FieldShell id={id} label={label} hint={hint} error={error} look="studio">
      <textarea id={id} name={name} rows={3} maxLength={max} defaultValue={value} {...describedBy({ id, hint: "hint", error })} />
    </FieldShell>
  );
}

/** The neighbour to borrow from, and the palette's colours to tick twice: best, and away from the face. */
function ChoiceFields({ choice, values, errors }: { choice: PaletteChoice; values: PaletteFormValues; errors: Partial<Record<PaletteField, string>> }) {
  return (
    <>
      <FieldShell id="palette-borrow" label="Neighbour to borrow from" hint={`The sub-seasons next to ${choice.name}.`} error={errors.borrowFrom} look="studio">
        <select id="palette-borrow" name="borrowFrom" defaultValue={values.borrowFrom} {...describedBy({ id: "palette-borrow", hint: "hint", error: errors.borrowFrom })}>
          <option value="">None</option>
          {choice.neighbours.map((neighbour) => (
            <option key={neighbour.slug} value={neighbour.slug}>
              {neighbour.name}
            </option>
          ))}
        </select>
      </FieldShell>
      <Colours name="best" legend="Best colours" hint={`From the ${choice.name} palette: at least one.`} choice={choice} ticked={values.best} error={errors.best} />
      <Colours name="away" legend="Away from the face" hint="Colours of the palette to wear lower down: trousers, skirts, shoes. Optional." choice={choice} ticked={values.away} error={errors.away} />
    </>
  );
}

function Colours({ name, legend, hint, choice, ticked, error }: { name: "best" | "away"; legend: string; hint: string; choice: PaletteChoice; ticked: string[]; error?: string }) {
  const id = `palette-${name}`;
  return (
    <fieldset aria-describedby={error ? `${id}-error ${id}-hint` : `${id}-hint`}>
      <legend>{legend}</legend>
      <p className="studio-muted" id={`${id}-hint`}>
        {hint}
      </p>
      {error ? (
        <p className="studio-field__error" id={`${id}-error`}>
          {error}
        </p>
      ) : null}
      <ul className="studio-palette-swatches">
        {choice.colours.map((colour) => (
          <li key={colour.hex}>
            <input type="checkbox" id={`${id}-${colour.hex.slice(1)}`} name={name} value={colour.hex} defaultChecked={ticked.includes(colour.hex)} />
            <label htmlFor={`${id}-${colour.hex.slice(1)}`}>
              <span className="studio-palette-swatch" style={{ backgroundColor: colour.hex }} aria-hidden="true" />
              {colour.name} <code>{colour.hex}</code>
            </label>
          </li>
        ))}
      </ul>
    </fieldset>
  );
}

/** Send the link (again), and revoke it. */
function LinkForms({ view }: { view: PaletteSectionView }) {
  return (
    <div className="studio-palette-link">
      <h3>The client&rsquo;s link</h3>
      <p className="studio-muted">
        The link opens the client&rsquo;s palette for anyone who has it, until {view.saved?.keptUntil}. It is emailed in {view.language}. If it reached someone it should not
        have, revoke it: the old link stops working at once, and you can send a new one.
      </p>
      <div className="studio-actions">
        <Form method="post" preventScrollReset>
          <input type="hidden" name="paletteSeen" value={view.seen} />
          <button type="submit" name="intent" value="palette-send" className="studio-button">
            {view.saved?.sent ? "Send the link again" : "Send the link"}
          </button>
        </Form>
        <Form method="post" preventScrollReset>
          <input type="hidden" name="paletteSeen" value={view.seen} />
          <button type="submit" name="intent" value="palette-revoke" className="studio-button studio-button--danger">
            Revoke the link
          </button>
        </Form>
      </div>
    </div>
  );
}
