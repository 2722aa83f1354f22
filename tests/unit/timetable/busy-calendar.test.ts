import { describe, expect, it } from "vitest";
import { readBusyCalendar, type BusyEvent } from "~/timetable/busy-calendar";

/** An iCalendar text as Google Calendar exports it: CRLF line ends, long lines already folded. */
function calendar(...events: string[][]): string {
  return [
    "BEGIN:VCALENDAR",
    "PRODID:-//Google Inc//Google Calendar 70.9054//EN",
    "VERSION:2.0",
    "CALSCALE:GREGORIAN",
    "METHOD:PUBLISH",
    "X-WR-CALNAME:Plum & Linen studio",
    "X-WR-TIMEZONE:Europe/Amsterdam",
    ...events.flat(),
    "END:VCALENDAR",
    "",
  ].join("\r\n");
}

const AMSTERDAM = [
  "BEGIN:VTIMEZONE",
  "TZID:Europe/Amsterdam",
  "X-LIC-LOCATION:Europe/Amsterdam",
  "BEGIN:DAYLIGHT",
  "TZOFFSETFROM:+0100",
  "TZOFFSETTO:+0200",
  "TZNAME:CEST",
  "DTSTART:19700329T020000",
  "RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=-1SU",
  "END:DAYLIGHT",
  "BEGIN:STANDARD",
  "TZOFFSETFROM:+0200",
  "TZOFFSETTO:+0100",
  "TZNAME:CET",
  "DTSTART:19701025T030000",
  "RRULE:FREQ=YEARLY;BYMONTH=10;BYDAY=-1SU",
  "END:STANDARD",
  "END:VTIMEZONE",
];

function event(uid: string, ...lines: string[]): string[] {
  return ["BEGIN:VEVENT", "DTSTAMP:20270215T090000Z", `UID:${uid}@google.com`, "SEQUENCE:0", ...lines, "END:VEVENT"];
}

/** Pilates on Tuesdays at 18:00 in Amsterdam from 2 March 2027; not on 16 March; on 6 April moved to Thursday 8 April, 19:00. */
const PILATES = [
  ...event(
    "pilates",
    "DTSTART;TZID=Europe/Amsterdam:20270302T180000",
    "DTEND;TZID=Europe/Amsterdam:20270302T190000",
    "RRULE:FREQ=WEEKLY;BYDAY=TU",
    "EXDATE;TZID=Europe/Amsterdam:20270316T180000",
    "DESCRIPTION:Reformer class at the gym around the corner\\, bring a towel and w",
    " ater bottle",
    "STATUS:CONFIRMED",
    "SUMMARY:Pilates",
    "TRANSP:OPAQUE",
  ),
  ...event(
    "pilates",
    "DTSTART;TZID=Europe/Amsterdam:20270408T190000",
    "DTEND;TZID=Europe/Amsterdam:20270408T200000",
    "RECURRENCE-ID;TZID=Europe/Amsterdam:20270406T180000",
    "STATUS:CONFIRMED",
    "SUMMARY:Pilates (moved to Thursday)",
    "TRANSP:OPAQUE",
  ),
];

const MARCH_TO_MID_APRIL = { start: Date.parse("2027-03-01T00:00:00Z"), end: Date.parse("2027-04-14T00:00:00Z") };

/** The busy stretches alone, for the tests of what blocks when. */
const busyTimes = (...args: Parameters<typeof readBusyCalendar>) => readBusyCalendar(...args).busy;

/** What a person reads off the result: each stretch as UTC instants, with its name. */
function readable(events: BusyEvent[]): [string, string, string][] {
  return events.map(({ start, end, summary }) => [new Date(start).toISOString(), new Date(end).toISOString(), summary]);
}

