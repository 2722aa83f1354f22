import { useSyncExternalStore } from "react";
import { Link } from "react-router";
import type { SlotDayView, SlotOption } from "~/booking/online-booking-view.server";
import { visitorClockTime } from "~/site/time";
import { defineWords, useLocale, useWords } from "~/site/words";

const WORDS = defineWords({
  en: {
    zone: "All times are Dutch time (Amsterdam).",
    nearest: "The nearest free times",
    weeks: "Weeks",
    earlier: "Earlier times",
    later: "Later times",
    none: "No free times this week. Please look at a later week.",
    days: "Days",
    day: (heading: string, count: number) => `${heading}: ${count ? `${count} free ${count === 1 ? "time" : "times"}` : "no free times"}`,
  },
  nl: {
    zone: "Alle tijden zijn in Nederlandse tijd (Amsterdam).",
    nearest: "De dichtstbijzijnde vrije tijden",
    weeks: "Weken",
    earlier: "Eerdere tijden",
    later: "Latere tijden",
    none: "Deze week zijn er geen vrije tijden. Kijk in een latere week.",
    days: "Dagen",
    day: (heading: string, count: number) => `${heading}: ${count ? `${count} ${count === 1 ? "vrije tijd" : "vrije tijden"}` : "geen vrije tijden"}`,
  },
});

type Props = {
  days: readonly SlotDayView[];
  /** The value chosen before (a form that came back). */
  selected?: string;
  error?: string;
  /** The links to the weeks before and after, as URLs of this page; null at the window's ends. */
  earlierHref: string | null;
  laterHref: string | null;
  /** The free times nearest to one that was just taken, offered first. */
  nearest?: readonly SlotOption[];
  /** An online session shows, with JavaScript, each time on the visitor's own clock too. */
  showVisitorTime: boolean;
  legend: string;
};

/**
 * The free start times: a strip of the week's days, then the chosen day's times, as radio
 * buttons named `slot` whose values are the starts in UTC and whose labels are the studio's wall
 * clock. A day is a link to its own times on the page (`#day-2026-12-03`): the browser shows the
 * targeted day (CSS `:target`), so choosing a day loads nothing, with or without JavaScript.
 * Earlier and later weeks are links too.
 */
export function SlotPicker({ days, selected, error, earlierHref, laterHref, nearest, showVisitorTime, legend }: Props) {
  const errorId = "booking-slot-error";
  const open = days.filter((day) => day.slots.length);
  const shown = shownDay(days, selected);
  const words = useWords(WORDS);
  return (
    <fieldset className="slot-picker" aria-describedby={error ? errorId : undefined}>
      <legend>{legend}</legend>
      <p className="field__hint">{words.zone}</p>
      {error ? (
        <p id={errorId} className="field__error">
          {error}
        </p>
      ) : null}
      {nearest?.length ? (
        <fieldset className="slot-day slot-day--nearest">
          <legend>{words.nearest}</legend>
          <SlotList slots={nearest} selected={selected} prefix="nearest" showVisitorTime={showVisitorTime} />
        </fieldset>
      ) : null}
      <nav className="slot-picker__weeks" aria-label={words.weeks}>
        {earlierHref ? (
          <Link to={earlierHref} preventScrollReset>
            <span aria-hidden="true">←</span> {words.earlier}
          </Link>
        ) : (
          <span />
        )}
        {laterHref ? (
          <Link to={laterHref} preventScrollReset>
            {words.later} <span aria-hidden="true">→</span>
          </Link>
        ) : null}
      </nav>
      {open.length ? null : <p>{words.none}</p>}
      <div className="slot-picker__days">
        {open.map((day) => (
          <div key={day.date} id={`day-${day.date}`} className={`slot-day${day === shown ? " slot-day--shown" : ""}`}>
            <DayStrip days={days} current={day.date} />
            <fieldset className="slot-day__times">
              <legend>{day.heading}</legend>
              <SlotList slots={day.slots} selected={selected} prefix={day.date} showVisitorTime={showVisitorTime} />
            </fieldset>
          </div>
        ))}
      </div>
    </fieldset>
  );
}

/**
 * The week's days, each with free times a link to them; the others greyed. Each day's times carry
 * their own strip, with their day marked, so the strip shows which day is open without JavaScript.
 */
function DayStrip({ days, current }: { days: readonly SlotDayView[]; current: string }) {
  const words = useWords(WORDS);
  return (
    <ul className="day-strip" aria-label={words.days}>
      {days.map((day) => {
        const count = day.slots.length;
        const text = (
          <>
            <span className="day-strip__weekday" aria-hidden="true">
              {day.weekday}
            </span>
            <span className="day-strip__date" aria-hidden="true">
              {day.dayOfMonth}
            </span>
            <span className="visually-hidden">{words.day(day.heading, count)}</span>
          </>
        );
        return (
          <li key={day.date}>
            {count ? (
              <a href={`#day-${day.date}`} className="day-strip__day" aria-current={day.date === current ? "date" : undefined}>
                {text}
              </a>
            ) : (
              <span className="day-strip__day day-strip__day--full">{text}</span>
            )}
          </li>
        );
      })}
    </ul>
  );
}

/** The day open until the visitor picks one: the day of a time chosen before (a form that came back), or the first with times. */
function shownDay(days: readonly SlotDayView[], selected?: string): SlotDayView | undefined {
  const open = days.filter((day) => day.slots.length);
  return open.find((day) => day.slots.some((slot) => slot.value === selected)) ?? open[0];
}

/** The id of a time's radio button; `prefix` is its day's date, or "nearest". */
const slotInputId = (prefix: string, value: string) => `slot-${prefix}-${value}`;

/** The picker's first radio button, where the error summary's link to the picker goes; undefined when no time is offered. */
export function firstSlotInputId(days: readonly SlotDayView[], nearest?: readonly SlotOption[], selected?: string): string | undefined {
  if (nearest?.[0]) return slotInputId("nearest", nearest[0].value);
  const day = shownDay(days, selected);
  return day?.slots[0] ? slotInputId(day.date, day.slots[0].value) : undefined;
}

function SlotList({ slots, selected, prefix, showVisitorTime }: { slots: readonly SlotOption[]; selected?: string; prefix: string; showVisitorTime: boolean }) {
  return (
    <ul className="slot-list">
      {slots.map((slot) => {
        const id = slotInputId(prefix, slot.value);
        return (
          <li key={slot.value} className="slot">
            <input type="radio" id={id} name="slot" value={slot.value} defaultChecked={slot.value === selected} required />
            <label htmlFor={id}>
              <span aria-hidden="true">{slot.time}</span>
              <span className="visually-hidden">{slot.label}</span>
              {showVisitorTime ? <VisitorTime at={slot.value} /> : null}
            </label>
          </li>
        );
      })}
    </ul>
  );
}

/** The time on the visitor's own clock, once the browser has said which zone it is in (JavaScript only). */
function VisitorTime({ at }: { at: string }) {
  const locale = useLocale();
  // The server (and the first render in the browser) knows no visitor zone: null, then the browser's answer.
  const text = useSyncExternalStore(subscribeToNothing, () => visitorClockTime(at, locale), () => null);
  return text ? <span className="slot__visitor-time">{text}</span> : null;
}

/** The visitor's zone does not change while the page is open. */
const subscribeToNothing = () => () => {};
