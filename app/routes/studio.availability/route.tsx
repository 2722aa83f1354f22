import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "react-router";
import { Form, Link, useActionData, useLoaderData } from "react-router";
import type { ReactNode } from "react";
import { describedBy, FieldShell } from "~/components/forms";
import { ConflictTable } from "~/components/studio/ConflictTable";
import { StudioNotice } from "~/components/studio/StudioNotice";
import { StudioTable } from "~/components/studio/StudioTable";
import { appContext, cloudflareContext } from "~/firestore/app-context.server";
import { listUpcomingBlocks } from "~/models/calendar-blocks.server";
import { SESSION_LOCATIONS, WEEKDAY_NAMES, WEEKDAYS } from "~/schemas/availability";
import { pageUrl } from "~/site/page-url";
import { calendarDay, slotDay, studioClockTime, studioDate } from "~/site/time";
import { requireStudioUser } from "~/studio/auth/guard.server";
import { BOOKING_LABELS, SLOT_INTERVALS, SUGGESTED_WINDOW_DAYS } from "./booking-rules";
import { differences } from "./differences";
import { FORM_ERROR, MAX_RANGES, type FieldErrors, type FormValues } from "./field-checks";
import { overrideRows } from "./opening-hours";
import { isSection, SECTION_TITLES, SECTIONS, sectionValues, type Section } from "./sections";
import { LOCATION_NAMES, PAYMENT_KINDS } from "./service-rules";
import { addBlock, bookingServiceRows, readAvailability, removeBlock, saveSection, type BookingServiceRow } from "./save.server";
import { SAVE_LIMIT_MESSAGE, tooManySaves } from "~/studio/save-limit.server";

export const meta: MetaFunction = () => [{ title: "Availability | Studio" }];

const PAGE = "/studio/availability";

/** What a save came back with, named in the address it was sent back to (`?saved=weekly`). */
const SAVED: Record<string, string> = {
  weekly: "Saved the weekly opening hours.",
  overrides: "Saved the dates with other hours.",
  services: "Saved how each service is booked.",
  booking: "Saved the booking rules.",
  "block-added": "Added the block: its times are no longer offered.",
  "block-removed": "Removed the block: its times are offered again where nothing else holds them.",
};

export async function loader({ request, context }: LoaderFunctionArgs) {
  const app = context.get(appContext);
  await requireStudioUser(request, app, "admin");
  const now = Date.now();
  const stored = await readAvailability(app);
  const [services, blocks] = await Promise.all([bookingServiceRows(app, stored.settings), listUpcomingBlocks(app, now)]);
  const ids = services.map((service) => service.id);
  const params = pageUrl(request).searchParams;
  const saved = params.get("saved");
  return {
    values: Object.fromEntries(SECTIONS.map((section) => [section, sectionValues(section, stored.settings, ids)])) as Record<Section, FormValues>,
    updateTime: stored.updateTime,
    exists: stored.exists,
    broken: stored.broken,
    services,
    blocks: blocks.map((block) => ({
      id: block.id,
      updateTime: block.updateTime,
      label: block.label,
      when: `${slotDay(studioDate(block.startsAt))}, ${studioClockTime(block.startsAt)}–${studioClockTime(block.endsAt)}`,
    })),
    today: studioDate(now),
    saved: saved && Object.hasOwn(SAVED, saved) ? saved : null,
    unpublished: params.has("unpublished"),
    dropped: Number(params.get("dropped")) || 0,
  };
}

type ActionData = {
  /** The form that was posted: a section, "add-block", "remove-block". */
  form: string;
  status: "invalid" | "conflict" | "limited" | "gone";
  message: string;
  errors: FieldErrors;
  values: FormValues;
  /** A conflict: the settings' version now, so saving again puts yours over theirs, and what differs. */
  updateTime?: string;
  differences?: Array<{ label: string; current: string; yours: string }>;
};

const INVALID = "Nothing was saved: some fields need another look (see the messages next to them).";
const CONFLICT = "Someone else saved this while you were editing";

