import type { FieldSpec } from "../fields";

/** What the Link schema takes, said for a person. */
export const LINK_HINT = "A page of this site starting with / (e.g. /contact), or a full address starting with https://, mailto: or tel:.";

/**
 * The fields of a link: its text and where it goes; `optional` for a link that may be left out (see
 * `dropEmptyLink`), `translate` for a link whose text has its Dutch beside it (its address is the
 * English's: the Dutch page turns it into the Dutch one).
 */
export const linkFields = (textLabel = "Text", { optional = false, translate = false } = {}): FieldSpec[] => [
  { kind: "text", name: "label", label: textLabel, optional, translate },
  { kind: "text", name: "href", label: "Goes to", hint: LINK_HINT, optional },
];

const isBlank = (text: unknown) => text === undefined || text === null || String(text).trim() === "";

/**
 * An optional link the form always shows: left out when both its fields are empty, so "no link"
 * needs no checkbox; half filled, it stays for the schema to point at the missing half.
 */
export function dropEmptyLink(parent: Record<string, unknown>, key: string): Record<string, unknown> {
  const link = parent[key] as { label?: unknown; href?: unknown } | undefined;
  if (link && !(isBlank(link.label) && isBlank(link.href))) return parent;
  const rest = { ...parent };
  delete rest[key];
  return rest;
}
