import { describe, expect, it } from "vitest";
import { submissionIdOf } from "~/forms/submission.server";

// A form page carries no id: the id a submission is stored under is minted from what was sent.

const message = { name: "Anna de Wit", email: "anna.dewit@example.org", message: "Could I book a colour analysis for late May?" };
const morning = new Date("2026-11-25T08:00:00Z");

describe("the id a submission is stored under", () => {
  it("is the same for the same form sent again the same day, so a double click stores it once", async () => {
    const id = await submissionIdOf("contact", message, morning);
    expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
    expect(await submissionIdOf("contact", { ...message }, new Date("2026-11-25T23:59:00Z"))).toBe(id);
  });

  it("differs for anything else sent, another form, or another day", async () => {
    const id = await submissionIdOf("contact", message, morning);
    const others = await Promise.all([
      submissionIdOf("contact", { ...message, email: "joris.bakker@example.org" }, morning),
      submissionIdOf("contact", { ...message, message: `${message.message} Or early June.` }, morning),
      submissionIdOf("booking", message, morning),
      submissionIdOf("contact", message, new Date("2026-11-26T08:00:00Z")),
    ]);
    expect(new Set([id, ...others]).size).toBe(5);
  });
});
