import { data, redirect } from "react-router";
import { CheckboxField, NumberField, SelectField, TextField } from "~/components/forms";
import { StudioNotice } from "~/components/studio/StudioNotice";
import { appContext, cloudflareContext } from "~/firestore/app-context.server";
import { listUpcomingBlocks } from "~/models/calendar-blocks.server";
import { WEEKDAY_NAMES, WEEKDAYS } from "~/schemas/availability";
import { pageUrl } from "~/site/page-url";
import { studioDate } from "~/platform/studio-clock";
import { slotDay, studioClockTime } from "~/site/time";
import { requireAdmin } from "~/studio/auth/guard.server";
import { SAVE_LIMIT_MESSAGE, tooManySaves } from "~/studio/save-limit.server";
import type { Route } from "./+types/route";
import { CONFLICT, type ActionData } from "./answers";
import { Blocks } from "./Blocks";
import { BOOKING_LABELS, SLOT_INTERVALS, SUGGESTED_WINDOW_DAYS } from "./booking-rules";
import { differences } from "./differences";
import { FORM_ERROR, MAX_RANGES, type FormValues } from "./field-checks";
import { fieldsOf, HoursFields, type FormState } from "./fields";
import { OverrideRows } from "./OverrideRows";
import { addBlock, bookingServiceRows, readAvailability, removeBlock, saveSection } from "./save.server";
import { SectionForm } from "./SectionForm";
import { isSection, SECTIONS, sectionValues, type Section } from "./sections";
import { SeasonalHoursRows } from "./SeasonalRows";
import { ServiceRule } from "./ServiceRule";
import { TRAVEL_AREA_LABEL } from "./service-rules";

export const meta: Route.MetaFunction = () => [{ title: "Availability | Studio" }];

const PAGE = "/studio/availability";

/** What a save came back with, named in the address it was sent back to (`?saved=weekly`). */
const SAVED: Record<string, string> = {
  weekly: "Saved the weekly opening hours.",
  overrides: "Saved the dates with other hours.",
  seasonalHours: "Saved the months with other hours.",
  services: "Saved how each service is booked.",
  booking: "Saved the booking rules.",
  "block-added": "Added the block: its times are no longer offered.",
  "block-removed": "Removed the block: its times are offered again where nothing else holds them.",
};

export async function loader({ request, context }: Route.LoaderArgs) {
  const app = context.get(appContext);
  requireAdmin(context);
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

const INVALID = "Nothing was saved: some fields need another look (see the messages next to them).";

export async function action({ request, context }: Route.ActionArgs) {
  const app = context.get(appContext);
  const user = requireAdmin(context);
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

const SLOT_CHOICES = SLOT_INTERVALS.map((minutes) => ({ value: String(minutes), label: `${minutes} minutes` }));

export default function StudioAvailability({ loaderData: loaded, actionData: answer }: Route.ComponentProps) {
  const answerFor = (form: string) => (answer?.form === form ? answer : undefined);
  /** What a form shows: what was typed when it came back refused, else what is stored. */
  const stateOf = (section: Section): FormState => {
    const mine = answerFor(section);
    return { values: mine?.values ?? loaded.values[section], errors: mine?.errors ?? {} };
  };
  const sectionProps = (section: Section) => ({ section, answer: answerFor(section), updateTime: answerFor(section)?.updateTime ?? loaded.updateTime });
  const weekly = fieldsOf(stateOf("weekly"));
  const booking = fieldsOf(stateOf("booking"));
  /** A booking rule's number field, labelled as a conflict's table names it. */
  const bookingRule = (name: keyof typeof BOOKING_LABELS) => ({ ...booking.field(name), label: BOOKING_LABELS[name] });
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
            <HoursFields prefix={`weekly.${day}`} state={stateOf("weekly")} />
          </fieldset>
        ))}
        <CheckboxField {...weekly.checkbox("closedOnPublicHolidays")} label="Closed on Dutch public holidays (unless a date below opens one)" />
      </SectionForm>

      <SectionForm {...sectionProps("overrides")} submit="Save dates">
        <p className="studio-muted">
          A date with other hours than its weekday: leave its hours empty to close it. Dates that have passed are left out when you save. To add a date, fill in the empty row.
        </p>
        <OverrideRows state={stateOf("overrides")} today={loaded.today} />
      </SectionForm>

      <SectionForm {...sectionProps("seasonalHours")} submit="Save months">
        <SeasonalHoursRows state={stateOf("seasonalHours")} />
      </SectionForm>

      <SectionForm {...sectionProps("services")} submit="Save the services">
        {loaded.services.length === 0 ? <p>No service is offered for booking on the site.</p> : null}
        <TextField
          {...fieldsOf(stateOf("services")).field("travelArea")}
          label={TRAVEL_AREA_LABEL}
          hint="Dutch postcodes and ranges, like 3500-3585, 3700-3739. A visitor with another postcode is asked to email you instead."
        />
        {loaded.services.map((service) => (
          <ServiceRule key={service.id} service={service} state={stateOf("services")} />
        ))}
      </SectionForm>

      <SectionForm {...sectionProps("booking")} submit="Save booking rules">
        <div className="studio-row">
          <NumberField {...bookingRule("minimumNoticeHours")} hint="The earliest a visitor can book, from now. 48 is usual." min={0} max={720} />
          <NumberField
            {...bookingRule("bookingWindowDays")}
            hint={`How far ahead a visitor can book; at least ${SUGGESTED_WINDOW_DAYS} (six months) is suggested.`}
            min={7}
            max={730}
          />
          <SelectField {...booking.select("slotIntervalMinutes")} label={BOOKING_LABELS.slotIntervalMinutes} options={SLOT_CHOICES} />
          <NumberField {...bookingRule("cancellationCutoffHours")} hint="Until how many hours before the start a visitor can cancel or move online." min={0} max={720} />
        </div>
      </SectionForm>

      <Blocks blocks={loaded.blocks} today={loaded.today} add={answerFor("add-block")} removed={answerFor("remove-block")} />
    </>
  );
}
