import * as v from "valibot";
import { describe, expect, it } from "vitest";
import { WebsiteData } from "~/schemas/website";
import { websiteData } from "../../../../scripts/seed/website-data";

// The demo studio's directions, sent with every booking's confirmation and reminder.

describe("the seeded directions", () => {
  const { business } = v.parse(WebsiteData, websiteData);

  it("take a visitor from Utrecht Centraal to the studio's door: its address, the bell, the stairs, bikes, cars and the bus", () => {
    const studio = business.directions.studio;
    expect(studio).toContain(business.address.street);
    for (const words of ["Utrecht Centraal", "bell", "first floor", "no lift", "bike", "P+R", "bus 2"]) expect(studio).toContain(words);
  });

  it("tell an online client how the video room's link comes and works, and where to sit", () => {
    const online = business.directions.online;
    for (const words of ["link", "reminder two days before", "daylight", "quiet"]) expect(online).toContain(words);
    expect(online).toContain(business.phone);
  });
});
