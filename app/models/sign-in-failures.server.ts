import * as v from "valibot";
import { decodeDocument } from "~/firestore/codec";
import { SignInFailure } from "~/schemas/sign-in-failure";
import type { AppContext } from "~/worker/app-context.server";
import { rethrowUnavailable } from "~/worker/responses.server";

/** Append-only: one document per failed attempt, so concurrent failures never overwrite a count. */
export const SIGN_IN_FAILURES = "SignInFailures";

/** The account's `limit` most recent failures, newest first (read from Firestore itself, never a cache). */
export async function recentSignInFailures(app: AppContext, account: string, limit: number): Promise<Array<{ at: number; address: string }>> {
  const docs = await app.firestore
    .runQuery({ collection: SIGN_IN_FAILURES, where: [{ field: "account", equals: account }], orderBy: [{ field: "at", direction: "DESCENDING" }], limit })
    .catch(rethrowUnavailable);
  return docs.flatMap((doc) => {
    const result = v.safeParse(SignInFailure, decodeDocument(doc).data);
    return result.success ? [{ at: Date.parse(result.output.at), address: result.output.address }] : [];
  });
}

export async function recordSignInFailure(app: AppContext, failure: { account: string; address: string; at: Date; expireAt: Date }): Promise<void> {
  await app.firestore.createDocument(`${SIGN_IN_FAILURES}/${crypto.randomUUID()}`, failure).catch(rethrowUnavailable);
}