export async function action({ request, context }: ActionFunctionArgs) {
  const app = context.get(appContext);
  const user = await requireStudioUser(request, app, "admin");
  const env = context.get(cloudflareContext).env;
  const form = await request.formData().catch(() => new FormData());
  const values = Object.fromEntries([...form].filter((entry): entry is [string, string] => typeof entry[1] === "string"));
  const intent = values.intent ?? "";
  const refuse = (status: number, answer: Omit<ActionData, "form">) => (status === 429 ? tooManySaves<ActionData>({ form: intent, ...answer }) : data<ActionData>({ form: intent, ...answer }, { status }));

  if (isSection(intent)) {
    const answer = await saveSection(intent, { app, env, user, values });
    switch (answer.status) {
      case "saved": {
        const extra = `${answer.published ? "" : "&unpublished=1"}${answer.dropped ? `&dropped=${answer.dropped}` : ""}`;
        return redirect(`${PAGE}?saved=${intent}${extra}#${intent}`);
      }
      case "invalid":
        return refuse(400, { status: "invalid", message: answer.errors[FORM_ERROR] ?? INVALID, errors: answer.errors, values });
      case "limited":
        return refuse(429, { status: "limited", message: `${SAVE_LIMIT_MESSAGE} Nothing was saved; the form still holds what you typed.`, errors: {}, values });
      case "conflict": {
        const services = intent === "services" ? await bookingServiceRows(app, (await readAvailability(app)).settings) : [];
        const names = Object.fromEntries(services.map((row) => [row.id, row.name]));
        const yours = Object.fromEntries(Object.entries(values).filter(([name]) => name !== "intent" && name !== "updateTime"));
        return refuse(409, {
          status: "conflict",
          message: CONFLICT,
          errors: {},
          values,
          updateTime: answer.updateTime,
          differences: differences(answer.current, yours, names),
        });
      }
    }
  }
  if (intent === "add-block") {
    const answer = await addBlock({ app, env, user, values });
    if (answer.status === "saved") return redirect(`${PAGE}?saved=block-added#blocks`);
    if (answer.status === "limited") return refuse(429, { status: "limited", message: `${SAVE_LIMIT_MESSAGE} Nothing was saved; the form still holds what you typed.`, errors: {}, values });
    if (answer.status === "invalid") return refuse(400, { status: "invalid", message: answer.errors[FORM_ERROR] ?? INVALID, errors: answer.errors, values });
  }
  if (intent === "remove-block") {
    const answer = await removeBlock({ app, env, user, values });
    if (answer.status === "saved") return redirect(`${PAGE}?saved=block-removed#blocks`);
    if (answer.status === "limited") return refuse(429, { status: "limited", message: `${SAVE_LIMIT_MESSAGE} Nothing was removed.`, errors: {}, values });
    return refuse(409, { status: "gone", message: "That block was already removed or changed by someone else. The list shows the blocks as they are now.", errors: {}, values });
  }
  return refuse(400, { status: "invalid", message: "This form could not be read. Reload the page and try again.", errors: {}, values });
}

/** The id of the control named `name` (and the stem of its hint's and error's ids). */
const fieldId = (name: string) => `field-${name.replace(/[^a-zA-Z0-9_-]/g, "-")}`;

type FormState = { values: FormValues; errors: FieldErrors };

