import { TAX_RECORD_RETENTION } from "~/data/retention";
import type { KeptByLaw } from "~/studio/erasure.server";
import type { Counts } from "./found";

export const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** The years the tax law keeps payment and voucher records, as the page says them: "7 years". */
const TAX_YEARS = plural(TAX_RECORD_RETENTION.months / 12, "year", "years");

/** "2 payment records and 1 gift voucher": what an erasure keeps; "" when nothing. */
export function keptWords({ payments, vouchers }: KeptByLaw): string {
  const parts = [...(payments ? [plural(payments, "payment record", "payment records")] : []), ...(vouchers ? [plural(vouchers, "gift voucher", "gift vouchers")] : [])];
  return parts.join(" and ");
}

/** "Kept: 2 payment records and 1 gift voucher, which the law requires us to keep for 7 years …"; "" when nothing is kept. */
export function keptSentence(kept: KeptByLaw, tail: string): string {
  const words = keptWords(kept);
  return words ? `Kept: ${words}, which the law requires us to keep for ${TAX_YEARS} (Dutch tax law, article 52 of the AWR)${tail}` : "";
}

/** "3 contact messages and 1 booking request", and the appointments they booked online and the gifts that name them, if any. */
export function countWords({ contact, booking, gifts, appointments, orders, paletteResults }: Counts): string {
  const requests = `${plural(contact, "contact message", "contact messages")} and ${plural(booking, "booking request", "booking requests")}`;
  const others = [
    ...(appointments ? [`${plural(appointments, "appointment", "appointments")} they booked online`] : []),
    ...(orders ? [`${plural(orders, "digital analysis", "digital analyses")} they ordered, with the photos and the report`] : []),
    ...(paletteResults ? [`${plural(paletteResults, "palette result", "palette results")} recorded for them ("My palette")`] : []),
    ...(gifts ? [`${plural(gifts, "gift request", "gift requests")} someone else sent that names them as the recipient`] : []),
  ];
  if (others.length === 0) return requests;
  return `${requests} they sent, ${others.length > 1 ? `${others.slice(0, -1).join(", ")}, and ${others.at(-1)}` : `and ${others[0]}`}`;
}
