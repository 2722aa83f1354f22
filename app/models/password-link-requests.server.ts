import { decodeDocument } from "~/firestore/codec";
import type { AppContext } from "~/firestore/app-context.server";
import { rethrowUnavailable } from "~/firestore/errors.server";
import { COLLECTIONS } from "./collections";

/**
 * `PasswordLinkRequests/{id}`: one "Forgot your password?" for an account (a keyed hash of the
 * address, never the address), so that rotating connections cannot flood a person's mailbox or
 * use up the project's email quota. Append-only, deleted by Firestore's TTL on `expireAt`.
 */
const PASSWORD_LINK_REQUESTS = COLLECTIONS.passwordLinkRequests.name;

export async function recordPasswordLinkRequest(app: AppContext, request: { account: string; at: Date; expireAt: Date }): Promise<string> {
  const id = crypto.randomUUID();
  await app.firestore.createDocument(`${PASSWORD_LINK_REQUESTS}/${id}`, request).catch(rethrowUnavailable);
  return id;
}

/** How many requests for the account were made since `since`, besides `except` (at most `limit` are read). */
export async function countPasswordLinkRequests(app: AppContext, account: string, since: Date, except: string, limit: number): Promise<number> {
  const docs = await app.firestore
    .runQuery({ collection: PASSWORD_LINK_REQUESTS, where: [{ field: "account", equals: account }], orderBy: [{ field: "at", direction: "DESCENDING" }], limit: limit + 1 })
    .catch(rethrowUnavailable);
  return docs.filter((doc) => {
    const { id, data } = decodeDocument(doc);
    return id !== except && Date.parse(String(data.at)) >= since.getTime();
  }).length;
}
