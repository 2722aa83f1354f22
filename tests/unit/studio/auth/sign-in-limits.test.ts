import { describe, expect, it } from "vitest";
import { minutesToWait, waitMessage, type Failure } from "~/studio/auth/sign-in-limits";

const NOW = Date.parse("2026-11-24T12:00:00Z");
const MINUTE = 60_000;
const failures = (count: number, address: string, startMinutesAgo: number, stepMinutes = 0): Failure[] =>
  Array.from({ length: count }, (_, i) => ({ at: NOW - (startMinutesAgo - i * stepMinutes) * MINUTE, address }));

describe("failed sign-in limits", () => {
  it("4 failures from an address leave it free; the 5th locks it for 15 minutes from the oldest of them", () => {
    expect(minutesToWait(failures(4, "a", 1), "a", NOW)).toBe(0);
    expect(minutesToWait(failures(5, "a", 0), "a", NOW)).toBe(15);
    // Five failures, the first 10 minutes ago: 5 minutes left.
    expect(minutesToWait(failures(5, "a", 10, 2), "a", NOW)).toBe(5);
    // A part of a minute counts as a whole one, and the wait is never 0 while locked.
    expect(minutesToWait([...failures(4, "a", 1), { at: NOW - 15 * MINUTE + 1000, address: "a" }], "a", NOW)).toBe(1);
  });

  it("failures older than 15 minutes no longer count for the address, and other addresses are not held back by it", () => {
    expect(minutesToWait(failures(5, "a", 16), "a", NOW)).toBe(0);
    expect(minutesToWait(failures(5, "a", 1), "b", NOW)).toBe(0);
  });

  it("with more than 5 failures, the wait runs until the 5th newest leaves the window", () => {
    // Newest first: 2, 2, 2, 13, 13 and 14.5 minutes ago; the oldest alone would say 1 minute.
    const list = [...failures(3, "a", 2), ...failures(2, "a", 13), ...failures(1, "a", 14.5)];
    expect(minutesToWait(list, "a", NOW)).toBe(2);
  });

  it("50 failures in an hour from any addresses lock the account everywhere until the 50th newest is an hour old", () => {
    const spread = Array.from({ length: 50 }, (_, i) => ({ at: NOW - (40 - i * 0.5) * MINUTE, address: `ip-${i % 25}` }));
    expect(minutesToWait(spread, "a new address", NOW)).toBe(20);
    expect(minutesToWait(spread.slice(1), "a new address", NOW)).toBe(0);
    expect(minutesToWait(spread.map((failure) => ({ ...failure, at: failure.at - 30 * MINUTE })), "a new address", NOW)).toBe(0);
  });

  it("says how long in words", () => {
    expect(waitMessage(15)).toBe("Too many failed sign-ins. Wait 15 minutes and try again.");
    expect(waitMessage(1)).toBe("Too many failed sign-ins. Wait 1 minute and try again.");
  });
});

describe("device cookies: a browser that has signed in to the account before", () => {
  const strangers = Array.from({ length: 60 }, (_, i) => ({ at: NOW - (50 - i * 0.5) * MINUTE, address: `ip-${i % 12}` }));

  it("is not held back by 60 failures from 12 other addresses, which still lock out every untrusted browser", () => {
    expect(minutesToWait(strangers, "a new address", NOW)).toBeGreaterThan(0);
    expect(minutesToWait(strangers, "a new address", NOW, "owner-device")).toBe(0);
  });

  it("is limited on its own: 5 of its failures in 15 minutes lock that device, and nobody else", () => {
    const own = failures(5, "home", 0).map((failure) => ({ ...failure, device: "owner-device" }));
    expect(minutesToWait(own, "office", NOW, "owner-device")).toBe(15);
    expect(minutesToWait(own, "office", NOW, "another-device")).toBe(0);
    // A trusted device's failures count neither against its address nor against the account for strangers.
    expect(minutesToWait(own, "home", NOW)).toBe(0);
    expect(minutesToWait([...own, ...strangers.slice(0, 46)], "a new address", NOW)).toBe(0);
  });
});
