/**
 * When the next page's code and data may be fetched ahead of a click:
 * never on a slow connection, never with data saver on, and at most 4 route preloads at once.
 *
 * "Slow" is the Network Information API's "slow-2g" and "2g". "3g" is allowed on purpose:
 * prefetch here happens only on intent (a hover, focus or touch on that very link), so what is
 * fetched is what the visitor is about to ask for, and on a 3g link the head start matters
 * most; on 2g even the current page's own requests would be starved. Browsers without the API
 * (Firefox, Safari) report nothing and are allowed.
 */
const SLOW_CONNECTION_TYPES: readonly string[] = ["slow-2g", "2g"];
export const MAX_CONCURRENT_PRELOADS = 4;

type ConnectionInfo = { effectiveType?: string; saveData?: boolean };

export function shouldPrefetch(connection: ConnectionInfo | null | undefined): boolean {
  if (!connection) return true;
  if (connection.saveData === true) return false;
  return !(connection.effectiveType !== undefined && SLOW_CONNECTION_TYPES.includes(connection.effectiveType));
}

/** navigator.connection where the browser has it. */
export function currentConnection(): ConnectionInfo | undefined {
  if (typeof navigator === "undefined") return undefined;
  return (navigator as Navigator & { connection?: ConnectionInfo }).connection;
}

/** Gives up a slot (or a place in the line); calling it again does nothing. */
export type Release = () => void;

type PreloadQueue = {
  /** Asks for a slot; `onGrant` runs when one is free. The returned function gives it back. */
  request(onGrant: () => void): Release;
  /** Runs a task in a slot, releasing it when the task settles. */
  run<T>(task: () => Promise<T>): Promise<T>;
  readonly active: number;
  readonly waiting: number;
};

/** A semaphore: at most `limit` preloads hold a slot; the rest wait in line, first come first served. */
export function createPreloadQueue(limit: number = MAX_CONCURRENT_PRELOADS): PreloadQueue {
  if (!Number.isInteger(limit) || limit < 1) throw new RangeError("limit must be a positive integer");
  let active = 0;
  const line: Array<{ grant: () => void }> = [];

  const next = () => {
    while (active < limit && line.length > 0) {
      const waiter = line.shift()!;
      active += 1;
      waiter.grant();
    }
  };

  const request = (onGrant: () => void): Release => {
    let state: "waiting" | "granted" | "released" = "waiting";
    const waiter = {
      grant: () => {
        state = "granted";
        onGrant();
      },
    };
    line.push(waiter);
    next();
    return () => {
      if (state === "granted") {
        active -= 1;
        state = "released";
        next();
      } else if (state === "waiting") {
        const index = line.indexOf(waiter);
        if (index !== -1) line.splice(index, 1);
        state = "released";
      }
    };
  };

  return {
    request,
    run<T>(task: () => Promise<T>): Promise<T> {
      return new Promise<T>((resolve, reject) => {
        // The grant may run inside request(), before `release` is assigned; settling is always later.
        let release: Release = () => {};
        release = request(() => {
          Promise.resolve()
            .then(task)
            .then(resolve, reject)
            .finally(() => release());
        });
      });
    },
    get active() {
      return active;
    },
    get waiting() {
      return line.length;
    },
  };
}

/** The one queue every SmartLink shares in the browser. */
export const preloadQueue: PreloadQueue = createPreloadQueue(MAX_CONCURRENT_PRELOADS);
