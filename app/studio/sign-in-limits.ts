/**
 * The arithmetic of the failed-sign-in limits (ASVS V2.2.1): per account and client address, 5
 * failures in 15 minutes; per account from everywhere, 50 in an hour. Pure, so the numbers are
 * tested on their own; app/studio/sign-in-limits.server.ts reads and writes the failures.
 */
const PER_ADDRESS = { max: 5, windowMs: 15 * 60_000 } as const;
export const PER_ACCOUNT = { max: 50, windowMs: 60 * 60_000 } as const;
/** The most failures one check reads: enough for both limits. */
export const FAILURES_READ = PER_ACCOUNT.max;

export type Failure = { at: number; address: string };

/**
 * How many whole minutes to wait before the next attempt (at least 1), or 0 when it may go now.
 * `failures` are the account's most recent ones, newest first. A limit holds until the failure
 * that filled it (the max-th newest in its window) is older than the window.
 */
export function minutesToWait(failures: readonly Failure[], address: string, now: number): number {
  const newestFirst = [...failures].sort((a, b) => b.at - a.at);
  const until = (list: readonly Failure[], { max, windowMs }: { max: number; windowMs: number }) => {
    const inWindow = list.filter((failure) => failure.at > now - windowMs);
    return inWindow.length >= max ? inWindow[max - 1]!.at + windowMs : now;
  };
  const freeAt = Math.max(
    until(
      newestFirst.filter((failure) => failure.address === address),
      PER_ADDRESS,
    ),
    until(newestFirst, PER_ACCOUNT),
  );
  return freeAt > now ? Math.max(1, Math.ceil((freeAt - now) / 60_000)) : 0;
}

/** The words of a 429 for `minutes`. */
export function waitMessage(minutes: number): string {
  return `Too many failed sign-ins. Wait ${minutes} ${minutes === 1 ? "minute" : "minutes"} and try again.`;
}
