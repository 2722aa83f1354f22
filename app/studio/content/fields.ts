/**
 * The studio's content forms, described once and used both ways: a form's fields as plain HTML
 * names ("sectionHero.title", "faq.2.answer") and the nested value the schema checks. Lists keep
 * working without JavaScript: each item has a position to reorder by and a box to remove it, and
 * one blank item at the end adds a new one.
 */

type Common = { name: string; label: string; hint?: string };
/**
 * A text a visitor reads in the page's language (issue 43): the form shows its Dutch beside the
 * English, posted as `dutchName(name)`; the editor's `dutch` says where the Dutch is stored.
 */
type Translated = { translate?: boolean };

export type FieldSpec =
  | (Common & Translated & { kind: "text" | "email" | "url"; optional?: boolean })
  | (Common & Translated & { kind: "textarea"; rows?: number; optional?: boolean })
  /** A list of strings, one per line. */
  | (Common & Translated & { kind: "lines"; rows?: number })
  /** A list of paragraphs, separated by a blank line. */
  | (Common & Translated & { kind: "paragraphs"; rows?: number })
  | (Common & { kind: "number"; step?: number; min?: number; max?: number })
  | (Common & { kind: "select"; options: ReadonlyArray<{ value: string; label: string }> })
  | (Common & { kind: "checkbox" })
  /** A hex colour string ("#c8a2c8"); `wrapped` stores it as { hex } as the layout colours do. */
  | (Common & { kind: "color"; wrapped?: boolean })
  /** `dutchSection`: the group is written whole in Dutch, as `nl[dutchSection]` (the website's sections). */
  | (Common & { kind: "group"; fields: FieldSpec[]; dutchSection?: string })
  | (Common & { kind: "list"; itemLabel: string; fields: FieldSpec[]; optional?: boolean; dutchSection?: string });

/** A field whose Dutch the form shows beside it. */
export type TranslatedSpec = Extract<FieldSpec, { kind: "text" | "email" | "url" | "textarea" | "lines" | "paragraphs" }> & { translate: true };
export const isTranslated = (spec: FieldSpec): spec is TranslatedSpec => "translate" in spec && spec.translate === true;

/** The form name of a field's Dutch: beside it, under `nl` ("faq.2.question" -> "faq.2.nl.question", "name" -> "nl.name"). */
export function dutchName(name: string): string {
  const at = name.lastIndexOf(".");
  return at < 0 ? `nl.${name}` : `${name.slice(0, at)}.nl.${name.slice(at + 1)}`;
}

/** The form's text values by field name: what is posted, and what a form is filled with. */
export type FormValues = Record<string, string>;
export type FieldErrors = Record<string, string>;

export const POSITION = "__position";
export const REMOVE = "__remove";
export const NEW_ITEM = "__new";

const join = (prefix: string, name: string) => (prefix ? `${prefix}.${name}` : name);

/** A stored value as form values (tolerant: a broken document still fills what it can). */
export function toFormValues(specs: readonly FieldSpec[], value: unknown, prefix = ""): FormValues {
  const values: FormValues = {};
  const source = (value ?? {}) as Record<string, unknown>;
  for (const spec of specs) {
    const name = join(prefix, spec.name);
    const field = source[spec.name];
    switch (spec.kind) {
      case "group":
        Object.assign(values, toFormValues(spec.fields, field, name));
        break;
      case "list":
        (Array.isArray(field) ? field : []).forEach((item, index) => {
          Object.assign(values, toFormValues(spec.fields, item, `${name}.${index}`));
          values[`${name}.${index}.${POSITION}`] = String(index + 1);
        });
        break;
      default:
        values[name] = encodeField(spec, field);
    }
  }
  return values;
}

/** One field's stored value as the text its input holds. */
export function encodeField(spec: Exclude<FieldSpec, { kind: "group" | "list" }>, field: unknown): string {
  switch (spec.kind) {
    case "lines":
      return Array.isArray(field) ? field.map(String).join("\n") : "";
    case "paragraphs":
      return Array.isArray(field) ? field.map(String).join("\n\n") : "";
    case "checkbox":
      return field === true ? "on" : "";
    case "color":
      return spec.wrapped ? String((field as { hex?: unknown } | undefined)?.hex ?? "") : String(field ?? "");
    default:
      return field === undefined || field === null ? "" : String(field);
  }
}

/** The form's text fields as posted. */
export function formValuesOf(form: FormData): FormValues {
  const values: FormValues = {};
  for (const [key, value] of form) if (typeof value === "string") values[key] = value;
  return values;
}

/**
 * The posted names as a tree ("faq.2.answer" -> faq > 2 > answer), made once per form so that
 * reading a form of n fields takes time in proportion to n, however its lists nest. Form values
 * are not changed once posted or filled, so the tree is kept beside them.
 */
type NameNode = Map<string, NameNode>;
const nameTrees = new WeakMap<FormValues, NameNode>();

