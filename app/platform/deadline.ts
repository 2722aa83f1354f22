class DeadlineError extends Error {
  override name = "DeadlineError";
}

/**
 * Settles like `promise`, or rejects with a DeadlineError after `ms`: for platform calls (KV, the
 * Cache API, rate limiting) that are fast when healthy and must never hold a page up when not.
 */
export function withDeadline<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const expired = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new DeadlineError(`${what} took longer than ${ms} ms`)), ms);
  });
  return Promise.race([promise, expired]).finally(() => clearTimeout(timer));
}