describe("busyTimes", () => {
  it("blocks every Tuesday's Pilates, 17:00Z in winter time and 16:00Z once summer time starts on 28 March 2027", () => {
    const tuesdays = busyTimes(calendar(AMSTERDAM, PILATES), MARCH_TO_MID_APRIL).filter(({ summary }) => summary === "Pilates");
    expect(readable(tuesdays)).toEqual([
      ["2027-03-02T17:00:00.000Z", "2027-03-02T18:00:00.000Z", "Pilates"],
      ["2027-03-09T17:00:00.000Z", "2027-03-09T18:00:00.000Z", "Pilates"],
      ["2027-03-23T17:00:00.000Z", "2027-03-23T18:00:00.000Z", "Pilates"],
      ["2027-03-30T16:00:00.000Z", "2027-03-30T17:00:00.000Z", "Pilates"],
      ["2027-04-13T16:00:00.000Z", "2027-04-13T17:00:00.000Z", "Pilates"],
    ]);
  });

  it("leaves out the occurrence an EXDATE removes (16 March) and moves the one a RECURRENCE-ID overrides", () => {
    expect(readable(busyTimes(calendar(AMSTERDAM, PILATES), MARCH_TO_MID_APRIL))).toEqual([
      ["2027-03-02T17:00:00.000Z", "2027-03-02T18:00:00.000Z", "Pilates"],
      ["2027-03-09T17:00:00.000Z", "2027-03-09T18:00:00.000Z", "Pilates"],
      ["2027-03-23T17:00:00.000Z", "2027-03-23T18:00:00.000Z", "Pilates"],
      ["2027-03-30T16:00:00.000Z", "2027-03-30T17:00:00.000Z", "Pilates"],
      ["2027-04-08T17:00:00.000Z", "2027-04-08T18:00:00.000Z", "Pilates (moved to Thursday)"],
      ["2027-04-13T16:00:00.000Z", "2027-04-13T17:00:00.000Z", "Pilates"],
    ]);
  });

  it("frees an occurrence whose override is cancelled, and blocks one moved in from beyond the window", () => {
    const ics = calendar(
      AMSTERDAM,
      event(
        "yoga",
        "DTSTART;TZID=Europe/Amsterdam:20270301T090000",
        "DTEND;TZID=Europe/Amsterdam:20270301T100000",
        "RRULE:FREQ=WEEKLY;COUNT=4",
        "SUMMARY:Yoga",
      ),
      event("yoga", "RECURRENCE-ID;TZID=Europe/Amsterdam:20270308T090000", "DTSTART;TZID=Europe/Amsterdam:20270308T090000", "DTEND;TZID=Europe/Amsterdam:20270308T100000", "STATUS:CANCELLED", "SUMMARY:Yoga"),
      event("yoga", "RECURRENCE-ID;TZID=Europe/Amsterdam:20270322T090000", "DTSTART;TZID=Europe/Amsterdam:20270304T090000", "DTEND;TZID=Europe/Amsterdam:20270304T100000", "SUMMARY:Yoga (brought forward)"),
    );
    expect(readable(busyTimes(ics, { start: Date.parse("2027-03-01T00:00:00Z"), end: Date.parse("2027-03-10T00:00:00Z") }))).toEqual([
      ["2027-03-01T08:00:00.000Z", "2027-03-01T09:00:00.000Z", "Yoga"],
      ["2027-03-04T08:00:00.000Z", "2027-03-04T09:00:00.000Z", "Yoga (brought forward)"],
    ]);
  });

  it("counts DTSTART as the first occurrence beside its RDATEs, and when it does not fit its RRULE", () => {
    const ics = calendar(
      event("rdate", "DTSTART:20270301T100000Z", "DTEND:20270301T110000Z", "RDATE:20270305T100000Z,20270306T100000Z", "SUMMARY:Fittings"),
      // A Wednesday start of a Thursdays rule, as Apple's calendar lets one make.
      event("thursdays", "DTSTART:20270303T140000Z", "DTEND:20270303T150000Z", "RRULE:FREQ=WEEKLY;BYDAY=TH;UNTIL=20270310T000000Z", "SUMMARY:Drawing class"),
    );
    expect(readable(busyTimes(ics, MARCH_TO_MID_APRIL))).toEqual([
      ["2027-03-01T10:00:00.000Z", "2027-03-01T11:00:00.000Z", "Fittings"],
      ["2027-03-03T14:00:00.000Z", "2027-03-03T15:00:00.000Z", "Drawing class"],
      ["2027-03-04T14:00:00.000Z", "2027-03-04T15:00:00.000Z", "Drawing class"],
      ["2027-03-05T10:00:00.000Z", "2027-03-05T11:00:00.000Z", "Fittings"],
      ["2027-03-06T10:00:00.000Z", "2027-03-06T11:00:00.000Z", "Fittings"],
    ]);
  });

  it("gives an event over the night the clocks go back its exact length (01:30 summer time to 03:30 winter time is three hours)", () => {
    const ics = calendar(
      AMSTERDAM,
      event("kiln", "DTSTART;TZID=Europe/Amsterdam:20271031T013000", "DTEND;TZID=Europe/Amsterdam:20271031T033000", "SUMMARY:Overnight dye bath"),
    );
    const october = { start: Date.parse("2027-10-01T00:00:00Z"), end: Date.parse("2027-11-01T00:00:00Z") };
    expect(readable(busyTimes(ics, october))).toEqual([["2027-10-30T23:30:00.000Z", "2027-10-31T02:30:00.000Z", "Overnight dye bath"]]);
  });

  it("reads a UTC time as it is written", () => {
    const ics = calendar(event("dentist", "DTSTART:20270310T083000Z", "DTEND:20270310T093000Z", "SUMMARY:Dentist"));
    expect(readable(busyTimes(ics, MARCH_TO_MID_APRIL))).toEqual([["2027-03-10T08:30:00.000Z", "2027-03-10T09:30:00.000Z", "Dentist"]]);
  });

  it("reads a zone the file does not define (America/New_York) by its own rules, before and after its summer time on 14 March 2027", () => {
    const ics = calendar(
      event(
        "supplier",
        "DTSTART;TZID=America/New_York:20270312T100000",
        "DTEND;TZID=America/New_York:20270312T103000",
        "RRULE:FREQ=WEEKLY;COUNT=2",
        "SUMMARY:Call with the fabric supplier in New York",
      ),
    );
    expect(readable(busyTimes(ics, MARCH_TO_MID_APRIL))).toEqual([
      ["2027-03-12T15:00:00.000Z", "2027-03-12T15:30:00.000Z", "Call with the fabric supplier in New York"],
      ["2027-03-19T14:00:00.000Z", "2027-03-19T14:30:00.000Z", "Call with the fabric supplier in New York"],
    ]);
  });

  it("reads Europe/Amsterdam without its VTIMEZONE, a floating time, and a zone the runtime does not know on the studio's clock", () => {
    const ics = calendar(
      event("no-vtimezone", "DTSTART;TZID=Europe/Amsterdam:20270330T120000", "DTEND;TZID=Europe/Amsterdam:20270330T130000", "SUMMARY:Lunch"),
      event("floating", "DTSTART:20270324T120000", "DTEND:20270324T130000", "SUMMARY:Floating lunch"),
      event("unknown-zone", "DTSTART;TZID=Olympus Mons Standard Time:20270331T120000", "DTEND;TZID=Olympus Mons Standard Time:20270331T130000", "SUMMARY:Lunch on Mars"),
    );
    expect(readable(busyTimes(ics, MARCH_TO_MID_APRIL))).toEqual([
      ["2027-03-24T11:00:00.000Z", "2027-03-24T12:00:00.000Z", "Floating lunch"],
      ["2027-03-30T10:00:00.000Z", "2027-03-30T11:00:00.000Z", "Lunch"],
      ["2027-03-31T10:00:00.000Z", "2027-03-31T11:00:00.000Z", "Lunch on Mars"],
    ]);
  });

  it("blocks an all-day event from the studio's midnight to the midnight its DTEND names, across the change to summer time", () => {
    const ics = calendar(
      event("fair", "DTSTART;VALUE=DATE:20270327", "DTEND;VALUE=DATE:20270329", "SUMMARY:Colour trade fair"),
      event("easter", "DTSTART;VALUE=DATE:20270329", "SUMMARY:Easter Monday"),
    );
    expect(readable(busyTimes(ics, MARCH_TO_MID_APRIL))).toEqual([
      ["2027-03-26T23:00:00.000Z", "2027-03-28T22:00:00.000Z", "Colour trade fair"],
      ["2027-03-28T22:00:00.000Z", "2027-03-29T22:00:00.000Z", "Easter Monday"],
    ]);
  });

  it("skips an event shown as free (TRANSP:TRANSPARENT) and a cancelled one", () => {
    const ics = calendar(
      event("swatches", "DTSTART:20270311T090000Z", "DTEND:20270311T100000Z", "SUMMARY:Order fabric swatches", "TRANSP:TRANSPARENT"),
      event("photo", "DTSTART:20270312T090000Z", "DTEND:20270312T100000Z", "SUMMARY:Photo shoot", "STATUS:CANCELLED"),
      event("fitting", "DTSTART:20270313T090000Z", "DTEND:20270313T100000Z", "SUMMARY:Fitting", "STATUS:CONFIRMED", "TRANSP:OPAQUE"),
    );
    expect(readable(busyTimes(ics, MARCH_TO_MID_APRIL))).toEqual([["2027-03-13T09:00:00.000Z", "2027-03-13T10:00:00.000Z", "Fitting"]]);
  });

  it("takes an event's length from DURATION when it has no DTEND, and blocks nothing for a moment without either", () => {
    const ics = calendar(
      event("consult", "DTSTART:20270315T130000Z", "DURATION:PT45M", "SUMMARY:Consultation"),
      event("moment", "DTSTART:20270315T150000Z", "SUMMARY:Reminder"),
    );
    expect(readable(busyTimes(ics, MARCH_TO_MID_APRIL))).toEqual([["2027-03-15T13:00:00.000Z", "2027-03-15T13:45:00.000Z", "Consultation"]]);
  });

  it("returns only what overlaps the window: a stretch across either edge counts, one that only touches it does not", () => {
    const ics = calendar(
      event("touch-start", "DTSTART:20270301T080000Z", "DTEND:20270301T090000Z", "SUMMARY:Ends as the window opens"),
      event("across-start", "DTSTART:20270301T083000Z", "DTEND:20270301T093000Z", "SUMMARY:Across the opening"),
      event("across-end", "DTSTART:20270301T163000Z", "DTEND:20270301T173000Z", "SUMMARY:Across the close"),
      event("touch-end", "DTSTART:20270301T170000Z", "DTEND:20270301T180000Z", "SUMMARY:Starts as the window closes"),
      event("next-year", "DTSTART:20280301T120000Z", "DTEND:20280301T130000Z", "SUMMARY:Next year"),
      event("daily", "DTSTART:20270101T120000Z", "DTEND:20270101T130000Z", "RRULE:FREQ=DAILY", "SUMMARY:Lunch break"),
      event("kiln", "DTSTART:20270225T070000Z", "DTEND:20270225T093000Z", "RRULE:FREQ=DAILY", "SUMMARY:Dye bath"),
    );
    const window = { start: Date.parse("2027-03-01T09:00:00Z"), end: Date.parse("2027-03-01T17:00:00Z") };
    expect(readable(busyTimes(ics, window))).toEqual([
      ["2027-03-01T07:00:00.000Z", "2027-03-01T09:30:00.000Z", "Dye bath"],
      ["2027-03-01T08:30:00.000Z", "2027-03-01T09:30:00.000Z", "Across the opening"],
      ["2027-03-01T12:00:00.000Z", "2027-03-01T13:00:00.000Z", "Lunch break"],
      ["2027-03-01T16:30:00.000Z", "2027-03-01T17:30:00.000Z", "Across the close"],
    ]);
  });

  it("returns at most maxEvents stretches, the earliest, however many the repeats give", () => {
    const ics = calendar(
      event("daily", "DTSTART:20270301T120000Z", "DTEND:20270301T130000Z", "RRULE:FREQ=DAILY", "SUMMARY:Lunch break"),
      event("early", "DTSTART:20270301T080000Z", "DTEND:20270301T090000Z", "SUMMARY:Early delivery"),
    );
    expect(readable(busyTimes(ics, MARCH_TO_MID_APRIL, { maxEvents: 3 }))).toEqual([
      ["2027-03-01T08:00:00.000Z", "2027-03-01T09:00:00.000Z", "Early delivery"],
      ["2027-03-01T12:00:00.000Z", "2027-03-01T13:00:00.000Z", "Lunch break"],
      ["2027-03-02T12:00:00.000Z", "2027-03-02T13:00:00.000Z", "Lunch break"],
    ]);
    expect(busyTimes(ics, MARCH_TO_MID_APRIL)).toHaveLength(44 + 1);
  });

  it("unfolds a long SUMMARY and cuts it to 80 characters; an event without one is named by an empty string", () => {
    const ics = calendar(
      event(
        "long",
        "DTSTART:20270302T090000Z",
        "DTEND:20270302T100000Z",
        "SUMMARY:Colour analysis for the whole Van der Berg family\\, including both gr",
        " andparents and the new baby",
      ),
      event("unnamed", "DTSTART:20270303T090000Z", "DTEND:20270303T100000Z"),
    );
    expect(busyTimes(ics, MARCH_TO_MID_APRIL).map(({ summary }) => summary)).toEqual([
      "Colour analysis for the whole Van der Berg family, including both grandparents a",
      "",
    ]);
  });

  it("throws on text that is not an iCalendar: a login page, an empty answer, a vCard", () => {
    expect(() => busyTimes("<!DOCTYPE html>\n<html><body>Sign in</body></html>", MARCH_TO_MID_APRIL)).toThrow(/iCalendar/);
    expect(() => busyTimes("", MARCH_TO_MID_APRIL)).toThrow(/iCalendar/);
    expect(() => busyTimes("BEGIN:VCARD\r\nVERSION:4.0\r\nFN:Anna\r\nEND:VCARD\r\n", MARCH_TO_MID_APRIL)).toThrow(/iCalendar/);
  });

  it("stops a rule that can never occur instead of searching for it until the worker is stopped", () => {
    const ics = calendar(event("never", "DTSTART:20270301T090000Z", "DTEND:20270301T100000Z", "RRULE:FREQ=MINUTELY;BYMONTH=2;BYMONTHDAY=30", "SUMMARY:Never"));
    expect(readBusyCalendar(ics, MARCH_TO_MID_APRIL)).toEqual({ busy: [], unread: [{ summary: "Never", reason: "its repeats take too much work to work out" }] });
  });
});

