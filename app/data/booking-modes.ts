import type { Locale } from "~/schemas/common";

/**
 * The three booking modes: gift (the default), couple (the partner session) and
 * group. Each has its own page, title and description; the mode lives in the URL, so it
 * survives a reload and works without JavaScript.
 */
const BOOKING_MODE_IDS = ["gift", "couple", "group"] as const;
export type BookingModeId = (typeof BOOKING_MODE_IDS)[number];

export const DEFAULT_BOOKING_MODE: BookingModeId = "gift";

export type BookingMode = {
  id: BookingModeId;
  /** The page's slug and path. */
  slug: string;
  path: string;
  /** The page title (its h1). */
  title: string;
  /** One or two sentences: the page's lead and its meta description. */
  description: string;
  /** The short name used where the modes are offered side by side. */
  label: string;
  /** How the mode works, in a few short paragraphs. */
  details: string[];
  /** The colour-analysis services this mode can be booked for. */
  serviceIds: readonly string[];
  /** Group sizes, people included. */
  minPeople: number;
  maxPeople: number;
};

export const BOOKING_MODES: Record<BookingModeId, BookingMode> = {
  gift: {
    id: "gift",
    slug: "gift-a-session",
    path: "/gift-a-session",
    title: "Gift a colour analysis",
    label: "As a gift",
    description:
      "Give someone the colours that make them glow: a gift voucher for a colour analysis, bought and paid online, with your own message and valid for 2 years.",
    details: [
      "Tell us who the gift is for and which analysis you have in mind, and choose how it should arrive: an email voucher, sent as soon as your order is confirmed, or a printed card in a linen envelope, posted within two working days. Your message goes on either.",
      "Vouchers are valid for 2 years from purchase, with the expiry date printed on them, and can be used for any of our services up to their value; if the recipient chooses something more, they simply pay the difference, and if they use only part of it, the rest stays on the voucher for a next booking. They book their own date with us, so there is no need to know their diary, and a voucher can be passed on to someone else.",
    ],
    serviceIds: ["in-person-color-analysis", "online-color-analysis", "digital-color-analysis"],
    minPeople: 1,
    maxPeople: 1,
  },
  couple: {
    id: "couple",
    slug: "partner-session",
    path: "/partner-session",
    title: "Partner colour analysis",
    label: "For the two of us",
    description:
      "A colour analysis for two, side by side: each of you is draped and finds your own sub-season, and you learn which of your colours you share.",
    details: [
      "We analyse one of you at a time while the other watches, which most couples find the most useful part: you see exactly what the right colours do for each other's face.",
      "We analyse you back to back, so allow about four hours in the studio, with a short break in between. We finish by comparing your palettes: the shades you share, the ones that clash when you stand together in photos, and how to shop for one another. Each of you takes home your own swatch wallet and guide.",
    ],
    serviceIds: ["in-person-color-analysis", "online-color-analysis"],
    minPeople: 2,
    maxPeople: 2,
  },
  group: {
    id: "group",
    slug: "group-session",
    path: "/group-session",
    title: "Group colour analysis",
    description:
      "A colour analysis for two to six friends, family or colleagues at the studio in Utrecht: everyone is draped in daylight and leaves with their own sub-season.",
    label: "For a group",
    details: [
      "Everyone is draped in turn by our north-facing windows while the rest of the group watches and learns to see the difference. Seeing several people's colours side by side makes it much easier to understand your own.",
      "Group sessions are held at the studio only, because a good result needs the real drapes and real daylight for each person. The session lasts longer as the group grows; we confirm the timing and the price for your group by email before anything is paid.",
    ],
    serviceIds: ["in-person-color-analysis"],
    minPeople: 2,
    maxPeople: 6,
  },
};

export function isBookingModeId(value: unknown): value is BookingModeId {
  return typeof value === "string" && (BOOKING_MODE_IDS as readonly string[]).includes(value);
}

