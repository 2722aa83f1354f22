import { Link } from "react-router";

/** Shown instead of a form when no colour-analysis service is open for booking. */
export function BookingPaused() {
  return (
    <div className="form-status" role="status">
      <p>
        Our colour analysis sessions are not open for booking just now. <Link to="/contact">Contact us</Link> and we
        will let you know as soon as they are.
      </p>
    </div>
  );
}