describe("one event that cannot be read", () => {
  const DENTIST = event("dentist", "DTSTART:20270310T083000Z", "DTEND:20270310T093000Z", "SUMMARY:Dentist");

  it("leaves out a series whose repeats cost too much, and the rest of the calendar still blocks its times", () => {
    const ics = calendar(
      AMSTERDAM,
      event("never", "DTSTART:20270301T090000Z", "DTEND:20270301T100000Z", "RRULE:FREQ=MINUTELY;BYMONTH=2;BYMONTHDAY=30", "SUMMARY:Never"),
      PILATES,
      DENTIST,
    );
    const { busy, unread } = readBusyCalendar(ics, MARCH_TO_MID_APRIL);
    expect(busy).toEqual(readBusyCalendar(calendar(AMSTERDAM, PILATES, DENTIST), MARCH_TO_MID_APRIL).busy);
    expect(busy.map(({ summary }) => summary)).toContain("Dentist");
    expect(unread).toEqual([{ summary: "Never", reason: "its repeats take too much work to work out" }]);
  });

  it("leaves out an event with a broken date, and one with a broken rule, and reads the rest", () => {
    const ics = calendar(
      event("broken-date", "DTSTART:2027XX02T090000Z", "DTEND:20270302T100000Z", "SUMMARY:Broken\\, date"),
      DENTIST,
      event("broken-rule", "DTSTART:20270303T090000Z", "DTEND:20270303T100000Z", "RRULE:FREQ=SOMETIMES", "SUMMARY:Yoga"),
    );
    const { busy, unread } = readBusyCalendar(ics, MARCH_TO_MID_APRIL);
    expect(readable(busy)).toEqual([["2027-03-10T08:30:00.000Z", "2027-03-10T09:30:00.000Z", "Dentist"]]);
    expect(unread.map(({ summary }) => summary).sort()).toEqual(["Broken, date", "Yoga"]);
    expect(unread.every(({ reason }) => reason.startsWith("it cannot be read"))).toBe(true);
  });

  it("still blocks the moved occurrence of a series whose rule costs too much: its own time is written out", () => {
    const ics = calendar(
      event("never", "DTSTART:20270301T090000Z", "DTEND:20270301T100000Z", "RRULE:FREQ=MINUTELY;BYMONTH=2;BYMONTHDAY=30", "SUMMARY:Never"),
      event("never", "RECURRENCE-ID:20270302T090000Z", "DTSTART:20270305T140000Z", "DTEND:20270305T150000Z", "SUMMARY:Never (moved)"),
    );
    const { busy, unread } = readBusyCalendar(ics, MARCH_TO_MID_APRIL);
    expect(readable(busy)).toEqual([["2027-03-05T14:00:00.000Z", "2027-03-05T15:00:00.000Z", "Never (moved)"]]);
    expect(unread).toHaveLength(1);
  });

  it("refuses the whole calendar when its events together need more work than one read may spend", () => {
    const never = (uid: string) => event(uid, "DTSTART:20270301T090000Z", "DTEND:20270301T100000Z", "RRULE:FREQ=MINUTELY;BYMONTH=2;BYMONTHDAY=30", `SUMMARY:${uid}`);
    const ics = calendar(never("one"), never("two"), never("three"), never("four"), DENTIST);
    expect(() => readBusyCalendar(ics, MARCH_TO_MID_APRIL)).toThrow(/too many/);
  });

  it("refuses a calendar cut off in the middle of an event: a short download is not the calendar", () => {
    const whole = calendar(DENTIST, event("later", "DTSTART:20270311T083000Z", "DTEND:20270311T093000Z", "SUMMARY:Later"));
    expect(() => readBusyCalendar(whole.slice(0, whole.lastIndexOf("SUMMARY:Later")), MARCH_TO_MID_APRIL)).toThrow(/iCalendar/);
  });
});

