import { describe, expect, it } from "vitest";
import { decodeDocument } from "~/firestore/codec";
import type { FirestoreClient } from "~/firestore/client.server";
import { createBooking } from "~/models/bookings.server";
import type { BookedMode } from "~/schemas/booking";
import { callWorker } from "./support";
import { hiddenRecords, postAsAdmin as post, privacyProject as sharedPrivacyProject, privacyText as text, type PrivacyProject } from "./support/privacy-requests";

const ADMIN = "booking-privacy-admin@plumandlinen.example";
/** The address she booked with; the admin types it in another letter case. */
const BOOKED_AS = "Sanne.de.Boer@Example.org";
const TYPED = "  sanne.DE.boer@example.ORG ";

type Project = PrivacyProject;
const privacyProject = (name: string) => sharedPrivacyProject(name, ADMIN);

/** A date (YYYY-MM-DD) `weeks` weeks ahead: past the minimum notice, inside the booking window. */
const weeksAhead = (weeks: number) => new Date(Date.now() + weeks * 7 * 86_400_000).toISOString().slice(0, 10);
const SELF_PAGE = "/service-booking?mode=self&service=in-person-color-analysis";

/** The start times the booking page offers from `from` (its `slot` radios). */
async function offered(project: Project, from: string): Promise<string[]> {
  const html = await (await callWorker(`${SELF_PAGE}&from=${from}`, { FIRESTORE_PROJECT_ID: project.projectId })).text();
  return [...html.matchAll(/name="slot" value="([^"]+)"/g)].map((match) => match[1]!);
}

async function book(project: Project, id: string, start: Date, { email = BOOKED_AS, name = "Sanne de Boer", mode = "self" as BookedMode, guests = [] as string[] } = {}) {
  const created = await createBooking(
    { firestore: project.firestore, log: () => {} },
    {
      id,
      mode,
      service: { id: "in-person-color-analysis", name: "In-Person Colour Analysis", location: "studio" },
      people: 1 + guests.length,
      details: { name, email, phone: "+31 6 5555 0101", notes: "I wear glasses.", guests },
      start,
      minutes: 150,
      bufferMinutes: 30,
      status: "confirmed",
    },
  );
  expect(created).toBe("created");
}

async function ids(firestore: FirestoreClient, collection: string): Promise<string[]> {
  return (await firestore.runQuery({ collection })).map((doc) => decodeDocument(doc).id).sort();
}

const claimsOf = async (firestore: FirestoreClient, bookingId: string) =>
  (await firestore.runQuery({ collection: "BookingClaims", where: [{ field: "bookingId", equals: bookingId }] })).length;

/** Her future appointment at the first time offered four weeks ahead, her past partner session, and someone else's booking. */
let purges = 0;

async function storeBookings(project: Project) {
  const from = weeksAhead(4);
  const [slot] = await offered(project, from);
  expect(slot).toBeDefined();
  await book(project, "sanne-upcoming", new Date(slot!));
  await book(project, "sanne-last-year", new Date("2026-03-12T13:00:00Z"), { mode: "couple", guests: ["Joris de Boer"] });
  await book(project, "someone-else", new Date(Date.parse(slot!) + 7 * 86_400_000), { email: "marit@example.org", name: "Marit de Vries" });
  // Written past the site, as the seed writes: the pages learn of it by the purge the seed sends.
  purges += 1;
  const purged = await callWorker("/_purge", {}, { method: "POST", headers: { Authorization: "Bearer worker-test-purge-token", "CF-Connecting-IP": `192.0.2.${80 + purges}` } });
  expect(purged.status).toBe(200);
  return { from, slot: slot! };
}

