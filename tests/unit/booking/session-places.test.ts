import { describe, expect, it } from "vitest";
import { SESSION_LOCATIONS } from "~/schemas/availability";
import { bookedPlace, PLACE_FOR_STUDIO, PLACE_FOR_VISITOR, PLACE_NAMES } from "~/booking/session-places";

const PLACES = { studio: "Plum & Linen, Oudegracht 128, Utrecht", online: "Online, by video" };

describe("where a session happens, in words", () => {
  it("names every place for the visitor, the studio's booking form and the availability's choice", () => {
    for (const words of [PLACE_FOR_VISITOR, PLACE_FOR_STUDIO, PLACE_NAMES]) expect(Object.keys(words).sort()).toEqual([...SESSION_LOCATIONS].sort());
  });

  it("words a booked home visit, meeting point and call for the client or the studio, each on one line", () => {
    const home = { location: "home", address: { street: "Biltstraat 40\nBack door", postcode: "3572 BG", town: "Utrecht" }, phone: "" } as const;
    expect(bookedPlace(home, PLACES, "client")).toBe("At your home: Biltstraat 40 Back door, 3572 BG Utrecht");
    expect(bookedPlace(home, PLACES, "studio")).toBe("At the client's home: Biltstraat 40 Back door, 3572 BG Utrecht");
    const town = { location: "town", meetingPoint: { name: "In front of De Bijenkorf", directions: "" }, phone: "" } as const;
    expect(bookedPlace(town, PLACES, "client")).toBe("Meeting point: In front of De Bijenkorf");
    const call = { location: "call", phone: "+31612345678" } as const;
    expect(bookedPlace(call, PLACES, "client")).toBe("By phone: we call you on +31612345678");
    expect(bookedPlace(call, PLACES, "studio")).toBe("A free call, to +31612345678");
  });

  it("uses the reader's own words for the studio and an online session", () => {
    expect(bookedPlace({ location: "studio", phone: "" }, PLACES, "client")).toBe(PLACES.studio);
    expect(bookedPlace({ location: "online", phone: "" }, PLACES, "studio")).toBe(PLACES.online);
  });
});
