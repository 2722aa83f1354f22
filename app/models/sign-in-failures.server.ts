import * as v from "valibot";
import { decodeDocument } from "~/firestore/codec";
import { SignInFailure } from "~/schemas/sign-in-failure";
import type { AppContext } from "~/firestore/app-context.server";
import { rethrowUnavailable } from "~/firestore/errors.server";
import { COLLECTIONS } from "./collections";

/** Append-only: one document per failed attempt, so concurrent failures never overwrite a count. */
const SIGN_IN_FAILURES = COLLECTIONS.signInFailures.name;

/** The account's `limit` most recent failures, newest first (read from Firestore itself, never a cache). */
export async function recentSignInFailures(app: AppContext, account: string, limit: number): Promise<Array<{ id: string; at: number; address: string; device?: string }>> {
  const docs = await app.firestore
    .runQuery({ collection: SIGN_IN_FAILURES, where: [{ field: "account", equals: account }], orderBy: [{ field: "at", direction: "DESCENDING" }], limit })
    .catch(rethrowUnavailable);
  return docs.flatMap((doc) => {
    const { id, data } = decodeDocument(doc);
    const result = v.safeParse(SignInFailure, data);
    if (!result.success) return [];
    const { at, address, device } = result.output;
    return [{ id, at: Date.parse(at), address, ...(device ? { device } : {}) }];
  });
}

/** Writes an attempt as a failure, and returns its id: it is withdrawn if it turns out not to be one. */
export async function recordSignInFailure(app: AppContext, failure: { account: string; address: string; device?: string; at: Date; expireAt: Date }): Promise<string> {
  const id = crypto.randomUUID();
  await app.firestore.createDocument(`${SIGN_IN_FAILURES}/${id}`, failure).catch(rethrowUnavailable);
  return id;
}

export async function withdrawSignInFailure(app: AppContext, id: string): Promise<void> {
  await app.firestore.deleteDocument(`${SIGN_IN_FAILURES}/${id}`).catch(rethrowUnavailable);
}
