import * as v from "valibot";
import { Timestamp } from "./common";

export const STUDIO_ROLES = ["editor", "admin"] as const;
export const StudioRole = v.picklist(STUDIO_ROLES, "Choose editor or admin.");
export type StudioRole = v.InferOutput<typeof StudioRole>;

/** An email address as a StudioUsers document id: lowercase, and nothing Firestore reads as a path. */
export const StudioEmail = v.pipe(
  v.string(),
  v.trim(),
  v.toLowerCase(),
  v.nonEmpty("Enter an email address."),
  v.email("Enter a valid email address."),
  v.regex(/^[^/]+$/, "Enter a valid email address."),
);

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