export default function StudioAvailability() {
  const loaded = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  const answerFor = (form: string) => (answer?.form === form ? answer : undefined);
  /** What a form shows: what was typed when it came back refused, else what is stored. */
  const stateOf = (section: Section): FormState => {
    const mine = answerFor(section);
    return { values: mine?.values ?? loaded.values[section], errors: mine?.errors ?? {} };
  };
  const sectionProps = (section: Section) => ({ section, answer: answerFor(section), updateTime: answerFor(section)?.updateTime ?? loaded.updateTime });
  return (
    <>
      <h1>Availability</h1>
      <p className="studio-muted">
        When visitors can book online: the studio&apos;s hours, dates with other hours, how each service is booked, and times you block by hand. Every time here is on the
        studio&apos;s clock (Dutch time). A save shows on the booking pages at once.
      </p>
      {loaded.saved ? (
        <StudioNotice tone="ok">
          {SAVED[loaded.saved]}
          {loaded.dropped ? ` ${loaded.dropped === 1 ? "One date that has passed was" : `${loaded.dropped} dates that have passed were`} left out.` : null}
          {loaded.unpublished ? " The booking pages could not be refreshed just now: they show it within a minute." : null}
        </StudioNotice>
      ) : null}
      {loaded.exists ? null : (
        <StudioNotice tone="error">
          No availability is stored yet, so nothing can be booked online. Saving any section below stores all of them, starting from the values shown.
        </StudioNotice>
      )}
      {loaded.broken.length ? (
        <StudioNotice tone="error">
          {`Some stored settings do not pass the site's check (${loaded.broken.join(", ")}), so the booking pages offer no times. The forms show the defaults there; saving any section puts them right.`}
        </StudioNotice>
      ) : null}

      <SectionForm {...sectionProps("weekly")} submit="Save opening hours">
        <p className="studio-muted">On the quarter hour, like 09:30. Leave a day empty to close it; a day may have up to {MAX_RANGES} stretches (a lunch break between them).</p>
        {WEEKDAYS.map((day) => (
          <fieldset key={day}>
            <legend>{WEEKDAY_NAMES[day]}</legend>
            <Ranges prefix={`weekly.${day}`} state={stateOf("weekly")} />
          </fieldset>
        ))}
        <Checkbox name="closedOnPublicHolidays" label="Closed on Dutch public holidays (unless a date below opens one)" state={stateOf("weekly")} />
      </SectionForm>

      <SectionForm {...sectionProps("overrides")} submit="Save dates">
        <p className="studio-muted">
          A date with other hours than its weekday: leave its hours empty to close it. Dates that have passed are left out when you save. To add a date, fill in the empty row.
        </p>
        <OverrideRows state={stateOf("overrides")} today={loaded.today} />
      </SectionForm>

      <SectionForm {...sectionProps("services")} submit="Save the services">
        {loaded.services.length === 0 ? <p>No colour analysis is offered for booking on the site.</p> : null}
        {loaded.services.map((service) => (
          <ServiceRule key={service.id} service={service} state={stateOf("services")} />
        ))}
      </SectionForm>

      <SectionForm {...sectionProps("booking")} submit="Save booking rules">
        <div className="studio-row">
          <NumberInput name="minimumNoticeHours" label={BOOKING_LABELS.minimumNoticeHours} hint="The earliest a visitor can book, from now. 48 is usual." state={stateOf("booking")} min={0} max={720} />
          <NumberInput
            name="bookingWindowDays"
            label={BOOKING_LABELS.bookingWindowDays}
            hint={`How far ahead a visitor can book; at least ${SUGGESTED_WINDOW_DAYS} (six months) is suggested.`}
            state={stateOf("booking")}
            min={7}
            max={730}
          />
          <SelectInput
            name="slotIntervalMinutes"
            label={BOOKING_LABELS.slotIntervalMinutes}
            options={SLOT_INTERVALS.map((minutes) => ({ value: String(minutes), label: `${minutes} minutes` }))}
            state={stateOf("booking")}
          />
          <NumberInput
            name="cancellationCutoffHours"
            label={BOOKING_LABELS.cancellationCutoffHours}
            hint="Until how many hours before the start a visitor can cancel or move online."
            state={stateOf("booking")}
            min={0}
            max={720}
          />
        </div>
      </SectionForm>

      <Blocks blocks={loaded.blocks} today={loaded.today} add={answerFor("add-block")} removed={answerFor("remove-block")} />
    </>
  );
}

function SectionForm({ section, answer, updateTime, submit, children }: { section: Section; answer?: ActionData; updateTime: string; submit: string; children: ReactNode }) {
  const heading = `${section}-heading`;
  return (
    <section aria-labelledby={heading} id={section}>
      <h2 id={heading}>{SECTION_TITLES[section]}</h2>
      {answer?.status === "conflict" ? (
        <div className="studio-status studio-status--error" role="alert">
          <h3>{CONFLICT}</h3>
          <p>Nothing of yours was saved, and nothing of theirs was overwritten. Here is what differs; the form below still holds your version.</p>
          {answer.differences?.length ? <ConflictTable rows={answer.differences} preformatted={false} /> : <p>Their version and yours are the same.</p>}
          <p>To keep theirs, reload this page. To keep yours, save again.</p>
        </div>
      ) : answer ? (
        <StudioNotice tone="error">{answer.message}</StudioNotice>
      ) : null}
      {/* A new version (after a save, or a conflict) starts the form again from the values it brings. */}
      <Form method="post" className="studio-form studio-card" key={updateTime} aria-labelledby={heading}>
        <input type="hidden" name="intent" value={section} />
        <input type="hidden" name="updateTime" value={updateTime} />
        {children}
        <div className="studio-actions">
          <button type="submit" className="studio-button">
            {answer?.status === "conflict" ? "Save mine over theirs" : submit}
          </button>
        </div>
      </Form>
    </section>
  );
}

const QUARTER_HOUR_PATTERN = "\\s*([01]?\\d|2[0-3])[:.](00|15|30|45)\\s*";
const ANY_MINUTE_PATTERN = "\\s*(([01]?\\d|2[0-3])[:.][0-5]\\d|24[:.]00)\\s*";
const RANGE_LABELS = [
  ["From", "To"],
  ["2nd from", "2nd to"],
  ["3rd from", "3rd to"],
] as const;

