import { Form, Link } from "react-router";
import { StudioNotice } from "~/components/studio/StudioNotice";
import { countsOf, pathsOf, type Found } from "./found";
import { FoundData } from "./FoundData";
import { AppointmentsTable, FoundTable, OrdersTable, PaletteResultsTable } from "./FoundTables";
import { keptSentence, keptWords, plural } from "./words";

export function ConfirmErasure({ email, found, changed }: { email: string; found: Found; changed: boolean }) {
  if (pathsOf(found).length === 0) return <FoundData email={email} found={found} />;
  const counts = countsOf(found);
  return (
    <section aria-labelledby="confirm-heading" className="studio-card">
      <h2 id="confirm-heading">{`Erase everything about ${email}?`}</h2>
      {changed ? <StudioNotice tone="error">Something about this address changed since you looked: check the list again. Nothing was erased.</StudioNotice> : null}
      <p>
        {`This deletes ${plural(counts.contact, "contact message", "contact messages")} and ${plural(counts.booking, "booking request", "booking requests")} for good, with our notes on them${counts.appointments ? `, and ${plural(counts.appointments, "appointment", "appointments")} they booked online, with their times in the calendar` : ""}${counts.orders ? `, and ${plural(counts.orders, "digital analysis", "digital analyses")} they ordered, with every photo and the report's PDF at once` : ""}${counts.paletteResults ? `, and ${plural(counts.paletteResults, "palette result", "palette results")} recorded for them, whose "My palette" links then open nothing` : ""}${counts.gifts ? `, and takes their name and address out of ${plural(counts.gifts, "gift request", "gift requests")} someone else sent, which stay` : ""}. It cannot be undone. Download their data first if they asked for a copy.`}
      </p>
      {counts.upcoming ? (
        <p>
          <strong>{`${plural(counts.upcoming, "appointment is", "appointments are")} still to come: erasing cancels ${counts.upcoming === 1 ? "it" : "them"} and frees the time for others to book, without an email to anyone. Tell them yourself that the appointment is off.`}</strong>
        </p>
      ) : null}
      {keptWords(counts.kept) ? <p>{keptSentence(counts.kept, ": they are not erased, and the retention job deletes them when those years are up.")}</p> : null}
      <FoundTable found={found.requests} />
      <AppointmentsTable found={found.appointments} />
      <OrdersTable found={found.orders} />
      <PaletteResultsTable found={found.paletteResults} />
      <Form method="post">
        <input type="hidden" name="intent" value="erase" />
        <input type="hidden" name="email" value={email} />
        {pathsOf(found).map((path) => (
          <input key={path} type="hidden" name="record" value={path} />
        ))}
        <div className="studio-actions">
          <button type="submit" className="studio-button studio-button--danger">
            Erase permanently
          </button>
          <Link to="/studio/privacy" className="studio-button studio-button--quiet" prefetch="none">
            Cancel
          </Link>
        </div>
      </Form>
    </section>
  );
}