function nameTree(values: FormValues): NameNode {
  let tree = nameTrees.get(values);
  if (tree) return tree;
  tree = new Map();
  for (const key of Object.keys(values)) {
    let node = tree;
    for (const part of key.split(".")) {
      let next = node.get(part);
      if (!next) node.set(part, (next = new Map()));
      node = next;
    }
  }
  nameTrees.set(values, tree);
  return tree;
}

function nodeAt(values: FormValues, name: string): NameNode | undefined {
  let node: NameNode | undefined = nameTree(values);
  for (const part of name.split(".")) node = node?.get(part);
  return node;
}

/** The indices of a list's items in the posted form, in the order they were rendered. */
export function listIndices(values: FormValues, name: string): number[] {
  const node = nodeAt(values, name);
  if (!node) return [];
  const indices: number[] = [];
  for (const [part, child] of node) if (/^\d+$/.test(part) && child.size > 0) indices.push(Number(part));
  return indices.sort((a, b) => a - b);
}

/** Every posted name below `prefix` ("faq.2" -> "faq.2.question", "faq.2.answer", …). */
function namesBelow(values: FormValues, prefix: string): string[] {
  const names: string[] = [];
  const walk = (node: NameNode, name: string) => {
    for (const [part, child] of node) {
      const full = `${name}.${part}`;
      if (Object.hasOwn(values, full)) names.push(full);
      walk(child, full);
    }
  };
  const node = nodeAt(values, prefix);
  if (node) walk(node, prefix);
  return names;
}

/**
 * The nested value a posted form describes. Removed items and untouched blank items are left
 * out; items are ordered by their position (ties keep the form's order). Numbers that are not
 * numbers stay as text, so the schema refuses them next to their field.
 */
export function fromFormValues(specs: readonly FieldSpec[], values: FormValues, prefix = ""): Record<string, unknown> {
  const result: Record<string, unknown> = {};
  for (const spec of specs) {
    const name = join(prefix, spec.name);
    const raw = values[name] ?? "";
    switch (spec.kind) {
      case "group":
        result[spec.name] = fromFormValues(spec.fields, values, name);
        break;
      case "list":
        result[spec.name] = keptItems(spec, values, name).map((index) => fromFormValues(spec.fields, values, `${name}.${index}`));
        break;
      default:
        result[spec.name] = decodeField(spec, raw);
    }
  }
  return result;
}

/**
 * The posted indices of a list's items that stay, in their new order: removed items and untouched
 * blank new ones left out, the rest by position (ties keep the form's order). The Dutch of a
 * list's items follows the same order (dutch-fields.ts).
 */
export function keptItems(spec: Extract<FieldSpec, { kind: "list" }>, values: FormValues, name: string): number[] {
  return listIndices(values, name)
    .filter((index) => values[`${name}.${index}.${REMOVE}`] !== "on")
    .filter((index) => !(values[`${name}.${index}.${NEW_ITEM}`] && isBlankItem(spec.fields, values, `${name}.${index}`)))
    .map((index, order) => ({ index, order, position: Number(values[`${name}.${index}.${POSITION}`]) || order + 1 }))
    .sort((a, b) => a.position - b.position || a.order - b.order)
    .map((item) => item.index);
}

/** One field's posted text as the value it stands for. */
export function decodeField(spec: Exclude<FieldSpec, { kind: "group" | "list" }>, raw: string): unknown {
  switch (spec.kind) {
    case "lines":
      return raw.split(/\r?\n/).map((line) => line.trim()).filter(Boolean);
    case "paragraphs":
      return raw.split(/\r?\n\s*\r?\n/).map((paragraph) => paragraph.replace(/\s*\r?\n\s*/g, " ").trim()).filter(Boolean);
    case "number": {
      const text = raw.trim();
      return text === "" ? undefined : Number.isFinite(Number(text)) ? Number(text) : text;
    }
    case "checkbox":
      return raw === "on";
    case "color":
      return spec.wrapped ? { hex: raw.trim().toLowerCase() } : raw.trim().toLowerCase();
    default: {
      const text = raw.trim();
      return text === "" && "optional" in spec && spec.optional ? undefined : text;
    }
  }
}

function isBlankItem(specs: readonly FieldSpec[], values: FormValues, prefix: string): boolean {
  return specs.every((spec) => {
    const name = join(prefix, spec.name);
    if (spec.kind === "group" || spec.kind === "list") {
      return namesBelow(values, name).every((key) => key.endsWith(POSITION) || key.endsWith(NEW_ITEM) || (values[key] ?? "").trim() === "");
    }
    if (spec.kind === "checkbox" || spec.kind === "select") return true;
    // A new item with only its Dutch written is kept, for the English beside it to be asked for.
    return (values[name] ?? "").trim() === "" && (!isTranslated(spec) || (values[dutchName(name)] ?? "").trim() === "");
  });
}
