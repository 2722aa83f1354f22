import type * as v from "valibot";
import type { FieldErrors, FieldSpec } from "./fields";

/**
 * One content form: which document it edits, which of its top-level fields (the schema's
 * entries, written with an update mask, so the rest of the document is left as it is), how the
 * form shows them, and the checks beyond the schema.
 */
export type DocumentEditor<S extends v.ObjectSchema<v.ObjectEntries, v.ErrorMessage<v.ObjectIssue> | undefined>> = {
  /** Shown as the form's heading and in the audit log. */
  title: string;
  description?: string;
  schema: S;
  fields: FieldSpec[];
  /** Fills what the form leaves to the studio (a FAQ's id from its question) before the schema runs. */
  prepare?: (value: Record<string, unknown>) => Record<string, unknown>;
  /** Checks that need the whole value (colour contrast): messages by field name, or null. */
  check?: (value: v.InferOutput<S>) => FieldErrors | null;
  /** Fields written besides the form's: `updatedAt`, or `createdAt` when the document is new. */
  stamp?: (context: { creating: boolean; actor: string }) => Record<string, unknown>;
};

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyDocumentEditor = DocumentEditor<any>;

export const updatedStamp = ({ creating }: { creating: boolean }): Record<string, unknown> =>
  creating ? { createdAt: new Date(), updatedAt: new Date() } : { updatedAt: new Date() };
