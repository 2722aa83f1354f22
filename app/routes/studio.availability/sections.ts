/**
 * The page's settings forms, one a section of the stored settings: which fields each writes, the
 * document read field by field, and a section's fields as its form shows them.
 */
import * as v from "valibot";
import { AvailabilitySettings } from "~/schemas/availability";
import { bookingValues } from "./booking-rules";
import type { FormValues } from "./field-checks";
import { overridesValues, weeklyValues } from "./opening-hours";
import { seasonalHoursValues } from "./seasons";
import { servicesValues } from "./service-rules";

/** What the page starts from when nothing is stored: closed every day, so nothing is offered until hours are set. */
export const DEFAULT_SETTINGS: AvailabilitySettings = {
  weekly: { mon: [], tue: [], wed: [], thu: [], fri: [], sat: [], sun: [] },
  overrides: [],
  seasonalHours: [],
  closedOnPublicHolidays: true,
  services: {},
  minimumNoticeHours: 48,
  bookingWindowDays: 183,
  slotIntervalMinutes: 30,
  cancellationCutoffHours: 48,
  travelArea: [],
};

/** The page's settings forms, by their `intent`, and the stored fields each one writes. */
export const SECTION_FIELDS = {
  weekly: ["weekly", "closedOnPublicHolidays"],
  overrides: ["overrides"],
  seasonalHours: ["seasonalHours"],
  services: ["services", "travelArea"],
  booking: ["minimumNoticeHours", "bookingWindowDays", "slotIntervalMinutes", "cancellationCutoffHours"],
} as const satisfies Record<string, ReadonlyArray<keyof AvailabilitySettings>>;
export type Section = keyof typeof SECTION_FIELDS;
export const SECTIONS = Object.keys(SECTION_FIELDS) as Section[];

export const SECTION_TITLES: Record<Section, string> = {
  weekly: "Weekly opening hours",
  overrides: "Dates with other hours",
  seasonalHours: "Months with other hours",
  services: "How each service is booked",
  booking: "Booking rules",
};

export function isSection(intent: unknown): intent is Section {
  return typeof intent === "string" && Object.hasOwn(SECTION_FIELDS, intent);
}

const SETTINGS_FIELDS = Object.keys(AvailabilitySettings.entries) as Array<keyof AvailabilitySettings>;

/**
 * The stored document read field by field: a field that fails its schema is shown as the default
 * and named in `broken`, so one bad field never hides the others (the public pages, which read the
 * document whole, offer no times until it is put right).
 */
export function storedSettings(data: Record<string, unknown> | null): { settings: AvailabilitySettings; broken: Array<keyof AvailabilitySettings> } {
  const settings = { ...DEFAULT_SETTINGS } as Record<string, unknown>;
  const broken: Array<keyof AvailabilitySettings> = [];
  if (data === null) return { settings: DEFAULT_SETTINGS, broken };
  for (const name of SETTINGS_FIELDS) {
    const parsed = v.safeParse(AvailabilitySettings.entries[name], data[name]);
    if (parsed.success) settings[name] = parsed.output;
    else broken.push(name);
  }
  return { settings: settings as AvailabilitySettings, broken };
}

/** A section's fields as stored, as its form shows them. */
export function sectionValues(section: Section, settings: AvailabilitySettings, serviceIds: readonly string[]): FormValues {
  switch (section) {
    case "weekly":
      return weeklyValues(settings);
    case "overrides":
      return overridesValues(settings);
    case "seasonalHours":
      return seasonalHoursValues(settings);
    case "services":
      return servicesValues(settings, serviceIds);
    case "booking":
      return bookingValues(settings);
  }
}
