/**
 * How each service is booked: online or by request, when it may start, where, for how many, and
 * what is paid online; as form values and read back from a post.
 */
import { RULE_TEXT_FIELDS, SESSION_LOCATIONS, wallMinutes, type AvailabilitySettings, type ServiceBookingRule, type SessionLocation } from "~/schemas/availability";
import { parseTravelArea, travelAreaText } from "~/timetable/travel-area";
import { checked, normalTime, result, wallTime, wholeNumber, type FieldErrors, type FormValues, type Parsed } from "./field-checks";
import { parseSeasonalStarts, seasonalStartValues } from "./seasons";

export const TRAVEL_AREA_LABEL = "Postcodes we travel to for home visits";

/** A service's rule before the studio has written one: not bookable online. */
const DEFAULT_RULE: ServiceBookingRule = {
  online: false,
  bufferMinutes: 0,
  startFrom: "09:30",
  startUntil: "16:00",
  seasonal: [],
  location: "studio",
  extraPersonMinutes: 0,
  maxPeople: 1,
  payment: { kind: "none" },
  meetingPoint: "",
  meetingDirections: "",
  travelMinutes: 0,
};

/** What a booking pays online, as the studio chooses it. */
export const PAYMENT_KINDS = [
  { value: "none", label: "Nothing online (paid at the session)" },
  { value: "deposit", label: "A deposit" },
  { value: "full", label: "The full price" },
] as const;

/** The form name of a rule's text's Dutch, beside the English one: `services.<id>.nl.meetingPoint` (issue 43). */
export const dutchRuleName = (prefix: string, text: (typeof RULE_TEXT_FIELDS)[number]) => `${prefix}.nl.${text}`;

/** The most characters of each text the visitor reads, in either language. */
const TEXT_LIMITS = { meetingPoint: [200, "Keep the meeting point to 200 characters or fewer."], meetingDirections: [1000, "Keep the directions to 1,000 characters or fewer."] } as const;

const MINUTES_RANGE = [0, 240] as const;
const PEOPLE_RANGE = [1, 6] as const;

export function servicesValues(settings: AvailabilitySettings, serviceIds: readonly string[]): FormValues {
  return Object.assign(
    { travelArea: travelAreaText(settings.travelArea) },
    ...serviceIds.map((id) => {
      const rule = settings.services[id] ?? DEFAULT_RULE;
      const prefix = `services.${id}`;
      return {
        [`${prefix}.online`]: rule.online ? "on" : "",
        [`${prefix}.bufferMinutes`]: String(rule.bufferMinutes),
        [`${prefix}.startFrom`]: rule.startFrom,
        [`${prefix}.startUntil`]: rule.startUntil,
        [`${prefix}.location`]: rule.location,
        [`${prefix}.extraPersonMinutes`]: String(rule.extraPersonMinutes),
        [`${prefix}.maxPeople`]: String(rule.maxPeople),
        [`${prefix}.paymentKind`]: rule.payment.kind,
        [`${prefix}.depositEuros`]: rule.payment.kind === "deposit" ? String(rule.payment.cents / 100) : "50",
        [`${prefix}.meetingPoint`]: rule.meetingPoint,
        [`${prefix}.meetingDirections`]: rule.meetingDirections,
        ...Object.fromEntries(RULE_TEXT_FIELDS.map((text) => [dutchRuleName(prefix, text), rule.nl?.[text] ?? ""])),
        [`${prefix}.travelMinutes`]: String(rule.travelMinutes),
        ...seasonalStartValues(prefix, rule.seasonal),
      };
    }),
  );
}

/**
 * The rules of the services posted. A service the form did not show (added to the site after the
 * page was read) keeps its stored rule, or gets none.
 */
