import * as v from "valibot";
import { Timestamp } from "./common";

/** A `StudioAudit/{id}` document: one change made in the studio. `before` and `after` are JSON (null: none). */
export const StudioAuditEntry = v.object({
  at: Timestamp,
  actor: v.string(),
  document: v.string(),
  action: v.string(),
  before: v.nullable(v.string()),
  after: v.nullable(v.string()),
});
export type StudioAuditEntry = v.InferOutput<typeof StudioAuditEntry>;
