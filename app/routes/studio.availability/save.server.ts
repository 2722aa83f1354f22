/**
 * Reading and saving the availability page: the settings read from Firestore itself (never the
 * edge cache: the page must show what a save would be compared with), one section saved at a
 * time through the studio's one write (~/studio/change.server.ts: the version compare, the audit entry,
 * the purge of the booking pages), and blocks added and removed the same way.
 */
import * as v from "valibot";
import type { AppContext } from "~/firestore/app-context.server";
import { AVAILABILITY_SETTINGS_PATH } from "~/models/availability.server";
import { getBookableServices } from "~/models/booking-services.server";
import { calendarBlockDocument, newCalendarBlockPath, readCalendarBlock } from "~/models/calendar-blocks.server";
import { findActiveService } from "~/models/services.server";
import { studioWallTime, studioDate } from "~/platform/studio-clock";
import type { Env } from "~/platform/env.server";
import { AvailabilitySettings } from "~/schemas/availability";
import type { StudioUser } from "~/studio/auth/guard.server";
import { commitChange, readStoredDocument } from "~/studio/change.server";
import { parseBlock } from "./block-form";
import { parseBooking } from "./booking-rules";
import { FORM_ERROR, type FieldErrors, type FormValues, type Parsed } from "./field-checks";
import { parseOverrides, parseWeekly } from "./opening-hours";
import { DEFAULT_SETTINGS, SECTION_FIELDS, sectionValues, storedSettings, type Section } from "./sections";
import { parseSeasonalHours } from "./seasons";
import { parseServices } from "./service-rules";

/** A service the page sets rules for: its name and its length for one person (edited on the service). */
export type BookingServiceRow = { id: string; name: string; minutes: number | null; onSite: boolean };

export type StoredAvailability = {
  settings: AvailabilitySettings;
  /** Stored fields that fail the schema: shown as defaults, and the booking pages offer nothing until they are saved. */
  broken: Array<keyof AvailabilitySettings>;
  updateTime: string;
  exists: boolean;
};

export async function readAvailability(app: AppContext): Promise<StoredAvailability> {
  const stored = await readStoredDocument(app, AVAILABILITY_SETTINGS_PATH);
  return { ...storedSettings(stored?.data ?? null), updateTime: stored?.updateTime ?? "", exists: stored !== null };
}

/**
 * The services the page sets rules for: every active, bookable service (the analyses first), then
 * any other service the settings hold a rule for.
 */
export async function bookingServiceRows(app: AppContext, settings: AvailabilitySettings): Promise<BookingServiceRow[]> {
  const offered = await getBookableServices(app);
  const others = Object.keys(settings.services).filter((id) => !offered.some((service) => service.serviceUUID === id));
  const found = await Promise.all(others.map((id) => findActiveService(app, id)));
  return [
    ...offered.map((service) => ({ id: service.serviceUUID, name: service.name, minutes: service.minutes, onSite: true })),
    ...others.map((id, index) => ({ id, name: found[index]?.name ?? id, minutes: found[index]?.durationMinutes ?? null, onSite: false })),
  ];
}

export type SaveAnswer =
  | { status: "saved"; published: boolean; dropped: number }
  | { status: "invalid"; errors: FieldErrors; values: FormValues }
  /** Someone saved the settings since the page was read: what is stored now, in this section's terms. */
  | { status: "conflict"; values: FormValues; current: FormValues; updateTime: string }
  | { status: "limited"; values: FormValues };

const AUDIT: Record<Section, string> = {
  weekly: "Changed the weekly opening hours",
  overrides: "Changed the dates with other hours",
  seasonalHours: "Changed the months with other hours",
  services: "Changed how services are booked online",
  booking: "Changed the booking rules",
};

type SaveRequest = { app: AppContext; env: Env; user: StudioUser; values: FormValues; now?: number };

