import { StudioTable } from "~/components/studio/StudioTable";
import type { FoundAppointment, FoundOrder, FoundPaletteResult, FoundPayment, FoundRequest, FoundVoucher } from "./found";

export function FoundTable({ found }: { found: readonly FoundRequest[] }) {
  if (found.length === 0) return null;
  return (
    <StudioTable columns={["Received", "Kind", "Name", "Status", "Deleted on"]} caption="Every request that names this address">
      {found.map(({ path, role, view }) => (
        <tr key={path}>
          <td>{view.receivedAt ? <time dateTime={view.receivedAt}>{view.receivedLabel}</time> : view.receivedLabel}</td>
          <td>
            <a href={`#record-${view.kind}-${view.id}`}>{view.kindLabel}</a>
          </td>
          <td>{(role === "recipient" ? view.fields.find((field) => field.name === "recipientName")?.value : view.name) || "(no name)"}</td>
          <td>{view.statusLabel}</td>
          <td>{view.deletesLabel}</td>
        </tr>
      ))}
    </StudioTable>
  );
}

/** The appointments booked online under the address, latest first; each links to its details. */
export function AppointmentsTable({ found }: { found: readonly FoundAppointment[] }) {
  if (found.length === 0) return null;
  return (
    <StudioTable columns={["Appointment", "Service", "Name", "Status", "Deleted on"]} caption="Every appointment booked online under this address">
      {found.map(({ path, view }) => (
        <tr key={path}>
          <td>
            <a href={`#appointment-${view.id}`}>{view.startsAt ? <time dateTime={view.startsAt}>{view.startsLabel}</time> : view.startsLabel}</a>
          </td>
          <td>{view.serviceName || "(no service)"}</td>
          <td>{view.name || "(no name)"}</td>
          <td>{view.statusLabel}</td>
          <td>{view.deletesLabel}</td>
        </tr>
      ))}
    </StudioTable>
  );
}

/** The digital analyses ordered under the address, newest first: erased with their photos and report. */
export function OrdersTable({ found }: { found: readonly FoundOrder[] }) {
  if (found.length === 0) return null;
  return (
    <StudioTable columns={["Ordered", "Service", "Price", "Status", "Photos", "Report", "Deleted on"]} caption="Every digital analysis ordered under this address (every stored field is in the download)">
      {found.map(({ path, view }) => (
        <tr key={path}>
          <td>{view.orderedLabel}</td>
          <td>{view.serviceName}</td>
          <td>{view.paidLabel}</td>
          <td>{view.statusLabel}</td>
          <td>{view.photosLabel}</td>
          <td>{view.reportLabel}</td>
          <td>{view.deletesLabel}</td>
        </tr>
      ))}
    </StudioTable>
  );
}

/** The palette results recorded for the address ("My palette"), latest session first: erased with the rest. */
export function PaletteResultsTable({ found }: { found: readonly FoundPaletteResult[] }) {
  if (found.length === 0) return null;
  return (
    <StudioTable columns={["Session", "From", "Sub-season", "Link", "Deleted on"]} caption="Every palette result recorded for this address (every stored field is in the download)">
      {found.map(({ path, view }) => (
        <tr key={path}>
          <td>{view.sessionLabel}</td>
          <td>{view.fromLabel}</td>
          <td>{view.subSeasonLabel}</td>
          <td>{view.sentLabel}</td>
          <td>{view.deletesLabel}</td>
        </tr>
      ))}
    </StudioTable>
  );
}

/** The payments that name the address, newest first: kept for the tax law's years, whatever is erased. */
export function PaymentsTable({ found }: { found: readonly FoundPayment[] }) {
  if (found.length === 0) return null;
  return (
    <StudioTable columns={["Paid", "For", "Amount", "Status", "Refunded", "Kept until"]} caption="Every payment that names this address (every stored field is in the download)">
      {found.map(({ path, role, view }) => (
        <tr key={path}>
          <td>{view.at ? <time dateTime={view.at}>{view.atLabel}</time> : view.atLabel}</td>
          <td>{role === "recipient" ? `${view.purposeLabel} bought for them` : view.purposeLabel}</td>
          <td>{view.amount}</td>
          <td>{view.status}</td>
          <td>{view.refunded || "(none)"}</td>
          <td>{view.keptUntil ? <time dateTime={view.keptUntil}>{view.keptUntilLabel}</time> : view.keptUntilLabel}</td>
        </tr>
      ))}
    </StudioTable>
  );
}

/** The gift vouchers that name the address, as buyer or recipient: kept for the tax law's years after they expire. */
export function VouchersTable({ found }: { found: readonly FoundVoucher[] }) {
  if (found.length === 0) return null;
  return (
    <StudioTable columns={["Code", "Named as", "Amount", "Balance", "Expires", "Kept until"]} caption="Every gift voucher that names this address">
      {found.map(({ path, role, view }) => (
        <tr key={path}>
          <td>
            <code>{view.formatted}</code>
          </td>
          <td>{role === "buyer" ? "Buyer" : "Recipient"}</td>
          <td>{view.amount}</td>
          <td>{view.balance}</td>
          <td>{view.expiresLabel}</td>
          <td>{view.keptUntil ? <time dateTime={view.keptUntil}>{view.keptUntilLabel}</time> : view.keptUntilLabel}</td>
        </tr>
      ))}
    </StudioTable>
  );
}