describe("invitations", () => {
  const STUDIO = "plumandlinen.studio@gmail.com";
  const invitation = (uid: string, day: string, partstat: string | null, summary: string) =>
    event(
      uid,
      `DTSTART:202703${day}T090000Z`,
      `DTEND:202703${day}T100000Z`,
      "ORGANIZER;CN=Marieke:mailto:marieke@example.org",
      "ATTENDEE;CUTYPE=INDIVIDUAL;ROLE=REQ-PARTICIPANT;PARTSTAT=ACCEPTED;CN=Marieke;X-NUM-GUESTS=0:mailto:marieke@example.org",
      `ATTENDEE;CUTYPE=INDIVIDUAL;ROLE=REQ-PARTICIPANT;${partstat ? `PARTSTAT=${partstat};` : ""}CN=${STUDIO};X-NUM-GUESTS=0:mailto:${STUDIO.toUpperCase()}`,
      `SUMMARY:${summary}`,
    );
  const INVITATIONS = [
    ...invitation("unanswered", "08", "NEEDS-ACTION", "Unanswered"),
    ...invitation("declined", "09", "DECLINED", "Declined"),
    ...invitation("accepted", "10", "ACCEPTED", "Accepted"),
    ...invitation("tentative", "11", "TENTATIVE", "Maybe"),
    ...invitation("unsaid", "12", null, "No answer written"),
  ];

  it("an invitation the studio has not accepted, or has declined, blocks nothing; an accepted or tentative one blocks", () => {
    const { busy } = readBusyCalendar(calendar(INVITATIONS), MARCH_TO_MID_APRIL, { owners: [`mailto:${STUDIO}`] });
    expect(busy.map(({ summary }) => summary)).toEqual(["Accepted", "Maybe", "No answer written"]);
  });

  it("knows the studio by the calendar's name when Google names it after its owner, and a guest's answer frees nothing", () => {
    const named = calendar(INVITATIONS).replace("X-WR-CALNAME:Plum & Linen studio", `X-WR-CALNAME:${STUDIO}`);
    expect(readBusyCalendar(named, MARCH_TO_MID_APRIL).busy.map(({ summary }) => summary)).toEqual(["Accepted", "Maybe", "No answer written"]);
    // Someone else's decline leaves the studio's time taken; so does an owner the feed cannot tell.
    const guestDeclined = calendar(invitation("guest", "08", "ACCEPTED", "Guest declined")).replace("PARTSTAT=ACCEPTED;CN=Marieke", "PARTSTAT=DECLINED;CN=Marieke");
    expect(readBusyCalendar(guestDeclined, MARCH_TO_MID_APRIL, { owners: [STUDIO] }).busy).toHaveLength(1);
    expect(readBusyCalendar(calendar(INVITATIONS), MARCH_TO_MID_APRIL).busy).toHaveLength(5);
  });

  it("frees the one occurrence of a series the studio declined, and blocks the others", () => {
    const ics = calendar(
      event("weekly", "DTSTART:20270302T090000Z", "DTEND:20270302T100000Z", "RRULE:FREQ=WEEKLY;COUNT=3", `ATTENDEE;PARTSTAT=ACCEPTED:mailto:${STUDIO}`, "SUMMARY:Weekly"),
      event("weekly", "RECURRENCE-ID:20270309T090000Z", "DTSTART:20270309T090000Z", "DTEND:20270309T100000Z", `ATTENDEE;PARTSTAT=DECLINED:mailto:${STUDIO}`, "SUMMARY:Weekly"),
    );
    expect(readable(readBusyCalendar(ics, MARCH_TO_MID_APRIL, { owners: [STUDIO] }).busy).map(([start]) => start)).toEqual(["2027-03-02T09:00:00.000Z", "2027-03-16T09:00:00.000Z"]);
  });
});
