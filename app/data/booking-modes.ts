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

/** The modes in the order they are offered, the default first. */
export function bookingModes(): BookingMode[] {
  return BOOKING_MODE_IDS.map((id) => BOOKING_MODES[id]);
}

/** The breadcrumb trail of a mode's page, shown on the page and described in its JSON-LD. */
export function bookingModeTrail(mode: BookingMode): Array<{ name: string; path: string }> {
  return [
    { name: "Home", path: "/" },
    { name: "Book a colour analysis", path: "/service-booking" },
    { name: mode.title, path: mode.path },
  ];
}
