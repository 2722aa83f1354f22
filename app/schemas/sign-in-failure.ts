import * as v from "valibot";
import { Timestamp } from "./common";

/**
 * A `SignInFailures/{id}` document: one failed password sign-in. Neither the address typed nor the
 * client's address is stored in clear: both are keyed hashes (app/studio/auth/sign-in-limits.server.ts),
 * as is `device`, the trusted device (a device cookie) it came from, if any.
 * Firestore's TTL policy on `expireAt` deletes it once no limit can count it.
 */
export const SignInFailure = v.object({
  account: v.pipe(v.string(), v.minLength(1)),
  address: v.pipe(v.string(), v.minLength(1)),
  device: v.optional(v.pipe(v.string(), v.minLength(1))),
  at: Timestamp,
  expireAt: Timestamp,
});
export type SignInFailure = v.InferOutput<typeof SignInFailure>;