export function parseServices(
  values: FormValues,
  { serviceIds, stored }: { serviceIds: readonly string[]; stored: AvailabilitySettings["services"] },
): Parsed<Pick<AvailabilitySettings, "services" | "travelArea">> {
  const errors: FieldErrors = {};
  const services: Record<string, ServiceBookingRule> = { ...stored };
  const area = parseTravelArea(values.travelArea ?? "");
  if ("error" in area) errors.travelArea = area.error;
  for (const id of serviceIds) {
    const prefix = `services.${id}`;
    if (!Object.keys(values).some((name) => name.startsWith(`${prefix}.`))) continue;
    const name = (field: keyof ServiceBookingRule) => `${prefix}.${field}`;
    const bufferMinutes = wholeNumber(values, name("bufferMinutes"), MINUTES_RANGE, "Enter the buffer in whole minutes, from 0 to 240.", errors);
    const extraPersonMinutes = wholeNumber(values, name("extraPersonMinutes"), MINUTES_RANGE, "Enter whole minutes, from 0 to 240.", errors);
    const maxPeople = wholeNumber(values, name("maxPeople"), PEOPLE_RANGE, "Enter a number of people from 1 to 6.", errors);
    const startFrom = wallTime(normalTime(values[name("startFrom")]), name("startFrom"), errors);
    const startUntil = wallTime(normalTime(values[name("startUntil")]), name("startUntil"), errors);
    if (startFrom && startUntil && wallMinutes(startUntil) < wallMinutes(startFrom)) errors[name("startUntil")] = "The latest start cannot be before the earliest.";
    const seasonal = parseSeasonalStarts(values, prefix, { startFrom, startUntil }, errors);
    const location = values[name("location")];
    if (!(SESSION_LOCATIONS as readonly string[]).includes(location ?? "")) errors[name("location")] = "Choose where the session happens.";
    const payment = paymentRule(values, prefix, errors);
    const travel = wholeNumber(values, name("travelMinutes"), MINUTES_RANGE, "Enter the travel in whole minutes, from 0 to 240.", errors);
    const { meetingPoint, meetingDirections, nl } = ruleTexts(values, prefix, errors);
    if (location === "town" && !meetingPoint) errors[name("meetingPoint")] = "Enter where the client meets you, like “In front of De Bijenkorf, Hoog Catharijne”.";
    if (location === "call" && payment && payment.kind !== "none") errors[`${prefix}.paymentKind`] = "A free call is never paid for: choose “Nothing online”.";
    if (bufferMinutes === null || extraPersonMinutes === null || maxPeople === null || travel === null || !startFrom || !startUntil || !payment) continue;
    services[id] = {
      online: checked(values[name("online")]),
      bufferMinutes,
      startFrom,
      startUntil,
      seasonal,
      location: location as SessionLocation,
      extraPersonMinutes,
      maxPeople,
      payment,
      meetingPoint,
      meetingDirections,
      ...(nl ? { nl } : {}),
      travelMinutes: travel,
    };
  }
  return result(errors, () => ({ services, travelArea: "area" in area ? area.area : [] }));
}

/**
 * The meeting point and its directions as posted, in English and in Dutch (`nl`, holding only what
 * is written; none when nothing is), each within its length.
 */
function ruleTexts(values: FormValues, prefix: string, errors: FieldErrors): Pick<ServiceBookingRule, "meetingPoint" | "meetingDirections" | "nl"> {
  const posted = (name: string, text: (typeof RULE_TEXT_FIELDS)[number]) => {
    const value = (values[name] ?? "").trim();
    const [max, message] = TEXT_LIMITS[text];
    if (value.length > max) errors[name] = message;
    return value;
  };
  const dutch = Object.fromEntries(RULE_TEXT_FIELDS.map((text) => [text, posted(dutchRuleName(prefix, text), text)]).filter(([, value]) => value));
  return {
    meetingPoint: posted(`${prefix}.meetingPoint`, "meetingPoint"),
    meetingDirections: posted(`${prefix}.meetingDirections`, "meetingDirections"),
    ...(Object.keys(dutch).length > 0 ? { nl: dutch } : {}),
  };
}

/** The posted payment of a service: none, the full price, or a deposit of whole euros from €1 to €1,000. */
function paymentRule(values: FormValues, prefix: string, errors: FieldErrors): ServiceBookingRule["payment"] | null {
  const kind = values[`${prefix}.paymentKind`] ?? "none";
  if (kind === "none" || kind === "full") return { kind };
  if (kind !== "deposit") {
    errors[`${prefix}.paymentKind`] = "Choose what is paid online.";
    return null;
  }
  const euros = wholeNumber(values, `${prefix}.depositEuros`, [1, 1000] as const, "Enter the deposit in whole euros, from 1 to 1,000.", errors);
  return euros === null ? null : { kind: "deposit", cents: euros * 100 };
}
