/**
 * The Dutch beside the English in a content form (issue 43). A translated field's Dutch is posted
 * beside it (`dutchName`: "faq.2.question" -> "faq.2.nl.question"). Read back, a form's Dutch is
 * an "overlay": the English value's shape holding only the translated fields, in Dutch, a list's
 * items in the order of the English ones, so an item's Dutch moves and goes with it. Where the
 * Dutch is stored is each editor's own (`DocumentEditor.dutch`, dutch-text.ts).
 */
import type { AnyDocumentEditor, Overlay } from "./editor";
import { decodeField, dutchName, encodeField, isTranslated, keptItems, toFormValues, type FieldSpec, type FormValues, type TranslatedSpec } from "./fields";

const join = (prefix: string, name: string) => (prefix ? `${prefix}.${name}` : name);
export const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null && !Array.isArray(value);
const recordOf = (value: unknown): Record<string, unknown> => (isRecord(value) ? value : {});

/** Text that is there: a non-blank string, or a list with something in it. */
export const written = (value: unknown): boolean =>
  typeof value === "string" ? value.trim() !== "" : Array.isArray(value) ? value.length > 0 : value !== undefined && value !== null;

/** The Dutch a posted form holds, as an overlay: an empty Dutch field is undefined (or an empty list). */
export function dutchFromFormValues(specs: readonly FieldSpec[], values: FormValues, prefix = ""): Overlay {
  const result: Overlay = {};
  for (const spec of specs) {
    const name = join(prefix, spec.name);
    if (spec.kind === "group") result[spec.name] = dutchFromFormValues(spec.fields, values, name);
    else if (spec.kind === "list") result[spec.name] = keptItems(spec, values, name).map((index) => dutchFromFormValues(spec.fields, values, `${name}.${index}`));
    else if (isTranslated(spec)) {
      const value = decodeField(spec, values[dutchName(name)] ?? "");
      result[spec.name] = value === "" ? undefined : value;
    }
  }
  return result;
}

/** The Dutch inputs' values for an overlay, for the items the English value has (`english`). */
export function toDutchFormValues(specs: readonly FieldSpec[], overlay: unknown, english: unknown, prefix = ""): FormValues {
  const values: FormValues = {};
  const dutch = recordOf(overlay);
  const source = recordOf(english);
  for (const spec of specs) {
    const name = join(prefix, spec.name);
    if (spec.kind === "group") Object.assign(values, toDutchFormValues(spec.fields, dutch[spec.name], source[spec.name], name));
    else if (spec.kind === "list") {
      const items = Array.isArray(dutch[spec.name]) ? (dutch[spec.name] as unknown[]) : [];
      const englishItems = Array.isArray(source[spec.name]) ? (source[spec.name] as unknown[]) : [];
      englishItems.forEach((item, index) => Object.assign(values, toDutchFormValues(spec.fields, items[index], item, `${name}.${index}`)));
    } else if (isTranslated(spec)) values[dutchName(name)] = encodeField(spec, dutch[spec.name]);
  }
  return values;
}

/** A translated field of a value: its form name (the English input's), its English and its Dutch. */
export type TranslatedField = { spec: TranslatedSpec; name: string; english: unknown; dutch: unknown };

/** Every translated field of `english`, item by item, with its Dutch from `overlay`. */
export function translatedFields(specs: readonly FieldSpec[], english: unknown, overlay: unknown, prefix = ""): TranslatedField[] {
  const source = recordOf(english);
  const dutch = recordOf(overlay);
  return specs.flatMap((spec): TranslatedField[] => {
    const name = join(prefix, spec.name);
    if (spec.kind === "group") return isRecord(source[spec.name]) ? translatedFields(spec.fields, source[spec.name], dutch[spec.name], name) : [];
    if (spec.kind === "list") {
      const items = Array.isArray(dutch[spec.name]) ? (dutch[spec.name] as unknown[]) : [];
      const englishItems = Array.isArray(source[spec.name]) ? (source[spec.name] as unknown[]) : [];
      return englishItems.flatMap((item, index) => translatedFields(spec.fields, item, items[index], `${name}.${index}`));
    }
    return isTranslated(spec) ? [{ spec, name, english: source[spec.name], dutch: dutch[spec.name] }] : [];
  });
}

/** `english` with each translated field in Dutch and the rest (links, link names) as they are: a section written whole in Dutch. */
export function inDutch(spec: FieldSpec, english: unknown, overlay: unknown): unknown {
  if (spec.kind === "group") {
    if (!isRecord(english)) return english;
    const dutch = recordOf(overlay);
    const out: Record<string, unknown> = { ...english };
    for (const field of spec.fields) {
      const value = inDutch(field, english[field.name], dutch[field.name]);
      if (value === undefined) delete out[field.name];
      else out[field.name] = value;
    }
    return out;
  }
  if (spec.kind === "list") {
    if (!Array.isArray(english)) return english;
    const items = Array.isArray(overlay) ? overlay : [];
    return english.map((item, index) => inDutch({ kind: "group", name: spec.name, label: spec.itemLabel, fields: spec.fields }, item, items[index]));
  }
  return isTranslated(spec) ? (written(overlay) ? overlay : undefined) : english;
}

/** How much of a document's Dutch is missing: its translated fields that have English, and those of them without Dutch. */
export function dutchGaps(editor: AnyDocumentEditor, document: unknown): { missing: number; total: number } {
  if (!editor.dutch || !isRecord(document)) return { missing: 0, total: 0 };
  const fields = translatedFields(editor.fields, document, editor.dutch.read(document)).filter((field) => written(field.english));
  return { missing: fields.filter((field) => !written(field.dutch)).length, total: fields.length };
}

/** "Dutch missing", "Dutch: 3 fields missing", or null when every text has its Dutch. */
export function dutchGapLabel({ missing, total }: { missing: number; total: number }): string | null {
  if (missing === 0) return null;
  if (missing === total) return "Dutch missing";
  return `Dutch: ${missing} ${missing === 1 ? "field" : "fields"} missing`;
}

/** A document as its form's values: the English fields and, beside each translated one, its Dutch. */
export function editorFormValues(editor: AnyDocumentEditor, document: unknown): FormValues {
  const english = toFormValues(editor.fields, document);
  if (!editor.dutch || !isRecord(document)) return english;
  return { ...english, ...toDutchFormValues(editor.fields, editor.dutch.read(document), document) };
}
