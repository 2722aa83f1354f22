/** The studio's booking rules: notice, how far ahead, how often a time starts, and the cancellation cut-off. */
import type { AvailabilitySettings } from "~/schemas/availability";
import { result, wholeNumber, type FieldErrors, type FormValues, type Parsed } from "./field-checks";

export const SLOT_INTERVALS = [15, 30, 60] as const;

export const SUGGESTED_WINDOW_DAYS = 183;

export function bookingValues(settings: AvailabilitySettings): FormValues {
  return {
    minimumNoticeHours: String(settings.minimumNoticeHours),
    bookingWindowDays: String(settings.bookingWindowDays),
    slotIntervalMinutes: String(settings.slotIntervalMinutes),
    cancellationCutoffHours: String(settings.cancellationCutoffHours),
  };
}

export type BookingRules = Pick<AvailabilitySettings, "minimumNoticeHours" | "bookingWindowDays" | "slotIntervalMinutes" | "cancellationCutoffHours">;

export const BOOKING_LABELS: Record<keyof BookingRules, string> = {
  minimumNoticeHours: "Minimum notice (hours)",
  bookingWindowDays: "Booking window (days)",
  slotIntervalMinutes: "Start times every (minutes)",
  cancellationCutoffHours: "Cancellation cut-off (hours)",
};

export function parseBooking(values: FormValues): Parsed<BookingRules> {
  const errors: FieldErrors = {};
  const hours = [0, 24 * 30] as const;
  const minimumNoticeHours = wholeNumber(values, "minimumNoticeHours", hours, "Enter whole hours, from 0 to 720.", errors);
  const bookingWindowDays = wholeNumber(values, "bookingWindowDays", [7, 730], "Enter whole days, from 7 to 730.", errors);
  const cancellationCutoffHours = wholeNumber(values, "cancellationCutoffHours", hours, "Enter whole hours, from 0 to 720.", errors);
  const interval = SLOT_INTERVALS.find((minutes) => String(minutes) === (values.slotIntervalMinutes ?? "").trim());
  if (!interval) errors.slotIntervalMinutes = "Choose 15, 30 or 60 minutes.";
  return result(errors, () => ({
    minimumNoticeHours: minimumNoticeHours!,
    bookingWindowDays: bookingWindowDays!,
    slotIntervalMinutes: interval!,
    cancellationCutoffHours: cancellationCutoffHours!,
  }));
}
