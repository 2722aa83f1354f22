import * as v from "valibot";
import { describe, expect, it } from "vitest";
import { PaletteResult } from "~/schemas/palette-result";

const STORED = {
  source: "booking",
  sourceId: "0a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d",
  clientName: "Ada de Vries",
  email: "ada@example.com",
  emailKeys: ["ada@example.com"],
  locale: "nl",
  subSeason: "soft-autumn",
  borrowFrom: "soft-summer",
  best: ["#c9a55a", "#E0B08F"],
  away: [],
  metals: " Brushed gold ",
  makeup: "",
  hair: "",
  note: "",
  linkVersion: 1,
  sessionDate: "2026-05-04T08:00:00.000Z",
  recordedAt: "2026-05-04T11:00:00.000Z",
  updatedAt: "2026-05-04T11:00:00.000Z",
  recordedBy: "ana@plumandlinen.example",
  sentAt: null,
};

describe("a stored palette result", () => {
  it("reads a result as the studio stores it, colours in lower case and notes trimmed", () => {
    const parsed = v.parse(PaletteResult, STORED);
    expect(parsed.best).toEqual(["#c9a55a", "#e0b08f"]);
    expect(parsed.metals).toBe("Brushed gold");
    expect(parsed.borrowFrom).toBe("soft-summer");
  });

  it("refuses what no save writes: an unknown sub-season, no best colour, too many, a link version of 0, a bad id or source", () => {
    for (const [name, change] of Object.entries({
      subSeason: { subSeason: "neon-spring" },
      borrowFrom: { borrowFrom: "" },
      bestNone: { best: [] },
      bestMany: { best: Array.from({ length: 25 }, (_, index) => `#0000${index.toString(16).padStart(2, "0")}`) },
      awayMany: { away: Array.from({ length: 13 }, (_, index) => `#0000${index.toString(16).padStart(2, "0")}`) },
      hex: { best: ["red"] },
      linkVersion: { linkVersion: 0 },
      sourceId: { sourceId: "Bookings/x" },
      source: { source: "quiz" },
      note: { note: "n".repeat(2001) },
      sentAt: { sentAt: "yesterday" },
    })) {
      expect(v.safeParse(PaletteResult, { ...STORED, ...change }).success, name).toBe(false);
    }
  });
});
