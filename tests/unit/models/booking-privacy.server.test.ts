import { describe, expect, it } from "vitest";
import { appointmentTimeDeletions, inCommits, toAppointmentView } from "~/models/booking-privacy.server";

const NOW = new Date("2027-03-01T12:00:00Z");

const stored = {
  status: "confirmed",
  mode: "couple",
  serviceId: "in-person-color-analysis",
  serviceName: "In-Person Colour Analysis",
  location: "studio",
  people: 2,
  name: "Sanne de Boer",
  email: "Sanne.de.Boer@Example.org",
  phone: "+31 6 5555 0101",
  guests: ["Joris de Boer"],
  notes: "We both wear glasses.",
  startsAt: "2027-04-02T08:00:00.000Z",
  endsAt: "2027-04-02T10:30:00.000Z",
  emailKeys: ["sanne.de.boer@example.org"],
  createdAt: "2027-02-20T10:00:00.000Z",
  somethingNew: "kept too",
};

describe("an appointment booked online, as the privacy page shows it", () => {
  it("shows every stored field with a label, its deletion a year after the appointment, and whether it is still to come", () => {
    const view = toAppointmentView("b1", stored, NOW);
    expect(view).toMatchObject({
      startsAt: "2027-04-02T08:00:00.000Z",
      serviceName: "In-Person Colour Analysis",
      statusLabel: "Confirmed",
      upcoming: true,
      guests: ["Joris de Boer"],
      guestsAre: "partner",
      deletesAt: "2028-04-02T08:00:00.000Z",
      retentionLabel: "12 months after the appointment",
    });
    const fields = Object.fromEntries(view.fields.map((field) => [field.name, field]));
    expect(fields.startsAt!.label).toBe("Starts");
    expect(fields.startsAt!.value).toBe("2 Apr 2027, 10:00");
    expect(fields.guests!.value).toBe("Joris de Boer");
    expect(fields.somethingNew!.value).toBe("kept too");
    expect(view.fields.map((field) => field.name)).not.toContain("claims");
  });

  it("is not to come once cancelled or past", () => {
    expect(toAppointmentView("b1", { ...stored, status: "cancelled" }, NOW).upcoming).toBe(false);
    expect(toAppointmentView("b1", { ...stored, startsAt: "2027-01-02T08:00:00.000Z" }, NOW).upcoming).toBe(false);
    expect(toAppointmentView("b1", { ...stored, startsAt: undefined }, NOW)).toMatchObject({ upcoming: false, deletesAt: null });
  });
});

describe("deleting bookings with their times", () => {
  it("takes the calendar entry and every claim it lists", () => {
    expect(appointmentTimeDeletions({ id: "b1", claims: ["2027-04-02T08:00Z", "2027-04-02T08:15Z"] })).toEqual([
      { path: "CalendarEntries/b1", delete: true },
      { path: "BookingClaims/2027-04-02T08:00Z", delete: true },
      { path: "BookingClaims/2027-04-02T08:15Z", delete: true },
    ]);
  });

  it("groups bookings in order so each group's writes fit one commit, a booking too large for any alone", () => {
    const booking = (id: string, claims: number) => ({ id, claims: Array.from({ length: claims }, (_, index) => `${id}-${index}`) });
    const groups = inCommits([booking("a", 12), booking("b", 12), booking("c", 30), booking("d", 100), booking("e", 1)], 40);
    expect(groups.map((group) => group.map(({ id }) => id))).toEqual([["a", "b"], ["c"], ["d"], ["e"]]);
    expect(inCommits([])).toEqual([]);
  });
});