/** Saves one section of the settings, as posted by its form. */
export async function saveSection(section: Section, { app, env, user, values, now = Date.now() }: SaveRequest): Promise<SaveAnswer> {
  const seen = values.updateTime ?? "";
  const stored = await readAvailability(app);
  const rows = section === "services" ? await bookingServiceRows(app, stored.settings) : [];
  const serviceIds = rows.map((row) => row.id);
  const parsed: Parsed<Partial<AvailabilitySettings> & { dropped?: number }> =
    section === "weekly"
      ? parseWeekly(values)
      : section === "overrides"
        ? parseOverrides(values, { today: studioDate(now) })
        : section === "seasonalHours"
          ? parseSeasonalHours(values)
          : section === "services"
          ? parseServices(values, { serviceIds, stored: stored.settings.services })
          : parseBooking(values);
  if (!parsed.ok) return { status: "invalid", errors: parsed.errors, values };
  const { dropped = 0, ...fields } = parsed.data;

  // The fields of this section, and any stored field that is broken set to its default, so a save
  // always leaves a document the booking pages can read; a new document gets every field.
  const repairs = Object.fromEntries(stored.broken.map((name) => [name, DEFAULT_SETTINGS[name]]));
  const write: Record<string, unknown> = stored.exists ? { ...repairs, ...fields } : { ...DEFAULT_SETTINGS, ...fields };
  const whole = v.safeParse(AvailabilitySettings, { ...stored.settings, ...write });
  if (!whole.success) return { status: "invalid", errors: { [FORM_ERROR]: `These settings cannot be stored: ${whole.issues[0]?.message ?? "a value is out of range"}.` }, values };

  const result = await commitChange(app, {
    env,
    actor: user,
    limit: true,
    audit: AUDIT[section],
    changes: [
      {
        path: AVAILABILITY_SETTINGS_PATH,
        seen,
        write,
        whole: !stored.exists,
        // The audit entry shows this section's fields, before and after, whatever else was written.
        audited: (before) => ({
          before: before ? Object.fromEntries(SECTION_FIELDS[section].map((name) => [name, before[name] ?? null])) : null,
          after: Object.fromEntries(SECTION_FIELDS[section].map((name) => [name, write[name] ?? null])),
        }),
      },
    ],
  });
  switch (result.status) {
    case "saved":
      return { ...result, dropped };
    case "limited":
      return { status: "limited", values };
    case "conflict":
    case "not-found": {
      const current = result.status === "conflict" ? result.current : null;
      const latest = storedSettings(current?.data ?? null).settings;
      return { status: "conflict", values, current: sectionValues(section, latest, serviceIds), updateTime: current?.updateTime ?? "" };
    }
    case "invalid":
      return { status: "invalid", errors: { [FORM_ERROR]: `Firestore would not store this (${result.reason ?? result.problems.join("; ")}).` }, values };
  }
}

export type BlockAnswer =
  | { status: "saved"; label: string }
  | { status: "invalid"; errors: FieldErrors; values: FormValues }
  /** The block was removed (or changed) by someone else since the page was read. */
  | { status: "gone"; values: FormValues }
  | { status: "limited"; values: FormValues };

/** Adds a block: `CalendarEntries/{random id}`, from and to on the studio's clock that date. */
export async function addBlock({ app, env, user, values, now = Date.now() }: SaveRequest): Promise<BlockAnswer> {
  const parsed = parseBlock(values, studioDate(now));
  if (!parsed.ok) return { status: "invalid", errors: parsed.errors, values };
  const { label, date, from, to } = parsed.data;
  const start = studioWallTime(date, from);
  const end = studioWallTime(date, to);
  if (end <= now) return { status: "invalid", errors: { to: "That time has already passed." }, values };
  if (end <= start) return { status: "invalid", errors: { to: "The end must be after the start (the clocks change that night)." }, values };
  const result = await commitChange(app, {
    env,
    actor: user,
    limit: true,
    audit: "Added a block to the calendar",
    changes: [{ path: newCalendarBlockPath(), seen: "", write: calendarBlockDocument({ start, end, label }), whole: true }],
  });
  if (result.status === "saved") return { status: "saved", label };
  if (result.status === "limited") return { status: "limited", values };
  return { status: "invalid", errors: { [FORM_ERROR]: "The block could not be stored. Try again." }, values };
}

const BLOCK_ID = /^[A-Za-z0-9-]{1,64}$/;

/** Removes a block, as the page listed it (its id and version). */
export async function removeBlock({ app, env, user, values }: SaveRequest): Promise<BlockAnswer> {
  const id = values.block ?? "";
  const block = BLOCK_ID.test(id) ? await readCalendarBlock(app, id) : null;
  if (!block) return { status: "gone", values };
  const result = await commitChange(app, {
    env,
    actor: user,
    limit: true,
    audit: "Removed a block from the calendar",
    changes: [{ path: block.path, seen: values.updateTime ?? "", write: "delete" }],
  });
  if (result.status === "saved") return { status: "saved", label: block.label };
  if (result.status === "limited") return { status: "limited", values };
  return { status: "gone", values };
}
