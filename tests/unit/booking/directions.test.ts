import { describe, expect, it } from "vitest";
import { directionsFor } from "~/booking/directions";

describe("the directions to a session's place", () => {
  const written = { studio: "Ring the bell at number 87.", online: "The link comes with the reminder." };

  it("gives each place its own text under its own heading", () => {
    expect(directionsFor("studio", written)).toEqual({ heading: "Finding the studio", text: "Ring the bell at number 87." });
    expect(directionsFor("online", written)).toEqual({ heading: "Joining by video", text: "The link comes with the reminder." });
  });

  it("gives nothing for a place the studio has written no directions for", () => {
    expect(directionsFor("online", { ...written, online: "" })).toBeNull();
  });
});
