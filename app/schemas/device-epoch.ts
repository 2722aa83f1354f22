import * as v from "valibot";
import { Timestamp } from "./common";

/**
 * A `StudioDeviceEpochs/{account}` document (the account is a keyed hash of the address, as in
 * `SignInFailures`): device cookies for the account issued before `validAfter` are no longer
 * trusted. Written when its password changes and when its sessions are ended
 * (app/studio/auth/device-cookie.server.ts).
 */
export const DeviceEpoch = v.object({
  validAfter: Timestamp,
});
export type DeviceEpoch = v.InferOutput<typeof DeviceEpoch>;
