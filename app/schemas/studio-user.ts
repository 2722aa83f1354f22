import * as v from "valibot";
import { Timestamp } from "./common";

export const STUDIO_ROLES = ["editor", "admin"] as const;
export const StudioRole = v.picklist(STUDIO_ROLES, "Choose editor or admin.");
export type StudioRole = v.InferOutput<typeof StudioRole>;

/**
 * An email address as Firebase Authentication accepts it, so anyone Firebase signs in can be given
 * a role: one `@` between a local part and a domain, neither empty, no spaces or control
 * characters, at most 254 characters. Stricter checks (valibot's `email`) would turn away real
 * addresses Firebase takes, such as quoted or unusual local parts. Trimmed and lowercased, as
 * the ID tokens' addresses are compared.
 */
export const StudioEmail = v.pipe(
  v.string(),
  v.trim(),
  v.toLowerCase(),
  v.nonEmpty("Enter an email address."),
  v.maxLength(254, "An email address has at most 254 characters."),
  // eslint-disable-next-line no-control-regex -- control characters are what this refuses
  v.regex(/^[^\s@\u0000-\u001f\u007f-\u009f]+@[^\s@\u0000-\u001f\u007f-\u009f]+$/u, "Enter a valid email address: name@example.com."),
);

/**
 * The `StudioUsers` document id of an address: the address itself, with only `%` and `/` escaped
 * (`/` would split the path) and the first `_` of an id Firestore reserves (`__…__`). Every
 * address without those characters, all the existing ones, keeps its id.
 */
export function studioUserDocumentId(email: string): string {
  const id = email.replace(/%/g, "%25").replace(/\//g, "%2F");
  return /^__.*__$/.test(id) ? `%5F${id.slice(1)}` : id;
}

/** A `StudioUsers/{email}` document: who may use the studio, as what, and whether they still may. */
export const StudioUser = v.object({
  email: StudioEmail,
  role: StudioRole,
  active: v.boolean(),
  createdAt: Timestamp,
  updatedAt: v.optional(Timestamp),
  updatedBy: v.optional(v.string()),
});
export type StudioUserRecord = v.InferOutput<typeof StudioUser>;
