import { describe, expect, it } from "vitest";
import { replyHref, requestFields, toInboxEntry } from "~/models/inbox-view";
import { studioDateTime as formatStudioTime } from "~/site/time";

describe("a request as the inbox shows it", () => {
  it("writes times on the studio's clock, summer and winter", () => {
    expect(formatStudioTime("2026-07-01T10:15:00.000Z")).toBe("1 Jul 2026, 12:15");
    expect(formatStudioTime("2026-01-10T23:30:00.000Z")).toBe("11 Jan 2026, 00:30");
  });

  it("shows a request no schema accepts as it is stored", () => {
    const entry = toInboxEntry("booking", "x", { mode: "teleport", status: "archived", name: 42, createdAt: "not a time" });
    expect(entry).toMatchObject({ kindLabel: "Booking: teleport", statusLabel: "archived", knownStatus: false, name: "42", receivedAt: null, notified: null });
    expect(requestFields("booking", { mode: "gift", extra: { a: 1 }, status: "new", note: "internal" })).toEqual([
      { name: "mode", label: "Booking mode", value: "gift", given: true },
      { name: "extra", label: "extra", value: '{\n  "a": 1\n}', given: true },
    ]);
  });

  it("replies with the service in the subject, and offers no reply without a usable address", () => {
    expect(replyHref("booking", { email: "a@example.org", serviceName: "Online Colour Analysis" })).toBe(
      "mailto:a@example.org?subject=Re%3A%20your%20booking%20request%20%E2%80%93%20Online%20Colour%20Analysis",
    );
    expect(replyHref("contact", { email: "a@example.org" })).toBe("mailto:a@example.org?subject=Re%3A%20your%20message");
    expect(replyHref("contact", { email: "a@example.org?cc=b@example.org" })).toBeNull();
  });
});
