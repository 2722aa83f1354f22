import type { FieldSpec, FormValues } from "../fields";

/**
 * The fields with each choice list extended by the value the document holds when it is not one of
 * the choices (a category since removed, an old status): a select would otherwise show its first
 * option, and saving would quietly change the value. The editor's checks decide whether it may stay.
 */
export function withCurrentOptions(fields: readonly FieldSpec[], values: FormValues, prefix = ""): FieldSpec[] {
  return fields.map((spec) => {
    const name = prefix ? `${prefix}.${spec.name}` : spec.name;
    if (spec.kind === "group") return { ...spec, fields: withCurrentOptions(spec.fields, values, name) };
    if (spec.kind !== "select") return spec;
    const current = values[name] ?? "";
    if (!current || spec.options.some((option) => option.value === current)) return spec;
    return { ...spec, options: [...spec.options, { value: current, label: `${current} (not one of the usual choices)` }] };
  });
}
