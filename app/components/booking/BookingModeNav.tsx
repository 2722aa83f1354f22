import { Link } from "react-router";
import { bookingModes, type BookingModeId } from "~/data/booking-modes";
import { defineWords, useLocalPath, useLocale, useWords } from "~/site/words";

const WORDS = defineWords({
  en: { nav: "Ways to book", self: "Just for me" },
  nl: { nav: "Manieren om te boeken", self: "Voor mezelf" },
});

/** Links to the other ways of booking, the current one marked. */
export function BookingModeNav({ current }: { current?: BookingModeId }) {
  const words = useWords(WORDS);
  const localPath = useLocalPath();
  const modes = bookingModes(useLocale());
  return (
    <nav aria-label={words.nav} className="booking-modes">
      <ul>
        {modes.map((mode) => (
          <li key={mode.id}>
            {mode.id === current ? (
              <span className="booking-modes__current" aria-current="page">
                {mode.label}
              </span>
            ) : (
              <Link to={localPath(mode.path)}>{mode.label}</Link>
            )}
          </li>
        ))}
        <li>
          <Link to={localPath("/service-booking")}>{words.self}</Link>
        </li>
      </ul>
    </nav>
  );
}
