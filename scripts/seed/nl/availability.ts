import type { ServiceBookingRule } from "~/schemas/availability";

/** A rule's Dutch text: its meeting point and how to find it (issue 43). */
export type RuleDutch = Required<NonNullable<ServiceBookingRule["nl"]>>;

/**
 * The Dutch of the demo's meeting points (scripts/seed/availability.ts), keyed by the service's
 * seed id: written for a Dutch client finding their way through Hoog Catharijne, with the English's
 * places and facts.
 */
export const availabilityNl: Record<string, RuleDutch> = {
  "guided-shopping-trip": {
    meetingPoint: "Voor De Bijenkorf, Hoog Catharijne",
    meetingDirections:
      "Bij de ingang van De Bijenkorf in het winkelcentrum, aan de Vredenburgkant van Hoog Catharijne. Vanaf Utrecht Centraal loop je er in vijf minuten naartoe: volg de bordjes naar Vredenburg. Je stylist wacht je op bij de deuren, herkenbaar aan een pruimkleurige tas. Kom je met de auto, dan parkeer je in P Hoog Catharijne; met de fiets kun je terecht in de fietsenstalling Vredenburg.",
  },
};
