/** What differs between the settings someone else saved and the ones typed, field by field, named as a person names them. */
import { WEEKDAY_NAMES, type ServiceBookingRule, type Weekday } from "~/schemas/availability";
import { BOOKING_LABELS, type BookingRules } from "./booking-rules";
import type { FormValues } from "./field-checks";
import { TRAVEL_AREA_LABEL } from "./service-rules";

const RULE_LABELS: Record<keyof ServiceBookingRule, string> = {
  online: "Bookable online",
  bufferMinutes: "Buffer after (minutes)",
  startFrom: "Earliest start",
  startUntil: "Latest start",
  seasonal: "Other start times by the month",
  location: "Where",
  extraPersonMinutes: "Minutes per extra person",
  maxPeople: "Most people",
  payment: "Paid online",
  meetingPoint: "Meeting point",
  meetingDirections: "How to find the meeting point",
  nl: "Dutch",
  travelMinutes: "Travel each way (minutes)",
};

/** The payment's two fields, which the stored rule holds as one `payment`. */
const PAYMENT_FIELD_LABELS: Readonly<Record<string, string>> = { paymentKind: "Paid online when booked", depositEuros: "Deposit (€)" };

/** The fields of a rule of months. */
const SEASON_FIELD_LABELS: Readonly<Record<string, string>> = { from: "first month", to: "last month", startFrom: "earliest start", startUntil: "latest start", note: "note" };

function rangeLabel(rest: string): string {
  const [index, end] = rest.split(".");
  return `hours ${Number(index) + 1}, ${end === "from" ? "from" : "to"}`;
}

/** What a person calls a field of these forms ("Saturday, hours 1, from"). */
function fieldLabel(name: string, serviceNames: Readonly<Record<string, string>>): string {
  if (name === "closedOnPublicHolidays") return "Closed on Dutch public holidays";
  if (name === "travelArea") return TRAVEL_AREA_LABEL;
  if (Object.hasOwn(BOOKING_LABELS, name)) return BOOKING_LABELS[name as keyof BookingRules];
  const weekly = /^weekly\.(\w+)\.(.+)$/.exec(name);
  if (weekly) return `${WEEKDAY_NAMES[weekly[1] as Weekday] ?? weekly[1]}, ${rangeLabel(weekly[2]!)}`;
  const override = /^overrides\.(\d+)\.(.+)$/.exec(name);
  if (override) {
    const [, row, rest] = override as unknown as [string, string, string];
    const what = rest.startsWith("hours.") ? rangeLabel(rest.slice("hours.".length)) : rest;
    return `Date ${Number(row) + 1}, ${what}`;
  }
  const seasonalStart = /^services\.(.+)\.seasonal\.(\d+)\.(\w+)$/.exec(name);
  if (seasonalStart) {
    const [, id, row, field] = seasonalStart as unknown as [string, string, string, string];
    return `${serviceNames[id] ?? id}: months ${Number(row) + 1}, ${SEASON_FIELD_LABELS[field] ?? field}`;
  }
  const seasonalHours = /^seasonalHours\.(\d+)\.(\w+)(?:\.(.+))?$/.exec(name);
  if (seasonalHours) {
    const [, row, field, rest] = seasonalHours as unknown as [string, string, string, string | undefined];
    const day = WEEKDAY_NAMES[field as Weekday];
    const what = day ? `${day}, ${rest === "closed" ? "closed" : rangeLabel(rest ?? "")}` : (SEASON_FIELD_LABELS[field] ?? field);
    return `Months with other hours ${Number(row) + 1}, ${what}`;
  }
  const dutch = /^services\.(.+)\.nl\.(meetingPoint|meetingDirections)$/.exec(name);
  if (dutch) return `${serviceNames[dutch[1]!] ?? dutch[1]}: ${RULE_LABELS[dutch[2] as keyof ServiceBookingRule]} (Nederlands)`;
  const service = /^services\.(.+)\.(\w+)$/.exec(name);
  if (service) return `${serviceNames[service[1]!] ?? service[1]}: ${RULE_LABELS[service[2] as keyof ServiceBookingRule] ?? PAYMENT_FIELD_LABELS[service[2]!] ?? service[2]}`;
  return name;
}

/** The fields whose saved value differs from the one typed, named, each side as the form shows it. */
export function differences(current: FormValues, yours: FormValues, serviceNames: Readonly<Record<string, string>>) {
  const names = [...new Set([...Object.keys(current), ...Object.keys(yours)])];
  const shown = (value: string | undefined) => (value === "on" ? "yes" : value ? value : "(empty)");
  return names
    .filter((name) => (current[name] ?? "") !== (yours[name] ?? ""))
    .map((name) => ({ label: fieldLabel(name, serviceNames), current: shown(current[name]), yours: shown(yours[name]) }));
}
