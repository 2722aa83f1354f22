import type * as v from "valibot";
import type { FieldErrors, FieldSpec } from "./fields";

/** A document's Dutch text as a form reads and writes it: the shape of its `nl`. */
export type Overlay = Record<string, unknown>;

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
  /** Where the Dutch of its translated fields is stored (issue 43; dutch-text.ts); none: the form is English only. */
  dutch?: DutchText;
};

/**
 * How a form's Dutch is stored: read as an overlay (the English value's shape, its translated
 * fields in Dutch; dutch-fields.ts), and written back as the document's own fields, which the
 * editor's schema then checks with the rest.
 */
export type DutchText = {
  /** The overlay of a stored document's Dutch. */
  read(document: Record<string, unknown>): Overlay;
  /** The fields that hold the Dutch, from the posted overlay and the prepared English; messages by form name where the Dutch is incomplete. */
  write(overlay: Overlay, english: Record<string, unknown>): { fields: Record<string, unknown>; errors: FieldErrors };
  /** The form name of the Dutch input a schema issue's path names, or null when the path is not the Dutch's. */
  formName(path: string): string | null;
  /** The sections of the document's shared `nl` this form writes: a save keeps the other sections as stored. */
  shares?: readonly string[];
};

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyDocumentEditor = DocumentEditor<any>;

/** A new document's `createdAt` and `updatedAt` are one instant: two clock reads could differ by a millisecond. */
export const updatedStamp = ({ creating }: { creating: boolean }): Record<string, unknown> => {
  const now = new Date();
  return creating ? { createdAt: now, updatedAt: now } : { updatedAt: now };
};