describe("privacy requests reach the appointments booked online", () => {
  it("finds a person's appointments by her address in another letter case, and lists the partner she named", async () => {
    const project = await privacyProject("booking-privacy-find");
    await storeBookings(project);
    const response = await post(project, { intent: "find", email: TYPED });
    expect(response.status).toBe(200);
    const html = text(await response.text());
    expect(html).toContain("0 contact messages and 0 booking requests they sent, and 2 appointments they booked online");
    expect(html).toContain("Every appointment booked online under this address");
    for (const shown of ["In-Person Colour Analysis", "I wear glasses.", "+31 6 5555 0101", "Appointment booked online, 12 Mar 2026, 14:00", "12 months after the appointment"]) {
      expect(html).toContain(shown);
    }
    expect(html).toContain("Joris de Boer, named as a partner");
    expect(html).not.toContain("Marit de Vries");
    // The claims are the bookkeeping of the time, not hers.
    expect(html).not.toContain("BookingClaims");
  });

  it("downloads her appointments under `appointments`, every stored field but the claims", async () => {
    const project = await privacyProject("booking-privacy-download");
    const { slot } = await storeBookings(project);
    const response = await post(project, { email: TYPED }, "/studio/privacy/download");
    expect(response.status).toBe(200);
    const exported = (await response.json()) as { appointments: Array<Record<string, unknown>> };
    expect(exported.appointments.map((appointment) => appointment.id)).toEqual(["sanne-upcoming", "sanne-last-year"]);
    const [upcoming] = exported.appointments;
    expect(upcoming).toMatchObject({
      name: "Sanne de Boer",
      email: BOOKED_AS,
      phone: "+31 6 5555 0101",
      notes: "I wear glasses.",
      serviceName: "In-Person Colour Analysis",
      status: "confirmed",
      startsAt: new Date(slot).toISOString(),
      emailKeys: ["sanne.de.boer@example.org"],
    });
    for (const field of ["endsAt", "busyUntil", "createdAt", "reminder", "sequence"]) expect(upcoming).toHaveProperty(field);
    for (const appointment of exported.appointments) expect(appointment).not.toHaveProperty("claims");
    expect(exported.appointments[1]).toMatchObject({ mode: "couple", guests: ["Joris de Boer"] });
    expect(JSON.stringify(exported)).not.toContain("Marit");
  });

  it("erases her appointments with their calendar entries and claims, so the time is free again, and audits counts only", async () => {
    const project = await privacyProject("booking-privacy-erase");
    const { from, slot } = await storeBookings(project);
    expect(await offered(project, from)).not.toContain(slot);

    const confirm = text(await (await post(project, { intent: "confirm", email: TYPED })).text());
    expect(confirm).toContain("and 2 appointments they booked online, with their times in the calendar");
    expect(confirm).toContain("1 appointment is still to come");
    expect(hiddenRecords(confirm).map(([, path]) => path).sort()).toEqual(["Bookings/sanne-last-year", "Bookings/sanne-upcoming"]);

    const erased = await post(project, [["intent", "erase"], ["email", TYPED], ...hiddenRecords(confirm)]);
    expect(erased.status).toBe(200);
    expect(text(await erased.text())).toContain("Erased 0 contact messages and 0 booking requests, and 2 appointments booked online, whose times are free again");

    expect(await ids(project.firestore, "Bookings")).toEqual(["someone-else"]);
    expect(await ids(project.firestore, "CalendarEntries")).toEqual(["someone-else"]);
    expect(await claimsOf(project.firestore, "sanne-upcoming")).toBe(0);
    expect(await claimsOf(project.firestore, "sanne-last-year")).toBe(0);
    expect(await claimsOf(project.firestore, "someone-else")).toBe(12);
    expect(await offered(project, from)).toContain(slot);

    const audit = await project.firestore.runQuery({ collection: "StudioAudit", where: [{ field: "action", equals: "Erased one person's data at their request" }] });
    expect(audit).toHaveLength(1);
    const entry = decodeDocument(audit[0]!).data;
    expect(JSON.parse(String(entry.after))).toEqual({ contactMessages: 0, bookingRequests: 0, giftsTakenOutOf: 0, appointments: 2, digitalAnalysisOrders: 0, paletteResults: 0, paymentsKept: 0, vouchersKept: 0 });
    for (const personal of ["sanne", "Sanne", "Boer", "Joris", "sanne-upcoming", "+31"]) expect(JSON.stringify(entry)).not.toContain(personal);
  });

  it("asks again when she booked another time after the confirmation was shown", async () => {
    const project = await privacyProject("booking-privacy-changed");
    const { slot } = await storeBookings(project);
    const confirm = text(await (await post(project, { intent: "confirm", email: TYPED })).text());
    await book(project, "sanne-late", new Date(Date.parse(slot) + 14 * 86_400_000));
    const refused = await post(project, [["intent", "erase"], ["email", TYPED], ...hiddenRecords(confirm)]);
    expect(refused.status).toBe(409);
    expect(hiddenRecords(text(await refused.text()))).toHaveLength(3);
    expect(await ids(project.firestore, "Bookings")).toEqual(["sanne-last-year", "sanne-late", "sanne-upcoming", "someone-else"]);
  });
});
