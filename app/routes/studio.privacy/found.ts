import type { AppointmentView } from "~/models/booking-privacy.server";
import type { OrderPrivacyView } from "~/models/analysis-order-privacy.server";
import type { PalettePrivacyView } from "~/models/palette-results.server";
import type { InboxRequestView } from "~/models/inbox-view";
import type { PaymentRecordView, VoucherRecordView } from "~/models/payment-records.server";
import type { PersonRole } from "~/models/person-data.server";
import type { KeptByLaw } from "~/studio/erasure.server";

/** A found request as the page shows it: of a gift that names the person, only what is theirs. */
export type FoundRequest = { path: string; role: PersonRole; view: InboxRequestView };
/** A found appointment booked online, as the page shows it. */
export type FoundAppointment = { path: string; view: AppointmentView };
/** A found digital analysis order, which an erasure deletes with its photos and report. */
export type FoundOrder = { path: string; view: OrderPrivacyView };
/** A found palette result ("My palette"), which an erasure deletes. */
export type FoundPaletteResult = { path: string; view: PalettePrivacyView };
/** A found payment or gift voucher, which an erasure keeps: whose it is, and how the page shows it. */
export type FoundPayment = { path: string; role: "payer" | "recipient"; view: PaymentRecordView };
export type FoundVoucher = { path: string; role: "buyer" | "recipient"; view: VoucherRecordView };
/**
 * What the page shows of everything found: the inbox's requests and the appointments booked online,
 * which an erasure deletes, and the payments and gift vouchers, which it keeps.
 */
export type Found = {
  requests: FoundRequest[];
  appointments: FoundAppointment[];
  orders: FoundOrder[];
  paletteResults: FoundPaletteResult[];
  payments: FoundPayment[];
  vouchers: FoundVoucher[];
};

/** Every document the erasure goes through, as the confirmation lists them: the payments and vouchers it keeps are not among them. */
type Paths = ReadonlyArray<{ path: string }>;
export const pathsOf = ({ requests, appointments, orders, paletteResults }: { requests: Paths; appointments: Paths; orders: Paths; paletteResults: Paths }) => [
  ...requests.map(({ path }) => path),
  ...appointments.map(({ path }) => path),
  ...orders.map(({ path }) => path),
  ...paletteResults.map(({ path }) => path),
];

export const keptOf = (found: Found): KeptByLaw => ({ payments: found.payments.length, vouchers: found.vouchers.length });

export type Counts = { contact: number; booking: number; gifts: number; appointments: number; upcoming: number; orders: number; paletteResults: number; kept: KeptByLaw };

export function countsOf(found: Found): Counts {
  const { requests, appointments } = found;
  const sent = requests.filter((item) => item.role === "sender");
  const contact = sent.filter((item) => item.view.kind === "contact").length;
  return {
    contact,
    booking: sent.length - contact,
    gifts: requests.length - sent.length,
    appointments: appointments.length,
    upcoming: appointments.filter((item) => item.view.upcoming).length,
    orders: found.orders.length,
    paletteResults: found.paletteResults.length,
    kept: keptOf(found),
  };
}
