import { bookingModeIn, type BookingMode } from "~/data/booking-modes";
import { localizedPath, type Locale } from "~/site/locale";

const TRAIL_WORDS: Record<Locale, { home: string; book: string }> = {
  en: { home: "Home", book: "Book a colour analysis" },
  nl: { home: "Home", book: "Kleuranalyse boeken" },
};

/** The breadcrumb trail of a mode's page, shown on the page and described in its JSON-LD: names and paths in `locale`. */
export function bookingModeTrail(mode: BookingMode, locale: Locale = "en"): Array<{ name: string; path: string }> {
  const words = TRAIL_WORDS[locale];
  return [
    { name: words.home, path: localizedPath("/", locale) },
    { name: words.book, path: localizedPath("/service-booking", locale) },
    { name: bookingModeIn(mode.id, locale).title, path: localizedPath(mode.path, locale) },
  ];
}