/** Up to three stretches of hours under `prefix` (`weekly.sat.0.from` …). */
function Ranges({ prefix, state }: { prefix: string; state: FormState }) {
  return (
    <div className="studio-row">
      {RANGE_LABELS.slice(0, MAX_RANGES).flatMap(([fromLabel, toLabel], index) => [
        <TimeInput key={`${index}-from`} name={`${prefix}.${index}.from`} label={fromLabel} state={state} />,
        <TimeInput key={`${index}-to`} name={`${prefix}.${index}.to`} label={toLabel} state={state} />,
      ])}
    </div>
  );
}

function TimeInput({ name, label, hint, state, anyMinute = false }: { name: string; label: string; hint?: string; state: FormState; anyMinute?: boolean }) {
  const id = fieldId(name);
  const error = state.errors[name];
  return (
    <FieldShell look="studio" id={id} label={label} hint={hint} error={error}>
      <input
        id={id}
        name={name}
        type="text"
        inputMode="numeric"
        autoComplete="off"
        placeholder={anyMinute ? "14:30" : "09:30"}
        pattern={anyMinute ? ANY_MINUTE_PATTERN : QUARTER_HOUR_PATTERN}
        size={5}
        defaultValue={state.values[name] ?? ""}
        {...describedBy({ id, hint, error })}
      />
    </FieldShell>
  );
}

function NumberInput({ name, label, hint, state, min, max }: { name: string; label: string; hint?: string; state: FormState; min: number; max: number }) {
  const id = fieldId(name);
  const error = state.errors[name];
  return (
    <FieldShell look="studio" id={id} label={label} hint={hint} error={error}>
      <input id={id} name={name} type="number" inputMode="numeric" min={min} max={max} step={1} defaultValue={state.values[name] ?? ""} {...describedBy({ id, hint, error })} />
    </FieldShell>
  );
}

function SelectInput({ name, label, options, state }: { name: string; label: string; options: ReadonlyArray<{ value: string; label: string }>; state: FormState }) {
  const id = fieldId(name);
  const error = state.errors[name];
  return (
    <FieldShell look="studio" id={id} label={label} error={error}>
      <select id={id} name={name} defaultValue={state.values[name] ?? options[0]?.value} {...describedBy({ id, error })}>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </FieldShell>
  );
}

function Checkbox({ name, label, state }: { name: string; label: string; state: FormState }) {
  const id = fieldId(name);
  const error = state.errors[name];
  return (
    <FieldShell look="studio" id={id} label={label} error={error} controlFirst>
      <input id={id} name={name} type="checkbox" defaultChecked={state.values[name] === "on"} {...describedBy({ id, error })} />
    </FieldShell>
  );
}

function TextInput({ name, label, hint, state, type = "text", min, maxLength }: { name: string; label: string; hint?: string; state: FormState; type?: "text" | "date"; min?: string; maxLength?: number }) {
  const id = fieldId(name);
  const error = state.errors[name];
  return (
    <FieldShell look="studio" id={id} label={label} hint={hint} error={error}>
      <input id={id} name={name} type={type} min={min} maxLength={maxLength} defaultValue={state.values[name] ?? ""} {...describedBy({ id, hint, error })} />
    </FieldShell>
  );
}

/** The dates with other hours, each its own row, and one empty row to add a date. */
function OverrideRows({ state, today }: { state: FormState; today: string }) {
  const rows = overrideRows(state.values);
  const typedIn = (row: number) =>
    Object.entries(state.values).some(([name, value]) => name.startsWith(`overrides.${row}.`) && !name.endsWith(".remove") && value.trim() !== "");
  // A row posted empty (the add row, left as it was) comes back as the add row, not as a date.
  const filled = rows.filter(typedIn);
  const blank = rows.length ? Math.max(...rows) + 1 : 0;
  return (
    <>
      {filled.map((row) => {
        const date = state.values[`overrides.${row}.date`] ?? "";
        const named = /^\d{4}-\d{2}-\d{2}$/.test(date) && !Number.isNaN(Date.parse(date)) ? calendarDay(date) : `Date ${row + 1}`;
        return (
          <fieldset key={row}>
            <legend>{named}</legend>
            <OverrideFields row={row} state={state} />
            <Checkbox name={`overrides.${row}.remove`} label={`Remove ${named} when saving`} state={state} />
          </fieldset>
        );
      })}
      <fieldset>
        <legend>Add a date</legend>
        <OverrideFields row={blank} state={state} min={today} />
      </fieldset>
    </>
  );
}

