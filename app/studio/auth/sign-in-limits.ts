/**
 * The arithmetic of the failed-sign-in limits (ASVS V2.2.1), with OWASP's device cookies ("Slow
 * Down Online Guessing Attacks with Device Cookies"):
 * - from a browser that has signed in to the account before (a valid device cookie for it): 5
 *   failures in 15 minutes lock that browser alone; its failures count for nothing else;
 * - from any other browser: 5 failures per client address in 15 minutes, and 50 per account from
 *   everywhere in an hour, counting only such browsers' failures. So strangers who fill the
 *   account-wide limit lock out other strangers, never the account's own browsers.
 * Pure, so the numbers are tested on their own; app/studio/auth/sign-in-limits.server.ts reads and
 * writes the failures.
 */
const PER_ADDRESS = { max: 5, windowMs: 15 * 60_000 } as const;
const PER_DEVICE = { max: 5, windowMs: 15 * 60_000 } as const;
export const PER_ACCOUNT = { max: 50, windowMs: 60 * 60_000 } as const;
/** The most failures one check reads: enough for every limit. */
export const FAILURES_READ = PER_ACCOUNT.max + PER_DEVICE.max;

/** One failed attempt: when, from which client address, and from which trusted device (none: an untrusted browser). */
export type Failure = { at: number; address: string; device?: string };

/**
 * How many whole minutes to wait before the next attempt (at least 1), or 0 when it may go now.
 * `failures` are the account's most recent ones, newest first. `device` is the trusted device the
 * attempt comes from, if any. A limit holds until the failure that filled it (the max-th newest in
 * its window) is older than the window.
 */
export function minutesToWait(failures: readonly Failure[], address: string, now: number, device?: string): number {
  const newestFirst = [...failures].sort((a, b) => b.at - a.at);
  const until = (list: readonly Failure[], { max, windowMs }: { max: number; windowMs: number }) => {
    const inWindow = list.filter((failure) => failure.at > now - windowMs);
    return inWindow.length >= max ? inWindow[max - 1]!.at + windowMs : now;
  };
  const untrusted = newestFirst.filter((failure) => !failure.device);
  const freeAt = device
    ? until(
        newestFirst.filter((failure) => failure.device === device),
        PER_DEVICE,
      )
    : Math.max(
        until(
          untrusted.filter((failure) => failure.address === address),
          PER_ADDRESS,
        ),
        until(untrusted, PER_ACCOUNT),
      );
  return freeAt > now ? Math.max(1, Math.ceil((freeAt - now) / 60_000)) : 0;
}

/** The words of a 429 for `minutes`. */
export function waitMessage(minutes: number): string {
  return `Too many failed sign-ins. Wait ${minutes} ${minutes === 1 ? "minute" : "minutes"} and try again.`;
}
