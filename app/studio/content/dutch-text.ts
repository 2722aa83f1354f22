/**
 * Where a content form's Dutch is stored (issue 43), the two ways most documents keep it:
 *
 * - by field (`dutchFields`: a service, a category): `nl` holds the Dutch of each translated
 *   field; one left empty is stored absent, and the Dutch page shows the English there;
 * - by section (`dutchSections`: the `Website/Data` document): `nl[section]` holds a section
 *   written whole in Dutch, in the English's shape with its links and link names. A section whose
 *   Dutch is left entirely empty is stored absent (the Dutch page shows the English); one filled in
 *   part is refused, with a message at each empty Dutch field.
 *
 * The palettes keep theirs in each palette (editors/palettes.ts).
 */
import type { DutchText } from "./editor";
import { dutchName, isTranslated, type FieldErrors, type FieldSpec } from "./fields";
import { inDutch, isRecord, translatedFields, written } from "./dutch-fields";
import type { Overlay } from "./editor";

/** Beside a Dutch field left empty in a section whose Dutch is partly written. */
export const WHOLE_SECTION_MESSAGE =
  "Write the Dutch here too, or empty all of this section's Dutch: a section is shown in Dutch only when all of it is translated.";

const recordOf = (value: unknown): Record<string, unknown> => (isRecord(value) ? value : {});

/** The Dutch of a document's top-level translated fields, in its `nl`. */
export function dutchFields(specs: readonly FieldSpec[]): DutchText {
  const names = specs.filter(isTranslated).map((spec) => spec.name);
  return {
    read: (document) => recordOf(document.nl),
    write: (overlay) => {
      const nl = Object.fromEntries(names.filter((name) => written(overlay[name])).map((name) => [name, overlay[name]]));
      return { fields: { nl: Object.keys(nl).length ? nl : undefined }, errors: {} };
    },
    // "nl.description.2" (a paragraph) is the field "nl.description".
    formName: (path) => {
      const field = /^nl\.([^.]+)/.exec(path)?.[1];
      return field && names.includes(field) ? dutchName(field) : null;
    },
  };
}

type Section = { key: string; path: string; spec: Extract<FieldSpec, { kind: "group" | "list" }> };

/** The groups and lists written whole in Dutch, wherever they are in the form. */
function sectionsOf(specs: readonly FieldSpec[], prefix = ""): Section[] {
  return specs.flatMap((spec): Section[] => {
    const path = prefix ? `${prefix}.${spec.name}` : spec.name;
    if ((spec.kind === "group" || spec.kind === "list") && spec.dutchSection) return [{ key: spec.dutchSection, path, spec }];
    return spec.kind === "group" ? sectionsOf(spec.fields, path) : [];
  });
}

const getAt = (value: unknown, path: string): unknown => path.split(".").reduce<unknown>((node, part) => recordOf(node)[part], value);

function setAt(target: Record<string, unknown>, path: string, value: unknown) {
  const parts = path.split(".");
  let node = target;
  for (const part of parts.slice(0, -1)) node = (node[part] = recordOf(node[part]));
  node[parts.at(-1)!] = value;
}

/**
 * The form name of what `rest` names inside a section at `path` ("2.question" in the FAQ): the
 * Dutch input of a translated field, else the English one (a link's address is the English's).
 */
function nameInSection(section: Section, rest: readonly string[]): string {
  let spec: FieldSpec = section.spec;
  const consumed: string[] = [];
  for (const part of rest) {
    if (spec.kind === "list" && /^\d+$/.test(part)) {
      consumed.push(part);
      continue;
    }
    if (spec.kind !== "group" && spec.kind !== "list") break;
    const next: FieldSpec | undefined = spec.fields.find((field) => field.name === part);
    if (!next) break;
    spec = next;
    consumed.push(part);
  }
  const name = [section.path, ...consumed].join(".");
  return isTranslated(spec) ? dutchName(name) : name;
}

/** The Dutch of the sections the form marks with `dutchSection`, each in `nl[dutchSection]`, written whole. */
export function dutchSections(specs: readonly FieldSpec[]): DutchText {
  const sections = sectionsOf(specs);
  return {
    read: (document) => {
      const overlay: Overlay = {};
      const nl = recordOf(document.nl);
      for (const section of sections) setAt(overlay, section.path, nl[section.key]);
      return overlay;
    },
    write: (overlay, english) => {
      const nl: Record<string, unknown> = {};
      const errors: FieldErrors = {};
      for (const section of sections) {
        const englishValue = getAt(english, section.path);
        const dutchValue = getAt(overlay, section.path);
        const parent = section.path.split(".").slice(0, -1).join(".");
        const fields = translatedFields([section.spec], { [section.spec.name]: englishValue }, { [section.spec.name]: dutchValue }, parent);
        // Left entirely empty: the Dutch page shows the English section.
        if (!fields.some((field) => written(field.dutch))) continue;
        for (const field of fields) if (written(field.english) && !written(field.dutch)) errors[dutchName(field.name)] = WHOLE_SECTION_MESSAGE;
        nl[section.key] = inDutch(section.spec, englishValue, dutchValue);
      }
      return { fields: { nl }, errors };
    },
    formName: (path) => {
      const [root, key, ...rest] = path.split(".");
      const section = root === "nl" ? sections.find((candidate) => candidate.key === key) : undefined;
      return section ? nameInSection(section, rest) : null;
    },
    shares: sections.map((section) => section.key),
  };
}
