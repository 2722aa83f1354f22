/**
 * What a route's `handle` may say about the bodies posted to it, when the studio's form limit
 * (1 MiB, 10 s; app/worker/request-guards.server.ts) does not fit: the photo upload takes 20 MB.
 * The worker reads it from the matched route (app/worker/route-policy.server.ts), never from the
 * path's spelling. On a studio route it applies to signed-in posts only (with a session cookie):
 * anyone else keeps the public limit.
 */
export type BodyLimitHandle = {
  bodyLimit?: BodyLimit;
};

export type BodyLimit = {
  /** The largest body taken, in bytes (the form's overhead included). */
  bytes: number;
  /** The whole body must have arrived by then (a trickling client gets 408). */
  timeoutMs: number;
  /** What the 413 page says (on the studio's refusal page). */
  tooLarge: string;
  /**
   * The route reads its own fields, so the worker does not parse the body a second time to count
   * them (the studio's 2,000-field check).
   */
  fieldsCheckedByRoute: true;
};