function OverrideFields({ row, state, min }: { row: number; state: FormState; min?: string }) {
  return (
    <>
      <div className="studio-row">
        <TextInput name={`overrides.${row}.date`} label="Date" type="date" min={min} state={state} />
        <TextInput name={`overrides.${row}.note`} label="Note (for the studio only)" maxLength={200} state={state} />
      </div>
      <Ranges prefix={`overrides.${row}.hours`} state={state} />
    </>
  );
}

/** One service's rule: whether it is booked online, when it may start, where, and for how many. */
function ServiceRule({ service, state }: { service: BookingServiceRow; state: FormState }) {
  const name = (field: string) => `services.${service.id}.${field}`;
  return (
    <fieldset>
      <legend>{service.name}</legend>
      <p className="studio-muted">
        {service.minutes === null ? "Not on the site: it cannot be booked whatever is set here." : `Lasts ${service.minutes} minutes for one person. `}
        {service.minutes === null ? null : (
          <>
            The length is edited on <Link to={`/studio/content/services/${encodeURIComponent(service.id)}`}>the service itself</Link>.
          </>
        )}
      </p>
      <Checkbox name={name("online")} label="Bookable online (otherwise visitors send a request)" state={state} />
      <div className="studio-row">
        <SelectInput name={name("location")} label="Where" options={SESSION_LOCATIONS.map((location) => ({ value: location, label: LOCATION_NAMES[location] }))} state={state} />
        <TimeInput name={name("startFrom")} label="Earliest start" state={state} />
        <TimeInput name={name("startUntil")} label="Latest start" state={state} />
        <NumberInput name={name("bufferMinutes")} label="Buffer after (minutes)" hint="Kept free after each session." state={state} min={0} max={240} />
        <NumberInput name={name("extraPersonMinutes")} label="Minutes per extra person" state={state} min={0} max={240} />
        <NumberInput name={name("maxPeople")} label="Most people (1–6)" state={state} min={1} max={6} />
        <SelectInput name={name("paymentKind")} label="Paid online when booked" options={PAYMENT_KINDS} state={state} />
        <NumberInput name={name("depositEuros")} label="Deposit (€, whole euros)" hint="Used when a deposit is chosen." state={state} min={1} max={1000} />
      </div>
    </fieldset>
  );
}

type BlockRow = { id: string; updateTime: string; label: string; when: string };

/** Times staff close by hand, and the form to add one. */
function Blocks({ blocks, today, add, removed }: { blocks: readonly BlockRow[]; today: string; add?: ActionData; removed?: ActionData }) {
  const state: FormState = { values: add?.values ?? {}, errors: add?.errors ?? {} };
  return (
    <section aria-labelledby="blocks-heading" id="blocks">
      <h2 id="blocks-heading">Blocked times</h2>
      <p className="studio-muted">Times the studio cannot take bookings (a dentist&apos;s appointment, a training). A block does not cancel a booking already made.</p>
      {removed ? <StudioNotice tone="error">{removed.message}</StudioNotice> : null}
      {blocks.length === 0 ? (
        <p>No blocks ahead.</p>
      ) : (
        <StudioTable columns={["When (Dutch time)", "What", ""]} caption="Blocks not yet over, earliest first" captionClassName="studio-muted">
          {blocks.map((block) => (
            <tr key={block.id}>
              <td>{block.when}</td>
              <th scope="row">{block.label}</th>
              <td>
                <Form method="post" aria-label={`Remove ${block.label}, ${block.when}`}>
                  <input type="hidden" name="intent" value="remove-block" />
                  <input type="hidden" name="block" value={block.id} />
                  <input type="hidden" name="updateTime" value={block.updateTime} />
                  <button type="submit" className="studio-button studio-button--danger">
                    Remove
                  </button>
                </Form>
              </td>
            </tr>
          ))}
        </StudioTable>
      )}
      <h3 id="add-block">Block a time</h3>
      {add ? <StudioNotice tone="error">{add.message}</StudioNotice> : null}
      {/* Empty again once a block is added (the list changes); what was typed stays while it is refused. */}
      <Form method="post" className="studio-form studio-card" aria-labelledby="add-block" key={blocks.map((block) => block.id).join()}>
        <input type="hidden" name="intent" value="add-block" />
        <div className="studio-row">
          <TextInput name="label" label="What" hint="Like Dentist; visitors never see it." maxLength={100} state={state} />
          <TextInput name="date" label="Date" type="date" min={today} state={state} />
          <TimeInput name="from" label="From (Dutch time)" state={state} anyMinute />
          <TimeInput name="to" label="To (Dutch time)" state={state} anyMinute />
        </div>
        <div className="studio-actions">
          <button type="submit" className="studio-button">
            Block this time
          </button>
        </div>
      </Form>
    </section>
  );
}
