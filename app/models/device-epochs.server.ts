import * as v from "valibot";
import { decodeDocument } from "~/firestore/codec";
import type { AppContext } from "~/firestore/app-context.server";
import { rethrowUnavailable } from "~/firestore/errors.server";
import { DeviceEpoch } from "~/schemas/device-epoch";
import { COLLECTIONS } from "./collections";

/** One small document per account whose devices were ever revoked; read from Firestore itself, never a cache. */
const DEVICE_EPOCHS = COLLECTIONS.studioDeviceEpochs.name;

/** When the account's device cookies were last revoked (ms), or 0 when never. */
export async function devicesValidAfter(app: AppContext, account: string): Promise<number> {
  const doc = await app.firestore.getDocument(`${DEVICE_EPOCHS}/${account}`).catch(rethrowUnavailable);
  if (!doc) return 0;
  const parsed = v.safeParse(DeviceEpoch, decodeDocument(doc).data);
  // A record that cannot be read trusts nothing issued before now.
  return parsed.success ? Date.parse(parsed.output.validAfter) : Date.now();
}

/** Every device cookie of the account issued until `at` is refused from now on. */
export async function revokeDevices(app: AppContext, account: string, at: Date): Promise<void> {
  await app.firestore.writeDocument(`${DEVICE_EPOCHS}/${account}`, { validAfter: at }).catch(rethrowUnavailable);
}
