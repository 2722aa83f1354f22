/**
 * An iCalendar text as ical.js components, read so that one broken event costs only itself:
 * ical.js refuses a whole text over one bad value (a date of `2027XX02`, `FREQ=SOMETIMES`), so each
 * VEVENT is parsed on its own and the calendar around them apart. The calendar itself (its
 * VTIMEZONEs, an event cut off by a short download) must still read, or nothing does.
 */
import ICAL from "ical.js";

/** An event left out: its SUMMARY as far as it could be found, and why, in a few words. */
export type UnreadEvent = { summary: string; reason: string };

const SUMMARY_LENGTH = 80;

/** A calendar refused whole: not an iCalendar at all, or one whose events together need too much work to read. */
export class CalendarRefused extends Error {
  constructor(
    readonly kind: "not-a-calendar" | "too-complex",
    message: string,
  ) {
    super(message);
  }
}

export function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/** Cut to the length a log line or a page may show. */
export function shortSummary(text: string): string {
  return Array.from(text.trim()).slice(0, SUMMARY_LENGTH).join("");
}

type Block = { calendar: number; lines: string[] };

/** The text outside the events, and each event's lines with the calendar (0, 1, …) it sits in. */
function splitEvents(icsText: string): { rest: string[]; events: Block[] } {
  const rest: string[] = [];
  const events: Block[] = [];
  let calendar = -1;
  let inCalendar = false;
  let open: Block | null = null;
  for (const line of icsText.split(/\r\n|\n|\r/)) {
    // A folded line goes on with a space or a tab, so a line that starts with BEGIN: is a real one.
    const tag = line.trimEnd().toUpperCase();
    if (open) {
      open.lines.push(line);
      if (tag === "END:VEVENT") {
        events.push(open);
        open = null;
      }
      continue;
    }
    if (tag === "BEGIN:VCALENDAR") [calendar, inCalendar] = [calendar + 1, true];
    if (tag === "END:VCALENDAR") inCalendar = false;
    if (inCalendar && tag === "BEGIN:VEVENT") open = { calendar, lines: [line] };
    else rest.push(line);
  }
  // An event that never ends stays in the calendar's text, which then does not read as a whole.
  if (open) rest.push(...open.lines);
  return { rest, events };
}

/** The SUMMARY of an event ical.js could not read, found in its raw lines. */
function rawSummary(lines: string[]): string {
  const unfolded = lines.join("\r\n").replace(/\r\n[ \t]/g, "");
  const value = /^SUMMARY(?:;[^:\r\n]*)?:(.*)$/im.exec(unfolded)?.[1] ?? "";
  return shortSummary(value.replace(/\\([,;\\])/g, "$1").replace(/\\[nN]/g, " "));
}

/** The calendars of the text with every event that reads, and the events that do not; throws if the text is no iCalendar. */
export function readCalendars(icsText: string): { calendars: ICAL.Component[]; unread: UnreadEvent[] } {
  const { rest, events } = splitEvents(icsText);
  let parsed: unknown;
  try {
    parsed = ICAL.parse(rest.join("\r\n"));
  } catch (error) {
    throw new CalendarRefused("not-a-calendar", `Not a readable iCalendar: ${messageOf(error)}`);
  }
  // One calendar parses to one jCal array, several to a list of them.
  const roots: unknown[] = Array.isArray(parsed) && Array.isArray(parsed[0]) ? parsed : [parsed];
  if (roots.some((root) => !Array.isArray(root) || root[0] !== "vcalendar")) {
    throw new CalendarRefused("not-a-calendar", "Not an iCalendar: no VCALENDAR");
  }
  const calendars = roots.map((root) => new ICAL.Component(root as unknown[]));
  const unread: UnreadEvent[] = [];
  for (const event of events) {
    try {
      const jcal: unknown = ICAL.parse(event.lines.join("\r\n"));
      if (!Array.isArray(jcal) || jcal[0] !== "vevent") throw new Error("not one event");
      calendars[event.calendar]?.addSubcomponent(new ICAL.Component(jcal));
    } catch (error) {
      unread.push({ summary: rawSummary(event.lines), reason: `it cannot be read (${messageOf(error)})` });
    }
  }
  return { calendars, unread };
}
