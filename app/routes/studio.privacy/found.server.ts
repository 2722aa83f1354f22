import type { PersonData } from "~/models/person-data.server";
import type { Found } from "./found";

export const shown = ({ requests, appointments, orders, paletteResults, payments, vouchers }: PersonData): Found => ({
  requests: requests.map(({ path, role, view }) => ({ path, role, view })),
  appointments: appointments.map(({ path, view }) => ({ path, view })),
  orders: orders.map(({ path, view }) => ({ path, view })),
  paletteResults: paletteResults.map(({ path, view }) => ({ path, view })),
  payments: payments.map(({ path, role, view }) => ({ path, role, view })),
  vouchers: vouchers.map(({ path, role, view }) => ({ path, role, view })),
});
