import { describe, expect, it } from "vitest";
import { runJobs } from "~/worker/cron-jobs.server";

describe("a Cron run's jobs", () => {
  it("run each on its own: one that fails is logged under its name, the others still run, and the run fails at the end", async () => {
    const ran: string[] = [];
    const logged: Array<[string, Record<string, unknown>]> = [];
    const jobs = [
      { name: "journal schedule", run: async () => { ran.push("journal"); throw new Error("Firestore answered 503"); } },
      { name: "expired holds", run: async () => { ran.push("holds"); } },
      { name: "booking reminders", run: async () => { ran.push("reminders"); } },
    ];
    const run = runJobs(jobs, { at: "2026-12-01T09:00:00.000Z" }, (message, details = {}) => logged.push([message, details]));
    await expect(run).rejects.toThrow("1 of 3 scheduled jobs failed");
    expect(ran).toEqual(["journal", "holds", "reminders"]);
    expect(logged).toHaveLength(1);
    expect(logged[0]![0]).toBe("journal schedule failed");
    expect(logged[0]![1]).toMatchObject({ at: "2026-12-01T09:00:00.000Z", error: expect.stringContaining("Firestore answered 503") });
  });

  it("log nothing and succeed when every job does", async () => {
    const logged: string[] = [];
    await runJobs([{ name: "expired holds", run: async () => {} }], { at: "2026-12-01T09:00:00.000Z" }, (message) => logged.push(message));
    expect(logged).toEqual([]);
  });
});
