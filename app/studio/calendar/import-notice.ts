/**
 * What `/studio/calendar` tells the studio about the reads of its own calendar: nothing while they
 * work; after several failures in a row, since when its calendar has not been read and why, in
 * words a person can act on; and, after a read that worked, how many events it had to leave out.
 */
import type { CalendarImportFailure, CalendarImportStatus } from "~/schemas/calendar-import";
import { studioDateTime } from "~/site/time";

/** Three reads five minutes apart: one failure now and then is Google's, not the studio's to fix. */
const FAILURES_BEFORE_NOTICE = 3;

export type CalendarImportNotice = { failing: { since: string | null; why: string } | null; unreadEvents: number };

const WHY: Record<CalendarImportFailure, (httpStatus?: number) => string> = {
  unreachable: () => "The calendar's address could not be reached, or did not answer in time.",
  refused: (status) =>
    status === 404 || status === 403 || status === 401
      ? `The calendar's address was refused (HTTP ${status}). If the secret address was reset in Google Calendar, the site needs the new one.`
      : `The calendar's address answered with an error (HTTP ${status ?? "?"}).`,
  "too-large": () => "The calendar is larger than 5 MB, more than the site will read.",
  "not-a-calendar": () => "What the calendar's address sent is not a calendar (a sign-in page, or an empty answer).",
  "too-complex": () => "Its repeating events together need too much work to read. Ending old repeating events, or giving them an end date, helps.",
  "not-saved": () => "The site could not store the calendar's times: its database did not answer.",
};

export function calendarImportNotice(status: CalendarImportStatus | null): CalendarImportNotice {
  if (!status) return { failing: null, unreadEvents: 0 };
  const failing =
    status.lastError && status.consecutiveFailures >= FAILURES_BEFORE_NOTICE
      ? { since: status.lastSuccessAt === null ? null : studioDateTime(status.lastSuccessAt), why: WHY[status.lastError.kind](status.lastError.httpStatus) }
      : null;
  return { failing, unreadEvents: status.unreadEvents };
}
