import { Link } from "react-router";
import { bookingModes, type BookingModeId } from "~/data/booking-modes";

/** Links to the other ways of booking, the current one marked. */
export function BookingModeNav({ current }: { current?: BookingModeId }) {
  return (
    <nav aria-label="Ways to book" className="booking-modes">
      <ul>
        {bookingModes().map((mode) => (
          <li key={mode.id}>
            {mode.id === current ? (
              <span className="booking-modes__current" aria-current="page">
                {mode.label}
              </span>
            ) : (
              <Link to={mode.path}>{mode.label}</Link>
            )}
          </li>
        ))}
        <li>
          <Link to="/service-booking">Just for me</Link>
        </li>
      </ul>
    </nav>
  );
}