/** What a mode says, in Dutch (the English is BOOKING_MODES's own). */
type ModeWords = Pick<BookingMode, "title" | "label" | "description" | "details">;

const DUTCH: Record<BookingModeId, ModeWords> = {
  gift: {
    title: "Een kleuranalyse cadeau doen",
    label: "Als cadeau",
    description:
      "Geef iemand een cadeau om van te stralen: een cadeaubon voor een kleuranalyse, online gekocht en betaald, met je eigen persoonlijke boodschap en 2 jaar geldig.",
    details: [
      "Vertel ons voor wie het cadeau is en welke analyse je in gedachten hebt, en kies hoe het moet aankomen: als e-mailbon, verstuurd zodra je bestelling is bevestigd, of als gedrukte kaart in een linnen envelop, binnen twee werkdagen op de post. Je boodschap komt er in beide gevallen op.",
      "Een cadeaubon is 2 jaar geldig vanaf de aankoop, met de vervaldatum erop gedrukt, en is te besteden aan al onze diensten tot de waarde van de bon. Kiest de ontvanger iets duurders, dan wordt alleen het verschil bijbetaald; wordt maar een deel gebruikt, dan blijft de rest op de bon staan voor een volgende afspraak. De ontvanger maakt zelf een afspraak met ons, dus je hoeft niets van diens agenda te weten, en de bon mag ook aan iemand anders worden doorgegeven.",
    ],
  },
  couple: {
    title: "Kleuranalyse voor twee",
    label: "Voor ons tweeën",
    description:
      "Een kleuranalyse voor twee, zij aan zij: in deze duosessie worden jullie allebei gedrapeerd, vinden jullie elk je eigen subseizoen en ontdekken jullie welke kleuren jullie delen.",
    details: [
      "We analyseren jullie één voor één terwijl de ander toekijkt, en dat vinden de meeste stellen het waardevolste deel: je ziet precies wat de juiste kleuren met het gezicht van de ander doen.",
      "We analyseren jullie direct na elkaar, dus reken op ongeveer vier uur in de studio, met een korte pauze ertussen. We sluiten af met een vergelijking van jullie kleurenpaletten: de tinten die jullie delen, de kleuren die vloeken als jullie samen op de foto staan, en hoe je voor elkaar kunt winkelen. Ieder van jullie neemt een eigen stalenwaaier en gids mee naar huis.",
    ],
  },
  group: {
    title: "Kleuranalyse voor een groep",
    label: "Voor een groep",
    description:
      "Een kleuranalyse voor twee tot zes vrienden, familieleden of collega's in de studio in Utrecht: iedereen wordt bij daglicht gedrapeerd en gaat naar huis met een eigen subseizoen.",
    details: [
      "Iedereen wordt om de beurt gedrapeerd bij onze ramen op het noorden, terwijl de rest van de groep toekijkt en het verschil leert zien. Wie de kleuren van meerdere mensen naast elkaar ziet, begrijpt die van zichzelf veel beter.",
      "Groepssessies vinden alleen in de studio plaats, want een goed resultaat vraagt voor iedereen om echte drapeerdoeken en echt daglicht. Hoe groter de groep, hoe langer de sessie duurt; we bevestigen de tijden en de prijs voor jullie groep per e-mail voordat er iets wordt betaald.",
    ],
  },
};

/** A mode in `locale`'s words. Its `path` stays the English one: `localizedPath` spells it for the page. */
export function bookingModeIn(id: BookingModeId, locale: Locale = "en"): BookingMode {
  return locale === "en" ? BOOKING_MODES[id] : { ...BOOKING_MODES[id], ...DUTCH[id] };
}

/** The modes in the order they are offered, the default first, in `locale`'s words. */
export function bookingModes(locale: Locale = "en"): BookingMode[] {
  return BOOKING_MODE_IDS.map((id) => bookingModeIn(id, locale));
}
