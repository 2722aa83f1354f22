/**
 * The studio calendar's busy times as `CalendarEntries` of kind "calendar": the import replaces
 * them with what the calendar holds now, adding and deleting only what changed. An entry's id is
 * made from its times, so the same event read twice is the same document.
 */
import { decodeDocument } from "~/firestore/codec";
import type { CommitWrite } from "~/firestore/client.server";
import type { AppContext } from "~/firestore/app-context.server";
import type { Interval } from "~/timetable/slots";
import { COLLECTIONS } from "./collections";

const ENTRIES = COLLECTIONS.calendarEntries.name;
/** Firestore takes at most 500 writes in one commit. */
const WRITES_PER_COMMIT = 400;

const entryId = ({ start, end }: Interval) => `calendar-${start.toString(36)}-${end.toString(36)}`;

/** Makes the calendar's entries exactly `busy`: returns how many were added and removed. */
export async function replaceCalendarBusyTimes(
  app: Pick<AppContext, "firestore">,
  busy: ReadonlyArray<Interval & { summary: string }>,
): Promise<{ added: number; removed: number }> {
  const stored = await app.firestore.runQuery({ collection: ENTRIES, where: [{ field: "kind", equals: "calendar" }], select: ["kind"] });
  const existing = new Set(stored.map((doc) => decodeDocument(doc).id));
  const wanted = new Map(busy.map((event) => [entryId(event), event]));
  const writes: CommitWrite[] = [
    ...[...existing].filter((id) => !wanted.has(id)).map((id): CommitWrite => ({ path: `${ENTRIES}/${id}`, delete: true })),
    ...[...wanted]
      .filter(([id]) => !existing.has(id))
      .map(([id, event]): CommitWrite => ({
        path: `${ENTRIES}/${id}`,
        // What the event is called stays out: the studio's own diary is not the site's business.
        data: { kind: "calendar", startsAt: new Date(event.start), endsAt: new Date(event.end), label: "" },
      })),
  ];
  for (let index = 0; index < writes.length; index += WRITES_PER_COMMIT) {
    await app.firestore.commit(writes.slice(index, index + WRITES_PER_COMMIT));
  }
  return { added: writes.filter((write) => !write.delete).length, removed: writes.filter((write) => write.delete).length };
}
